import { useEffect, useState } from 'react';

const LARGE_SCREEN = '(min-width: 1201px)';

/** Whether the viewport is a large screen (spec 1 §2 inline actions), following its changes. */
export function useIsLargeScreen(): boolean {
  const [large, setLarge] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(LARGE_SCREEN).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = () => setLarge(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return large;
}
