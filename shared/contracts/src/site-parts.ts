// Site parts, labels and the new-CMS cart flag: one fetcher and one SWR key each, so the shell and
// every remote ask the same way and share the cache. The types are trusted here: the header and
// footer are on every page (no zod in that bundle) and the API's route tests prove these shapes
// with the schemas in ./schemas (docs/decisions/006-validation.md).
import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';
// the package path: the shared singleton, not a copy inlined into this module's chunk
import { apiRequest } from '@cle/contracts/api-client';
import type { SiteLabels, SiteParts } from './schemas';

export type SitePartName = keyof SiteParts;

export const SITE_PARTS_PATH = '/site-parts';
const CART_FLAG_PATH = '/commerce/carts/feature-flag/cart-from-new-cms';

/** GET /site-parts?names=…: the named parts of the site (header, footer, labels). */
function fetchSiteParts<N extends SitePartName>(names: readonly N[]): Promise<Pick<SiteParts, N>> {
  return apiRequest<Pick<SiteParts, N>>(SITE_PARTS_PATH, { query: { names: names.join(',') } });
}

export function useSiteParts<N extends SitePartName>(
  names: readonly N[],
  config?: SWRConfiguration<Pick<SiteParts, N>>,
) {
  return useSWR<Pick<SiteParts, N>>(
    `${SITE_PARTS_PATH}?names=${names.join(',')}`,
    () => fetchSiteParts(names),
    config,
  );
}

/** The SWR key of the labels alone; the shell seeds it from its own header, footer and labels answer. */
export const SITE_LABELS_KEY = `${SITE_PARTS_PATH}?names=labels`;

/**
 * The site labels (customer service phone and e-mail, cart, library and search paths, …). In the
 * shell they are already in the cache (seeded at boot, not asked for again); an embedded remote asks.
 */
export function useSiteLabels() {
  return useSWR<SiteLabels>(
    SITE_LABELS_KEY,
    async () => {
      const parts = await fetchSiteParts(['labels']);
      return parts.labels;
    },
    { revalidateIfStale: false },
  );
}

/**
 * The server flag that says whether the cart lives in the new CMS (spec 1 §2, spec 3 §6): only
 * `true` counts. Commerce calls need a signed-in user, so an anonymous visitor asks nothing.
 */
export function useNewCmsCartFlag(signedIn: boolean) {
  return useSWR<boolean>(
    signedIn ? CART_FLAG_PATH : null,
    async (path: string) => (await apiRequest<unknown>(path)) === true,
  );
}
