// Show more like this (spec 3 §7, §8): GET more-like-this/{code} answers with a redirect; the browser
// follows it and the page navigates to the final path (kept on this site). A failure is logged and
// falls back to the search page.
import { buildUrl } from '@cle/contracts/api-client';
import { moreLikeThisPath } from '@cle/contracts/product-extras-paths';

const DEFAULT_SEARCH_PAGE = '/search';

/** The site path a followed redirect ended on, or null when there was no redirect to a site path. */
export function finalSitePath(res: { redirected: boolean; url: string }): string | null {
  if (!res.redirected || !res.url) return null;
  try {
    const u = new URL(res.url);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}

export async function moreLikeThisTarget(
  code: string,
  searchPage: string = DEFAULT_SEARCH_PAGE,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  try {
    // the final page may be the site's HTML, not the API's: only its address matters
    const res = await fetchImpl(buildUrl(moreLikeThisPath(code)), { redirect: 'follow' });
    const path = finalSitePath(res);
    if (path) return path;
    throw new Error(`more-like-this for ${code} did not redirect (status ${res.status})`);
  } catch (e) {
    console.error('Show more like this failed', e);
    return searchPage;
  }
}
