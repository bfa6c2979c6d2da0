import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import type { FallbackContent } from './error-fallback';
import { reportError } from './error-reporting';
import type { ErrorReporter } from './error-reporting';
import { RetryingBoundary } from './retrying-boundary';

/** Default severity reported for component errors (spec 1 §8). */
export const ERROR_SEVERITY = 3;

interface Props {
  /** which area this boundary guards, for reports */
  name: string;
  children: ReactNode;
  /** called by 'Try again' after the boundary resets; default re-renders the children */
  onRetry?: () => void | Promise<void>;
  fallbackContent?: FallbackContent;
  /** shown instead of the card (no Try again): the shell's static header when the header fails */
  fallback?: ReactNode;
  /** overrides the app's reporter (setErrorReporter) for this boundary */
  report?: ErrorReporter;
}

/** An area that fails shows the error card with 'Try again' (or `fallback`), and is reported. */
export function ErrorBoundary({ name, children, onRetry, fallbackContent, fallback, report }: Props) {
  const onError = (error: Error, info: ErrorInfo) =>
    (report ?? reportError)(error, {
      severity: ERROR_SEVERITY,
      boundary: name,
      componentStack: info.componentStack ?? undefined,
    });
  return (
    <RetryingBoundary
      onError={onError}
      onRetry={onRetry}
      fallback={(retry) =>
        fallback !== undefined ? fallback : <ErrorFallback onRetry={retry} content={fallbackContent} />
      }
    >
      {children}
    </RetryingBoundary>
  );
}
