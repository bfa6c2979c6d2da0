// A hydration that had to re-render part of the page (the browser's first render did not match the
// server's HTML, or a boundary failed while hydrating) is a bug to see, not to hide: it goes to the
// shell's reporter (console and POST /api/client-errors) like an error boundary's report.
import type { ErrorInfo } from 'react';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { isRemoteLoadFailure } from '../federation/remote-load-failures';

export const HYDRATION_BOUNDARY = 'shell/hydrate';

/** hydrateRoot's onRecoverableError. */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  // a remote that failed to load in the browser: its slot's error boundary shows and reports it
  if (isRemoteLoadFailure(error)) return;
  reportError(error instanceof Error ? error : new Error(String(error)), {
    severity: ERROR_SEVERITY,
    boundary: HYDRATION_BOUNDARY,
    componentStack: info.componentStack ?? undefined,
  });
}
