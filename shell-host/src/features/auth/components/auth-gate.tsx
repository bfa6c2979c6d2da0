// The render-mode gate (spec 1 §4) in front of every page, and the sign-in and sign-out callback pages
// (spec 1 §2), which load on their own paths only (auth-callback-pages.tsx).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { renderMode } from '../auth-rules';
import { authRuntime } from '../auth-state';
import { PageLoader } from '../../../components/page-loader';

const pages = () => import('./auth-callback-pages');
const SigninCallback = lazy(() => pages().then((m) => ({ default: m.SigninCallback })));
const SignoutCallback = lazy(() => pages().then((m) => ({ default: m.SignoutCallback })));
const SignoutTrigger = lazy(() => pages().then((m) => ({ default: m.SignoutTrigger })));

/** A server render and a hydrating render see the state every page starts in, as useAuth() does. */
const SERVER_AUTH = { ...ANONYMOUS, ready: false };
const serverAuth = () => SERVER_AUTH;
const SERVER_RUNTIME = { busy: false, expired: false };
const serverRuntime = () => SERVER_RUNTIME;

function useRenderMode() {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.get, serverAuth);
  const rt = useSyncExternalStore(authRuntime.subscribe, authRuntime.get, serverRuntime);
  const { pathname } = useLocation();
  return renderMode({
    ready: auth.ready,
    busy: rt.busy,
    expired: rt.expired,
    localCheckDone: auth.ready,
    pathname,
  });
}

/**
 * Renders the page by render mode: loading, signin (callback), redirect (nothing) or the route. A page
 * the server rendered (`keepPageWhileLoading`) stays as it came while sign-in settles: the server's
 * anonymous view, hydrated, never swapped for the loading layout; signed-in parts fill in later.
 */
export function AuthGate({
  children,
  keepPageWhileLoading = false,
}: {
  children: ReactNode;
  keepPageWhileLoading?: boolean;
}) {
  const mode = useRenderMode();
  const { pathname } = useLocation();
  if (mode === 'signin')
    return (
      <Suspense fallback={<PageLoader />}>
        <SigninCallback />
      </Suspense>
    );
  if (mode === 'redirect')
    return (
      <Suspense fallback={null}>
        {pathname === '/signout-callback' ? <SignoutCallback /> : <SignoutTrigger />}
      </Suspense>
    );
  if (mode === 'loading' && !keepPageWhileLoading) return <PageLoader />;
  return <>{children}</>;
}
