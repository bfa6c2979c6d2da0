// Spec 3 §8 (S3-ERRORS-22/23): when the panel's own data fails to load (a live panel's registrations),
// the panel shows the error card with 'Try again', which reloads the registrations and the library
// flags before rendering the panel again. A failed ownership (library) lookup is NOT such a failure:
// it counts as 'not owned' so buying stays possible (use-purchase-state.ts).
// @cle/ui's ErrorBoundary brings its card and reporter with it; on every product page's first load
// they cost 0.7 KB of the 184 KB budget for a card that rarely shows. This boundary catches the same
// way and loads the card and the reporter (panel-error-card.tsx) when the panel fails.
import { Component, lazy, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Skeleton } from '@cle/ui/skeleton';
import { useRefreshOwnership } from '../../api/registration-api';

export const PANEL_ERROR_TEXT = {
  headingText: 'The registration options failed to load',
  bodyText: 'Try again. If the issue persists, please contact customer service.',
  buttonText: 'Try again',
} as const;

/** Thrown while rendering when the panel cannot show what the person has: the boundary catches it. */
export class PanelDataError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The panel could not load ${what}`, { cause });
    this.name = 'PanelDataError';
  }
}

const PanelErrorCard = lazy(() => import('./panel-error-card'));

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => Promise<unknown>;
}
interface BoundaryState {
  error: Error | null;
  retrying: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error, retrying: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void import('./panel-error-card').then((m) => m.reportPanelError(error, info.componentStack));
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  override render() {
    if (this.state.retrying) return <Skeleton rows={3} />;
    if (this.state.error)
      return (
        <Suspense fallback={<Skeleton rows={3} />}>
          <PanelErrorCard onRetry={this.retry} />
        </Suspense>
      );
    return this.props.children;
  }
}

export function PanelErrorBoundary({ children }: { children: ReactNode }) {
  const refreshOwnership = useRefreshOwnership();
  return <Boundary onRetry={refreshOwnership}>{children}</Boundary>;
}
