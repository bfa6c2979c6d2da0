import { useEffect } from 'react';
import { restoredUrl, URL_RESTORE_DELAY_MS } from '../credit-info-rules';

/**
 * Spec 2 §2: the page restores its own URL by a history replace after 500 ms. The browser's history
 * entry is replaced in place (its router state kept), so the shell neither reloads the page nor adds
 * an entry. Pass null where the page does not own the address bar (an embed).
 */
export function useUrlRestore(canonicalPath: string | null, delayMs: number = URL_RESTORE_DELAY_MS): void {
  useEffect(() => {
    if (!canonicalPath) return;
    const timer = setTimeout(() => {
      const target = restoredUrl(canonicalPath, window.location);
      if (target) window.history.replaceState(window.history.state, '', target);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [canonicalPath, delayMs]);
}
