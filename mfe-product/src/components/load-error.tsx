import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';

/** A clear error state with a retry, for a part of the page whose data did not load. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      css={{
        padding: 24,
        background: colors.mist,
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        margin: '16px 0',
        display: 'grid',
        gap: 12,
        justifyItems: 'start',
      }}
    >
      <p css={{ margin: 0 }}>{message}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
