// The shell reads each remote's release pointer from the deploy service (decision 063): the pointers
// are kept in memory and reloaded when older than a short TTL (in the background: a page never waits for
// the store); when the store cannot be reached the last good pointers stay in use. remotes.json (or each
// remote's last build) remains the seed: a remote the service never moved is served from it, so
// `npm start` and a fresh clone work as before.
import type { Deployment, Rollout } from './deploy-store.mjs';
import { cohortBucket } from './visitor-cohort';
import { validateRemotes } from '../../src/federation/remotes-manifest';
import type { RemotesPolicy, ValidatedRemotes } from '../../src/federation/remotes-manifest';

export interface Pointers {
  /** each moved remote's current release */
  deployed: Deployment[];
  /** releases served to a share of visitors */
  rollouts: Rollout[];
}

export interface PointerSource {
  /** the pointers as last loaded (a stale copy starts a reload) */
  current(): Pointers;
  /** a load that starts after this call (after one in flight, which may predate a move); keeps the last good pointers if it fails */
  refresh(): Promise<void>;
}

export function createPointerSource(opts: {
  load: () => Promise<Pointers>;
  ttlMs: number;
  now?: () => number;
  warn?: (line: string) => void;
}): PointerSource {
  const now = opts.now ?? Date.now;
  const warn = opts.warn ?? ((line: string) => console.warn(line));
  let last: Pointers = { deployed: [], rollouts: [] };
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  let failing = false;
  const load = () =>
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
      if (now() - loadedAt > opts.ttlMs) void load();
      return last;
    },
    async refresh() {
      // a load already under way may have read the store before the caller's move
      if (loading) await loading;
      await load();
    },
  };
}

/** The seed's remotes list with each deployed remote's entry replaced by its pointer. */
function overlayPointers(seed: unknown, deployed: readonly Deployment[]): unknown {
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

/**
 * The composition the shell serves this request's visitor: the seed with the deploy service's pointers,
 * a rollout's release for the visitors in its share, then the usual checks. A rollout's release goes
 * without its server build: the shell server's loader holds one release per remote (decision 050), and
 * visitors of both would make it fetch and swap on every alternation; those visitors' slots of that
 * remote are drawn in the browser until the release goes to everyone.
 */
export function readComposition(
  seed: unknown,
  pointers: PointerSource,
  policy: RemotesPolicy,
): ValidatedRemotes {
  const { deployed, rollouts } = pointers.current();
  const staged = rollouts.flatMap((r): Deployment[] => {
    const bucket = cohortBucket(r.remote);
    if (bucket === null || bucket >= r.percent) return [];
    const { server: _server, ...browser } = r.pointer;
    return [{ seq: 0, remote: r.remote, release: r.release, pointer: browser, previous: null }];
  });
  const byName = new Map([...deployed, ...staged].map((d) => [d.pointer.name, d]));
  return validateRemotes(overlayPointers(seed, [...byName.values()]), policy);
}
