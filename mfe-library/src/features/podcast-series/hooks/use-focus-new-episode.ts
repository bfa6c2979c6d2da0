import { useEffect, useRef } from 'react';

/**
 * After load more, focus moves to the first new episode's link so keyboard users continue from there:
 * `focusFrom(n)` before asking, and the move happens once the next page (`loaded`) has come.
 */
export function useFocusNewEpisode(loaded: unknown) {
  const listRef = useRef<HTMLOListElement>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (from.current === null || !loaded) return;
    const link = listRef.current?.children[from.current]?.querySelector('a');
    from.current = null;
    link?.focus();
  }, [loaded]);
  const focusFrom = (index: number | null) => {
    from.current = index;
  };
  return { listRef, focusFrom };
}
