// Spec 1 §8: a render error on a page sends the visitor to the configured global error page (the
// site labels' globalErrorPage), or shows the backup page when none is configured (or the global
// error page itself fails). The header and footer stay; the error is reported like every boundary's.
import { lazy, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { useSiteParts } from '../../api/use-site-parts';

const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);

/** The page's fallback: the global error page, or the backup page when that is where it failed. */
function PageFailed({
  pathname,
  globalErrorPage,
  phone,
  email,
}: {
  pathname: string;
  globalErrorPage?: string;
  phone?: string;
  email?: string;
}) {
  if (globalErrorPage && pathname !== globalErrorPage) return <Navigate to={globalErrorPage} replace />;
  return (
    <Suspense fallback={null}>
      <MaintenancePage phone={phone} email={email} />
    </Suspense>
  );
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const labels = useSiteParts().data?.labels;
  const onError = (error: unknown, info: ErrorInfo) =>
    reportError(error instanceof Error ? error : new Error(String(error)), {
      severity: ERROR_SEVERITY,
      boundary: 'shell/page',
      componentStack: info.componentStack ?? undefined,
    });
  return (
    // a new page gets a fresh start (the global error page first of all)
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={onError}
      fallback={
        <PageFailed
          pathname={pathname}
          globalErrorPage={labels?.globalErrorPage}
          phone={labels?.customerServicePhone}
          email={labels?.customerServiceEmail}
        />
      }
    >
      {children}
    </ErrorBoundary>
  );
}
