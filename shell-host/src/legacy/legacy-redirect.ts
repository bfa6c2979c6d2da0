// Spec 1 §4 and §9: the legacy-site redirect rules and their cookies. The CMS footer names the legacy
// site and a rule value; the visitor's choice lives in two cookies on the provider's domain:
// a site-version preference (which site the visitor rejected) and a new-site-origin marker set when
// the new site sends someone to the legacy one.
import { cookieValue } from '@cle/contracts/cookies';
import type { LegacyRedirectSettings } from '@cle/contracts/legacy-site-schemas';
import { legacyCookie, REJECTED_NEW_SITE } from './site-version-cookie';
import { replaceLocation } from '../lib/leave-site';

const NEW_SITE_ORIGIN_COOKIE = 'newSiteOrigin';
/** The visitor rejected the old site (came back from the legacy site to stay). */
const REJECTED_OLD_SITE = 'new';

/** Whitelisted paths are exempt: an entry ending in '/' covers everything under it, others match exactly. */
function isWhitelisted(pathname: string, whitelist: readonly string[]): boolean {
  const path = pathname.toLowerCase();
  return whitelist.some((entry) => {
    const e = entry.toLowerCase();
    return e.endsWith('/') ? path === e.slice(0, -1) || path.startsWith(e) : path === e;
  });
}

/**
 * Rule 2: redirect if the visitor rejected the new site; rule 3: redirect unless the visitor rejected
 * the old site; rule 4: always; any other value never. Whitelisted paths never redirect.
 */
export function shouldRedirectToLegacy(
  rule: number,
  siteVersion: string | undefined,
  pathname: string,
  whitelist: readonly string[],
): boolean {
  if (isWhitelisted(pathname, whitelist)) return false;
  if (rule === 2) return siteVersion === REJECTED_NEW_SITE;
  if (rule === 3) return siteVersion !== REJECTED_OLD_SITE;
  return rule === 4;
}

/** The same path and query on the legacy site. */
export function legacyTarget(legacyHref: string, pathname: string, search: string): string {
  const url = new URL(legacyHref);
  return new URL(`${pathname}${search}`, url.origin).href;
}

export function readCookie(cookies: string, name: string): string | undefined {
  return cookieValue(cookies, name);
}

/** Marks the visit as coming from the new site (a session cookie), then leaves for the legacy site. */
export function leaveForLegacy(settings: LegacyRedirectSettings, legacyHref: string): void {
  document.cookie = legacyCookie(NEW_SITE_ORIGIN_COOKIE, window.location.origin, {
    hostname: window.location.hostname,
    secure: window.location.protocol === 'https:',
    providerDomain: settings.cookieDomain,
  });
  replaceLocation(legacyTarget(legacyHref, window.location.pathname, window.location.search));
}
