import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { Cache } from 'swr';
import { useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { useServerCall } from '@cle/contracts/hydration';
import type { SearchResponse } from '@cle/contracts/schemas';
import { postSearch } from '../../../lib/search-api';
import type { SearchRequestBody } from '../../../lib/search-api';

/** SWR keys of search calls: ['/search', body as JSON, the asker's individual key or 'ANON']. */
export const isSearchKey = (key: unknown) => Array.isArray(key) && key[0] === '/search';

/**
 * Not in the spec: how long a search call started during render waits to be taken by useSWR. Past
 * it, useSWR asks again rather than show an answer that may be stale.
 */
const EARLY_SEARCH_MAX_AGE_MS = 5000;

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
  const json = body ? JSON.stringify(body) : null;
  // The anonymous answer is public: a server render asks for it and draws the results, and the browser
  // hydrates with it. Until sign-in settles the page keeps that answer for the body it was rendered with.
  const anonymous: SearchKey | null = json ? ['/search', json, 'ANON'] : null;
  const anonymousId = anonymous ? unstable_serialize(anonymous) : null;
  const fromServer = useServerCall<SearchResponse>(anonymousId, { path: '/search', method: 'POST', body });
  const [hydratedBody] = useState(() => (fromServer === undefined ? null : json));
  // The answer is the asker's (isFavorite): asked once sign-in has settled, never by a page still
  // hydrating with the anonymous state, and keyed by who asks so it never passes to someone else.
  const key: SearchKey | null =
    json && ready
      ? ['/search', json, individualSk ?? 'ANON']
      : json !== null && json === hydratedBody
        ? anonymous
        : null;
  const { cache, fallback } = useSWRConfig();
  // not on a server, and not for what the server handed over: the browser's own first search starts early
  const handedOver =
    key !== null &&
    (fallback as Record<string, unknown> | undefined)?.[unstable_serialize(key)] !== undefined;
  if (key && typeof window !== 'undefined' && !handedOver) startEarly(cache, key);
  return useSWR(
    key,
    (k: SearchKey) => takeEarly(cache, k) ?? postSearch(JSON.parse(k[1]) as SearchRequestBody),
    {
      keepPreviousData: keepPrevious,
      // the server's answer, not asked for again while hydrating (data once)
      ...(fromServer === undefined ? {} : { fallbackData: fromServer, revalidateOnMount: false }),
    },
  );
}
