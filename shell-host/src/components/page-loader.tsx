// The shell's page loader: the 'Loading page' skeleton, which raises a long-duration event when it is
// still showing after 30 s (spec 1 §9), so a page that never arrives is noticed, not just waited on.
import { useEffect } from 'react';
import { createEmitter } from '@cle/contracts/events';
import { Skeleton } from '@cle/ui/skeleton';

const emit = createEmitter('shell');

const LOADER_LONG_DURATION_MS = 30_000;

export function PageLoader({ rows = 8, label = 'Loading page' }: { rows?: number; label?: string }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      emit('shell:loader-long-duration', {
        label,
        path: window.location.pathname,
        ms: LOADER_LONG_DURATION_MS,
      });
    }, LOADER_LONG_DURATION_MS);
    return () => clearTimeout(timer);
  }, [label]);
  return <Skeleton rows={rows} label={label} />;
}
