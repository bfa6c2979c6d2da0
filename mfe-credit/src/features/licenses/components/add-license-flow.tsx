// The add-license flow (spec 2 §2, §4): addLicense -> addSingleLicense, or selectMultipleLicenses ->
// addMultipleLicenses ('n of m', 'Continue', then 'Add to my profile') -> one save of every license.
import { useId } from 'react';
import type { CreditJurisdiction } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { readHandled, useAddLicenseFlow } from '../api/use-add-license-flow';
import { useCreditJurisdictions } from '../api/use-licenses';
import { multipleStepText, notHandled, STEP_TITLES } from '../license-rules';
import * as styles from './add-license-flow.styles';
import { JurisdictionChecklist } from './jurisdiction-checklist';
import { ConfirmSelection, FlowHeader, LockedLicenseForm } from './license-flow-steps';

export function AddLicenseFlow({
  open,
  onClose,
  jurisdictions,
  heldRegions,
  authenticated,
  offered = [],
}: {
  open: boolean;
  onClose: () => void;
  jurisdictions: CreditJurisdiction[];
  heldRegions: number[];
  authenticated: boolean;
  /** jurisdictions suggested to the member (e.g. from a program's credits); dismissed ones are not offered again */
  offered?: number[];
}) {
  const flow = useAddLicenseFlow({ onClose, authenticated, offered });
  const { state, dispatch } = flow;
  const titleId = useId();
  if (!open || state.step === 'closed') return null;
  const byRegion = new Map(jurisdictions.map((j) => [j.creditRegion_SK, j]));
  const current = byRegion.get(state.selected[state.index] ?? -1);
  const back = () => dispatch({ type: 'back' });

  return (
    <Dialog open onClose={flow.close} placement="side" aria-labelledby={titleId}>
      <div css={styles.body}>
        <FlowHeader titleId={titleId} title={STEP_TITLES[state.step]} onClose={flow.close} />
        {state.step === 'addLicense' ? (
          <>
            <JurisdictionChecklist
              available={jurisdictions.filter((j) => !heldRegions.includes(j.creditRegion_SK))}
              suggested={notHandled(offered, readHandled())}
              checked={flow.checked}
              onChange={flow.setChecked}
            />
            <Button type="button" onClick={flow.proceed}>
              Continue
            </Button>
          </>
        ) : null}
        {state.step === 'addSingleLicense' && current ? (
          <LockedLicenseForm
            jurisdiction={current}
            jurisdictions={jurisdictions}
            submitLabel="Add to my profile"
            onBack={back}
            onSubmit={flow.saveSingle}
          />
        ) : null}
        {state.step === 'selectMultipleLicenses' ? (
          <ConfirmSelection
            chosen={state.selected.map((region) => ({ region, name: byRegion.get(region)?.name }))}
            onYes={() => dispatch({ type: 'confirmMultiple' })}
            onBack={back}
          />
        ) : null}
        {state.step === 'addMultipleLicenses' && current ? (
          <>
            <p css={styles.counter} aria-live="polite">
              {multipleStepText(state).counter}: {current.name}
            </p>
            <LockedLicenseForm
              jurisdiction={current}
              jurisdictions={jurisdictions}
              submitLabel={multipleStepText(state).button}
              onBack={back}
              onSubmit={flow.submitMultiple}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The flow with its jurisdictions loaded (for pages that do not already hold them). */
export function AddLicenseDialog({
  onClose,
  heldRegions,
  authenticated,
}: {
  onClose: () => void;
  heldRegions: number[];
  authenticated: boolean;
}) {
  const jurisdictions = useCreditJurisdictions();
  if (!jurisdictions.data) return null;
  return (
    <AddLicenseFlow
      open
      onClose={onClose}
      jurisdictions={jurisdictions.data}
      heldRegions={heldRegions}
      authenticated={authenticated}
    />
  );
}
