// The credit tracker page (spec 2 §2): license switcher and Add menu, region heading, deadline line,
// organisation message, special status, Find Programs, donut, compliance-period selector and modal,
// requirement cards per period, certificates, banners and announcements, the earn-more panel.
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { Dispatch, ReactNode } from 'react';
import { keyframes } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { apiRequest } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { PeriodChoice, TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, linkButtonCss, visuallyHidden } from '@cle/ui/theme';
import { AdminBar } from './admin-bar';
import { Donut } from './donut';
import { withTrackerCode } from './tracker-cookies';
import { GlobalBanners, NudgeTooltip } from './tracker-banners';
import { EarnMorePanel } from './earn-more-panel';
import { PeriodModal } from './period-modal';
import { RequirementCard } from './requirement-card';
import { useDelayedFlag } from './use-delayed-flag';
import { COMPLIANCE_FIELDS } from './credit-enums';
import {
  ADD_MODAL_DELAY_MS,
  ANNOUNCEMENT_LINES,
  AUTO_SCROLL_DELAY_MS,
  COMPLIANCE_HEADER_ANIMATION_DELAY_MS,
  complianceFieldsOf,
  EARN_MORE_OPEN_DELAY_MS,
  carryoverChoices,
  earnMoreMatches,
  formatUs,
  isAdminMode,
  isDeadlineApproaching,
  LARGE_SCREEN_MIN_PX,
  NEW_YORK_TRANSITIONAL_PATH,
  oneDecimal,
  parseTrackerQuery,
  periodAccordions,
  periodChoiceFor,
  remainingText,
  showDeadlineBanner,
  showNewBadge,
  showSwitchToExperience,
  splitLicenses,
  stickyThreshold,
  tooltipKind,
  tooltipText,
  TRACKER_SKELETON_ROWS,
} from './tracker-rules';
import { certificatesOf, initialTrackerState, trackerReducer } from './tracker-state';
import { CreditStatusMarker } from './credit-status-marker';
import type { ProvidersState, TrackerAction, TrackerState } from './tracker-state';
import {
  resetTracker,
  setCompliancePeriod,
  switchStatus,
  useAnnouncements,
  TRACKER_PATH,
  useOrganizationMessage,
  useTracker,
} from './use-tracker';

function TrackerSkeleton() {
  return (
    <ul aria-label="Loading credit tracker" css={{ ...bareList, display: 'grid', gap: 12 }}>
      {Array.from({ length: TRACKER_SKELETON_ROWS }, (_, i) => (
        <li key={i} data-testid="tracker-skeleton-row">
          <SkeletonBlock height={56} />
        </li>
      ))}
    </ul>
  );
}

const headerIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'none' },
});

const PERIOD_LABELS: Record<PeriodChoice, string> = {
  previous: 'Previous',
  current: 'Current',
  next: 'Next',
};

/** The add-license flow, composed in by the page's expose (features do not import each other). */
export type RenderAddLicense = (props: { onClose: () => void; heldRegions: number[] }) => ReactNode;

/** What the page asks the credit modal for (S2-TRACKER-46/47). */
interface TrackerCreditRequest {
  kind: 'external' | 'carryover';
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

export function CreditTrackerPage({
  title,
  renderAddLicense,
  renderCreditModal,
}: {
  title: string;
  renderAddLicense?: RenderAddLicense;
  renderCreditModal?: RenderCreditModal;
}) {
  const auth = useAuth();
  const location = useLocation();
  const query = useMemo(() => parseTrackerQuery(location.search), [location.search]);
  // S2-TRACKER-109: the page's state (tracker-state.ts)
  const [state, dispatch] = useReducer(trackerReducer, query.region, initialTrackerState);
  const regionSk = state.selectedRegion;
  const setRegionSk = (sk: number | null) => dispatch({ type: 'regionSelected', regionSk: sk });
  const [period, setPeriod] = useState<PeriodChoice>('current');
  // S2-TRACKER-14/15, S2-GODMODE-08: an administrator (or support staff) viewing a member's tracker
  const admin = isAdminMode(query, auth.individualSk)
    ? { individualSk: query.individualSk!, orgSk: query.orgSk }
    : null;
  const tracker = useTracker(regionSk, period, admin);
  // each answer enters the state in the render it arrives in (no frame shows the previous answer)
  const [stored, setStored] = useState<TrackerResponse | undefined>(undefined);
  if (tracker.data && tracker.data !== stored) {
    setStored(tracker.data);
    dispatch({ type: 'trackersLoaded', response: tracker.data });
  }
  const customerId = tracker.data?.trackerUsers[0]?.customerId ?? null;
  const entries = (customerId !== null ? state.trackers[customerId] : undefined) ?? [];
  const entry = entries.find((e) => e.creditRegion_SK === regionSk) ?? entries[0] ?? null;
  const headingId = useId();
  // the API moves periods for a named region: pin the one shown (the first license without ?region=)
  const choosePeriod = (p: PeriodChoice) => {
    if (regionSk === null && entry) setRegionSk(entry.creditRegion_SK);
    setPeriod(p);
  };

  // spec 2 §5: a creditTrackerCode in the address joins the creditTrackerCodes cookie (1 day)
  useEffect(() => {
    const cookie = withTrackerCode(
      document.cookie,
      query.region ? String(query.region) : 'default',
      query.creditTrackerCode,
    );
    if (cookie) document.cookie = cookie;
  }, [query.creditTrackerCode, query.region]);

  useEffect(() => {
    if (auth.ready && !auth.isAuthenticated) signIn(`${location.pathname}${location.search}`);
  }, [auth.ready, auth.isAuthenticated, location.pathname, location.search]);

  const loaded = customerId !== null && state.trackers[customerId] !== undefined;
  if (!auth.ready || (auth.isAuthenticated && !loaded && !tracker.error))
    return (
      <PageFrame busy>
        <h1 css={{ marginTop: 0 }}>{title}</h1>
        <TrackerSkeleton />
      </PageFrame>
    );
  if (!auth.isAuthenticated)
    return (
      <PageFrame>
        <h1 css={{ marginTop: 0 }}>{title}</h1>
        <p>Sign in to track your credits.</p>
        <Button type="button" onClick={() => signIn(`${location.pathname}${location.search}`)}>
          Sign in
        </Button>
      </PageFrame>
    );
  // S2-TRACKER-107: a tracker error is kept in state; nothing more is shown
  if (tracker.error || !tracker.data || !loaded)
    return (
      <PageFrame>
        <h1 css={{ marginTop: 0 }}>{title}</h1>
      </PageFrame>
    );

  return (
    <PageFrame>
      <section aria-labelledby={headingId} css={{ display: 'grid', gap: 20 }}>
        <TrackerHeader
          providers={state.providers}
          dispatch={dispatch}
          renderAddLicense={renderAddLicense}
          renderCreditModal={admin ? undefined : renderCreditModal}
          entries={entries}
          selected={entry}
          onSelect={(sk) => {
            setRegionSk(sk);
            setPeriod('current');
          }}
          onCreditSaved={(kind, saved) => {
            void resetTracker();
            // S2-CREDITFORM-12: carryover saved into another period shows that period
            const choice =
              kind === 'carryover' && saved && entry
                ? periodChoiceFor(saved.dateCompleted, entry.jurisdiction.clePeriod, period)
                : null;
            if (choice && choice !== period) choosePeriod(choice);
          }}
        />
        {admin ? (
          <p role="status">
            You are viewing {tracker.data.trackerUsers[0]?.displayName ?? 'a member'}&apos;s tracker.
          </p>
        ) : null}
        {entry ? (
          <TrackerBody
            key={`${entry.creditRegion_SK}`}
            headingId={headingId}
            entry={entry}
            period={period}
            onPeriod={choosePeriod}
            query={query}
            config={tracker.data}
            state={state}
            dispatch={dispatch}
            admin={admin ? { ...admin, memberName: tracker.data.trackerUsers[0]?.displayName ?? '' } : null}
          />
        ) : (
          <div>
            <h1 id={headingId} css={{ marginTop: 0 }}>
              {title}
            </h1>
            <p>Add a license to start tracking your credits.</p>
          </div>
        )}
        <aside
          role="note"
          aria-label="Disclaimer"
          css={{ background: colors.mist, padding: 12, fontSize: 13 }}
        >
          The credit tracker is a guide. Your jurisdiction&apos;s rules decide what counts; check them before
          you report. <a href="/credit-info">Guide to CLE requirements</a>
        </aside>
      </section>
    </PageFrame>
  );
}

/** The providers for the credit form's autocomplete, loaded once when a credit form is asked for. */
async function loadProviders(providers: ProvidersState, dispatch: Dispatch<TrackerAction>) {
  if (providers.loading || providers.items.length) return;
  dispatch({ type: 'providersLoading' });
  try {
    const items = await apiRequest<string[]>(`${TRACKER_PATH}/providers`);
    dispatch({ type: 'providersLoaded', items });
  } catch (err) {
    dispatch({ type: 'providersFailed', error: err instanceof Error ? err.message : String(err) });
  }
}

function MenuItem({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        css={{ ...linkButtonCss, padding: 10, display: 'block' }}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}

function TrackerHeader({
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
  onCreditSaved: (kind: TrackerCreditRequest['kind'], saved: { dateCompleted: string } | null) => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [credit, setCredit] = useState<TrackerCreditRequest['kind'] | null>(null);
  // S2-TRACKER-49: add modals open after 10 ms
  const openLater = (open: () => void) => {
    setMenuOpen(false);
    setTimeout(open, ADD_MODAL_DELAY_MS);
  };
  // the credit form gets the providers the page loads for it
  const openCredit = (kind: TrackerCreditRequest['kind']) => {
    void loadProviders(providers, dispatch);
    openLater(() => setCredit(kind));
  };
  // carryover only where the license's rules allow it (the API says so with its information text)
  const carryoverAllowed = !!selected?.carryoverInformationText;
  const { buttons, overflow } = splitLicenses(entries);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () =>
      setStuck(window.scrollY > stickyThreshold(window.matchMedia('(min-width: 768px)').matches));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div
      data-sticky={stuck || undefined}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        justifyContent: 'space-between',
        position: stuck ? 'sticky' : 'static',
        top: 0,
        background: colors.paper,
        zIndex: 2,
        paddingBlock: 8,
      }}
    >
      <nav aria-label="Licenses" css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
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
      <div css={{ position: 'relative' }}>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={menuOpen}
          aria-haspopup="menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Add
        </Button>
        {menuOpen ? (
          <ul
            role="menu"
            css={{
              ...bareList,
              position: 'absolute',
              right: 0,
              background: colors.paper,
              border: `1px solid ${colors.line}`,
              minWidth: 220,
              zIndex: 3,
            }}
          >
            <MenuItem onClick={() => openLater(() => setAdding(true))}>Add new license</MenuItem>
            {renderCreditModal && selected ? (
              <MenuItem onClick={() => openCredit('external')}>Add external credit</MenuItem>
            ) : (
              <li role="none">
                <a role="menuitem" href="/account/certificates" css={{ padding: 10, display: 'block' }}>
                  Add external credit
                </a>
              </li>
            )}
            {renderCreditModal && selected && carryoverAllowed ? (
              <MenuItem onClick={() => openCredit('carryover')}>Add carryover credit</MenuItem>
            ) : null}
          </ul>
        ) : null}
      </div>
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
              const kind = credit;
              setCredit(null);
              onCreditSaved(kind, saved);
            },
          )
        : null}
    </div>
  );
}

function TrackerBody({
  headingId,
  entry,
  period,
  onPeriod,
  query,
  config,
  state,
  dispatch,
  admin,
}: {
  state: TrackerState;
  dispatch: Dispatch<TrackerAction>;
  admin: { individualSk: number; orgSk: number | null; memberName: string } | null;
  headingId: string;
  entry: TrackerEntry;
  period: PeriodChoice;
  onPeriod: (p: PeriodChoice) => void;
  query: ReturnType<typeof parseTrackerQuery>;
  config: NonNullable<ReturnType<typeof useTracker>['data']>;
}) {
  const j = entry.jurisdiction;
  const p = j.clePeriod;
  const today = new Date();
  const limited = j.activeFlags.includes('LimitedMode');
  const periodMissing = !limited && !p.startDate;
  // an administrator reads; only the member sets their own period (the API refuses others)
  const ownTracker = admin === null;
  const approaching = isDeadlineApproaching(p.endDate, j.totalRequirement.isFulfilled, today);
  const [editing, setEditing] = useState(periodMissing && ownTracker);
  const [earnMore, setEarnMore] = useState(false);
  const [seeMore, setSeeMore] = useState(false);
  const [switchDismissed, setSwitchDismissed] = useState(false);
  const nextBanner = useRef(1);
  const tooltips = tooltipKind({ limited, transitional: entry.isTransitionalOrNewlyAdmitted });
  const region = entry.jurisdiction.displayName;
  // S2-TRACKER-67: the compliance header animates in after 500 ms
  const headerShown = useDelayedFlag(COMPLIANCE_HEADER_ANIMATION_DELAY_MS);
  const groupName = (sk: number | null) =>
    entry.complianceGroups.find((g) => g.sk === sk)?.longDescription ?? 'No special status';
  const changeStatus = async (to: number | null, from: number | null) => {
    await switchStatus(entry, to);
    toast.show({ content: 'Your profile has been updated', type: 'confirmation' });
    // S2-TRACKER-38: the change shows as a global banner that can be undone
    dispatch({
      type: 'bannerAdded',
      banner: {
        id: nextBanner.current++,
        text: `Special status changed to ${groupName(to)}.`,
        undo: () => switchStatus(entry, from),
      },
    });
  };
  const earnMoreRef = useRef<HTMLDivElement>(null);
  const org = useOrganizationMessage(true);
  const announcements = useAnnouncements(entry.creditRegion_SK, entry.isTransitionalOrNewlyAdmitted);
  const regionDescription = entry.creditRegionLongDescription;
  useEffect(() => {
    if (announcements.data)
      dispatch({ type: 'announcementsLoaded', regionDescription, items: announcements.data });
  }, [announcements.data, regionDescription, dispatch]);
  const options = new Set(j.cleStateTransitionOptions.map((o) => o.key));
  const regionTypes = (state.creditTypes[entry.creditRegion_SK] ?? entry.availableCreditTypes).map(
    (t) => t.longDescription,
  );
  const certificates = certificatesOf(state, entry.customerId, entry.creditRegion_SK);
  const fieldsOnFile = complianceFieldsOf(entry);

  // S2-TRACKER-19: the modal opens by itself when the period is missing
  useEffect(() => {
    if (periodMissing && ownTracker) setEditing(true);
  }, [periodMissing, ownTracker]);

  // S2-TRACKER-63/64: matching credit types or formats scroll to the earn-more panel and open it
  useEffect(() => {
    if (
      !earnMoreMatches(
        query,
        regionTypes,
        j.requirements.flatMap((r) => r.eligibleFormatKeys),
      )
    )
      return;
    const scroll = setTimeout(
      () => earnMoreRef.current?.scrollIntoView({ behavior: 'smooth' }),
      AUTO_SCROLL_DELAY_MS,
    );
    const open = setTimeout(() => setEarnMore(true), EARN_MORE_OPEN_DELAY_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(open);
    };
    // only on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remaining = remainingText(p.endDate, today);
  const visibleRequirements = j.requirements.filter((r) => !r.isHidden);
  return (
    <>
      {admin ? (
        <AdminBar
          entry={entry}
          memberName={admin.memberName}
          orgSk={admin.orgSk}
          openReminder={query.openReminder}
        />
      ) : null}
      <div
        data-testid="compliance-header"
        data-animated={headerShown || undefined}
        css={{
          display: 'grid',
          gap: 8,
          '&[data-animated]': { animation: `${headerIn} 300ms ease-out` },
          '@media (prefers-reduced-motion: reduce)': { '&[data-animated]': { animation: 'none' } },
        }}
      >
        <h1 id={headingId} css={{ margin: 0 }}>
          {entry.creditRegionLongDescription}
        </h1>
        {p.endDate ? (
          <p css={{ margin: 0 }} data-testid="deadline-line">
            Compliance deadline: {formatUs(p.endDate)}
            {remaining ? (
              <strong css={{ marginLeft: 8, color: approaching ? colors.warning : undefined }}>
                {remaining}
              </strong>
            ) : null}
          </p>
        ) : null}
        {org.data?.message ? <p css={{ margin: 0, color: colors.inkSoft }}>{org.data.message}</p> : null}
        {entry.isTransitionalOrNewlyAdmitted && entry.creditRegionShortDescription === 'NY' ? (
          <p css={{ margin: 0 }}>
            <a href={NEW_YORK_TRANSITIONAL_PATH}>New York transitional (newly admitted) requirements</a>
          </p>
        ) : null}
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
          {entry.complianceGroups.length ? (
            <label css={{ display: 'grid', gap: 4 }}>
              Special status
              <select
                disabled={!ownTracker}
                value={entry.complianceGroup_SK ?? ''}
                onChange={async (e) => {
                  try {
                    await changeStatus(
                      e.target.value ? Number(e.target.value) : null,
                      entry.complianceGroup_SK,
                    );
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
          ) : null}
          <div ref={earnMoreRef}>
            <Button type="button" onClick={() => setEarnMore(true)}>
              Find Programs
            </Button>
          </div>
        </div>
      </div>

      <GlobalBanners banners={state.globalBanners} onDone={(id) => dispatch({ type: 'bannerRemoved', id })} />

      {showDeadlineBanner(approaching, p.isUserInfoIncomplete) ? (
        <div
          role="alert"
          data-testid="deadline-banner"
          css={{ background: '#fff1e0', borderLeft: `6px solid ${colors.warning}`, padding: 12 }}
        >
          Your {entry.jurisdiction.displayName} compliance deadline is {formatUs(p.endDate)} and you still
          need {oneDecimal(Math.max(0, j.totalRequirement.required - j.totalRequirement.counted))} credits.
        </div>
      ) : null}

      <Announcements
        items={state.announcements[regionDescription] ?? []}
        seeMore={seeMore}
        onSeeMore={setSeeMore}
        today={today}
      />

      {limited ? (
        <div css={{ display: 'grid', gap: 8 }}>
          <p css={{ margin: 0 }}>{region} has no mandatory CLE requirement to track.</p>
          <NudgeTooltip
            name="compliancePeriodTooltip"
            text={tooltipText('limited', 'compliancePeriod', region)}
          />
        </div>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' }}>
          {!periodMissing ? (
            <Donut
              counted={j.totalRequirement.counted}
              required={j.totalRequirement.required}
              approaching={approaching}
            />
          ) : null}
          <div css={{ display: 'grid', gap: 8 }}>
            <div role="group" aria-label="Compliance period" css={{ display: 'flex', gap: 8 }}>
              {(['previous', 'current', 'next'] as const).map((choice) => (
                <Button
                  key={choice}
                  type="button"
                  variant={period === choice ? 'primary' : 'secondary'}
                  aria-pressed={period === choice}
                  // S2-TRACKER-20/21: previous/next need a matching transition option
                  disabled={
                    periodMissing || (choice !== 'current' && !options.has(choice) && period === 'current')
                  }
                  onClick={() => onPeriod(choice)}
                >
                  {PERIOD_LABELS[choice]}
                </Button>
              ))}
            </div>
            {p.startDate && p.endDate ? (
              <p css={{ margin: 0 }} data-testid="period-range">
                {formatUs(p.startDate)} – {formatUs(p.endDate)}
              </p>
            ) : (
              <p css={{ margin: 0 }}>Set your compliance period to see your progress.</p>
            )}
            {fieldsOnFile.length ? (
              <p css={{ margin: 0, fontSize: 13, color: colors.inkSoft }} data-testid="compliance-fields">
                Based on:{' '}
                {COMPLIANCE_FIELDS.filter((f) => fieldsOnFile.includes(f.key))
                  .map((f) => f.label)
                  .join(', ')}
              </p>
            ) : null}
            {ownTracker ? (
              <>
                <button type="button" css={linkButtonCss} onClick={() => setEditing(true)}>
                  Edit compliance period
                </button>
                {periodMissing ? (
                  <NudgeTooltip
                    name="creditSetupIncompleteTooltip"
                    text={tooltipText(tooltips, 'setupIncomplete', region)}
                  />
                ) : (
                  <NudgeTooltip
                    name="compliancePeriodTooltip"
                    text={tooltipText(tooltips, 'compliancePeriod', region)}
                  />
                )}
              </>
            ) : null}
          </div>
        </div>
      )}

      {!limited && !periodMissing ? (
        <PeriodAccordions
          periods={periodAccordions(p, period, [...options])}
          onPeriod={onPeriod}
          requirements={visibleRequirements}
          approaching={approaching}
        />
      ) : null}

      {entry.carryoverInformationText ? (
        <p css={{ fontSize: 14, color: colors.inkSoft }}>{entry.carryoverInformationText}</p>
      ) : null}

      <section aria-label="Certificates">
        <h2>Certificates</h2>
        {certificates.length ? (
          <table css={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th css={{ textAlign: 'left' }}>Date</th>
                <th css={{ textAlign: 'left' }}>Program</th>
                <th css={{ textAlign: 'right' }}>Credits</th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((c) => (
                <tr key={c.id} css={{ borderTop: `1px solid ${colors.line}` }}>
                  <td>{formatUs(c.dateCompleted)}</td>
                  <td>
                    {c.programName}
                    <div css={{ fontSize: 12, color: colors.inkSoft }}>
                      {c.certificateSource} · {c.format}
                    </div>
                    <CreditStatusMarker status={c.creditStatus} />
                  </td>
                  <td css={{ textAlign: 'right' }}>
                    {oneDecimal(c.creditTypes.reduce((s, t) => s + t.creditIssued, 0))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No certificates in this period.</p>
        )}
        <a href={config.myCertificatesPageLink}>All my certificates</a>
      </section>

      {editing ? (
        <PeriodModal
          open
          onClose={() => setEditing(false)}
          initialStart={p.startDate}
          initialEnd={p.endDate}
          regionName={entry.jurisdiction.displayName}
          onSave={async (start, end) => {
            await setCompliancePeriod(entry, start, end);
            onPeriod('current');
          }}
        />
      ) : null}
      <EarnMorePanel
        open={earnMore}
        onClose={() => setEarnMore(false)}
        regionCode={entry.creditRegionShortDescription}
        regionName={entry.jurisdiction.displayName}
        creditTypes={query.creditTypes}
        formats={query.formats}
        failureMessage={config.searchPanelFailureMessage}
        noResultsMessage={config.noResultsMessage}
        searchUrl={config.earnMoreResultPageUrl}
      />
      {showSwitchToExperience({
        isTransitional: entry.isTransitionalOrNewlyAdmitted && entry.isTransitionalRegion,
        periodMissing,
        endDate: p.endDate,
        today,
      }) && !switchDismissed ? (
        <SwitchToExperience entry={entry} onClose={() => setSwitchDismissed(true)} />
      ) : null}
    </>
  );
}

/**
 * S2-TRACKER-33: one collapsible accordion per period. The shown period's holds its requirement cards;
 * opening another period selects it (the tracker loads it and its accordion opens with its cards).
 */
function PeriodAccordions({
  periods,
  onPeriod,
  requirements,
  approaching,
}: {
  periods: ReturnType<typeof periodAccordions>;
  onPeriod: (p: PeriodChoice) => void;
  requirements: TrackerEntry['jurisdiction']['requirements'];
  approaching: boolean;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const ids = useId();
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {periods.map((a) => {
        const open = a.selected && !collapsed;
        const panelId = `${ids}-${a.choice}`;
        return (
          <section key={a.choice} css={{ border: `1px solid ${colors.line}` }} data-testid="period-accordion">
            <h2 css={{ margin: 0, fontSize: 17 }}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                css={{
                  ...linkButtonCss,
                  width: '100%',
                  textAlign: 'left',
                  padding: 12,
                  fontWeight: 700,
                  color: colors.ink,
                  textDecoration: 'none',
                }}
                onClick={() => {
                  if (a.selected) setCollapsed(!collapsed);
                  else {
                    setCollapsed(false);
                    onPeriod(a.choice);
                  }
                }}
              >
                {a.label}: {formatUs(a.startDate)} – {formatUs(a.endDate)}
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-label={`Requirements ${formatUs(a.startDate)} – ${formatUs(a.endDate)}`}
              hidden={!open}
              css={{
                display: open ? 'grid' : 'none',
                gap: 12,
                padding: '0 12px 12px',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              }}
            >
              {a.selected
                ? requirements.map((r) => (
                    <RequirementCard key={r.key} requirement={r} approaching={approaching} />
                  ))
                : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}

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
      <p
        ref={ref}
        data-testid="announcement-body"
        css={{
          margin: '6px 0 0',
          fontSize: 14,
          lineHeight: 1.4,
          display: '-webkit-box',
          WebkitLineClamp: lines('small'),
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          [`@media (min-width: ${LARGE_SCREEN_MIN_PX}px)`]: { WebkitLineClamp: lines('large') },
        }}
      >
        {text}
      </p>
      {cut || expanded ? (
        <button
          type="button"
          css={{ ...linkButtonCss, fontSize: 13 }}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}

function Announcements({
  items,
  seeMore,
  onSeeMore,
  today,
}: {
  items: NonNullable<ReturnType<typeof useAnnouncements>['data']>;
  seeMore: boolean;
  onSeeMore: (v: boolean) => void;
  today: Date;
}) {
  const titleId = useId();
  const carousel = items.filter((a) => a.showOnTrackerCarousel && a.currentlyActive);
  if (!carousel.length) return null;
  const badge = (a: (typeof items)[number]) =>
    showNewBadge(a.expireNewStatus, today) ? (
      <span
        css={{
          background: colors.red,
          color: colors.paper,
          fontSize: 11,
          padding: '2px 6px',
          borderRadius: 3,
          marginLeft: 8,
        }}
      >
        {a.newTagText}
      </span>
    ) : null;
  return (
    <section aria-label="Announcements" css={{ display: 'grid', gap: 8 }}>
      <ul css={{ ...bareList, display: 'flex', gap: 12, overflowX: 'auto' }}>
        {carousel.map((a) => (
          <li
            key={a.headingText}
            // carousel cards of one width, so the line clamps mean the same on every card
            css={{ flex: '0 0 min(320px, 85vw)', border: `1px solid ${colors.line}`, padding: 12 }}
          >
            <strong>{a.headingText}</strong>
            {badge(a)}
            <ClampedBody text={a.body} />
          </li>
        ))}
      </ul>
      <button type="button" css={linkButtonCss} onClick={() => onSeeMore(true)}>
        See more
      </button>
      <Dialog open={seeMore} onClose={() => onSeeMore(false)} placement="side" aria-labelledby={titleId}>
        <div css={{ padding: 24, display: 'grid', gap: 12 }}>
          <h2 id={titleId} css={{ margin: 0 }}>
            Announcements
          </h2>
          {items
            .filter((a) => a.showOnSidePanel)
            .map((a) => (
              <article key={a.headingText}>
                <h3 css={{ margin: 0, fontSize: 16 }}>
                  {a.headingText}
                  {badge(a)}
                </h3>
                <p>{a.body}</p>
              </article>
            ))}
          <Button type="button" variant="secondary" onClick={() => onSeeMore(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function SwitchToExperience({ entry, onClose }: { entry: TrackerEntry; onClose: () => void }) {
  const titleId = useId();
  const experienced = entry.complianceGroups.find((g) => !/newly admitted/i.test(g.longDescription));
  return (
    <Dialog open onClose={onClose} placement="center" aria-labelledby={titleId}>
      <div css={{ padding: 24, display: 'grid', gap: 12 }}>
        <h2 id={titleId} css={{ margin: 0 }}>
          Your transitional period has ended
        </h2>
        <p css={{ margin: 0 }}>
          Switch your {entry.jurisdiction.displayName} license to the experienced attorney requirements.
        </p>
        <div css={{ display: 'flex', gap: 12 }}>
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
