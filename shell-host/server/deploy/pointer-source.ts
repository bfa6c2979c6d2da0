// The shell reads each remote's release pointer from the deploy service (decision 063): the pointers
// are kept in memory and reloaded when older than a short TTL (in the background: a page never waits for
// the store); when the store cannot be reached the last good pointers stay in use. remotes.json (or each
// remote's last build) remains the seed: a remote the service never moved is served from it, so
// `npm start` and a fresh clone work as before.
import type { Deployment } from './deploy-store.mjs';
import { validateRemotes } from '../../src/federation/remotes-manifest';
import type { RemotesPolicy, ValidatedRemotes } from '../../src/federation/remotes-manifest';

export interface PointerSource {
  /** the pointers as last loaded (a stale copy starts a reload) */
  current(): Deployment[];
  /** loads now; keeps the last good pointers if that fails */
  refresh(): Promise<void>;
}

export function createPointerSource(opts: {
  load: () => Promise<Deployment[]>;
  ttlMs: number;
  now?: () => number;
  warn?: (line: string) => void;
}): PointerSource {
  const now = opts.now ?? Date.now;
  const warn = opts.warn ?? ((line: string) => console.warn(line));
  let last: Deployment[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  let failing = false;
  const refresh = () =>
    (loading ??= opts
      .load()
      .then(
        (pointers) => {
          last = pointers;
          loadedAt = now();
          if (failing) warn('[deploy] the deploy store answers again');
          failing = false;
        },
        (err: unknown) => {
          // said once per outage; the pointers last loaded stay in use
          if (!failing) warn(`[deploy] keeping the last good composition: ${(err as Error).message}`);
          failing = true;
          loadedAt = now();
        },
      )
      .finally(() => {
        loading = null;
      }));
  return {
    current() {
      if (now() - loadedAt > opts.ttlMs) void refresh();
      return last;
    },
    refresh,
  };
}

/** The seed's remotes list with each deployed remote's entry replaced by its pointer. */
export function overlayPointers(seed: unknown, deployed: readonly Deployment[]): unknown {
  const list = (seed as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list) || !deployed.length) return seed;
  const byName = new Map(deployed.map((d) => [d.pointer.name, d.pointer]));
  const names = new Set<unknown>();
  const remotes = list.map((entry: unknown) => {
    const name = (entry as { name?: unknown } | null)?.name;
    names.add(name);
    return typeof name === 'string' && byName.has(name) ? byName.get(name) : entry;
  });
  // a remote the seed does not list (a remotes.json written by hand) is served from its pointer
  for (const [name, pointer] of byName) if (!names.has(name)) remotes.push(pointer);
  return { ...(seed as object), remotes };
}

/** The composition the shell serves: the seed with the deploy service's pointers, then the usual checks. */
export function readComposition(
  seed: unknown,
  pointers: PointerSource,
  policy: RemotesPolicy,
): ValidatedRemotes {
  return validateRemotes(overlayPointers(seed, pointers.current()), policy);
}
