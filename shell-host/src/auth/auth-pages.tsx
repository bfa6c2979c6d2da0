// The render-mode gate (spec 1 §4) in front of every page, and the sign-in and sign-out callback pages
// (spec 1 §2), which load on their own paths only (auth-callback-pages.tsx).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { authStore } from '@cle/contracts/auth';
import { renderMode } from './auth-rules';
import { authRuntime } from './auth-start';
import { PageLoader } from '../layout/page-loader';

const pages = () => import('./auth-callback-pages');
const SigninCallback = lazy(() => pages().then((m) => ({ default: m.SigninCallback })));
const SignoutCallback = lazy(() => pages().then((m) => ({ default: m.SignoutCallback })));
const SignoutTrigger = lazy(() => pages().then((m) => ({ default: m.SignoutTrigger })));

function useRenderMode() {
  const auth = useSyncExternalStore(authStore.subscribe, authStore.get);
  const rt = useSyncExternalStore(authRuntime.subscribe, authRuntime.get);
  const { pathname } = useLocation();
  return renderMode({
    ready: auth.ready,
    busy: rt.busy,
    expired: rt.expired,
    localCheckDone: auth.ready,
    pathname,
  });
}

/** Renders the page by render mode: loading, signin (callback), redirect (nothing) or the route. */
export function AuthGate({ children }: { children: ReactNode }) {
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
  if (mode === 'loading') return <PageLoader />;
  return <>{children}</>;
}
