import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
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

/**
 * Where the CMS's wording of the card comes from (spec 1 §7 component-fallback, §8): the app provides a
 * source; the card asks it to load only when a card shows, so a page that renders never fetches it.
 */
export interface FallbackWordingSource {
  subscribe: (onChange: () => void) => () => void;
  get: () => FallbackContent | undefined;
  load: () => void;
}

export const FallbackWordingContext = createContext<FallbackWordingSource | null>(null);

const noSubscription = () => () => undefined;

/** The CMS's wording, once the source has it (undefined without a source or before it arrives). */
function useCmsWording(): FallbackContent | undefined {
  const source = useContext(FallbackWordingContext);
  useEffect(() => source?.load(), [source]);
  const read = () => source?.get();
  return useSyncExternalStore(source?.subscribe ?? noSubscription, read, read);
}

/** The card's wording: the caller's own content first, then the CMS's, then the spec's defaults. */
export function ErrorFallback({ onRetry, content }: { onRetry: () => void; content?: FallbackContent }) {
  const cms = useCmsWording();
  const text = { ...FALLBACK_TEXT, ...cms, ...content };
  const spaceBetween = (content?.variant ?? cms?.variant) === 'spaceBetween';
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
