// The tracker's header (spec 2 §2): the license switcher (buttons, then a 'More licenses' select) and the
// Add menu (new license, external credit, carryover credit where the license allows it). The add-license
// flow and the credit modal come in from the page's expose (features do not import each other).
import { useState } from 'react';
import type { Dispatch, ReactNode } from 'react';
import { useSiteLabels } from '@cle/contracts/site-parts';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { visuallyHidden } from '@cle/ui/theme';
import * as styles from './tracker-header.styles';
import { Donut } from './donut';
import { ADD_MODAL_DELAY_MS, carryoverChoices, isDeadlineApproaching, splitLicenses } from '../tracker-rules';
import type { ProvidersState, TrackerAction } from '../tracker-state';
import { useStickyHeader } from '../hooks/use-sticky-header';
import { loadProviders } from '../api/use-tracker';

/** The add-license flow, composed in by the page's expose (features do not import each other). */
export type RenderAddLicense = (props: { onClose: () => void; heldRegions: number[] }) => ReactNode;

type CreditKind = 'external' | 'carryover';
/** What the page asks the credit modal for (S2-TRACKER-46/47). */
interface TrackerCreditRequest {
  kind: CreditKind;
  regionSk: number;
  /** carryover: the periods it can be carried into (start yyyy-mm-dd, label) */
  carryoverPeriods: { start: string; label: string }[];
  /** the providers the page loaded for the form's autocomplete (S2-CREDITFORM-35: an error stops loading) */
  providers: ProvidersState;
}
/** The credit modal, composed in by the page's expose; `done` gets the saved credit, or null (closed, deleted). */
export type RenderCreditModal = (
  request: TrackerCreditRequest,
  done: (saved: { dateCompleted: string } | null) => void,
) => ReactNode;

function LicenseSwitcher({
  entries,
  selected,
  onSelect,
}: {
  entries: TrackerEntry[];
  selected: TrackerEntry | null;
  onSelect: (sk: number) => void;
}) {
  const { buttons, overflow } = splitLicenses(entries);
  return (
    <nav aria-label="Licenses" css={styles.licenses}>
      {buttons.map((e) => (
        <Button
          key={e.creditRegion_SK}
          type="button"
          variant={e === selected ? 'primary' : 'secondary'}
          aria-pressed={e === selected}
          onClick={() => onSelect(e.creditRegion_SK)}
        >
          {e.jurisdiction.displayName}
        </Button>
      ))}
      {overflow.length ? (
        <label>
          <span css={visuallyHidden}>More licenses</span>
          <select
            value={overflow.includes(selected!) ? selected!.creditRegion_SK : ''}
            onChange={(e) => e.target.value && onSelect(Number(e.target.value))}
          >
            <option value="">More licenses</option>
            {overflow.map((e) => (
              <option key={e.creditRegion_SK} value={e.creditRegion_SK}>
                {e.jurisdiction.displayName}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}

function MenuItem({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" css={styles.menuButton} onClick={onClick}>
        {children}
      </button>
    </li>
  );
}

/** Where external credit is added when there is no credit modal, unless the site labels say otherwise. */
const CERTIFICATES_PAGE = '/account/certificates';

/** `onCredit` null: no credit modal here (an administrator's view), external credit links away. */
function AddMenu({
  onAddLicense,
  onCredit,
  carryoverAllowed,
}: {
  onAddLicense: () => void;
  onCredit: ((kind: CreditKind) => void) | null;
  carryoverAllowed: boolean;
}) {
  const [open, setOpen] = useState(false);
  // spec 1 §2 (S1-ROUTES-27): the certificates page is the site labels' to name
  const certificatesPage = useSiteLabels().data?.certificatesPage ?? CERTIFICATES_PAGE;
  const pick = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  return (
    <div css={styles.addMenuAnchor}>
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen(!open)}
      >
        Add
      </Button>
      {open ? (
        <ul role="menu" css={styles.addMenu}>
          <MenuItem onClick={pick(onAddLicense)}>Add new license</MenuItem>
          {onCredit ? (
            <MenuItem onClick={pick(() => onCredit('external'))}>Add external credit</MenuItem>
          ) : (
            <li role="none">
              <a role="menuitem" href={certificatesPage} css={styles.menuLink}>
                Add external credit
              </a>
            </li>
          )}
          {onCredit && carryoverAllowed ? (
            <MenuItem onClick={pick(() => onCredit('carryover'))}>Add carryover credit</MenuItem>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

export function TrackerHeader({
  providers,
  dispatch,
  renderAddLicense,
  renderCreditModal,
  entries,
  selected,
  onSelect,
  onCreditSaved,
}: {
  providers: ProvidersState;
  dispatch: Dispatch<TrackerAction>;
  renderAddLicense?: RenderAddLicense;
  renderCreditModal?: RenderCreditModal;
  entries: TrackerEntry[];
  selected: TrackerEntry | null;
  onSelect: (sk: number) => void;
  onCreditSaved: (kind: CreditKind, saved: { dateCompleted: string } | null) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [credit, setCredit] = useState<CreditKind | null>(null);
  const stuck = useStickyHeader();
  // S2-TRACKER-49: add modals open after 10 ms
  const openLater = (open: () => void) => setTimeout(open, ADD_MODAL_DELAY_MS);
  // the credit form gets the providers the page loads for it
  const openCredit = (kind: CreditKind) => {
    void loadProviders(providers, dispatch);
    openLater(() => setCredit(kind));
  };
  return (
    <div data-sticky={stuck || undefined} css={styles.header(stuck)}>
      {/* S2-TRACKER-98: once the header sticks, the shown license's progress rides along as the mini tracker */}
      {stuck && selected && !selected.jurisdiction.activeFlags.includes('LimitedMode') ? (
        <Donut
          counted={selected.jurisdiction.totalRequirement.counted}
          required={selected.jurisdiction.totalRequirement.required}
          approaching={isDeadlineApproaching(
            selected.jurisdiction.clePeriod.endDate,
            selected.jurisdiction.totalRequirement.isFulfilled,
            new Date(),
          )}
          size="miniTracker"
          testId="mini-tracker-donut"
        />
      ) : null}
      <LicenseSwitcher entries={entries} selected={selected} onSelect={onSelect} />
      <AddMenu
        onAddLicense={() => openLater(() => setAdding(true))}
        onCredit={renderCreditModal && selected ? openCredit : null}
        // carryover only where the license's rules allow it (the API says so with its information text)
        carryoverAllowed={!!selected?.carryoverInformationText}
      />
      {adding && renderAddLicense
        ? renderAddLicense({
            onClose: () => setAdding(false),
            heldRegions: entries.map((e) => e.creditRegion_SK),
          })
        : null}
      {credit && renderCreditModal && selected
        ? renderCreditModal(
            {
              kind: credit,
              regionSk: selected.creditRegion_SK,
              carryoverPeriods: carryoverChoices(selected.jurisdiction.clePeriod),
              providers,
            },
            (saved) => {
              setCredit(null);
              onCreditSaved(credit, saved);
            },
          )
        : null}
    </div>
  );
}
