// SWR hooks over the feeds the home blocks show. Every key is an API path, so the shell's SWR cache
// dedupes them. Type-only imports: these blocks are on the home page, and parsing them there put
// zod on it (home JS measured 175.0 KB gzip, budget 170); the API's route tests prove the shapes
// instead (docs/decisions/006-validation.md).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { PRODUCT_CODE_LOOKUP_PATH, productCodesParam } from '@cle/contracts/catalogue-calls';
import type { CodeCard, FacultyFeedPayload, FeedPayload } from '@cle/contracts/product-schemas';
import type { LibraryResponse } from '@cle/contracts/library-schemas';

/** A feed request: the feed's own path and its query (spec 3 §7). */
export interface FeedRequest {
  path: string;
  query: Record<string, string>;
}

export function useFeed(request: FeedRequest | null) {
  return useSWR<FeedPayload>(
    request ? ['feed', request.path, JSON.stringify(request.query)] : null,
    ([, path, query]: [string, string, string]) =>
      apiRequest<FeedPayload>(path, { query: JSON.parse(query) as Record<string, string> }),
  );
}

export function useFacultyFeed(request: FeedRequest | null) {
  return useSWR<FacultyFeedPayload>(
    request ? ['faculty-feed', request.path, JSON.stringify(request.query)] : null,
    ([, path, query]: [string, string, string]) =>
      apiRequest<FacultyFeedPayload>(path, { query: JSON.parse(query) as Record<string, string> }),
  );
}

/** Cards by product code: GET /search/product-code with parent|code pairs separated by semicolons. */
export function useCardsByCode(codes: readonly string[]) {
  const list = productCodesParam(codes);
  return useSWR<CodeCard[]>(
    codes.length ? [PRODUCT_CODE_LOOKUP_PATH, list] : null,
    ([path, q]: [string, string]) => apiRequest<CodeCard[]>(path, { query: { ProductCodes: q } }),
  );
}

/**
 * A library content row's feed: the signed-in person's library (GET /user/library with the feed's own
 * filters and sort, one page of the row's size). Anonymous visitors make no call.
 */
export function useLibraryFeed(request: FeedRequest | null, token: string | null) {
  return useSWR<LibraryResponse>(
    request && token ? ['library-feed', request.path, JSON.stringify(request.query), token] : null,
    ([, path, query]: [string, string, string]) =>
      apiRequest<LibraryResponse>(path, { query: JSON.parse(query) as Record<string, string> }),
    { shouldRetryOnError: false },
  );
}
