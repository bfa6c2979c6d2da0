// What a server render hands the browser's hydrating render beside its data, and how a hook tells the
// two renders apart. The server renders with SWR fallback data (one entry per key it loaded, plus
// RENDER_TIME_KEY) and the browser hydrates with the same fallback, so both render the same markup.
import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSWRConfig } from 'swr';

/**
 * The SWR fallback entry holding the time (ms since the epoch) a server render used for what depends
 * on the clock (a program's live status, 'in N days'). The browser's hydrating render uses it too,
 * then its own clock; without it the two clocks differ and a status near its boundary could differ.
 */
export const RENDER_TIME_KEY = '$render-time';

const noSubscription = () => () => undefined;

// The page's hydration as the shell reports it: true from just before hydrateRoot until the effects of
// its first commit ran. While it is true the browser's snapshot of "hydrating" equals the server's, so
// React forces no synchronous re-render of every hook user after hydrating (it does where the two
// snapshots differ: the slots re-rendered their whole remotes in one task, 200-600 ms at 4x CPU).
let pageHydrating = false;
const settleListeners = new Set<() => void>();

/** Shell only: the page's server HTML is about to be hydrated. */
export function beginPageHydration(): void {
  pageHydrating = true;
}

/** The attribute on <html> that says the page's first commit and its effects ran (e2e's waitForHydration reads it). */
const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Shell only, from the hydrated root's first effect (after every child's): the page is hydrated. */
export function endPageHydration(): void {
  // observable from outside React: a test (or a tool) waits for the page, not for one element
  document.documentElement.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
  if (!pageHydrating) return;
  pageHydrating = false;
  const listeners = [...settleListeners];
  settleListeners.clear();
  // one transition for all of them: React renders what changes in slices of a few ms
  startTransition(() => listeners.forEach((settle) => settle()));
}

/**
 * true while rendering on a server and in the browser's hydrating render (a component hydrated with the
 * page keeps true until it re-renders after the page settled); false in any render of a later mount
 */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => pageHydrating,
    () => true,
  );
}

/**
 * Like useServerOrHydrating, for a view that must change once the page is hydrated (the viewport's real
 * width, a slot the server left to the browser): true while rendering on a server and hydrating, then
 * false in a re-render React makes as a transition (time-sliced) right after the page settled.
 */
export function useHydratingView(): boolean {
  const hydrating = useServerOrHydrating();
  const [view, setView] = useState(hydrating);
  useEffect(() => {
    if (!view) return;
    const settle = () => setView(false);
    if (!pageHydrating) {
      startTransition(settle);
      return;
    }
    settleListeners.add(settle);
    return () => {
      settleListeners.delete(settle);
    };
  }, [view]);
  return view;
}

/** The server render's time while rendering on the server or hydrating; otherwise undefined. */
function useRenderTime(): number | undefined {
  const serverSide = useServerOrHydrating();
  const time: unknown = useSWRConfig().fallback?.[RENDER_TIME_KEY];
  return serverSide && typeof time === 'number' ? time : undefined;
}

/**
 * Whether the answer for this SWR key came with the server render being hydrated (or rendered): such a
 * key is not fetched again on mount (data once) and is not loading. Pass it as
 * `revalidateOnMount: !fromServer`; later mounts in the browser revalidate as usual.
 */
export function useFromServer(key: string | null): boolean {
  const serverSide = useServerOrHydrating();
  const fallback: Record<string, unknown> | undefined = useSWRConfig().fallback;
  return serverSide && key !== null && fallback?.[key] !== undefined;
}

type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

/**
 * A call's SWR key as the server hands its answer over: the API path with its query, written as the
 * API client writes it (buildUrl without the base). A hook whose first call a route hint names keys it
 * so, and fetches the key itself (`apiRequest(key)`), so the key, the hint and the URL are one string.
 */
export function callKey(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * SWR options for a hook whose key may have come with the server render: not fetched again on mount
 * while hydrating (and not loading), as usual otherwise. `useSWR(key, fetcher, useServerData(key))`.
 */
export function useServerData(key: string | null): { revalidateOnMount: false } | undefined {
  return useFromServer(key) ? { revalidateOnMount: false } : undefined;
}

/**
 * The current time, refreshed every `intervalMs`. A server render and the browser's hydrating render use
 * the server's time (RENDER_TIME_KEY), so both draw the same; the browser's clock takes over right after.
 */
export function useNow(intervalMs = 30_000): number {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(() => renderTime ?? Date.now());
  const hydratedWithServerTime = useRef(renderTime !== undefined);
  useEffect(() => {
    if (hydratedWithServerTime.current) setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** A call a view makes first that no route hint can name (a POST with a body the page builds). */
export interface ServerCallRequest {
  /** the API path, as the API client asks for it (without /api) */
  path: string;
  method: 'GET' | 'POST';
  body?: unknown;
}

/**
 * Server only: answers a view's first calls during the render (anonymously, within the data budget),
 * once per SWR key per request, and hands every answer to the browser with the page's other data.
 * Resolves with null when the call failed or missed the budget: the browser then asks, as it always has.
 */
export interface ServerCalls {
  answer(key: string, request: ServerCallRequest): Promise<unknown>;
}

export const ServerCallsContext = createContext<ServerCalls | null>(null);

/**
 * The answer the server render had for SWR key `key`: on the server it is asked for during the render
 * (the render waits for it, within its budget); while hydrating it is read from the data the server
 * handed over. undefined in any later render, and whenever the server had none.
 */
export function useServerCall<T>(key: string | null, request: ServerCallRequest): T | undefined {
  const serverSide = useServerOrHydrating();
  const calls = useContext(ServerCallsContext);
  const fallback: Record<string, unknown> | undefined = useSWRConfig().fallback;
  if (!serverSide || key === null) return undefined;
  const handed = fallback?.[key];
  if (handed !== undefined) return handed as T;
  if (!calls) return undefined;
  const answer = use(calls.answer(key, request));
  return answer === null || answer === undefined ? undefined : (answer as T);
}
