// The SWR configuration every remote and the shell use, so caching and retry behave alike.
import { useDeferredValue } from 'react';
import type { Middleware, SWRConfiguration, SWRResponse } from 'swr';
// the package path: the shared singleton, not a copy inlined into this module's chunk
import { ApiError, apiRequest } from '@cle/contracts/api-client';

/** SWR keys are API paths (optionally [path, query]). */
export type ApiKey = string | readonly [string, Record<string, string | number | boolean | undefined>];

export async function apiFetcher<T>(key: ApiKey): Promise<T> {
  if (typeof key === 'string') return apiRequest<T>(key);
  const [path, query] = key;
  return apiRequest<T>(path, { query });
}

export const MAX_ERROR_RETRIES = 2;

/**
 * New data renders in slices (issue 7). SWR hands React its answers through useSyncExternalStore,
 * which React always renders at once, in one task: a results list or a row of cards arriving blocked
 * a phone's main thread for 100-300 ms. With the data deferred, React first finishes the urgent
 * render with what the component showed before (its previous data, or its loading state), then
 * renders the new data as a transition, yielding between frames.
 */
export const deferDataArrival: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config) as SWRResponse;
  const data: unknown = useDeferredValue(swr.data);
  if (data === swr.data) return swr;
  // still showing the previous data: SWR's other fields (error, mutate) read through
  return Object.create(swr, {
    data: { get: () => data },
    isLoading: { get: () => data === undefined },
    isValidating: { get: () => true },
  }) as SWRResponse;
};

export const swrConfig: SWRConfiguration = {
  fetcher: apiFetcher,
  use: [deferDataArrival],
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
