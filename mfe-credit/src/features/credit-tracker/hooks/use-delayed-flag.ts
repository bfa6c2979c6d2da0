import { useEffect, useState } from 'react';

/** False until `delayMs` after mount, then true (a delayed entrance, e.g. the compliance header's). */
export function useDelayedFlag(delayMs: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOn(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return on;
}
