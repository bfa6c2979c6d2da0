import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import type { FallbackContent } from './error-fallback';
import { Skeleton } from './skeleton';
import { reportError } from './error-reporting';
import type { ErrorReporter } from './error-reporting';

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

interface State {
  error: Error | null;
  retrying: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, retrying: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    (this.props.report ?? reportError)(error, {
      severity: ERROR_SEVERITY,
      boundary: this.props.name,
      componentStack: info.componentStack ?? undefined,
    });
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry?.();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  override render() {
    if (this.state.retrying) return <Skeleton rows={3} />;
    if (this.state.error && this.props.fallback !== undefined) return this.props.fallback;
    if (this.state.error) return <ErrorFallback onRetry={this.retry} content={this.props.fallbackContent} />;
    return this.props.children;
  }
}
