// The address's search parameters, with changes computed from the latest address this page asked for.
// React Router renders a navigation as a transition: the address changes at once, the page a render
// later. A second change computed from the rendered parameters in that window (a filter ticked, then a
// sort chosen before the results rendered again) would drop the first.
import { useEffect, useRef } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';

export type ChangeSearchParams = (
  next: (latest: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

export function useLatestSearchParams(): [URLSearchParams, ChangeSearchParams] {
  const [rendered, setParams] = useSearchParams();
  const shown = rendered.toString();
  /** the address last asked for, and the one the page showed when it asked */
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);
  // once the page shows another address, what it shows is the latest again (the ask arrived; or back,
  // forward or a link moved it)
  useEffect(() => {
    if (asked.current?.from !== shown) asked.current = null;
  }, [shown]);

  const change: ChangeSearchParams = (next, options) => {
    const latest = asked.current?.from === shown ? asked.current.to : rendered;
    const to = next(new URLSearchParams(latest));
    asked.current = { from: shown, to };
    setParams(to, options);
  };
  return [rendered, change];
}
