// The legacy-site cookies (spec 1 §4): the site-version preference names the site the visitor rejected.
// Written by the browser (the new-site-origin marker, the redirect's) and by the shell server (the
// 'Switch to the legacy site' route, decision 106), so the strings are built here, once, for both.

export const SITE_VERSION_COOKIE = 'siteVersion';
/** The shell server's route behind the footer's 'Switch to the legacy site' (it writes the cookie). */
export const LEGACY_SWITCH_PATH = '/legacy-site';
/** The visitor rejected the new site (followed 'Switch to the legacy site'). */
export const REJECTED_NEW_SITE = 'legacy';
/** The reject value lasts until year 9999. */
const REJECT_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/** The provider's domain when this page is on it (e.g. '.pli.edu' on www.pli.edu); none on localhost. */
function cookieDomainFor(hostname: string, providerDomain: string | undefined): string | null {
  if (!providerDomain) return null;
  const bare = providerDomain.replace(/^\./, '').toLowerCase();
  const host = hostname.toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? `.${bare}` : null;
}

export interface CookiePlace {
  /** the page's host name */
  hostname: string;
  /** the page is on https */
  secure: boolean;
  /** the provider's domain the CMS names (legacyRedirect.cookieDomain) */
  providerDomain: string | undefined;
}

/** A Set-Cookie / document.cookie string on the provider's domain (host-only elsewhere). */
export function legacyCookie(name: string, value: string, place: CookiePlace, expires?: string): string {
  const domain = cookieDomainFor(place.hostname, place.providerDomain);
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    domain ? `Domain=${domain}` : null,
    expires ? `Expires=${expires}` : null,
    'SameSite=Lax',
    place.secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** 'Switch to the legacy site': the visitor opts out of the new site until year 9999. */
export const rejectNewSiteCookie = (place: CookiePlace): string =>
  legacyCookie(SITE_VERSION_COOKIE, REJECTED_NEW_SITE, place, REJECT_EXPIRES);
