import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '@cle/contracts/swr';
import { createEmitter } from '@cle/contracts/events';
import { colors, focusRing, visuallyHidden } from '@cle/ui/theme';
import { FallbackWordingContext } from '@cle/ui/error-fallback';
import { createComponentFallbackSource } from './api/component-fallback';
import { ShellBoundary } from './components/shell-boundary';
import { Header } from './features/header/header';
import { HeaderBoundary } from './features/header/fallback-header';
import { Footer } from './features/footer/footer';
import { GlobalBanners } from './features/banners/global-banner';
import { ContentRoute } from './routing/content-route';
import { ShellRouter } from './routing/shell-router';
import { forcesFullReload } from './routing/route-kinds';
import { RouteErrorPage } from './routing/route-error-page';
import { PageErrorBoundary } from './features/error-pages/page-error-boundary';
import { AuthGate } from './features/auth/components/auth-gate';
import { useIndividualLinks } from './features/auth/hooks/use-individual-links';
import { useLegacyRedirect } from './legacy/use-legacy-redirect';
import { SERVICE_WORKER_ENABLED, startServiceWorker } from './sw/service-worker-registration';
import { startAnalyticsWhenNeeded } from './analytics/analytics-start';
import { PageLoader } from './components/page-loader';
import { ShellToasts } from './features/toasts/shell-toasts';
import { QaOverrideBanner } from './features/composition-health/qa-override-banner';

const emit = createEmitter('shell');

// The redirect routes (/product/:code, /launching, ...) are a chunk of their own: no content page,
// the home page first of all, downloads them.
type RedirectRoutes = typeof import('./routing/product-redirect');
function redirectRoute(name: keyof RedirectRoutes) {
  const View = lazy(() =>
    import('./routing/product-redirect').then((m) => ({ default: m[name] as ComponentType })),
  );
  return function RedirectRoute() {
    return (
      <Suspense fallback={<PageLoader />}>
        <View />
      </Suspense>
    );
  };
}
const ProductRedirect = redirectRoute('ProductRedirect');
const AuthenticatedProductRedirect = redirectRoute('AuthenticatedProductRedirect');
const PlusContentRedirect = redirectRoute('PlusContentRedirect');
const ClaimCreditRedirect = redirectRoute('ClaimCreditRedirect');
const LaunchingPage = redirectRoute('LaunchingPage');
/** Staff-only composition health page (decision 031): its own chunk, never in the home page's JS. */
const CompositionHealthPage = lazy(
  () =>
    import(
      /* webpackChunkName: "composition-health" */ './features/composition-health/composition-health-page'
    ),
);
const COMPOSITION_HEALTH_PATH = '/composition-health';

// the path the browser loaded; a server render is always of the path it was asked for
const bootPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/** Server-answered paths: reload so the server answers, unless the server already sent us here. */
function FullReload() {
  const { pathname, search, hash } = useLocation();
  const [arrivedHere] = useState(() => bootPath === undefined || pathname === bootPath);
  useEffect(() => {
    if (!arrivedHere) window.location.assign(`${pathname}${search}${hash}`);
  }, [arrivedHere, pathname, search, hash]);
  return arrivedHere ? <RouteErrorPage status={404} statusText="Page not found" /> : null;
}

function Pages() {
  const { pathname } = useLocation();
  useIndividualLinks();
  useLegacyRedirect();
  useEffect(() => emit('shell:page-changed', { path: pathname }), [pathname]);
  if (forcesFullReload(pathname)) return <FullReload />;
  return (
    <Routes>
      <Route path="/launching" element={<LaunchingPage />} />
      <Route path="/product/:code" element={<ProductRedirect />} />
      <Route path="/product-auth/:code" element={<AuthenticatedProductRedirect />} />
      <Route path="/plus-content/:code" element={<PlusContentRedirect />} />
      <Route path="/claim-credit/:itemPk" element={<ClaimCreditRedirect />} />
      <Route
        path={COMPOSITION_HEALTH_PATH}
        element={
          <Suspense fallback={<PageLoader rows={6} />}>
            <CompositionHealthPage />
          </Suspense>
        }
      />
      <Route path="*" element={<ContentRoute />} />
    </Routes>
  );
}

export interface AppProps {
  /** the request's path and query on the server; the browser's location when absent */
  url?: string;
  /**
   * The tree is (or hydrates) server HTML: the page stays in view while sign-in settles instead of the
   * loading layout (the server renders the anonymous view; signed-in parts fill in after hydration).
   */
  serverRendered?: boolean;
  /** What the server puts in <main> instead of the shell's routes; it must render what they render here. */
  mainContent?: ReactNode;
}

/** The CMS's wording of every fallback card in the shell's slots and chrome (asked for once, on the first card). */
const fallbackWording = createComponentFallbackSource();

export function App({ url, serverRendered = false, mainContent }: AppProps = {}) {
  // the service worker (spec 1 §7): registered after load, checked hourly
  useEffect(() => (SERVICE_WORKER_ENABLED ? startServiceWorker() : undefined), []);
  // analytics identify follows sign-in and sign-out (issue 14); product events load it too (decision 094)
  useEffect(() => startAnalyticsWhenNeeded(), []);
  return (
    <SWRConfig value={swrConfig}>
      <FallbackWordingContext.Provider value={fallbackWording}>
        <ShellRouter url={url}>
          <a
            href="#main"
            css={{
              ...visuallyHidden,
              '&:focus': {
                ...focusRing,
                position: 'static',
                width: 'auto',
                height: 'auto',
                clip: 'auto',
                margin: 8,
                background: colors.paper,
              },
            }}
          >
            Skip to main content
          </a>
          <HeaderBoundary>
            <GlobalBanners />
            <Header />
          </HeaderBoundary>
          {/* at least a screen tall: the footer starts below the fold and never moves in view while the page loads;
            flow-root keeps the page's first margin inside main (collapsing through it moved main down 24 px) */}
          <main id="main" tabIndex={-1} css={{ display: 'flow-root', minHeight: '100vh', outline: 'none' }}>
            <PageErrorBoundary>
              {mainContent ?? (
                <AuthGate keepPageWhileLoading={serverRendered}>
                  <Pages />
                </AuthGate>
              )}
            </PageErrorBoundary>
          </main>
          <ShellBoundary name="shell/footer">
            <Footer />
          </ShellBoundary>
          <ShellToasts />
          <QaOverrideBanner />
        </ShellRouter>
      </FallbackWordingContext.Provider>
    </SWRConfig>
  );
}
