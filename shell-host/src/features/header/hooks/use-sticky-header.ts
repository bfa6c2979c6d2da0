import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@cle/contracts/site';

/** Spec 1 §9: the scroll handler runs at most every 500 ms. */
const SCROLL_THROTTLE_MS = 500;

/** Spec 1 §2: the sticky header appears on scroll up past 120 px on tablet, 185 px otherwise. */
function stickyThreshold(viewportWidth: number): number {
  const tablet = viewportWidth >= BREAKPOINTS.sm700 && viewportWidth < BREAKPOINTS.lg;
  return tablet ? 120 : 185;
}

/** Sticky only while scrolling up past the threshold; scrolling down hides it. */
function nextSticky(prevY: number, y: number, viewportWidth: number): boolean {
  return y < prevY && y > stickyThreshold(viewportWidth);
}

export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    // The starting position is read in the next frame, beside the browser's own layout: read here, in
    // the effect of the shell's first commit, scrollY laid out the whole new page inside React's task.
    let lastY: number | null = null;
    const frame = requestAnimationFrame(() => (lastY ??= window.scrollY));
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const y = window.scrollY;
      setSticky(lastY !== null && nextSticky(lastY, y, window.innerWidth));
      lastY = y;
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else if (!pending) pending = setTimeout(() => ((pending = undefined), check()), wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(pending);
    };
  }, []);
  return sticky;
}
