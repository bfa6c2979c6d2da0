import { useParams } from 'react-router-dom';
import { Skeleton } from '@cle/ui/skeleton';
import { RouteErrorPage } from './route-error-page';
import { useLookup, useLookupRedirect } from './use-lookup-redirect';
import type { Lookup } from './use-lookup-redirect';

/**
 * Spec 1 §2 redirect routes: look the code up, then go there, replacing history (use-lookup-redirect.ts).
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
  const status = useLookupRedirect(lookup, authenticated, fallbackToHome);
  if (status)
    return (
      <RouteErrorPage
        status={status}
        statusText={status === 404 ? 'Page not found' : 'Something went wrong.'}
      />
    );
  return <Skeleton rows={6} label="Finding the page" />;
}

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
