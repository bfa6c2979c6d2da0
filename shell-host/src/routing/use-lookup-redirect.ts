// The redirect routes' look-up (spec 1 §2): sign in first where the route asks for it, look the code
// up, then go there, replacing history; the status of a look-up that found nowhere to go.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiRequest, ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { checkRedirectTarget, withQueryAndHash } from './redirect-rules';
import { replaceLocation } from '../lib/leave-site';

export type Lookup = { path: string; read: (body: Record<string, unknown>) => unknown };

/** The look-up of `path`, whose answer names the target in `field`. */
export const useLookup = (path: string, field: string): Lookup =>
  useMemo(() => ({ path, read: (b: Record<string, unknown>) => b[field] }), [path, field]);

/**
 * Site paths keep the query and hash; external hrefs must be on an allowed host. `fallbackToHome`: no
 * href goes to '/'. Null while it looks up or goes; else the status of the error page to show.
 */
export function useLookupRedirect(
  lookup: Lookup,
  authenticated: boolean,
  fallbackToHome: boolean,
): number | null {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [status, setStatus] = useState<number | null>(null);
  const mustSignIn = authenticated && auth.ready && !auth.isAuthenticated;
  const canLookUp = !authenticated || (auth.ready && auth.isAuthenticated);
  useEffect(() => {
    if (mustSignIn) signIn(`${location.pathname}${location.search}${location.hash}`);
  }, [mustSignIn, location.pathname, location.search, location.hash]);
  useEffect(() => {
    if (!canLookUp) return;
    const ctl = new AbortController();
    apiRequest<Record<string, unknown>>(lookup.path, { signal: ctl.signal })
      .then((body) => {
        const raw = lookup.read(body);
        const target = checkRedirectTarget(typeof raw === 'string' ? raw : null);
        if (target?.kind === 'internal')
          navigate(withQueryAndHash(target.path, location.search, location.hash), { replace: true });
        else if (target?.kind === 'external') replaceLocation(target.href);
        else if (fallbackToHome) navigate('/', { replace: true });
        else setStatus(404);
      })
      .catch((err: unknown) => {
        if (ctl.signal.aborted) return;
        if (fallbackToHome) navigate('/', { replace: true });
        else setStatus(err instanceof ApiError ? err.status || 500 : 500);
      });
    return () => ctl.abort();
  }, [canLookUp, lookup, fallbackToHome, location.search, location.hash, navigate]);
  return status;
}
