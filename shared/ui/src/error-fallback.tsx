import { colors } from './theme';
import { Button } from './button';

/** Spec 1 §8: the card a failed element shows. CMS content may override the wording. */
export const FALLBACK_TEXT = {
  headingText: 'Element failed to load',
  bodyText: 'Please reload the page. If the issue persists, please contact customer service.',
  buttonText: 'Try again',
} as const;

export interface FallbackContent {
  headingText?: string;
  bodyText?: string;
  buttonText?: string;
  variant?: 'inline' | 'spaceBetween';
}

export function ErrorFallback({ onRetry, content }: { onRetry: () => void; content?: FallbackContent }) {
  const text = { ...FALLBACK_TEXT, ...content };
  const spaceBetween = content?.variant === 'spaceBetween';
  return (
    <section
      role="alert"
      aria-label={text.headingText}
      css={{
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        padding: 24,
        margin: '16px 0',
        background: colors.mist,
        display: 'flex',
        flexDirection: spaceBetween ? 'row' : 'column',
        justifyContent: spaceBetween ? 'space-between' : 'flex-start',
        alignItems: spaceBetween ? 'center' : 'flex-start',
        gap: 12,
      }}
    >
      <div>
        <h2 css={{ margin: 0, fontSize: 20 }}>{text.headingText}</h2>
        <p css={{ margin: '8px 0 0' }}>{text.bodyText}</p>
      </div>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {text.buttonText}
      </Button>
    </section>
  );
}
