// The roster's calls (spec 2 §7): one page of the organisation's members, the trackers of the members on
// that page (who still needs credits where), the Excel download and the server's claims for god mode.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { RosterTrackersSchema, ServerClaimsSchema } from '@cle/contracts/credit-admin-schemas';
import type { RosterTrackers } from '@cle/contracts/credit-admin-schemas';
import { RosterResponseSchema, rosterExcelName } from '@cle/contracts/roster-schemas';
import type { RosterResponse } from '@cle/contracts/roster-schemas';
import { downloadWithToken } from '@cle/ui/file-download';
import type { rosterQuery } from '../roster-rules';

export function downloadExcel(orgSk: string, token: string | null) {
  const name = rosterExcelName(orgSk);
  return downloadWithToken(`/credit-tracker-admin/roster/${orgSk}/excel`, name, token, {
    query: { blobName: name },
    accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

export function useRoster(orgSk: string | null, query: ReturnType<typeof rosterQuery>) {
  const auth = useAuth();
  return useSWR<RosterResponse>(
    auth.isAuthenticated && orgSk
      ? [`/credit-tracker-admin/roster/${orgSk}`, JSON.stringify(query), auth.token]
      : null,
    ([path, q]: [string, string]) =>
      apiRequest(path, { query: JSON.parse(q) as Record<string, string>, schema: RosterResponseSchema }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** Whether a member on the page still needs credits in a region (false until the trackers answer). */
export function useCreditsStillNeeded(orgSk: string | null, memberSks: number[]) {
  const trackers = useSWR<RosterTrackers>(
    orgSk && memberSks.length ? [`/credit-tracker-admin/roster/${orgSk}/tracker`, memberSks.join(',')] : null,
    ([path]: [string, string]) =>
      apiRequest(path, {
        method: 'POST',
        body: memberSks.map((individualSk) => ({ individualSk, flags: [] })),
        schema: RosterTrackersSchema,
      }),
    { revalidateOnFocus: false },
  );
  return (sk: number, region: number) =>
    trackers.data?.[String(sk)]?.trackers.find((t) => t.creditRegion_SK === region)?.creditsStillNeeded ??
    false;
}

/** S2-GODMODE-05: the server's word on whether this person is PLI staff (asked only when god mode is wanted). */
export function useServerClaims(wanted: boolean) {
  return useSWR(wanted ? '/user/claims' : null, (path: string) =>
    apiRequest(path, { schema: ServerClaimsSchema }),
  );
}
