import { useEffect, useRef, useState } from 'react';
import { useRenderTime } from '@cle/contracts/hydration';

/**
 * The current time, refreshed every `intervalMs` so time-based states (live status) move on their own.
 * A server render and the browser's hydrating render use the server's time (RENDER_TIME_KEY), so both
 * show the same status; the browser's clock takes over right after hydration.
 */
export function useNow(intervalMs = 30_000): number {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(() => renderTime ?? Date.now());
  const hydratedWithServerTime = useRef(renderTime !== undefined);
  useEffect(() => {
    if (hydratedWithServerTime.current) setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
