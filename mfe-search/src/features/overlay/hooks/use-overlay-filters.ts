import { useEffect, useReducer } from 'react';
import { CLOSE_CLEAR_DELAY_MS, emptyFilters, filtersReducer } from '../overlay-rules';

/** The overlay's chosen filters; closing clears them after 500 ms (reopening in time keeps them). */
export function useOverlayFilters(open: boolean) {
  const [filters, dispatch] = useReducer(filtersReducer, undefined, emptyFilters);
  useEffect(() => {
    if (open) return;
    const t = setTimeout(() => dispatch({ type: 'clear' }), CLOSE_CLEAR_DELAY_MS);
    return () => clearTimeout(t);
  }, [open]);
  return [filters, dispatch] as const;
}
