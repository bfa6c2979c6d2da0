// The tracker page's state (S2-TRACKER-109, tracker-state.ts) and data: the address's query, the shown
// region and period, the administrator's view of a member, the tracker answer, every license's
// announcements, the creditTrackerCodes cookie and the sign-in redirect. The page renders what this answers.
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import type { PeriodChoice, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { withTrackerCode } from './tracker-cookies';
import { isAdminMode, parseTrackerQuery, periodChoiceFor } from '../tracker-rules';
import type { TrackerQuery } from '../tracker-rules';
import { initialTrackerState, trackerReducer } from '../tracker-state';
import { resetTracker, useTracker, useTrackerAnnouncements } from './use-tracker';

/** spec 2 §5: a creditTrackerCode in the address joins the creditTrackerCodes cookie (1 day). */
function useTrackerCodeCookie(query: TrackerQuery) {
  useEffect(() => {
    const cookie = withTrackerCode(
      document.cookie,
      query.region ? String(query.region) : 'default',
      query.creditTrackerCode,
    );
    if (cookie) document.cookie = cookie;
  }, [query.creditTrackerCode, query.region]);
}

export function useTrackerPage() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const query = useMemo(() => parseTrackerQuery(location.search), [location.search]);
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
  // S2-API-41: every license's announcements at once, so switching the license needs no call. The
  // licenses of the last answer: they stay while another region's answer loads, so the call stays one.
  const lastCustomerId = stored?.trackerUsers[0]?.customerId;
  useTrackerAnnouncements(
    lastCustomerId === undefined ? [] : (state.trackers[lastCustomerId] ?? []),
    dispatch,
  );
  // the API moves periods for a named region: pin the one shown (the first license without ?region=)
  const choosePeriod = (p: PeriodChoice) => {
    if (regionSk === null && entry) setRegionSk(entry.creditRegion_SK);
    setPeriod(p);
  };
  const selectRegion = (sk: number) => {
    setRegionSk(sk);
    setPeriod('current');
  };

  // S2-TRACKER-60: the certificates' page goes into the address (a new entry: reload and back keep it)
  const setPage = (n: number) => {
    const q = new URLSearchParams(location.search);
    if (n > 1) q.set('page', String(n));
    else q.delete('page');
    const search = q.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };

  const onCreditSaved = (kind: 'external' | 'carryover', saved: { dateCompleted: string } | null) => {
    void resetTracker();
    // S2-CREDITFORM-12: carryover saved into another period shows that period
    const choice =
      kind === 'carryover' && saved && entry
        ? periodChoiceFor(saved.dateCompleted, entry.jurisdiction.clePeriod, period)
        : null;
    if (choice && choice !== period) choosePeriod(choice);
  };

  useTrackerCodeCookie(query);
  useEffect(() => {
    if (auth.ready && !auth.isAuthenticated) signIn(here);
  }, [auth.ready, auth.isAuthenticated, here]);

  const loaded = customerId !== null && state.trackers[customerId] !== undefined;
  const memberName = tracker.data?.trackerUsers[0]?.displayName;
  return {
    auth,
    query,
    state,
    dispatch,
    period,
    admin,
    tracker,
    entries,
    entry,
    loaded,
    memberName,
    choosePeriod,
    selectRegion,
    setPage,
    onCreditSaved,
    signIn: () => signIn(here),
  };
}
