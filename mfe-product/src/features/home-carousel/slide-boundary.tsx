import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { colors } from '@cle/ui/theme';
import { slideFailedText } from './carousel-rules';

/** A slide that throws shows 'Slide ... failed' and the rest of the carousel keeps working. */
export function SlideBoundary({ name, children }: { name: string | undefined; children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => console.error('[mfe-product/home-carousel]', slideFailedText(name), error)}
      fallback={
        <p
          role="alert"
          css={{ minHeight: 320, margin: 0, padding: 24, background: colors.mist, borderRadius: 12 }}
        >
          {slideFailedText(name)}
        </p>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
