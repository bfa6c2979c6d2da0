// The shown license's tracker (spec 2 §2): the admin bar, the compliance header, global banners, the
// deadline banner, announcements, the progress row, the period accordions with requirement cards, the
// certificates, the compliance-period modal, the earn-more panel and the switch to experienced.
import { useEffect, useState } from 'react';
import type { Dispatch } from 'react';
import type { PeriodChoice, TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { AdminBar } from './admin-bar';
import { ComplianceHeader } from './compliance-header';
import { EarnMorePanel } from './earn-more-panel';
import { PeriodAccordions } from './period-accordions';
import { PeriodModal } from './period-modal';
import { PeriodSummary } from './period-summary';
import { SwitchToExperience } from './switch-to-experience';
import { Announcements } from './tracker-announcements';
import { GlobalBanners } from './tracker-banners';
import * as styles from './tracker-body.styles';
import { TrackerCertificates } from './tracker-certificates';
import {
  formatUs,
  isDeadlineApproaching,
  oneDecimal,
  periodAccordions,
  remainingText,
  showDeadlineBanner,
  showSwitchToExperience,
} from '../tracker-rules';
import type { TrackerQuery } from '../tracker-rules';
import { certificatesOf } from '../tracker-state';
import type { TrackerAction, TrackerState } from '../tracker-state';
import { useEarnMoreArrival } from '../hooks/use-earn-more-arrival';
import { setCompliancePeriod } from '../api/use-tracker';

function DeadlineBanner({ entry }: { entry: TrackerEntry }) {
  const j = entry.jurisdiction;
  return (
    <div role="alert" data-testid="deadline-banner" css={styles.deadlineBanner}>
      Your {j.displayName} compliance deadline is {formatUs(j.clePeriod.endDate)} and you still need{' '}
      {oneDecimal(Math.max(0, j.totalRequirement.required - j.totalRequirement.counted))} credits.
    </div>
  );
}

interface TrackerBodyProps {
  state: TrackerState;
  dispatch: Dispatch<TrackerAction>;
  admin: { individualSk: number; orgSk: number | null; memberName: string } | null;
  headingId: string;
  entry: TrackerEntry;
  period: PeriodChoice;
  onPeriod: (p: PeriodChoice) => void;
  query: TrackerQuery;
  /** S2-TRACKER-60: show another page of the certificates (written to the address) */
  onPage: (page: number) => void;
  config: TrackerResponse;
}

/** The compliance-period modal, the earn-more panel and the offer to switch to experienced. */
function TrackerDialogs({
  entry,
  query,
  config,
  onPeriod,
  today,
  periodMissing,
  editing,
  onEditing,
  earnMore,
  onEarnMore,
}: Pick<TrackerBodyProps, 'entry' | 'query' | 'config' | 'onPeriod'> & {
  today: Date;
  periodMissing: boolean;
  editing: boolean;
  onEditing: (v: boolean) => void;
  earnMore: boolean;
  onEarnMore: (v: boolean) => void;
}) {
  const j = entry.jurisdiction;
  const p = j.clePeriod;
  const [switchDismissed, setSwitchDismissed] = useState(false);
  const switchShown = showSwitchToExperience({
    isTransitional: entry.isTransitionalOrNewlyAdmitted && entry.isTransitionalRegion,
    periodMissing,
    endDate: p.endDate,
    today,
  });
  return (
    <>
      {editing ? (
        <PeriodModal
          open
          onClose={() => onEditing(false)}
          initialStart={p.startDate}
          initialEnd={p.endDate}
          regionName={j.displayName}
          onSave={async (start, end) => {
            await setCompliancePeriod(entry, start, end);
            onPeriod('current');
          }}
        />
      ) : null}
      <EarnMorePanel
        open={earnMore}
        onClose={() => onEarnMore(false)}
        regionCode={entry.creditRegionShortDescription}
        regionName={j.displayName}
        creditTypes={query.creditTypes}
        formats={query.formats}
        practiceAreas={config.userPracticeAreaCategories}
        failureMessage={config.searchPanelFailureMessage}
        noResultsMessage={config.noResultsMessage}
        searchUrl={config.earnMoreResultPageUrl}
      />
      {switchShown && !switchDismissed ? (
        <SwitchToExperience entry={entry} onClose={() => setSwitchDismissed(true)} />
      ) : null}
    </>
  );
}

export function TrackerBody(props: TrackerBodyProps) {
  const { headingId, entry, period, onPeriod, query, onPage, config, state, dispatch, admin } = props;
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
  const options = new Set(j.cleStateTransitionOptions.map((o) => o.key));
  const regionTypes = (state.creditTypes[entry.creditRegion_SK] ?? entry.availableCreditTypes).map(
    (t) => t.longDescription,
  );
  const earnMoreAnchor = useEarnMoreArrival(query, regionTypes, entry, () => setEarnMore(true));

  // S2-TRACKER-19: the modal opens by itself when the period is missing
  useEffect(() => {
    if (periodMissing && ownTracker) setEditing(true);
  }, [periodMissing, ownTracker]);

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
      <ComplianceHeader
        headingId={headingId}
        entry={entry}
        remaining={remainingText(p.endDate, today)}
        approaching={approaching}
        ownTracker={ownTracker}
        dispatch={dispatch}
        earnMoreAnchor={earnMoreAnchor}
        onFindPrograms={() => setEarnMore(true)}
      />
      <GlobalBanners banners={state.globalBanners} onDone={(id) => dispatch({ type: 'bannerRemoved', id })} />
      {showDeadlineBanner(approaching, p.isUserInfoIncomplete) ? <DeadlineBanner entry={entry} /> : null}
      <Announcements items={state.announcements[entry.creditRegionLongDescription] ?? []} today={today} />
      <PeriodSummary
        {...{ entry, period, options, periodMissing, approaching, ownTracker, onPeriod }}
        onEdit={() => setEditing(true)}
      />
      {!limited && !periodMissing ? (
        <PeriodAccordions
          periods={periodAccordions(p, period, [...options])}
          onPeriod={onPeriod}
          requirements={j.requirements.filter((r) => !r.isHidden)}
          approaching={approaching}
        />
      ) : null}
      {entry.carryoverInformationText ? (
        <p css={styles.carryoverNote}>{entry.carryoverInformationText}</p>
      ) : null}
      <TrackerCertificates
        certificates={certificatesOf(state, entry.customerId, entry.creditRegion_SK)}
        allCertificatesLink={config.myCertificatesPageLink}
        page={query.page}
        onPage={onPage}
      />
      <TrackerDialogs
        {...{ entry, query, config, onPeriod, today, periodMissing }}
        editing={editing}
        onEditing={setEditing}
        earnMore={earnMore}
        onEarnMore={setEarnMore}
      />
    </>
  );
}
