// SWR hooks over the feeds the home blocks show. Every key is an API path, so the shell's SWR cache
// dedupes them. Type-only imports: these blocks are on the home page, and parsing them there put
// zod on it (home JS measured 175.0 KB gzip, budget 170); the API's route tests prove the shapes
// instead (docs/decisions/006-validation.md).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { CodeCard, FacultyFeedPayload, FeedPayload } from '@cle/contracts/product-schemas';

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
  const list = codes.map((c) => `|${c}`).join(';');
  return useSWR<CodeCard[]>(
    codes.length ? ['/search/product-code', list] : null,
    ([path, q]: [string, string]) => apiRequest<CodeCard[]>(path, { query: { ProductCodes: q } }),
  );
}
