// The checkout before its prepare data is in: a skeleton, or the failure with Try again.
import { ErrorFallback } from '@cle/ui/error-fallback';
import { Skeleton } from '@cle/ui/skeleton';

const CHECKOUT_LOAD_FAILED = 'Checkout could not be loaded';

export function CheckoutLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed)
    return (
      <ErrorFallback
        content={{
          headingText: CHECKOUT_LOAD_FAILED,
          bodyText: 'Please try again. If the problem continues, contact customer service.',
          buttonText: 'Try again',
        }}
        onRetry={onRetry}
      />
    );
  return <Skeleton rows={8} label="Loading checkout" />;
}
