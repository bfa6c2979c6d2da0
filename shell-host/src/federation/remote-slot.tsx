// A place on the page filled by a remote's exposed module. Loading shows a skeleton; a remote that
// is down, slow or broken shows the fallback card here and nowhere else; 'Try again' reloads it.
import { createElement, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@cle/ui/error-boundary';
import { Skeleton } from '@cle/ui/skeleton';
import { mq } from '@cle/ui/theme';
import type { Breakpoint } from '@cle/contracts/site';
import { loadRemoteModule, resetRemote } from './remotes';

type Exposed<P> = { default: ComponentType<P> };
const cache = new Map<string, Promise<Exposed<unknown>>>();

function load<P>(remote: string, module: string, attempt: number): Promise<Exposed<P>> {
  const key = `${remote}/${module}#${attempt}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = loadRemoteModule<Exposed<unknown>>(remote, module);
    cache.set(key, promise);
  }
  return promise as Promise<Exposed<P>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props pass through to the remote unchanged
function RemoteModule<P extends Record<string, any>>({
  remote,
  module,
  attempt,
  props,
  onShown,
}: {
  remote: string;
  module: string;
  attempt: number;
  props: P;
  onShown?: () => void;
}) {
  const { default: Component } = use(load<P>(remote, module, attempt));
  // runs once the remote's content (and anything it suspends on inside this slot) is on the page
  useEffect(() => onShown?.(), [onShown]);
  return createElement(Component, props);
}

export interface RemoteSlotProps<P> {
  /** federation name, e.g. 'mfe_search' */
  remote: string;
  /** exposed module, e.g. './SearchPage' */
  module: string;
  props: P;
  /** rows of skeleton while the remote loads */
  skeletonRows?: number;
  /** the height the remote's content takes, from each breakpoint up: kept while it loads, so nothing below moves */
  reserve?: SlotReserve;
  /** called when the remote's content has rendered (not when it failed) */
  onShown?: () => void;
}

export type SlotReserve = { base: number } & Partial<Record<Breakpoint, number>>;

/** min-height per breakpoint (mobile first). */
export function reserveCss(reserve: SlotReserve | undefined) {
  if (!reserve) return undefined;
  const { base, ...up } = reserve;
  return {
    // a new block formatting context: the remote's outer margins stay inside the reserved box instead
    // of collapsing through it and moving the page (a carousel's 24 px top margin did, on a phone)
    display: 'flow-root',
    minHeight: base,
    ...Object.fromEntries(Object.entries(up).map(([bp, h]) => [mq[bp as Breakpoint], { minHeight: h }])),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props pass through to the remote unchanged
export function RemoteSlot<P extends Record<string, any>>({
  remote,
  module,
  props,
  skeletonRows = 4,
  reserve,
  onShown,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-slot={remote.replace('_', '-')} css={reserveCss(reserve)}>
      <ErrorBoundary
        name={`${remote}/${module}`}
        onRetry={async () => {
          await resetRemote(remote);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<Skeleton rows={skeletonRows} label={`Loading ${remote.replace('_', '-')}`} />}>
          <RemoteModule remote={remote} module={module} attempt={attempt} props={props} onShown={onShown} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
