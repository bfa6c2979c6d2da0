// The static fallback header (spec 1 §2 'A static fallback header shows on failure'; decision 032).
// The header's links come from the API (site parts). When that call fails the header uses this
// built-in menu, and when the header itself crashes the static header below takes its place: either
// way the visitor can still reach home, search, My Library, the credit tracker and the cart.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { SiteParts } from '@cle/contracts/schemas';
import { CREDIT_TRACKER_PATH } from '@cle/contracts/site';
import { ErrorBoundary } from '@cle/ui/error-boundary';

// Rendered only after the header crashed: loaded then, never with a page that works.
const StaticFallbackHeader = lazy(() =>
  import(/* webpackChunkName: "static-header" */ './static-fallback-header').then((m) => ({
    default: m.StaticFallbackHeader,
  })),
);

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

/** Guards the banners and the header: if they crash, the static header shows instead of an error card. */
export function HeaderBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      name="shell/header"
      fallback={
        <Suspense fallback={null}>
          <StaticFallbackHeader />
        </Suspense>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
