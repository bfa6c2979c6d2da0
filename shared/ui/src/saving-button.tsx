// The saving button (spec 1 §4): idle, loading or error. When loading ends, the spinner stays until
// the page shows the outcome (`settled`), for at most 5 s, so the button does not flicker between
// "done" and the old state while the page catches up.
import { keyframes } from '@emotion/react';
import { forwardRef, useEffect, useState } from 'react';
import type { ButtonHTMLAttributes } from 'react';

type SavingState = 'idle' | 'loading' | 'error';

/** The longest the spinner stays after loading ends. */
const SPINNER_LINGER_MS = 5000;

/** true while loading, then until `settled` (at most SPINNER_LINGER_MS after loading ended). */
function useLingeringSpinner(loading: boolean, settled: boolean): boolean {
  const [prevLoading, setPrevLoading] = useState(loading);
  const [lingering, setLingering] = useState(false);
  // decided while rendering (not in an effect), so the spinner never blinks off for a frame
  if (prevLoading !== loading) {
    setPrevLoading(loading);
    setLingering(!loading && !settled);
  } else if (lingering && settled) {
    setLingering(false);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), SPINNER_LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);
  return loading || (lingering && !settled);
}

const spin = keyframes`to { transform: rotate(360deg); }`;

export type SavingButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  state: SavingState;
  /** the page shows the outcome of the last save (default true: nothing to wait for) */
  settled?: boolean;
};

export const SavingButton = forwardRef<HTMLButtonElement, SavingButtonProps>(function SavingButton(
  { state, settled = true, disabled, children, ...props },
  ref,
) {
  const spinning = useLingeringSpinner(state === 'loading', settled);
  return (
    <button
      ref={ref}
      type="button"
      {...props}
      data-state={state}
      aria-busy={spinning}
      disabled={disabled || state === 'loading'}
    >
      {spinning ? (
        <span
          data-spinner=""
          aria-hidden="true"
          css={{
            display: 'inline-block',
            width: '1em',
            height: '1em',
            marginRight: 6,
            verticalAlign: '-0.15em',
            border: '2px solid currentColor',
            borderRightColor: 'transparent',
            borderRadius: '50%',
            animation: `${spin} .8s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ) : null}
      {children}
    </button>
  );
});
