// The file progress indicator (spec 2 §4 'Upload and delete animate a progress indicator', §9 'Upload
// progress tick every 5 ms'): the bar moves one step each tick toward what is known so far (the upload's
// real progress, or 'almost done' while a delete is out), never past it, so it animates smoothly even
// when the browser reports progress in a few big jumps.
import { useCallback, useEffect, useRef, useState } from 'react';

export const PROGRESS_TICK_MS = 5;
/** a call with no progress events (a delete) animates up to here, then jumps to done */
export const PENDING_PROGRESS = 90;

/** One tick: a step of 1 toward the target, never past it. */
export const nextProgress = (shown: number, target: number) => (shown < target ? shown + 1 : shown);

export function useTickingProgress(tickMs = PROGRESS_TICK_MS) {
  const [percent, setPercent] = useState<number | null>(null);
  const target = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(
    (towards = 0) => {
      stop();
      target.current = towards;
      setPercent(0);
      timer.current = setInterval(
        () => setPercent((p) => (p === null ? null : nextProgress(p, target.current))),
        tickMs,
      );
    },
    [stop, tickMs],
  );
  /** what is known so far (0..100); the bar catches up a step a tick */
  const advanceTo = useCallback((p: number) => {
    target.current = Math.max(target.current, Math.min(100, p));
  }, []);
  const finish = useCallback(() => {
    stop();
    setPercent(null);
  }, [stop]);
  useEffect(() => stop, [stop]);
  return { percent, start, advanceTo, finish };
}
