// The catch-all route: friendly URL -> content API -> last contentType -> page registry -> view.
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { useNewCmsCartFlag } from '@cle/contracts/site-parts';
import { preloadRemoteModule, RemoteSlot } from '../federation/remote-slot';
import { viewFor } from './page-registry';
import { RouteErrorPage } from './route-error-page';
import { pageErrorText } from './page-error-text';
import { ROUTE_TRANSITION_MS, segmentPathFromHash, shouldMountCartPanel } from './route-kinds';
import { LocalPage } from './local-page';
import { usePageMetadata } from './use-page-metadata';
import { useHashScroll } from '../lib/use-hash-scroll';
import { pageChrome, siteState } from '../lib/site-state';
import { pageFromErrorBody } from './page-error-body';
import { PageLoader } from '../components/page-loader';
import { usePageContent } from './use-page-content';
import { usePossibleRedirect } from './use-possible-redirect';

// Editor tools need a signed-in editor (edit mode and the quick-navigation box): anonymous visitors,
// and so the home page's first load, never download them.
const EditorTools = lazy(() =>
  import(/* webpackChunkName: "editor-tools" */ '../editor/editor-tools').then((m) => ({
    default: m.EditorTools,
  })),
);

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
  const { isAuthenticated } = useAuth();
  const { data, error, mutate } = usePageContent(location.pathname);
  // SWR hands data over in a synchronous render; deferred, the page (and the remote it loads) renders as
  // a transition, in slices a phone's main thread can interleave with input, not as one long task
  const page = useDeferredValue(data);
  // the view is known now: its module loads while the deferred render waits for its turn
  const nextView = data ? viewFor(data.contentType) : null;
  if (nextView?.kind === 'remote') preloadRemoteModule(nextView.remote, nextView.module);
  const blank = useTransitionPlaceholder(location.pathname);

  useEffect(() => {
    const segPath = segmentPathFromHash(location.pathname, location.hash);
    if (segPath) navigate(`${segPath}${location.search}`, { replace: true });
  }, [location.pathname, location.hash, location.search, navigate]);

  const status = error instanceof ApiError ? error.status : 0;
  const errorPage = error instanceof ApiError ? pageFromErrorBody(error.body) : null;
  const shown = page ?? errorPage ?? undefined;
  usePageMetadata(shown);
  // the page's own logo colour and header theme (site-wide state); the defaults everywhere else
  const { logoColor, headerTheme } = pageChrome(shown?.properties);
  useEffect(() => siteState.set({ logoColor, headerTheme }), [logoColor, headerTheme]);
  useHashScroll(location.hash, Boolean(shown) && !blank);
  const possible = usePossibleRedirect(location.pathname, location.search, status === 404 && !errorPage);

  if (blank) return <div data-testid="route-transition" aria-hidden="true" css={{ minHeight: '60vh' }} />;
  if (error && !errorPage) {
    if (possible.checking || possible.redirecting) return <PageLoader />;
    // only the CMS's own answer carries a message; a network error or time-out shows the spec's default
    const cmsMessage = error instanceof ApiError && error.kind === 'http' ? error.message : undefined;
    const text = pageErrorText(status, cmsMessage);
    // no status (the CMS was never reached): the generic 'Unexpected Error' page, the failure its message
    if (!status) return <RouteErrorPage message={text} />;
    return <RouteErrorPage status={status} statusText={text} />;
  }
  if (!shown) return <PageLoader />;

  const view = viewFor(shown.contentType);
  if (!view) return <Navigate to="/" replace />;
  const editorTools = isAuthenticated ? (
    <Suspense fallback={null}>
      <EditorTools contentId={shown.contentLink.id} refetch={mutate} />
    </Suspense>
  ) : null;
  if (view.kind === 'local')
    return (
      <>
        <LocalPage key={shown.contentLink.id} view={view.view} page={shown} />
        {editorTools}
      </>
    );
  return (
    <>
      {editorTools}
      <RemoteSlot
        key={shown.contentLink.id}
        remote={view.remote}
        module={view.module}
        props={{ page: shown }}
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
