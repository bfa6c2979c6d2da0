import { Navigate } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import type { PageProps } from '@cle/contracts/page';
import { colors } from '@cle/ui/theme';

/** Spec 1 §2/§6: the page data as JSON (noindex: see page-metadata), for staff (isPLIEmployee) only; others go to '/'. */
export function DebugPage({ page }: PageProps) {
  const { ready, isEmployee } = useAuth();
  // a server-rendered page hydrates before sign-in settles: wait for it rather than send staff home
  if (!ready) return null;
  if (!isEmployee) return <Navigate to="/" replace />;
  return (
    <section css={{ maxWidth: 1200, margin: '0 auto', padding: '32px 16px' }}>
      <h1>Debug: {page.name}</h1>
      <pre
        aria-label="Page data"
        css={{ background: colors.mist, padding: 16, overflow: 'auto', fontSize: 13, borderRadius: 4 }}
      >
        {JSON.stringify(page, null, 2)}
      </pre>
    </section>
  );
}
