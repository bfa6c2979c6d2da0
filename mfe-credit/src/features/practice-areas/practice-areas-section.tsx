// The practice areas a member follows (spec 2 §2), each with its unfollow button, and the flow that
// follows more.
import { useId, useState } from 'react';
import { Button } from '@cle/ui/button';
import { linkButtonCss } from '@cle/ui/theme';
import { unfollowPracticeArea, usePracticeAreas } from './api/use-practice-areas';
import { PracticeAreaFlow } from './components/practice-area-flow';
import * as styles from './practice-areas-section.styles';

export function PracticeAreasSection() {
  const { data } = usePracticeAreas();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (!data) return null;
  const following = data.items.filter((a) => a.isFollowing);
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <h2 id={headingId}>Practice areas</h2>
      {following.length ? (
        <ul aria-label="Practice areas you follow" css={styles.list}>
          {following.map((a) => (
            <li key={a.id} css={styles.chip}>
              {a.name}{' '}
              <button
                type="button"
                css={linkButtonCss}
                aria-label={`Unfollow ${a.name}`}
                onClick={() => unfollowPracticeArea(a.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p css={styles.flush}>Follow practice areas to see programs for them first.</p>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Follow practice areas
        </Button>
      </div>
      {open ? <PracticeAreaFlow onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
