import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { GlobalBanner } from '@cle/contracts/schemas';

/** The site's global banners (spec 1 §2), for everyone. */
export function useGlobalBanners(): GlobalBanner[] | undefined {
  // index.html fetched them moments before the first render (boot-data.ts): not asked for again on mount
  const { data } = useSWR('/banners', (p: string) => apiRequest<GlobalBanner[]>(p, { auth: false }), {
    revalidateIfStale: false,
  });
  return data;
}
