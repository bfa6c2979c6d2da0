// The header's part of the site-wide page state (spec 1 §3): the sticky header with its height, and the
// header's place in the viewport.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { observeInView, siteState } from '../../../lib/site-state';

export function useHeaderSiteState(
  headerRef: RefObject<HTMLElement | null>,
  sticky: boolean,
  barHeight: number,
): void {
  useEffect(() => {
    // the measured height, not offsetHeight here: a read in an effect forced a layout mid-render
    siteState.set({ isSticky: sticky, headerHeight: barHeight });
  }, [sticky, barHeight]);
  useEffect(() => {
    const el = headerRef.current;
    if (!el) return;
    return observeInView(el, (isInView, inViewOffset) => siteState.set({ isInView, inViewOffset }));
  }, [headerRef]);
}
