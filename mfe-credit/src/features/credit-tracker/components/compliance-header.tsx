// The tracker's compliance header (spec 2 §2): the region heading, the deadline line with the time left,
// the organisation message, the New York transitional link, the special status select and Find Programs.
import type { Dispatch, RefObject } from 'react';
import { toast } from '@cle/contracts/toast';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import * as styles from './compliance-header.styles';
import { COMPLIANCE_HEADER_ANIMATION_DELAY_MS, formatUs, NEW_YORK_TRANSITIONAL_PATH } from '../tracker-rules';
import type { TrackerAction } from '../tracker-state';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useSpecialStatus } from '../api/use-special-status';
import { useOrganizationMessage } from '../api/use-tracker';

function SpecialStatusSelect({
  entry,
  disabled,
  dispatch,
}: {
  entry: TrackerEntry;
  disabled: boolean;
  dispatch: Dispatch<TrackerAction>;
}) {
  const changeStatus = useSpecialStatus(entry, dispatch);
  return (
    <label css={styles.statusLabel}>
      Special status
      <select
        disabled={disabled}
        value={entry.complianceGroup_SK ?? ''}
        onChange={async (e) => {
          try {
            await changeStatus(e.target.value ? Number(e.target.value) : null, entry.complianceGroup_SK);
          } catch {
            toast.show({ content: 'Something went wrong', type: 'alert' });
          }
        }}
      >
        <option value="">No special status</option>
        {entry.complianceGroups.map((g) => (
          <option key={g.sk} value={g.sk}>
            {g.longDescription}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ComplianceHeader({
  headingId,
  entry,
  remaining,
  approaching,
  ownTracker,
  dispatch,
  earnMoreAnchor,
  onFindPrograms,
}: {
  headingId: string;
  entry: TrackerEntry;
  remaining: string | null;
  approaching: boolean;
  ownTracker: boolean;
  dispatch: Dispatch<TrackerAction>;
  earnMoreAnchor: RefObject<HTMLDivElement | null>;
  onFindPrograms: () => void;
}) {
  const endDate = entry.jurisdiction.clePeriod.endDate;
  const org = useOrganizationMessage(true);
  // S2-TRACKER-67: the compliance header animates in after 500 ms
  const headerShown = useDelayedFlag(COMPLIANCE_HEADER_ANIMATION_DELAY_MS);
  return (
    <div data-testid="compliance-header" data-animated={headerShown || undefined} css={styles.header}>
      <h1 id={headingId} css={styles.flush}>
        {entry.creditRegionLongDescription}
      </h1>
      {endDate ? (
        <p css={styles.flush} data-testid="deadline-line">
          Compliance deadline: {formatUs(endDate)}
          {remaining ? <strong css={styles.remaining(approaching)}>{remaining}</strong> : null}
        </p>
      ) : null}
      {org.data?.message ? <p css={styles.orgMessage}>{org.data.message}</p> : null}
      {entry.isTransitionalOrNewlyAdmitted && entry.creditRegionShortDescription === 'NY' ? (
        <p css={styles.flush}>
          <a href={NEW_YORK_TRANSITIONAL_PATH}>New York transitional (newly admitted) requirements</a>
        </p>
      ) : null}
      <div css={styles.controls}>
        {entry.complianceGroups.length ? (
          <SpecialStatusSelect entry={entry} disabled={!ownTracker} dispatch={dispatch} />
        ) : null}
        <div ref={earnMoreAnchor}>
          <Button type="button" onClick={onFindPrograms}>
            Find Programs
          </Button>
        </div>
      </div>
    </div>
  );
}
