import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, type FallbackContent } from './error-fallback';
import { Skeleton } from './skeleton';

/** Default severity reported for component errors (spec 1 §8). */
export const ERROR_SEVERITY = 3;

export type ErrorReporter = (
  error: Error,
  info: { severity: number; boundary: string; componentStack?: string },
) => void;

const consoleReporter: ErrorReporter = (error, info) => console.error(`[${info.boundary}]`, error, info);

interface Props {
  /** which area this boundary guards, for reports */
  name: string;
  children: ReactNode;
  /** called by 'Try again' after the boundary resets; default re-renders the children */
  onRetry?: () => void | Promise<void>;
  fallbackContent?: FallbackContent;
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
    (this.props.report ?? consoleReporter)(error, {
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
    if (this.state.error) return <ErrorFallback onRetry={this.retry} content={this.props.fallbackContent} />;
    return this.props.children;
  }
}
