// SWR hooks over the feeds the home blocks show. Every key is an API path, so the shell's SWR cache
// dedupes them. Each answer is parsed with its shared schema at the boundary: a feed that breaks the
// contract becomes the block's error card (docs/decisions/006-validation.md).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import {
  CodeCardsSchema,
  FacultyFeedPayloadSchema,
  FeedPayloadSchema,
  type CodeCard,
  type FacultyFeedPayload,
  type FeedPayload,
} from '@cle/contracts/product-schemas';

/** A feed request: the feed's own path and its query (spec 3 §7). */
export interface FeedRequest {
  path: string;
  query: Record<string, string>;
}

export function useFeed(request: FeedRequest | null) {
  return useSWR<FeedPayload>(
    request ? ['feed', request.path, JSON.stringify(request.query)] : null,
    ([, path, query]: [string, string, string]) =>
      apiRequest(path, { query: JSON.parse(query) as Record<string, string>, schema: FeedPayloadSchema }),
  );
}

export function useFacultyFeed(request: FeedRequest | null) {
  return useSWR<FacultyFeedPayload>(
    request ? ['faculty-feed', request.path, JSON.stringify(request.query)] : null,
    ([, path, query]: [string, string, string]) =>
      apiRequest(path, {
        query: JSON.parse(query) as Record<string, string>,
        schema: FacultyFeedPayloadSchema,
      }),
  );
}

/** Cards by product code: GET /search/product-code with parent|code pairs separated by semicolons. */
export function useCardsByCode(codes: readonly string[]) {
  const list = codes.map((c) => `|${c}`).join(';');
  return useSWR<CodeCard[]>(
    codes.length ? ['/search/product-code', list] : null,
    ([path, q]: [string, string]) =>
      apiRequest(path, { query: { ProductCodes: q }, schema: CodeCardsSchema }),
  );
}
