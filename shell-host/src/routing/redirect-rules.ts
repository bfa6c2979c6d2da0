// Where the redirect routes may send the browser (spec 1 §2): site paths always; external hrefs only to
// the hosts named here (the PLUS library, the credit-claim service, the provider's own site). Anything
// else (another host, javascript:, protocol-relative //evil) is refused, so a tampered lookup answer
// cannot turn the site into an open redirect.
const EXTERNAL_REDIRECT_HOSTS: readonly string[] = ['plus.pli.edu', 'cle-claims.pli.edu', 'www.pli.edu'];

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** A site path (no scheme, not protocol-relative, no backslash tricks). */
export function isSitePath(target: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(target);
}

/** The target classified, or null when it is neither a site path nor an https URL on an allowed host. */
export function checkRedirectTarget(
  target: string | null | undefined,
  allowedHosts: readonly string[] = EXTERNAL_REDIRECT_HOSTS,
): RedirectTarget | null {
  if (!target) return null;
  if (isSitePath(target)) return { kind: 'internal', path: target };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? { kind: 'external', href: url.href } : null;
}

/** Product redirects keep the query and hash of the address the visitor followed (spec 1 §2). */
export function withQueryAndHash(path: string, search: string, hash: string): string {
  const [base, query] = path.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  new URLSearchParams(search).forEach((v, k) => params.set(k, v));
  const q = params.toString();
  return `${base}${q ? `?${q}` : ''}${hash}`;
}
