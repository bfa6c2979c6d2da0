// The shell's error boundary around parts of the chrome (spec 1 §8): 'Try again' calls the retry the
// caller supplies, and without one navigates to the current page, so the router renders it afresh.
import type { ComponentProps } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@cle/ui/error-boundary';

export function ShellBoundary({ onRetry, ...props }: ComponentProps<typeof ErrorBoundary>) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const toCurrentPage = () => navigate(`${pathname}${search}${hash}`, { replace: true });
  return <ErrorBoundary {...props} onRetry={onRetry ?? toCurrentPage} />;
}
