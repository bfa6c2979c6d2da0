import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import {
  LibraryMaterialsResponseSchema,
  LibraryResponseSchema,
  LibrarySegmentsResponseSchema,
} from '@cle/contracts/library-schemas';
import type {
  LibraryMaterialsResponse,
  LibraryResponse,
  LibrarySegmentsResponse,
} from '@cle/contracts/library-schemas';
import { libraryQuery } from '../library-rules';
import type { LibraryState, TypeCounters } from '../library-rules';

const LIBRARY_KEY = '/user/library';

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
        query: JSON.parse(q) as Record<string, string>,
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
  return useSWR<LibrarySegmentsResponse>(
    enabled && auth.isAuthenticated
      ? [`${LIBRARY_KEY}/${encodeURIComponent(pk)}/segments`, auth.token]
      : null,
    ([path]: [string]) => apiRequest(path, { schema: LibrarySegmentsResponseSchema }),
    { revalidateOnFocus: false },
  );
}

/** GET /user/library/{id}/materials: loaded when the Materials action is opened. */
export function useMaterials(pk: string, enabled: boolean) {
  const auth = useAuth();
  return useSWR<LibraryMaterialsResponse>(
    enabled && auth.isAuthenticated
      ? [`${LIBRARY_KEY}/${encodeURIComponent(pk)}/materials`, auth.token]
      : null,
    ([path]: [string]) => apiRequest(path, { schema: LibraryMaterialsResponseSchema }),
    { revalidateOnFocus: false },
  );
}

/** The summary's per-type counters as the map the tab rules read (All left out). */
export function typeCounters(summary: LibraryResponse['summary'] | undefined): TypeCounters {
  if (!summary) return {};
  const { Programs, Publications, Podcasts } = summary.headerGroupSearchableTypeCounters;
  return { Programs, Publications, Podcasts };
}
