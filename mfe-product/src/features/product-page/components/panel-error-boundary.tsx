// Spec 3 §8 (S3-ERRORS-22/23): when the panel's own data fails to load (a live panel's registrations),
// the panel shows the error card with 'Try again', which reloads the registrations and the library
// flags before rendering the panel again. A failed ownership (library) lookup is NOT such a failure:
// it counts as 'not owned' so buying stays possible (use-purchase-state.ts).
// @cle/ui's ErrorBoundary brings its card and reporter with it; on every product page's first load
// they cost 0.7 KB of the 184 KB budget for a card that rarely shows. This boundary catches the same
// way and loads the card and the reporter (panel-error-card.tsx) when the panel fails.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { RetryingBoundary } from '@cle/ui/retrying-boundary';
import { Skeleton } from '@cle/ui/skeleton';
import { useRefreshOwnership } from '../../../lib/registration-api';

/** Thrown while rendering when the panel cannot show what the person has: the boundary catches it. */
export class PanelDataError extends Error {
  constructor(what: string, cause: unknown) {
    super(`The panel could not load ${what}`, { cause });
    this.name = 'PanelDataError';
  }
}

const PanelErrorCard = lazy(() => import('./panel-error-card'));

export function PanelErrorBoundary({ children }: { children: ReactNode }) {
  const refreshOwnership = useRefreshOwnership();
  return (
    <RetryingBoundary
      onRetry={refreshOwnership}
      onError={(error, info) =>
        void import('./panel-error-card').then((m) => m.reportPanelError(error, info.componentStack))
      }
      fallback={(retry) => (
        <Suspense fallback={<Skeleton rows={3} />}>
          <PanelErrorCard onRetry={retry} />
        </Suspense>
      )}
    >
      {children}
    </RetryingBoundary>
  );
}
