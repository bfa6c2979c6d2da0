// The tracker's announcements (spec 2 §2): the carousel of active announcements with clamped bodies,
// 'See more' opening the side panel, and the 'new' badge until its date.
import { useEffect, useId, useRef, useState } from 'react';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { linkButtonCss } from '@cle/ui/theme';
import * as styles from './tracker-announcements.styles';
import { ANNOUNCEMENT_LINES, showNewBadge } from '../tracker-rules';

/**
 * S2-TRACKER-44/45: an announcement's body clamps to 5 lines on small screens and 9 on larger ones;
 * 'Show more' shows 9 and 16. The toggle appears only when the text is cut (or already expanded).
 */
function ClampedBody({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setCut(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [expanded, text]);
  const lines = (size: keyof typeof ANNOUNCEMENT_LINES) =>
    ANNOUNCEMENT_LINES[size][expanded ? 'expanded' : 'collapsed'];
  return (
    <>
      <p ref={ref} data-testid="announcement-body" css={styles.body(lines('small'), lines('large'))}>
        {text}
      </p>
      {cut || expanded ? (
        <button
          type="button"
          css={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}

function NewBadge({ announcement: a, today }: { announcement: Announcement; today: Date }) {
  return showNewBadge(a.expireNewStatus, today) ? <span css={styles.newBadge}>{a.newTagText}</span> : null;
}

export function Announcements({ items, today }: { items: Announcement[]; today: Date }) {
  const titleId = useId();
  const [seeMore, setSeeMore] = useState(false);
  const carousel = items.filter((a) => a.showOnTrackerCarousel && a.currentlyActive);
  if (!carousel.length) return null;
  return (
    <section aria-label="Announcements" css={styles.section}>
      <ul css={styles.carousel}>
        {carousel.map((a) => (
          <li key={a.headingText} css={styles.card}>
            <strong>{a.headingText}</strong>
            <NewBadge announcement={a} today={today} />
            <ClampedBody text={a.body} />
          </li>
        ))}
      </ul>
      <button type="button" css={linkButtonCss} onClick={() => setSeeMore(true)}>
        See more
      </button>
      <Dialog open={seeMore} onClose={() => setSeeMore(false)} placement="side" aria-labelledby={titleId}>
        <div css={styles.panel}>
          <h2 id={titleId} css={styles.flush}>
            Announcements
          </h2>
          {items
            .filter((a) => a.showOnSidePanel)
            .map((a) => (
              <article key={a.headingText}>
                <h3 css={styles.panelItemTitle}>
                  {a.headingText}
                  <NewBadge announcement={a} today={today} />
                </h3>
                <p>{a.body}</p>
              </article>
            ))}
          <Button type="button" variant="secondary" onClick={() => setSeeMore(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
