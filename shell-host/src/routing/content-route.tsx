// The catch-all route: friendly URL -> content API -> last contentType -> page registry -> view.
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { useFromServer } from '@cle/contracts/hydration';
import { ApiError } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { PageContent } from '@cle/contracts/page';
import { apiRequest } from '@cle/contracts/api-client';
import type { RedirectLookup } from '@cle/contracts/block-schemas';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { useNewCmsCartFlag } from '@cle/contracts/site-parts';
import { preloadRemoteModule, RemoteSlot } from '../federation/remote-slot';
import { viewFor } from './page-registry';
import { RouteErrorPage } from './route-error-page';
import { pageErrorText } from './page-error-text';
import { ROUTE_TRANSITION_MS, segmentPathFromHash, shouldMountCartPanel } from './route-kinds';
import { LocalPage } from '../pages/local-page';
import { usePageMetadata } from '../layout/page-metadata';
import { useHashScroll } from '../layout/hash-scroll';
import { pageChrome, siteState } from '../layout/site-state';
import { checkRedirectTarget } from './redirect-rules';
import { pageFromErrorBody } from './page-error-body';
import { PageLoader } from '../layout/page-loader';

// Editor tools need a signed-in editor (edit mode and the quick-navigation box): anonymous visitors,
// and so the home page's first load, never download them.
const EditorTools = lazy(() =>
  import(/* webpackChunkName: "editor-tools" */ '../editor/editor-tools').then((m) => ({
    default: m.EditorTools,
  })),
);

/** The content call's SWR key: the user key is part of it, so personalised content never leaks between users. */
export const contentKey = (url: string, user: string) => ['/content', url, user] as const;

function usePageContent(url: string) {
  const { individualSk, ready } = useAuth();
  // The public page the server rendered with is shown until sign-in settles (the server and the
  // hydrating render draw it; a signed-in visitor's own page replaces it once it arrives). Without it,
  // nothing is asked before sign-in settles: a visitor's first call is their own.
  const anonymous = contentKey(url, 'ANON');
  const { fallback } = useSWRConfig();
  const serverPage = (fallback as Record<string, unknown> | undefined)?.[unstable_serialize(anonymous)];
  const key = ready ? contentKey(url, individualSk ?? 'ANON') : serverPage ? anonymous : null;
  const fromServer = useFromServer(key && unstable_serialize(key));
  const answer = useSWR<PageContent, Error>(
    key,
    ([path, friendlyUrl, user]: readonly [string, string, string]) =>
      apiRequest(path, {
        query: { url: friendlyUrl, expand: 'mainContentArea', userId: user },
      }),
    fromServer ? { revalidateOnMount: false } : undefined,
  );
  // while a signed-in visitor's own page loads, the public one stays (no loader between them)
  const { data, error, mutate } = answer;
  return { data: data ?? (error || !serverPage ? undefined : (serverPage as PageContent)), error, mutate };
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

/**
 * Spec 1 §2/§8: before a missing page shows its error, ask whether the path plus query moved
 * (GET /redirect/?uri=); follow a target inside the site (or to an allowed host), replacing history.
 */
function usePossibleRedirect(path: string, search: string, failed: boolean) {
  const navigate = useNavigate();
  const { data, error } = useSWR<RedirectLookup, Error>(
    failed ? ['/redirect/', `${path}${search}`] : null,
    ([p, uri]: readonly [string, string]) => apiRequest(p, { query: { uri }, auth: false }),
  );
  const target = checkRedirectTarget(data?.target);
  const internal = target?.kind === 'internal' ? target.path : null;
  const external = target?.kind === 'external' ? target.href : null;
  useEffect(() => {
    if (internal) navigate(internal, { replace: true });
    else if (external) window.location.replace(external);
  }, [internal, external, navigate]);
  // S2-OTHER-09: a failed lookup is reported, and the page's own error shows
  useEffect(() => {
    if (error) reportError(error, { severity: ERROR_SEVERITY, boundary: 'shell/redirect-lookup' });
  }, [error]);
  return { checking: failed && !data && !error, redirecting: Boolean(target) };
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
    return <RouteErrorPage status={status || undefined} statusText={text} />;
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
