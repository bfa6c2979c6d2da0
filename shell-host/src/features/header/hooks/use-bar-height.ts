// The bar's height while it is in the page flow: <header> holds it while the bar is fixed, so nothing
// below jumps when the sticky bar appears.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The bar's first-paint height before the browser has measured it. */
const BAR_HEIGHT_PX = 64;

export function useBarHeight(barRef: RefObject<HTMLDivElement | null>, sticky: boolean): number {
  const [barHeight, setBarHeight] = useState(BAR_HEIGHT_PX);
  // Measured by the browser after its own layout (a ResizeObserver) while the bar is in the flow: reading
  // offsetHeight in a layout effect forced a layout and a second render inside the first commit.
  useEffect(() => {
    const bar = barRef.current;
    if (sticky || !bar) return;
    if (typeof ResizeObserver === 'undefined') {
      setBarHeight(bar.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(() => setBarHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barRef, sticky]);
  return barHeight;
}
