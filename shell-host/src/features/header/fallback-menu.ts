// The header's built-in menu (spec 1 §2 'A static fallback header shows on failure'; decision 032): used
// when the site parts' call fails, and by the static header that replaces a crashed one.
import type { SiteParts } from '@cle/contracts/schemas';
import { CREDIT_TRACKER_PATH } from '@cle/contracts/site';

/** The site's own paths (spec 1 §2 known links; search and cart as the site labels name them). */
export const FALLBACK_HEADER: SiteParts['header'] = {
  primaryNav: [
    { href: '/', text: 'Home' },
    { href: '/search', text: 'Search' },
    { href: '/account/library', text: 'My Library' },
    { href: CREDIT_TRACKER_PATH, text: 'Credit Tracker' },
    { href: '/cart', text: 'Cart' },
  ],
  subNav: [
    { href: '/account/library', text: 'My Library' },
    { href: CREDIT_TRACKER_PATH, text: 'Credit Tracker' },
  ],
  helpLink: { href: '/company/contact-us', text: 'Help' },
  providerSiteLink: { href: 'https://www.pli.edu', text: 'About PLI', target: '_blank' },
};

/** What the header shows: the site parts' header, the built-in one once their call has failed, else nothing yet. */
export function headerOrFallback(
  header: SiteParts['header'] | undefined,
  failed: unknown,
): SiteParts['header'] | undefined {
  return header ?? (failed ? FALLBACK_HEADER : undefined);
}
