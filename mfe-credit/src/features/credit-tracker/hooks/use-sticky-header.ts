// S2-TRACKER-65/66: the header sticks once the page is scrolled past the threshold for the screen width.
import { useEffect, useState } from 'react';
import { stickyThreshold } from '../tracker-rules';

export function useStickyHeader(): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () =>
      setStuck(window.scrollY > stickyThreshold(window.matchMedia('(min-width: 768px)').matches));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}
