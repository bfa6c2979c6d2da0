import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiRequest, ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { Skeleton } from '@cle/ui/skeleton';
import { RouteErrorPage } from './route-error-page';
import { checkRedirectTarget, withQueryAndHash } from './redirect-rules';

type Lookup = { path: string; read: (body: Record<string, unknown>) => unknown };

/**
 * Spec 1 §2 redirect routes: look the code up, then go there, replacing history. Site paths keep the
 * query and hash; external hrefs must be on an allowed host. `fallbackToHome`: no href goes to '/'.
 */
function LookupRedirect({
  lookup,
  authenticated,
  fallbackToHome = false,
}: {
  lookup: Lookup;
  authenticated: boolean;
  fallbackToHome?: boolean;
}) {
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
        else if (target?.kind === 'external') window.location.replace(target.href);
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
  if (status)
    return (
      <RouteErrorPage
        status={status}
        statusText={status === 404 ? 'Page not found' : 'Something went wrong.'}
      />
    );
  return <Skeleton rows={6} label="Finding the page" />;
}

const useLookup = (path: string, field: string): Lookup =>
  useMemo(() => ({ path, read: (b: Record<string, unknown>) => b[field] }), [path, field]);

/** /product/{code}: looks the page up and navigates inside the site, keeping query and hash, replacing history. */
export function ProductRedirect() {
  const { code = '' } = useParams();
  const lookup = useLookup(`/product-link/${encodeURIComponent(code)}`, 'url');
  return <LookupRedirect key={code} lookup={lookup} authenticated={false} />;
}

/** /product-auth/{code}: the same for a signed-in user (anonymous visitors sign in first). */
export function AuthenticatedProductRedirect() {
  const { code = '' } = useParams();
  const lookup = useLookup(`/product-link-auth/${encodeURIComponent(code)}`, 'url');
  return <LookupRedirect key={code} lookup={lookup} authenticated />;
}

/** /plus-content/{code}: the publication in the PLUS library (an external, allowed host). */
export function PlusContentRedirect() {
  const { code = '' } = useParams();
  const lookup = useLookup(`/plus-content-redirect-auth/${encodeURIComponent(code)}`, 'url');
  return <LookupRedirect key={code} lookup={lookup} authenticated />;
}

/** /claim-credit/{itemPk}: the credit-claim form (external, allowed host), else '/'. */
export function ClaimCreditRedirect() {
  const { itemPk = '' } = useParams();
  const lookup = useLookup(`/claim-credit-link/${encodeURIComponent(itemPk)}`, 'href');
  return <LookupRedirect key={itemPk} lookup={lookup} authenticated fallbackToHome />;
}

/** /launching: a full-screen loading spinner while a program window opens. */
export function LaunchingPage() {
  return (
    <div
      role="status"
      aria-label="Launching"
      css={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: '#fff',
        zIndex: 500,
      }}
    >
      <div
        css={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          border: '6px solid #eee',
          borderTopColor: '#c8102e',
          animation: 'spin 0.9s linear infinite',
          '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
    </div>
  );
}
