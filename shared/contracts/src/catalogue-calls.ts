// Catalogue calls that two sides build and must build alike: the remote that makes them and the shell
// server that preloads them from a page's blocks (route-hints.json, decision 042). A preload whose URL
// differs by one character is a second download, so both take the URL from here. No zod: the home
// page's blocks import this.

/** GET /search/product-code: product cards for a list of codes. */
export const PRODUCT_CODE_LOOKUP_PATH = '/search/product-code';

/** Its ProductCodes value: parent|code pairs separated by semicolons; a code asked alone has no parent. */
export function productCodesParam(codes: readonly string[]): string {
  return codes.map((c) => `|${c}`).join(';');
}

/** A feed as the CMS stores it ('/content-row/feed?tab=Podcasts'), split into its path and query. */
export function parseFeedPath(value: string): { path: string; query: Record<string, string> } {
  const [path = '', qs = ''] = value.split('?', 2);
  return { path, query: Object.fromEntries(new URLSearchParams(qs)) };
}
