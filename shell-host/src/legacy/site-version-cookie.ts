/**
 * The legacy-redirect cookie naming the site the visitor rejected (spec 1 §4): the redirect hook looks
 * for it before it loads the rules, the rules read and write it.
 */
export const SITE_VERSION_COOKIE = 'siteVersion';
