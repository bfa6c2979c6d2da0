// The static fallback header (spec 1 §2 'A static fallback header shows on failure'; decision 032).
// The header's links come from the API (site parts). When that call fails the header uses the
// built-in menu (fallback-menu.ts), and when the header itself crashes the static header below takes its place: either
// way the visitor can still reach home, search, My Library, the credit tracker and the cart.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@cle/ui/error-boundary';

// Rendered only after the header crashed: loaded then, never with a page that works.
const StaticFallbackHeader = lazy(() =>
  import(/* webpackChunkName: "static-header" */ './components/static-fallback-header').then((m) => ({
    default: m.StaticFallbackHeader,
  })),
);

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
