// Spec 1 §8: a render error on a page sends the visitor to the configured global error page (the
// site labels' globalErrorPage), or shows the backup page when none is configured (or the global
// error page itself fails). The header and footer stay; the error is reported like every boundary's.
import { Component, lazy, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { useSiteParts } from '../layout/use-site-parts';

const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);

interface Props {
  children: ReactNode;
  pathname: string;
  globalErrorPage?: string;
  phone?: string;
  email?: string;
}

class PageBoundary extends Component<Props, { error: Error | null; at: string | null }> {
  override state = { error: null as Error | null, at: null as string | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ at: this.props.pathname });
    reportError(error, {
      severity: ERROR_SEVERITY,
      boundary: 'shell/page',
      componentStack: info.componentStack ?? undefined,
    });
  }

  override componentDidUpdate(prev: Props) {
    // a new page gets a fresh start (the global error page first of all)
    if (this.state.error && prev.pathname !== this.props.pathname) this.setState({ error: null, at: null });
  }

  override render() {
    const { error, at } = this.state;
    const { children, pathname, globalErrorPage, phone, email } = this.props;
    if (!error) return children;
    const failedOnErrorPage = (at ?? pathname) === globalErrorPage;
    if (globalErrorPage && !failedOnErrorPage) return <Navigate to={globalErrorPage} replace />;
    return (
      <Suspense fallback={null}>
        <MaintenancePage phone={phone} email={email} />
      </Suspense>
    );
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const labels = useSiteParts().data?.labels;
  return (
    <PageBoundary
      pathname={pathname}
      globalErrorPage={labels?.globalErrorPage}
      phone={labels?.customerServicePhone}
      email={labels?.customerServiceEmail}
    >
      {children}
    </PageBoundary>
  );
}
