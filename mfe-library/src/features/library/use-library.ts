import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import {
  LibraryMaterialsSchema,
  LibraryResponseSchema,
  LibrarySegmentsSchema,
  type LibraryMaterial,
  type LibraryResponse,
  type LibrarySegment,
} from '../../api/library-payload';
import { libraryQuery, type LibraryState, type TypeCounters } from './library-rules';

export const LIBRARY_KEY = '/user/library';

/**
 * GET /user/library for one page (spec 1 §7). Skipped for anonymous visitors (spec 1 §6); a failed
 * request or a payload that does not parse comes back as `error` and stays in SWR's state.
 */
export function useLibraryPage(state: Pick<LibraryState, 'tab' | 'sort' | 'filters'>, pageNumber: number) {
  const auth = useAuth();
  const query = libraryQuery(state, pageNumber);
  return useSWR<LibraryResponse>(
    auth.isAuthenticated ? [LIBRARY_KEY, JSON.stringify(query), auth.token] : null,
    ([path, q]: [string, string]) =>
      apiRequest(path, {
        query: JSON.parse(q) as Record<string, string | number>,
        schema: LibraryResponseSchema,
      }),
    { keepPreviousData: false, revalidateOnFocus: false },
  );
}

/** Revalidates every loaded library page (after a removal or an undo). */
export function useRevalidateLibrary() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === LIBRARY_KEY);
}

/** GET /user/library/{id}/segments: loaded only when the row's segment list is expanded. */
export function useSegments(pk: string, enabled: boolean) {
  const auth = useAuth();
  return useSWR<LibrarySegment[]>(
    enabled && auth.isAuthenticated
      ? [`${LIBRARY_KEY}/${encodeURIComponent(pk)}/segments`, auth.token]
      : null,
    ([path]: [string]) => apiRequest(path, { schema: LibrarySegmentsSchema }),
    { revalidateOnFocus: false },
  );
}

/** GET /user/library/{id}/materials: loaded when the Materials action is opened. */
export function useMaterials(pk: string, enabled: boolean) {
  const auth = useAuth();
  return useSWR<LibraryMaterial[]>(
    enabled && auth.isAuthenticated
      ? [`${LIBRARY_KEY}/${encodeURIComponent(pk)}/materials`, auth.token]
      : null,
    ([path]: [string]) => apiRequest(path, { schema: LibraryMaterialsSchema }),
    { revalidateOnFocus: false },
  );
}

/** The summary's per-type counters as a map the tab rules read. */
export function typeCounters(summary: LibraryResponse['summary'] | undefined): TypeCounters {
  const counters: TypeCounters = {};
  for (const c of summary?.headerGroupSearchableTypeCounters ?? []) {
    if (
      c.groupSearchableType === 'Programs' ||
      c.groupSearchableType === 'Publications' ||
      c.groupSearchableType === 'Podcasts'
    )
      counters[c.groupSearchableType] = c.count;
  }
  return counters;
}
