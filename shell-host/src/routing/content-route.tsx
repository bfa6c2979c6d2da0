// The catch-all route: friendly URL -> content API -> last contentType -> page registry -> view.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { PageContent } from '@cle/contracts/page';
import { apiRequest } from '@cle/contracts/api-client';
import { documentTitle } from '@cle/contracts/site';
import { Skeleton } from '@cle/ui/skeleton';
import { useNewCmsCartFlag } from '@cle/contracts/site-parts';
import { RemoteSlot } from '../federation/remote-slot';
import { viewFor } from './page-registry';
import { RouteErrorPage } from './route-error-page';
import { pageErrorText } from './page-error-text';
import { ROUTE_TRANSITION_MS, segmentPathFromHash, shouldMountCartPanel } from './route-kinds';
import { StartPage } from '../pages/start-page';

// CMS rich-text pages bring DOMPurify: load them only when such a page is shown.
const GenericPage = lazy(() => import('../pages/generic-page').then((m) => ({ default: m.GenericPage })));

function usePageContent(url: string) {
  const { individualSk, ready } = useAuth();
  // the user key is part of the cache key: personalised content never leaks between users
  const key = ready ? (['/content', url, individualSk ?? 'ANON'] as const) : null;
  return useSWR<PageContent, Error>(key, ([path, friendlyUrl, user]: readonly [string, string, string]) =>
    apiRequest(path, {
      query: { url: friendlyUrl, expand: 'mainContentArea', userId: user },
    }),
  );
}

/** Blank placeholder for 600 ms after a route change (not on the first page load). */
function useTransitionPlaceholder(pathname: string): boolean {
  const [blank, setBlank] = useState(false);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setBlank(true);
    const t = setTimeout(() => setBlank(false), ROUTE_TRANSITION_MS);
    return () => clearTimeout(t);
  }, [pathname]);
  return blank;
}

export function ContentRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: page, error, isLoading } = usePageContent(location.pathname);
  const blank = useTransitionPlaceholder(location.pathname);

  useEffect(() => {
    const segPath = segmentPathFromHash(location.pathname, location.hash);
    if (segPath) navigate(`${segPath}${location.search}`, { replace: true });
  }, [location.pathname, location.hash, location.search, navigate]);

  useEffect(() => {
    if (page) document.title = documentTitle(page.metadata?.browserTitle ?? page.name);
  }, [page]);

  if (blank) return <div data-testid="route-transition" aria-hidden="true" css={{ minHeight: '60vh' }} />;
  if (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const text = pageErrorText(status, error.message);
    return <RouteErrorPage status={status || undefined} statusText={text} />;
  }
  if (isLoading || !page) return <Skeleton rows={8} label="Loading page" />;

  const view = viewFor(page.contentType);
  if (!view) return <Navigate to="/" replace />;
  if (view.kind === 'local')
    return view.view === 'start' ? (
      <StartPage page={page} />
    ) : (
      <Suspense fallback={<Skeleton rows={8} label="Loading page" />}>
        <GenericPage page={page} />
      </Suspense>
    );
  return (
    <>
      <RemoteSlot
        key={page.contentLink.id}
        remote={view.remote}
        module={view.module}
        props={{ page }}
        skeletonRows={8}
      />
      {/* the store's own pages are the cart already; everywhere else an add may open the panel */}
      {view.remote === 'mfe_commerce' ? null : <CartPanelSlot />}
    </>
  );
}

/**
 * Spec 3 §2.3: the cart panel mounts on content pages only for a signed-in user with a token, and only
 * when the cart feature flag is true (S3-CART-11, S3-CART-12, S3-CART-13). It takes no room until open.
 */
function CartPanelSlot() {
  const auth = useAuth();
  const signedIn = auth.ready && auth.isAuthenticated && Boolean(auth.token);
  const { data: cartFlag } = useNewCmsCartFlag(signedIn);
  if (!shouldMountCartPanel(signedIn, cartFlag)) return null;
  return (
    <div css={{ height: 0, overflow: 'visible' }}>
      <RemoteSlot remote="mfe_commerce" module="./CartPanel" props={{}} skeletonRows={0} />
    </div>
  );
}
