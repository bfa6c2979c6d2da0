// The roster page's state (spec 2 §2, §6, §8): whose roster (the address, changed by the god-mode
// panel), the search, jurisdiction and page asked for, the members' page, who of them still needs
// credits where, and the Excel download with its toasts.
import { useState } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { DOWNLOAD_FAILED, DOWNLOAD_OK, rosterOrg, rosterQuery, rosterUser } from '../roster-rules';
import type { RosterState } from '../roster-rules';
import { downloadExcel, useCreditsStillNeeded, useRoster } from './use-roster';

export function useRosterPage() {
  const auth = useAuth();
  const [search, setSearch] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const orgSk = rosterOrg(search, auth.organizationSk);
  const [state, setState] = useState<RosterState>({ query: '', jurisdictions: [], page: 1 });
  const { data, error, isLoading } = useRoster(orgSk, rosterQuery(state, rosterUser(search)));
  // spec 2 §7: the roster's tracker call for the members on this page (who still needs credits where)
  const stillNeeded = useCreditsStillNeeded(
    orgSk,
    (data?.members ?? []).map((m) => m.individual_SK),
  );

  return {
    auth,
    search,
    orgSk,
    data,
    isLoading,
    stillNeeded,
    jurisdiction: state.jurisdictions[0] ?? '',
    /** the API refused: only the organisation's administrators see its roster */
    refused: error instanceof ApiError && error.status === 403,
    /** the god-mode panel's OrgId/UserId: into the address, and the roster starts again at page 1 */
    applyAddress: (next: string) => {
      window.history.pushState(window.history.state, '', `${window.location.pathname}${next}`);
      setState((s) => ({ ...s, page: 1 }));
      setSearch(next);
    },
    searchFor: (query: string) => setState((s) => ({ ...s, query, page: 1 })),
    chooseJurisdiction: (value: string) =>
      setState((s) => ({ ...s, jurisdictions: value ? [value] : [], page: 1 })),
    goToPage: (page: number) => setState((s) => ({ ...s, page })),
    downloadAll: () => {
      if (!orgSk) return;
      void downloadExcel(orgSk, auth.token).then(
        () => toast.show({ content: DOWNLOAD_OK, type: 'confirmation' }),
        () => toast.show({ content: DOWNLOAD_FAILED, type: 'alert' }),
      );
    },
  };
}
