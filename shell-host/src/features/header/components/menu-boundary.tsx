// A header panel's boundary (spec 1 §8): a panel that fails to render costs only itself.
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ShellBoundary } from '../../../components/shell-boundary';
import { MENU_FAILURE_TEXT } from '../hooks/use-header-panels';

/** The spec's apology under the bar instead of a panel that failed; the panel's chunk loads inside it. */
export function MenuBoundary({ children }: { children: ReactNode }) {
  return (
    <ShellBoundary name="shell/menu" fallbackContent={{ headingText: MENU_FAILURE_TEXT }}>
      <Suspense fallback={null}>{children}</Suspense>
    </ShellBoundary>
  );
}
