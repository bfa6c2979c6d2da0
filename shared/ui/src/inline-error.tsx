// A part of the page whose data did not load (or cannot exist): what happened, and 'Try again' when
// trying again can help. Announced as an alert.
import type { ReactNode } from 'react';
import { Button } from './button';
import { colors } from './theme';

export interface InlineErrorProps {
  message: ReactNode;
  /** a heading above the message (the page's h1 when the whole page failed) */
  heading?: string;
  headingLevel?: 1 | 2 | 3;
  /** shows the retry button */
  onRetry?: () => void;
  retryLabel?: string;
  /** one line (message and button side by side, no box), for a small part of a page */
  compact?: boolean;
  className?: string;
}

export function InlineError({
  message,
  heading,
  headingLevel = 2,
  onRetry,
  retryLabel = 'Try again',
  compact = false,
  className,
}: InlineErrorProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      className={className}
      css={
        compact
          ? { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }
          : {
              padding: 24,
              background: colors.mist,
              borderRadius: 8,
              display: 'grid',
              gap: 12,
              justifyItems: 'start',
            }
      }
    >
      {heading ? (
        <Heading css={{ fontSize: headingLevel === 1 ? 24 : 22, margin: 0 }}>{heading}</Heading>
      ) : null}
      {compact ? <span>{message}</span> : <p css={{ margin: 0 }}>{message}</p>}
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
