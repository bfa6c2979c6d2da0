// Spec 3 §8 (S3-ERRORS-22/23): when the panel's own data fails to load (a live panel's registrations),
// the panel shows the error card with 'Try again', which reloads the registrations and the library
// flags before rendering the panel again. A failed ownership (library) lookup is NOT such a failure:
// it counts as 'not owned' so buying stays possible (use-purchase-state.ts).
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@cle/ui/error-boundary';
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

export function PanelErrorBoundary({ children }: { children: ReactNode }) {
  const refreshOwnership = useRefreshOwnership();
  const retry = async () => {
    await refreshOwnership();
  };
  return (
    <ErrorBoundary name="purchase-panel" onRetry={retry} fallbackContent={PANEL_ERROR_TEXT}>
      {children}
    </ErrorBoundary>
  );
}
