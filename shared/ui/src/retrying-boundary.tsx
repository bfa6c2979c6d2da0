// react-error-boundary's boundary with the site's 'Try again' (spec 1 §8): while the caller's onRetry
// runs a skeleton stands in, then the children render afresh in a new boundary. Apart from
// error-boundary.tsx so a boundary with a card of its own (the product page's purchase panel, which
// loads its card on demand) does not bring the default card with it.
import { useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Skeleton } from './skeleton';

export interface RetryingBoundaryProps {
  children: ReactNode;
  /** reports the error (called once per error, with React's component stack) */
  onError(error: Error, info: ErrorInfo): void;
  /** what shows instead of the children; `retry` runs onRetry, then renders the children again */
  fallback(retry: () => void): ReactNode;
  /** reloads what failed before the children render again */
  onRetry?: () => unknown;
}

/** React hands over whatever was thrown: a boundary reports an Error. */
const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

export function RetryingBoundary({ children, onError, fallback, onRetry }: RetryingBoundaryProps) {
  const [retrying, setRetrying] = useState(false);
  if (retrying) return <Skeleton rows={3} />;
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry?.();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <ErrorBoundary
      onError={(error, info) => onError(asError(error), info)}
      fallbackRender={() => fallback(() => void retry())}
    >
      {children}
    </ErrorBoundary>
  );
}
