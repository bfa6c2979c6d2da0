// The purchase panel's error card and its report (panel-error-boundary.tsx): a chunk of its own,
// loaded when the panel fails.
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { reportError } from '@cle/ui/error-reporting';
import { PANEL_ERROR_TEXT } from '../panel-error-text';

export function reportPanelError(error: Error, componentStack: string | null | undefined): void {
  reportError(error, {
    severity: ERROR_SEVERITY,
    boundary: 'purchase-panel',
    componentStack: componentStack ?? undefined,
  });
}

export default function PanelErrorCard({ onRetry }: { onRetry: () => void }) {
  return <ErrorFallback onRetry={onRetry} content={PANEL_ERROR_TEXT} />;
}
