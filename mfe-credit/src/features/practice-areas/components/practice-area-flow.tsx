// The practice-area flow (spec 2 §2): pick practice areas (or whole categories), then confirm following.
import { useId } from 'react';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { usePracticeAreas } from '../api/use-practice-areas';
import { usePracticeFlow } from '../api/use-practice-flow';
import { PRACTICE_STEP_TITLES } from '../practice-area-rules';
import * as styles from './practice-area-flow.styles';
import { PracticeAreaPicker } from './practice-area-picker';

export function PracticeAreaFlow({ onClose }: { onClose: () => void }) {
  const { data } = usePracticeAreas();
  const flow = usePracticeFlow(data, onClose);
  const titleId = useId();
  if (!data || flow.step === 'closed') return null;
  return (
    <Dialog open onClose={flow.dismiss} placement="side" aria-labelledby={titleId}>
      <div css={styles.body}>
        <h2 id={titleId} css={styles.title}>
          {PRACTICE_STEP_TITLES[flow.step]}
        </h2>
        {flow.step === 'selectPracticeAreas' ? (
          <>
            <PracticeAreaPicker data={data} checked={flow.checked} onToggle={flow.toggle} />
            <Button type="button" onClick={flow.proceed}>
              Continue
            </Button>
          </>
        ) : (
          <>
            <ul>
              {flow.names.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <div css={styles.buttons}>
              <Button type="button" onClick={() => void flow.follow()}>
                Follow
              </Button>
              <Button type="button" variant="secondary" onClick={flow.dismiss}>
                Not now
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
