import { useSyncExternalStore } from 'react';
import { useHydratingView } from '@cle/contracts/hydration';

interface WidthStore {
  subscribe(onChange: () => void): () => void;
  snapshot(): number;
}

const stores = new Map<string, WidthStore>();

/**
 * A server has no viewport: it renders below every step (the phone layout, mobile first), and so does
 * the browser's hydrating render; the real width applies right after hydration.
 */
const serverWidth = () => 0;
const NO_VIEWPORT: WidthStore = { subscribe: () => () => undefined, snapshot: serverWidth };

function widthStore(steps: readonly number[]): WidthStore {
  const sorted = [...new Set(steps)].sort((a, b) => a - b);
  const key = sorted.join(',');
  let store = stores.get(key);
  if (store) return store;
  if (typeof window.matchMedia !== 'function') {
    // no matchMedia (jsdom): the width itself, which there lays nothing out
    store = {
      subscribe(onChange) {
        window.addEventListener('resize', onChange);
        return () => window.removeEventListener('resize', onChange);
      },
      snapshot: () => window.innerWidth,
    };
  } else {
    const queries = sorted.map((px) => ({ px, list: window.matchMedia(`(min-width: ${px}px)`) }));
    store = {
      subscribe(onChange) {
        for (const { list } of queries) list.addEventListener('change', onChange);
        return () => queries.forEach(({ list }) => list.removeEventListener('change', onChange));
      },
      snapshot: () => queries.reduce((width, { px, list }) => (list.matches ? px : width), 0),
    };
  }
  stores.set(key, store);
  return store;
}

/**
 * The viewport's width as the largest of `steps` it reaches (0 below them all): exact for a rule that
 * compares the width with those steps (cards per view, the thumbnail size, the phone layout). Media
 * queries, not window.innerWidth: on a phone (a page with a viewport meta) innerWidth forces a
 * synchronous layout, and read while React rendered the home page's rows it laid out the half-built
 * page in the middle of the render task (21 ms at 1x, 84 ms at Lighthouse's 4x CPU).
 */
export function useViewportWidth(steps: readonly number[]): number {
  const store = typeof window === 'undefined' ? NO_VIEWPORT : widthStore(steps);
  // while hydrating the browser's snapshot is the server's (no forced synchronous re-render); the real
  // width comes in the transition that follows
  const hydrating = useHydratingView();
  return useSyncExternalStore(store.subscribe, hydrating ? serverWidth : store.snapshot, serverWidth);
}
