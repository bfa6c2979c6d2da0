// SWR hooks over the feeds the home blocks show. Every key is an API path with its query (callKey), so
// the shell's SWR cache dedupes them and an answer the shell server rendered with (its route hints'
// blockCalls name the same paths) is shown, not loaded again, while the page hydrates. Type-only imports: these blocks are on the home page, and parsing them there put
// zod on it (home JS measured 175.0 KB gzip, budget 170); the API's route tests prove the shapes
// instead (docs/decisions/006-validation.md).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { PRODUCT_CODE_LOOKUP_PATH, productCodesParam } from '@cle/contracts/catalogue-calls';
import { callKey, useServerData } from '@cle/contracts/hydration';
import type { CodeCard, FacultyFeedPayload, FeedPayload } from '@cle/contracts/product-schemas';
import type { LibraryResponse } from '@cle/contracts/library-schemas';

/** A feed request: the feed's own path and its query (spec 3 §7). */
export interface FeedRequest {
  path: string;
  query: Record<string, string>;
}

/** A feed's key and URL: its path and query, as the shell server's blockCalls write it (feedCallPath). */
const feedKey = (request: FeedRequest) => callKey(request.path, request.query);

export function useFeed(request: FeedRequest | null) {
  const key = request ? feedKey(request) : null;
  return useSWR<FeedPayload>(key, (path: string) => apiRequest<FeedPayload>(path), useServerData(key));
}

export function useFacultyFeed(request: FeedRequest | null) {
  const key = request ? feedKey(request) : null;
  return useSWR<FacultyFeedPayload>(
    key,
    (path: string) => apiRequest<FacultyFeedPayload>(path),
    useServerData(key),
  );
}

/** GET /search/product-code?ProductCodes=, as the shell server's `cards` blockCall writes it. */
const cardsKey = (codes: readonly string[]) =>
  callKey(PRODUCT_CODE_LOOKUP_PATH, { ProductCodes: productCodesParam(codes) });

/** Cards by product code: GET /search/product-code with parent|code pairs separated by semicolons. */
export function useCardsByCode(codes: readonly string[]) {
  const key = codes.length ? cardsKey(codes) : null;
  return useSWR<CodeCard[]>(key, (path: string) => apiRequest<CodeCard[]>(path), useServerData(key));
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
