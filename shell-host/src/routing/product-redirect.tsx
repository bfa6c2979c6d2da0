import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiRequest, ApiError } from '@cle/contracts/api-client';
import { Skeleton } from '@cle/ui/skeleton';
import { RouteErrorPage } from './route-error-page';

/** /product/{code}: looks the page up and navigates inside the site, keeping query and hash, replacing history. */
export function ProductRedirect() {
  const { code = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<number | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    apiRequest<{ url: string }>(`/product-link/${encodeURIComponent(code)}`, { signal: ctl.signal })
      .then(({ url }) => navigate(`${url}${location.search}${location.hash}`, { replace: true }))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setStatus(err instanceof ApiError ? err.status : 500);
      });
    return () => ctl.abort();
  }, [code, location.search, location.hash, navigate]);
  if (status)
    return (
      <RouteErrorPage
        status={status}
        statusText={status === 404 ? 'Page not found' : 'Something went wrong.'}
      />
    );
  return <Skeleton rows={6} label="Finding the product" />;
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
