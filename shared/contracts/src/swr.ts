// The SWR configuration every remote and the shell use, so caching and retry behave alike.
import type { SWRConfiguration } from 'swr';
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

export const swrConfig: SWRConfiguration = {
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
