// What the chrome needs before its first paint: the banners and the site parts (header, footer,
// labels). index.html starts both fetches while main.js downloads; the shell renders once they are
// in (or after BOOT_WAIT_MS), so the header, banners and footer never move when they arrive.
import type { GlobalBanner, SiteParts } from '@cle/contracts/schemas';
import { SITE_LABELS_KEY } from '@cle/contracts/site-parts';

/** SWR keys the chrome reads them under (global-banner.tsx, use-site-parts.ts). */
export const BANNERS_KEY = '/banners';
export const SITE_PARTS_KEY = '/site-parts?names=header,footer,labels';
/** Never hold the first render longer than this for chrome data: a slow API only costs a late banner. */
const BOOT_WAIT_MS = 1500;

declare global {
  interface Window {
    __CLE_BOOT__?: { banners?: Promise<GlobalBanner[] | null>; siteParts?: Promise<SiteParts | null> };
  }
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

function settle<T>(p: Promise<T | null> | undefined, wait: number): Promise<T | null> {
  return p ? Promise.race([p.catch(() => null), timeout(wait)]) : Promise.resolve(null);
}

/** The chrome's data as the API answered it (null: no answer), the same on the server and in the browser. */
export interface ChromeData {
  banners?: GlobalBanner[] | null;
  siteParts?: SiteParts | null;
}

/** SWR fallback for the chrome: each answer under the key its hook reads it by. */
export function chromeFallback({ banners, siteParts }: ChromeData): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  if (Array.isArray(banners)) fallback[BANNERS_KEY] = banners;
  if (siteParts && typeof siteParts === 'object') {
    fallback[SITE_PARTS_KEY] = siteParts;
    // the remotes' useSiteLabels() reads the same labels under its own key: no second request
    if (siteParts.labels) fallback[SITE_LABELS_KEY] = siteParts.labels;
  }
  return fallback;
}

/** SWR fallback data for the chrome, from the fetches index.html started. */
export async function bootFallback(wait = BOOT_WAIT_MS): Promise<Record<string, unknown>> {
  const boot = window.__CLE_BOOT__ ?? {};
  const [banners, siteParts] = await Promise.all([settle(boot.banners, wait), settle(boot.siteParts, wait)]);
  return chromeFallback({ banners, siteParts });
}
