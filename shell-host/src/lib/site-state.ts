// The site-wide page state of spec 1 §3 that the chrome owns: the sticky header (isSticky,
// headerHeight), the header's place in the viewport (isInView, inViewOffset), the footer's visibility
// (footerVisible), and the logo colour and header theme a page may ask for. Toasts, dismissed
// elements, page links and labels live in their own stores (@cle/contracts toast, banner dismissal,
// the site parts).
import { useSyncExternalStore } from 'react';

type LogoColor = 'white' | 'red';
export type HeaderTheme = 'light' | 'dark';

export interface SiteState {
  isSticky: boolean;
  headerHeight: number;
  isInView: boolean;
  /** how many pixels of the header are still on screen */
  inViewOffset: number;
  footerVisible: boolean;
  logoColor: LogoColor;
  headerTheme: HeaderTheme;
}

const INITIAL_SITE_STATE: SiteState = {
  isSticky: false,
  headerHeight: 0,
  isInView: true,
  inViewOffset: 0,
  footerVisible: false,
  logoColor: 'red',
  headerTheme: 'light',
};

let state = INITIAL_SITE_STATE;
const listeners = new Set<() => void>();

export const siteState = {
  get: (): SiteState => state,
  set(next: Partial<SiteState>): void {
    const changed = (Object.keys(next) as (keyof SiteState)[]).some((k) => next[k] !== state[k]);
    if (!changed) return;
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  },
  reset(): void {
    state = INITIAL_SITE_STATE;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSiteState<T>(select: (s: SiteState) => T): T {
  return useSyncExternalStore(
    siteState.subscribe,
    () => select(siteState.get()),
    () => select(INITIAL_SITE_STATE),
  );
}

/** A page's own logo colour and header theme (CMS page properties); anything else is the default. */
export function pageChrome(
  properties: Record<string, unknown> | undefined,
): Pick<SiteState, 'logoColor' | 'headerTheme'> {
  return {
    logoColor: properties?.logoColor === 'white' ? 'white' : 'red',
    headerTheme: properties?.headerTheme === 'dark' ? 'dark' : 'light',
  };
}

/** Reports whether `el` is on screen, and how many pixels of it are, while it is mounted. */
export function observeInView(el: Element, report: (inView: boolean, visiblePx: number) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const io = new IntersectionObserver(
    (entries) => {
      const e = entries[entries.length - 1];
      if (e) report(e.isIntersecting, Math.round(e.intersectionRect.height));
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  io.observe(el);
  return () => io.disconnect();
}
