// The static fallback header (spec 1 §2 'A static fallback header shows on failure'; decision 032).
// The header's links come from the API (site parts). When that call fails the header uses this
// built-in menu, and when the header itself crashes the static header below takes its place: either
// way the visitor can still reach home, search, My Library, the credit tracker and the cart.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SiteParts } from '@cle/contracts/schemas';
import { ErrorBoundary } from '@cle/ui/error-boundary';
import { bareList, logoLinkCss } from '@cle/ui/theme';
import { Bar } from './header-styles';
import { NavListItems } from './nav-item';

/** The site's own paths (spec 1 §2 known links; search and cart as the site labels name them). */
export const FALLBACK_HEADER: SiteParts['header'] = {
  primaryNav: [
    { href: '/', text: 'Home' },
    { href: '/search', text: 'Search' },
    { href: '/account/library', text: 'My Library' },
    { href: '/account/credit/credit-tracker', text: 'Credit Tracker' },
    { href: '/cart', text: 'Cart' },
  ],
  subNav: [
    { href: '/account/library', text: 'My Library' },
    { href: '/account/credit/credit-tracker', text: 'Credit Tracker' },
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

/** The logo, a link home (the header's own follows the site-wide logo colour). */
function HomeLogo() {
  return (
    <Link to="/" aria-label="PLI home" css={logoLinkCss}>
      PLI
    </Link>
  );
}

/** The header with nothing dynamic in it: logo and the built-in menu. */
export function StaticFallbackHeader() {
  return (
    <header>
      <Bar sticky={false} theme="light">
        <HomeLogo />
        <nav aria-label="Primary">
          <ul css={{ display: 'flex', flexWrap: 'wrap', columnGap: 20, ...bareList }}>
            <NavListItems links={FALLBACK_HEADER.primaryNav} />
          </ul>
        </nav>
      </Bar>
    </header>
  );
}

/** Guards the banners and the header: if they crash, the static header shows instead of an error card. */
export function HeaderBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary name="shell/header" fallback={<StaticFallbackHeader />}>
      {children}
    </ErrorBoundary>
  );
}
