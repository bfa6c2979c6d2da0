// Credit tracker calls (spec 2 §7 "Credit tracker"): the tracker (POST, SWR-cached 300 s per region and
// period), the compliance period and special status updates, announcements, the organisation message
// and the earn-more search. Keys start with the API path, so license changes drop them all.
import { useEffect } from 'react';
import type { Dispatch } from 'react';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { SearchResponseSchema } from '@cle/contracts/schemas';
import {
  AnnouncementsByRegionSchema,
  announcementsManyBodies,
  OrganizationMessageSchema,
  periodUpdateBody,
  switchStatusBody,
  TRACKER_CACHE_SECONDS,
  TrackerResponseSchema,
} from '@cle/contracts/tracker-schemas';
import type {
  AnnouncementsByRegion,
  AnnouncementsManyBody,
  PeriodChoice,
  TrackerEntry,
  TrackerResponse,
} from '@cle/contracts/tracker-schemas';
import { formatTypesFor } from '../credit-enums';
import type { EarnMoreItem } from '../tracker-rules';
import type { ProvidersState, TrackerAction } from '../tracker-state';

const TRACKER_PATH = '/credit-tracker';

/** The signed-in member's tracker, or (admin view) a member's: `admin` names them and their organisation. */
export function useTracker(
  regionSk: number | null,
  period: PeriodChoice,
  admin: { individualSk: number; orgSk: number | null } | null = null,
) {
  const { isAuthenticated, individualSk } = useAuth();
  return useSWR<TrackerResponse, Error>(
    isAuthenticated
      ? [TRACKER_PATH, individualSk ?? '', regionSk ?? 0, period, admin?.individualSk ?? 0, admin?.orgSk ?? 0]
      : null,
    ([path, , region, p, member, org]: [string, string, number, PeriodChoice, number, number]) =>
      apiRequest(path, {
        method: 'POST',
        body: {
          ...(region ? { regionSk: region, period: p } : {}),
          ...(member ? { individualSk: member, ...(org ? { orgSk: org } : {}) } : {}),
        },
        schema: TrackerResponseSchema,
      }),
    // spec 2 §9: tracker data is cached 300 s: within that a page showing it again reuses the answer
    // (deduped), after it the answer is asked for again (a stale answer is shown meanwhile)
    { dedupingInterval: TRACKER_CACHE_SECONDS * 1000 },
  );
}

const ANNOUNCEMENTS_PATH = `${TRACKER_PATH}/announcements/many`;

/**
 * Drops every cached tracker answer (after a period, status or license change). Not the announcements:
 * their key names the regions and license kinds, so a change to either asks for them by itself.
 */
export const resetTracker = () =>
  mutate((key) => {
    const path = Array.isArray(key) ? String(key[0]) : String(key);
    return path.startsWith(TRACKER_PATH) && path !== ANNOUNCEMENTS_PATH;
  });

/** S2-API-50: the period update names the member, the jurisdiction, the license and the dates. */
export async function setCompliancePeriod(
  entry: Pick<TrackerEntry, 'customerId' | 'creditRegion_SK' | 'jurisdictionKey'>,
  startDate: string,
  endDate: string,
) {
  await apiRequest<string>(`${TRACKER_PATH}/set-options`, {
    method: 'POST',
    body: periodUpdateBody(entry, startDate, endDate),
  });
  await resetTracker();
}

export async function switchStatus(
  entry: Parameters<typeof switchStatusBody>[0],
  complianceGroupSk: number | null,
) {
  await apiRequest<string>(`${TRACKER_PATH}/switch-status`, {
    method: 'POST',
    body: switchStatusBody(entry, complianceGroupSk),
  });
  await resetTracker();
}

/**
 * S2-API-41: the announcements of every region the member tracks, asked for once per load: one
 * POST /credit-tracker/announcements/many per license kind, answered by region long description.
 */
function useAnnouncementsMany(bodies: AnnouncementsManyBody[]) {
  return useSWR<AnnouncementsByRegion, Error>(
    bodies.length ? [ANNOUNCEMENTS_PATH, JSON.stringify(bodies)] : null,
    async ([path, sent]: [string, string]) => {
      const answers = await Promise.all(
        (JSON.parse(sent) as AnnouncementsManyBody[]).map((body) =>
          apiRequest(path, { method: 'POST', body, schema: AnnouncementsByRegionSchema }),
        ),
      );
      return Object.assign({}, ...answers) as AnnouncementsByRegion;
    },
  );
}

/**
 * The announcements of all the member's licenses, kept in the page's state by region description
 * (S2-TRACKER-109), so another license shows its own at once; a failed load is kept there too
 * (S2-TRACKER-108).
 */
export function useTrackerAnnouncements(entries: TrackerEntry[], dispatch: Dispatch<TrackerAction>) {
  const bodies = announcementsManyBodies(entries);
  const announcements = useAnnouncementsMany(bodies);
  const { data, error } = announcements;
  useEffect(() => {
    if (data) dispatch({ type: 'announcementsLoaded', byRegion: data });
  }, [data, dispatch]);
  useEffect(() => {
    if (error) dispatch({ type: 'announcementsFailed', error: error.message });
  }, [error, dispatch]);
}

/** The providers for the credit form's autocomplete, loaded once when a credit form is asked for. */
export async function loadProviders(providers: ProvidersState, dispatch: Dispatch<TrackerAction>) {
  if (providers.loading || providers.items.length) return;
  dispatch({ type: 'providersLoading' });
  try {
    const items = await apiRequest<string[]>(`${TRACKER_PATH}/providers`);
    dispatch({ type: 'providersLoaded', items });
  } catch (err) {
    dispatch({ type: 'providersFailed', error: err instanceof Error ? err.message : String(err) });
  }
}

export function useOrganizationMessage(enabled: boolean) {
  return useSWR(enabled ? `${TRACKER_PATH}/organizationMessage` : null, (path: string) =>
    apiRequest(path, { schema: OrganizationMessageSchema }),
  );
}

/** The earn-more panel's page size (the spec leaves it to the team). */
export const EARN_MORE_PAGE_SIZE = 6;

async function searchPrograms(
  regionCode: string,
  creditTypes: string[],
  formats: string[],
): Promise<EarnMoreItem[]> {
  const formatTypes = formatTypesFor(formats);
  const res = await apiRequest('/search', {
    method: 'POST',
    auth: false,
    body: {
      query: '',
      pageSize: EARN_MORE_PAGE_SIZE,
      skipFacetGroupsCalculation: true,
      facetGroups: [
        { id: 'jurisdictions', values: [regionCode] },
        ...(creditTypes.length ? [{ id: 'creditType', values: creditTypes }] : []),
        ...(formatTypes.length ? [{ id: 'format', values: formatTypes }] : []),
      ],
    },
    schema: SearchResponseSchema,
  });
  return res.searchResults.searchResultsItems.map((i) => ({
    title: i.title,
    url: i.url,
    price: i.price ?? null,
    credits: Number(/([\d.]+)/.exec(i.creditDetailsFormatted?.[0] ?? '')?.[1] ?? 0),
    date: i.schedule?.[0]?.startDateUtc ?? null,
    format: i.formatDisplay ?? '',
    searchableType: i.searchableType,
    pk: i.pk,
  }));
}

/**
 * Programs that earn the region's credit types (the site search). S2-TRACKER-73: fewer than a page runs
 * a second, wider search (the region's programs of any credit type) to fill the page, without repeats.
 */
export function useEarnMore(regionCode: string | null, creditTypes: string[], formats: string[] = []) {
  return useSWR<EarnMoreItem[], Error>(
    regionCode ? ['/search', regionCode, creditTypes.join(';'), formats.join(';')] : null,
    async ([, code]: [string, string]) => {
      const first = await searchPrograms(code, creditTypes, formats);
      if (first.length >= EARN_MORE_PAGE_SIZE) return first;
      const wider = await searchPrograms(code, [], []);
      const seen = new Set(first.map((p) => p.url));
      return [...first, ...wider.filter((p) => !seen.has(p.url))].slice(0, EARN_MORE_PAGE_SIZE);
    },
  );
}
