// A tooltip that stays dismissed by its cookie (lib/tooltip-cookie.ts): the cookie is read after
// hydration (the server has none), so the first render is the same on both sides.
import { useEffect, useState } from 'react';
import { tooltipDismissed, tooltipDismissedCookie } from './tooltip-cookie';

/** `delayMs`: show it that long after mounting (the tracker's nudges), else at once. */
export function useDismissedTooltip(name: string, delayMs?: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (tooltipDismissed(document.cookie, name)) return;
    if (delayMs === undefined) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [name, delayMs]);
  const dismiss = () => {
    document.cookie = tooltipDismissedCookie(name);
    setShown(false);
  };
  return { shown, dismiss };
}
