import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { Cache } from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { SearchResponse } from '@cle/contracts/schemas';
import { postSearch } from '../../api/search-api';
import type { SearchRequestBody } from '../../api/search-api';

/** SWR keys of search calls: ['/search', body as JSON, the asker's individual key or 'ANON']. */
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
/** Search calls started during render, per SWR cache (each test, each embed has its own), by key. */
const earlySearches = new WeakMap<Cache, Map<string, EarlySearch>>();

/**
 * Starts the search call for `json` while the page renders, unless it is cached or already started.
 * On a cold load React renders the page in 5 ms slices with paints between them, and useSWR's own
 * request waited for the commit after all of them; the search POST cannot be preloaded from the HTML.
 */
function startEarly(cache: Cache, key: SearchKey) {
  let started = earlySearches.get(cache);
  if (!started) earlySearches.set(cache, (started = new Map()));
  const now = Date.now();
  for (const [id, early] of started) if (now - early.at > EARLY_SEARCH_MAX_AGE_MS) started.delete(id);
  // one call per key: a render while it is on its way (taken or not) starts no second one
  const id = unstable_serialize(key);
  if (started.has(id) || cache.get(id)?.data !== undefined) return;
  const answer = postSearch(JSON.parse(key[1]) as SearchRequestBody);
  // useSWR reports a failure when it takes the answer; this keeps it from being an unhandled rejection
  answer.catch(() => undefined);
  started.set(id, { at: now, answer, taken: false });
}

/** The answer startEarly began for `key`, once; undefined when none, taken or too old. */
function takeEarly(cache: Cache, key: SearchKey): Promise<SearchResponse> | undefined {
  const early = earlySearches.get(cache)?.get(unstable_serialize(key));
  if (!early || early.taken || Date.now() - early.at > EARLY_SEARCH_MAX_AGE_MS) return undefined;
  early.taken = true;
  return early.answer;
}

type SearchKey = readonly [path: '/search', body: string, user: string];

export function useSearch(body: SearchRequestBody | null, { keepPrevious = true } = {}) {
  const { ready, individualSk } = useAuth();
  // The answer is the asker's (isFavorite): asked once sign-in has settled, never by a page still
  // hydrating with the anonymous state, and keyed by who asks so it never passes to someone else.
  const key: SearchKey | null =
    body && ready ? ['/search', JSON.stringify(body), individualSk ?? 'ANON'] : null;
  const { cache } = useSWRConfig();
  // not on a server: the results are the browser's to ask for (a server render draws the page around them)
  if (key && typeof window !== 'undefined') startEarly(cache, key);
  return useSWR(
    key,
    (k: SearchKey) => takeEarly(cache, k) ?? postSearch(JSON.parse(k[1]) as SearchRequestBody),
    { keepPreviousData: keepPrevious },
  );
}
