// A place on the page filled by a remote's exposed module. Loading shows a skeleton; a remote that
// is down, slow or broken shows the fallback card here and nowhere else; 'Try again' reloads it.
import {
  createElement,
  memo,
  startTransition,
  Suspense,
  use,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ComponentType } from 'react';
import { ErrorBoundary } from '@cle/ui/error-boundary';
import { Skeleton } from '@cle/ui/skeleton';
import { mq } from '@cle/ui/theme';
import type { Breakpoint } from '@cle/contracts/site';
import { loadRemoteModule, resetRemote } from './remotes';
import { useServerSlot } from './server-slots';
import { recordRemoteLoadFailure } from './remote-load-failures';
import type { ExposedModule } from './server-slots';

type Exposed<P> = { default: ComponentType<P> };
/** React's thenable protocol: a promise that says it is fulfilled is read by `use` without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
const cache = new Map<string, TrackedPromise<Exposed<unknown>>>();

/** A slot the server leaves to the browser: its skeleton goes out, nothing loads on the server. */
const NEVER: TrackedPromise<never> = new Promise<never>(() => undefined);

/** A module the server already holds, as a promise `use` reads without suspending. */
function settledPromise<P>(mod: ExposedModule): TrackedPromise<Exposed<P>> {
  const done = Promise.resolve(mod) as unknown as TrackedPromise<Exposed<P>>;
  return Object.assign(done, { status: 'fulfilled' as const, value: mod });
}

function load<P>(remote: string, module: string, attempt: number): TrackedPromise<Exposed<P>> {
  const key = `${remote}/${module}#${attempt}`;
  let promise = cache.get(key);
  if (!promise) {
    const tracked: TrackedPromise<Exposed<unknown>> = loadRemoteModule<Exposed<unknown>>(remote, module);
    // Marked when settled, so a slot that renders after its module arrived shows it at once: a slot that
    // suspends commits its skeleton, and React then holds the reveal until 300 ms after that fallback.
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        recordRemoteLoadFailure(reason);
        // (returning the promise itself here would leave a rejected copy nobody handles)
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    promise = tracked;
    cache.set(key, promise);
  }
  return promise as TrackedPromise<Exposed<P>>;
}

/**
 * Starts loading a remote's exposed module before its slot renders (the route knows the view as soon as
 * the content call answers): the slot then finds it loaded instead of showing its skeleton.
 */
export function preloadRemoteModule(remote: string, module: string): void {
  // a server render gets its modules from the remotes' server builds (ServerModulesContext)
  if (typeof window === 'undefined') return;
  load(remote, module, 0).catch(() => {
    // the slot renders the failure (fallback card) when it mounts
  });
}

/** True once the promise has settled; re-renders the caller when it does. */
function useSettled(promise: TrackedPromise<unknown>): boolean {
  const [, setSettledCount] = useState(0);
  const settled = promise.status !== undefined;
  useEffect(() => {
    if (settled) return;
    let live = true;
    // a transition: the remote's first render is time-sliced (a phone keeps answering input), where a
    // plain update would render the whole remote in one long task
    const rerender = () => live && startTransition(() => setSettledCount((n) => n + 1));
    promise.then(rerender, rerender);
    return () => {
      live = false;
    };
  }, [promise, settled]);
  return settled;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props pass through to the remote unchanged
function RemoteModuleView<P extends Record<string, any>>({
  promise,
  props,
  onShown,
}: {
  promise: Promise<Exposed<P>>;
  props: P;
  onShown?: () => void;
}) {
  // settled before this renders: `use` reads the value (or throws the failure to the error boundary)
  const { default: Component } = use(promise);
  // runs once the remote's content (and anything it suspends on inside this slot) is on the page
  useEffect(() => onShown?.(), [onShown]);
  return createElement(Component, props);
}

/** Memoized: a slot that re-renders with the same module and props (its phase changing after hydration)
 * leaves the remote's tree alone instead of re-rendering all of it. */
const RemoteModule = memo(RemoteModuleView) as typeof RemoteModuleView;

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
  // server render and hydration draw what the server drew here, never what this browser happens to hold
  const server = useServerSlot(remote, module);
  const promise =
    server.phase === 'server'
      ? server.module
        ? settledPromise<P>(server.module)
        : NEVER
      : load<P>(remote, module, attempt);
  const loaded = useSettled(promise);
  // Hydrating a slot the server drew: its module may still be on its way, and then RemoteModule suspends
  // (React keeps the server's HTML and hydrates the slot when the module arrives, no mismatch).
  // A slot the server drew keeps its server HTML until its module arrives, also once the page has
  // settled: drawing the skeleton then would throw the server's content away (issue 36).
  const [drawnByServer] = useState(server.phase === 'hydrating' && server.rendered);
  const settled = server.phase === 'hydrating' ? server.rendered : loaded || drawnByServer;
  // An urgent update (the page's auth state settling, a store) must not reach the inner boundary while
  // it still waits for the module with the server's HTML in it: React would throw that HTML away and
  // show the skeleton (client rendering). New props come in as a deferred (transition) render, which
  // waits for the module instead; the boundary's element is kept while they are the same.
  const shownProps = useDeferredValue(props);
  const shownOnShown = useDeferredValue(onShown);
  const content = useMemo(() => {
    const skeleton = <Skeleton rows={skeletonRows} label={`Loading ${remote.replace('_', '-')}`} />;
    return settled ? (
      <Suspense fallback={skeleton}>
        <RemoteModule promise={promise} props={shownProps} onShown={shownOnShown} />
      </Suspense>
    ) : (
      skeleton
    );
  }, [settled, promise, shownProps, shownOnShown, skeletonRows, remote]);
  const skeleton = <Skeleton rows={skeletonRows} label={`Loading ${remote.replace('_', '-')}`} />;
  return (
    <div data-slot={remote.replace('_', '-')} css={reserveCss(reserve)}>
      {/* Hydrating a slot the server drew whose module then fails to load, React re-renders the slot
          from the nearest Suspense boundary above the error card: this one, not the whole page. It
          never suspends itself (the inner boundary does), so it changes nothing else. */}
      <Suspense fallback={skeleton}>
        <ErrorBoundary
          name={`${remote}/${module}`}
          onRetry={async () => {
            await resetRemote(remote);
            setAttempt((n) => n + 1);
          }}
        >
          {/* The skeleton shows while the module loads as plain state, not as a Suspense fallback: React
            holds back a Suspense reveal until 300 ms after its fallback appeared, which delayed every
            page's main content on a cold load. The boundary stays for what the remote suspends on. */}
          {content}
        </ErrorBoundary>
      </Suspense>
    </div>
  );
}
