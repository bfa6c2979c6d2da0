// My Library's page state (spec 1 §2, §4): the state lives in the URL; signed-out visitors are sent to
// sign in; a non-All tab that came back empty switches tab, then refetches once after a delay.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import type { LibraryResponse } from '@cle/contracts/library-schemas';
import {
  autoSwitchTab,
  libraryUrlSearch,
  parseLibraryUrl,
  selectTab,
  TAB_SWITCH_REFETCH_MS,
} from '../library-rules';
import type { LibraryState, LibraryTab } from '../library-rules';
import { typeCounters, useLibraryPage, useRevalidateLibrary } from './use-library';

export function useLibraryPageState() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseLibraryUrl(location.search);
  const first = useLibraryPage(state, 1);
  const revalidate = useRevalidateLibrary();
  const signInHere = () => signIn(`${location.pathname}${location.search}`);

  const go = (next: LibraryState, replace = false) =>
    navigate(
      { pathname: location.pathname, search: libraryUrlSearch(next), hash: location.hash },
      { replace },
    );

  // Signed-out visitors are sent to sign in, back to this very URL afterwards.
  useEffect(() => {
    if (auth.ready && !auth.isAuthenticated) signIn(`${location.pathname}${location.search}`);
  }, [auth.ready, auth.isAuthenticated, location.pathname, location.search]);

  useAutoSwitchTab(state, first.data, go, revalidate);
  return { auth, state, first, go, revalidate, signInHere };
}

/** Spec 1 §4: a non-All tab that came back empty switches tab, then refetches once after a delay. */
function useAutoSwitchTab(
  state: LibraryState,
  data: LibraryResponse | undefined,
  go: (next: LibraryState, replace?: boolean) => void,
  revalidate: () => unknown,
) {
  // The tab the visitor arrived with: the auto-switch prefers it when it has items (spec 1 §4).
  const arrivalTab = useRef<LibraryTab>(state.tab);
  const switched = useRef<string | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!data) return;
    const target = autoSwitchTab(
      state.tab,
      data.items.length,
      typeCounters(data.summary),
      arrivalTab.current,
    );
    if (!target || target === state.tab) return;
    const next = selectTab(state, target);
    const key = libraryUrlSearch(next);
    if (switched.current === key) return;
    switched.current = key;
    go(next, true);
    // the new tab's answer arrives in between; the timer must outlive it (cleared only on unmount)
    refetchTimer.current = setTimeout(() => void revalidate(), TAB_SWITCH_REFETCH_MS);
    // state is derived from the URL, which `data` follows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
}
