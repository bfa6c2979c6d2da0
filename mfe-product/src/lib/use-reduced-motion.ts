import { useSyncExternalStore } from 'react';
import { useHydratingView } from '@cle/contracts/hydration';

const QUERY = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const mql = query();
  mql?.addEventListener('change', onChange);
  return () => mql?.removeEventListener('change', onChange);
}

const snapshot = () => Boolean(query()?.matches);
/** A server cannot know: it and the browser's hydrating render draw the full-motion markup. */
const serverSnapshot = () => false;

/**
 * True when the user asked the system for less motion (autoplay then starts paused). Read after
 * hydration in a server-rendered page, at once otherwise.
 */
export function useReducedMotion(): boolean {
  const hydrating = useHydratingView();
  return useSyncExternalStore(subscribe, hydrating ? serverSnapshot : snapshot, serverSnapshot);
}
