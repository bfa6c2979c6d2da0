// When a transitional (newly admitted) period has ended, the member is offered the experienced attorney
// requirements (spec 2 §2).
import { useId } from 'react';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import * as styles from './switch-to-experience.styles';
import { switchStatus } from '../api/use-tracker';

export function SwitchToExperience({ entry, onClose }: { entry: TrackerEntry; onClose: () => void }) {
  const titleId = useId();
  const experienced = entry.complianceGroups.find((g) => !/newly admitted/i.test(g.longDescription));
  return (
    <Dialog open onClose={onClose} placement="center" aria-labelledby={titleId}>
      <div css={styles.panel}>
        <h2 id={titleId} css={styles.flush}>
          Your transitional period has ended
        </h2>
        <p css={styles.flush}>
          Switch your {entry.jurisdiction.displayName} license to the experienced attorney requirements.
        </p>
        <div css={styles.actions}>
          <Button
            type="button"
            onClick={async () => {
              await switchStatus(entry, experienced?.sk ?? null);
              onClose();
            }}
          >
            Switch to experienced
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Not now
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
