// Spec 1 §2: marketing, api, global-asset, rss, sitemap and robots paths are answered by the server,
// so the router hands them to the browser with a full reload. The spec leaves the patterns open;
// these are ours.
const FULL_RELOAD_PATTERNS: readonly RegExp[] = [
  /^\/marketing(\/|$)/i,
  /^\/api(\/|$)/i,
  /^\/globalassets(\/|$)/i,
  /^\/rss(\/|\.xml$|$)/i,
  /^\/sitemap[^/]*\.xml$/i,
  /^\/robots\.txt$/i,
];

export function forcesFullReload(pathname: string): boolean {
  return FULL_RELOAD_PATTERNS.some((re) => re.test(pathname));
}

/**
 * The shell's own routes (app.tsx and the sign-in gate): pages that are not CMS content, so the server
 * never asks the content API about them nor answers them 404.
 */
const SHELL_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/launching\/?$/i,
  /^\/(product|product-auth|plus-content|claim-credit)\/[^/]+\/?$/i,
  /^\/composition-health\/?$/i,
  /^\/(signin-callback|signout-callback|signout)\/?$/i,
];

export function isShellRoute(pathname: string): boolean {
  return SHELL_ROUTE_PATTERNS.some((re) => re.test(pathname)) || forcesFullReload(pathname);
}

/** Spec 1 §2: a program URL ending in #SEGV{n} is the program path plus /{n}. */
export function segmentPathFromHash(pathname: string, hash: string): string | null {
  const n = /^#SEGV(\d+)$/i.exec(hash)?.[1];
  return n ? `${pathname.replace(/\/$/, '')}/${Number(n)}` : null;
}

/** Spec 1 §2: the blank layout placeholder shown between routes. */
export const ROUTE_TRANSITION_MS = 600;

/** The cart panel needs a signed-in user with a token and the cart flag exactly true (spec 3 §2.3). */
export function shouldMountCartPanel(signedInWithToken: boolean, cartFlag: unknown): boolean {
  return signedInWithToken && cartFlag === true;
}
