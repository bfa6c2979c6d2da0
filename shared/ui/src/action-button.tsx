// The spec's action button (spec 3 §4.2): idle, loading, success for about a second, then idle again,
// or error. The state machine is a hook, so a caller that runs the action elsewhere can still drive
// the same button.
import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import { Button } from './button';

export type ButtonState = 'idle' | 'loading' | 'success' | 'error';

/** How long the success state shows before the button resets (spec 3: about 1 second). */
export const BUTTON_SUCCESS_MS = 1000;

/** Runs an async action through the button states; a click while loading is ignored. */
export function useButtonState(successMs: number = BUTTON_SUCCESS_MS) {
  const [state, setState] = useState<ButtonState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(false);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const succeed = useCallback(() => {
    busy.current = false;
    setState('success');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), successMs);
  }, [successMs]);

  const fail = useCallback(() => {
    busy.current = false;
    setState('error');
  }, []);

  const start = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    busy.current = true;
    setState('loading');
  }, []);

  /** start, await the action, then success or error; resolves false when it failed or was ignored */
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      if (busy.current) return false;
      start();
      try {
        await action();
        succeed();
        return true;
      } catch {
        fail();
        return false;
      }
    },
    [start, succeed, fail],
  );

  return { state, run, start, succeed, fail };
}

export interface ActionButtonProps extends Omit<ComponentProps<typeof Button>, 'children'> {
  state: ButtonState;
  /** the label in each state; loading, success and error fall back to the idle label */
  labels: { idle: string; loading?: string; success?: string; error?: string };
}

export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { state, labels, disabled, ...props },
  ref,
) {
  const loading = state === 'loading';
  return (
    <Button ref={ref} {...props} data-state={state} aria-busy={loading} disabled={disabled || loading}>
      {labels[state] ?? labels.idle}
    </Button>
  );
});
