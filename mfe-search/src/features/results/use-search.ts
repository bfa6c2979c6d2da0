import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { Cache } from 'swr';
import type { SearchResponse } from '@cle/contracts/schemas';
import { postSearch } from '../../api/search-api';
import type { SearchRequestBody } from '../../api/search-api';

/** SWR keys of search calls: ['/search', body as JSON]. */
export const isSearchKey = (key: unknown) => Array.isArray(key) && key[0] === '/search';

/**
 * Not in the spec: how long a search call started during render waits to be taken by useSWR. Past
 * it, useSWR asks again rather than show an answer that may be stale.
 */
export const EARLY_SEARCH_MAX_AGE_MS = 5000;

interface EarlySearch {
  at: number;
  answer: Promise<SearchResponse>;
  /** useSWR has taken it: a later fetch of the same body (a retry, a revalidation) asks again */
  taken: boolean;
}
/** Search calls started during render, per SWR cache (each test, each embed has its own), by body. */
const earlySearches = new WeakMap<Cache, Map<string, EarlySearch>>();

/**
 * Starts the search call for `json` while the page renders, unless it is cached or already started.
 * On a cold load React renders the page in 5 ms slices with paints between them, and useSWR's own
 * request waited for the commit after all of them; the search POST cannot be preloaded from the HTML.
 */
function startEarly(cache: Cache, key: readonly [string, string]) {
  let started = earlySearches.get(cache);
  if (!started) earlySearches.set(cache, (started = new Map()));
  const now = Date.now();
  for (const [json, early] of started) if (now - early.at > EARLY_SEARCH_MAX_AGE_MS) started.delete(json);
  // one call per body: a render while it is on its way (taken or not) starts no second one
  const json = key[1];
  if (started.has(json) || cache.get(unstable_serialize(key))?.data !== undefined) return;
  const answer = postSearch(JSON.parse(json) as SearchRequestBody);
  // useSWR reports a failure when it takes the answer; this keeps it from being an unhandled rejection
  answer.catch(() => undefined);
  started.set(json, { at: now, answer, taken: false });
}

/** The answer startEarly began for `json`, once; undefined when none, taken or too old. */
function takeEarly(cache: Cache, json: string): Promise<SearchResponse> | undefined {
  const early = earlySearches.get(cache)?.get(json);
  if (!early || early.taken || Date.now() - early.at > EARLY_SEARCH_MAX_AGE_MS) return undefined;
  early.taken = true;
  return early.answer;
}

export function useSearch(body: SearchRequestBody | null, { keepPrevious = true } = {}) {
  const key = body ? (['/search', JSON.stringify(body)] as const) : null;
  const { cache } = useSWRConfig();
  // not on a server: the results are the browser's to ask for (a server render draws the page around them)
  if (key && typeof window !== 'undefined') startEarly(cache, key);
  return useSWR(
    key,
    ([, json]: readonly [string, string]) =>
      takeEarly(cache, json) ?? postSearch(JSON.parse(json) as SearchRequestBody),
    { keepPreviousData: keepPrevious },
  );
}
