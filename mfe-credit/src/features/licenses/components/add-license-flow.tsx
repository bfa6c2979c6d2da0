// The add-license flow (spec 2 §2, §4): addLicense -> addSingleLicense, or selectMultipleLicenses ->
// addMultipleLicenses ('n of m', 'Continue', then 'Add to my profile') -> one save of every license.
import { useId, useReducer, useState } from 'react';
import { toast } from '@cle/contracts/toast';
import type { CreditJurisdiction, LicenseBody } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';
import { LicenseForm } from './license-form';
import {
  flow,
  FLOW_START,
  HANDLED_OFFERS_KEY,
  LICENSE_TOASTS,
  multipleStepText,
  notHandled,
  STEP_TITLES,
} from '../license-rules';
import { addLicenses, useCreditJurisdictions } from '../api/use-licenses';

/** Sections of the first step; each shows this many jurisdictions until 'See all'. */
const SECTION_PREVIEW = 6;

function readHandled(): number[] {
  try {
    const v = JSON.parse(window.localStorage.getItem(HANDLED_OFFERS_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
function markHandled(regions: number[]) {
  try {
    window.localStorage.setItem(
      HANDLED_OFFERS_KEY,
      JSON.stringify([...new Set([...readHandled(), ...regions])]),
    );
  } catch {
    // storage refused (private mode): offers may come back, nothing else breaks
  }
}

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
  const [state, dispatch] = useReducer(flow, FLOW_START);
  const [checked, setChecked] = useState<number[]>(() => notHandled(offered, readHandled()));
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [bodies, setBodies] = useState<LicenseBody[]>([]);
  const titleId = useId();
  const byRegion = new Map(jurisdictions.map((j) => [j.creditRegion_SK, j]));
  const available = jurisdictions.filter((j) => !heldRegions.includes(j.creditRegion_SK));
  const sections = [
    {
      name: 'Suggested for you',
      items: available.filter((j) => notHandled(offered, readHandled()).includes(j.creditRegion_SK)),
    },
    {
      name: 'Mandatory CLE jurisdictions',
      items: available.filter((j) => j.statusDescription === 'Mandatory CLE'),
    },
    { name: 'Other jurisdictions', items: available.filter((j) => j.statusDescription !== 'Mandatory CLE') },
  ].filter((s) => s.items.length);

  const close = () => {
    // S2-LICENSE-23: dismissing marks what was offered as handled
    markHandled(offered);
    dispatch({ type: 'close' });
    onClose();
  };
  const save = async (all: LicenseBody[]) => {
    try {
      await addLicenses(all);
      toast.show({ content: LICENSE_TOASTS.added, type: 'confirmation' });
      markHandled(offered);
      onClose();
    } catch {
      toast.show({ content: LICENSE_TOASTS.flowFailed, type: 'alert' });
    }
  };
  if (!open || state.step === 'closed') return null;
  const current = byRegion.get(state.selected[state.index] ?? -1);
  // the license form of the offered jurisdiction, its type and region fixed (single and multiple steps)
  const lockedForm = (
    j: NonNullable<typeof current>,
    submitLabel: string,
    onSubmit: (body: LicenseBody) => Promise<void> | void,
  ) => (
    <LicenseForm
      key={j.creditRegion_SK}
      jurisdictions={jurisdictions}
      authenticated
      lockRegion
      initial={{ creditClass_SK: j.creditClass_SK, creditRegion_SK: j.creditRegion_SK }}
      submitLabel={submitLabel}
      cancelLabel="Back"
      onCancel={() => dispatch({ type: 'back' })}
      onSubmit={onSubmit}
    />
  );

  return (
    <Dialog open onClose={close} placement="side" aria-labelledby={titleId}>
      <div css={{ padding: 24, display: 'grid', gap: 16 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: 22 }}>
            {STEP_TITLES[state.step]}
          </h2>
          <button type="button" css={linkButtonCss} onClick={close}>
            Close
          </button>
        </div>
        {state.step === 'addLicense' ? (
          <>
            {sections.map((s) => {
              const shown = expanded[s.name] ? s.items : s.items.slice(0, SECTION_PREVIEW);
              return (
                <fieldset key={s.name} css={{ border: 0, padding: 0, margin: 0 }}>
                  <legend css={{ fontWeight: 700, marginBottom: 8 }}>{s.name}</legend>
                  <ul css={{ ...bareList, display: 'grid', gap: 6 }}>
                    {shown.map((j) => (
                      <li key={j.creditRegion_SK}>
                        <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                          <input
                            type="checkbox"
                            checked={checked.includes(j.creditRegion_SK)}
                            onChange={(e) =>
                              setChecked(
                                e.target.checked
                                  ? [...checked, j.creditRegion_SK]
                                  : checked.filter((r) => r !== j.creditRegion_SK),
                              )
                            }
                          />
                          {j.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                  {s.items.length > SECTION_PREVIEW && !expanded[s.name] ? (
                    <button
                      type="button"
                      css={linkButtonCss}
                      onClick={() => setExpanded({ ...expanded, [s.name]: true })}
                    >
                      See all
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
            <Button
              type="button"
              onClick={() => {
                // S2-LICENSE-13/14: nothing chosen, or not signed in: the flow closes without saving
                const regions = [...new Set(checked)];
                dispatch({ type: 'choose', regions, authenticated });
                if (!regions.length || !authenticated) onClose();
              }}
            >
              Continue
            </Button>
          </>
        ) : null}
        {state.step === 'addSingleLicense' && current
          ? lockedForm(current, 'Add to my profile', (body) => save([body]))
          : null}
        {state.step === 'selectMultipleLicenses' ? (
          <>
            <ul css={{ margin: 0 }}>
              {state.selected.map((r) => (
                <li key={r}>{byRegion.get(r)?.name}</li>
              ))}
            </ul>
            <div css={{ display: 'flex', gap: 12 }}>
              <Button type="button" onClick={() => dispatch({ type: 'confirmMultiple' })}>
                Yes
              </Button>
              <Button type="button" variant="secondary" onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
            </div>
          </>
        ) : null}
        {state.step === 'addMultipleLicenses' && current ? (
          <>
            <p css={{ margin: 0, color: colors.inkSoft }} aria-live="polite">
              {multipleStepText(state).counter}: {current.name}
            </p>
            {lockedForm(current, multipleStepText(state).button, async (body) => {
              const all = [...bodies.slice(0, state.index), body];
              setBodies(all);
              if (state.index < state.selected.length - 1) dispatch({ type: 'next' });
              else await save(all);
            })}
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
