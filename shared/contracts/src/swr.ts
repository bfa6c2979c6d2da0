// The SWR configuration every remote and the shell use, so caching and retry behave alike.
import { useDeferredValue, useMemo } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
// the package path: the shared singleton, not a copy inlined into this module's chunk
import { ApiError, apiRequest } from '@cle/contracts/api-client';

/** SWR keys are API paths (optionally [path, query]). */
type ApiKey = string | readonly [string, Record<string, string | number | boolean | undefined>];

async function apiFetcher<T>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return apiRequest<T>(key);
  const [path, query] = key;
  return apiRequest<T>(path, { query });
}

const MAX_ERROR_RETRIES = 2;

/**
 * SWR renders an answer's arrival synchronously (its cache is a useSyncExternalStore), so a row of cards
 * whose feed arrived rendered in one long task (100-250 ms at 4x CPU on the home page, once per row).
 * Deferred, that synchronous render keeps drawing what was on screen and React renders the answer as a
 * transition, in slices between frames. A first render (and hydration) gets the answer at once.
 */
const renderAnswersAsTransitions: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const { data, error, isLoading } = swr;
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const shown = useDeferredValue(answer);
  // everything else (isValidating, mutate, what other middleware adds) read from SWR's own object
  return new Proxy(swr, {
    get: (target, prop, receiver) =>
      prop === 'data' || prop === 'error' || prop === 'isLoading'
        ? shown[prop]
        : Reflect.get(target, prop, receiver),
  });
};

export const swrConfig: SWRConfiguration = {
  use: [renderAnswersAsTransitions],
  fetcher: apiFetcher,
  revalidateOnFocus: false,
  dedupingInterval: 2000,
  keepPreviousData: true,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    // No retry on 4xx: the answer will not change.
    if (error instanceof ApiError && error.isClientError) return;
    if (retryCount >= MAX_ERROR_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};
