import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@cle/contracts/site';

/** Media-query changes are debounced by 100 ms (spec 1 §9). */
export const MEDIA_DEBOUNCE_MS = 100;

const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(query);
    let t: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(t);
      t = setTimeout(() => setValue(mql.matches), MEDIA_DEBOUNCE_MS);
    };
    setValue(mql.matches);
    mql.addEventListener('change', onChange);
    return () => {
      clearTimeout(t);
      mql.removeEventListener('change', onChange);
    };
  }, [query]);
  return value;
}

/** Medium screens and up (md, 889 px). */
export const MEDIUM_UP = `(min-width: ${BREAKPOINTS.md}px)`;
/** Touch devices: the primary pointer is coarse. */
export const TOUCH = '(pointer: coarse)';
