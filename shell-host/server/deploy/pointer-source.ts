// The shell reads each remote's release pointer from the deploy service (decision 063): the pointers
// are kept in memory and reloaded when older than a short TTL (in the background: a page never waits for
// the store); when the store cannot be reached the last good pointers stay in use. remotes.json (or each
// remote's last build) remains the seed: a remote the service never moved is served from it, so
// `npm start` and a fresh clone work as before.
import { remotes as topologyRemotes } from '@cle/build/topology';
import type { Deployment, KnownRelease, Rollout } from './deploy-store.mjs';
import { cohortBucket, staffVisitor } from './visitor-cohort';
import { validateRemotes } from '../../src/federation/remotes-manifest';
import type { RemotesPolicy, ValidatedRemotes } from '../../src/federation/remotes-manifest';
import type { CompositionVisitor, ServedRemote } from '../../src/federation/who-gets-what';

export interface Pointers {
  /** each moved remote's current release */
  deployed: Deployment[];
  /** releases served to a share of visitors, or to staff */
  rollouts: Rollout[];
  /** every release the service checked (a QA override may load one) */
  known: KnownRelease[];
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
  let last: Pointers = { deployed: [], rollouts: [], known: [] };
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

export interface Composition extends ValidatedRemotes {
  served: ServedRemote[];
  /** this request's browser: signed in as staff, and its QA override */
  visitor: CompositionVisitor;
}

const appOf = new Map(Object.entries(topologyRemotes).map(([app, r]) => [r.federationName, app]));

const browserOnly = (remote: string, release: string, pointer: Deployment['pointer']): Deployment => {
  const { server: _server, ...browser } = pointer;
  return { seq: 0, remote, release, pointer: browser, previous: null };
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The composition the shell serves this request's visitor: the seed with the deploy service's pointers,
 * then for each remote the first rule that applies: this browser's QA override, a staff rollout for a
 * staff browser, a percent rollout for the visitors in its share; then the usual checks. A release that
 * is not everyone's goes without its server build: the shell server's loader holds one release per
 * remote (decision 050), and visitors of both would make it fetch and swap on every alternation; those
 * visitors' slots of that remote are drawn in the browser (the server HTML is the public one).
 */
export function readComposition(seed: unknown, pointers: PointerSource, policy: RemotesPolicy): Composition {
  const { deployed, rollouts, known } = pointers.current();
  const staff = staffVisitor();
  const override = staff?.override
    ? known.find(
        (k) =>
          k.remote === staff.override!.remote &&
          k.release === staff.override!.release &&
          policy.allowedOrigins.includes(originOf(k.pointer.entry) ?? ''),
      )
    : undefined;
  const why = new Map<string, string>();
  /** Whether this browser gets rollout `r`, and why (kept for the health page). */
  const getsRollout = (r: Rollout): boolean => {
    let gets: boolean;
    let reason: string;
    if (r.audience === 'staff') {
      gets = staff !== null;
      reason = `staff-only rollout: this browser is ${gets ? '' : 'not '}signed in as staff`;
    } else {
      const bucket = cohortBucket(r.remote);
      gets = bucket !== null && bucket < r.percent;
      const where = bucket === null ? 'no cohort cookie yet' : `this browser's bucket is ${bucket}`;
      reason = `${gets ? 'in' : 'not in'} the ${r.percent} % rollout (${where})`;
    }
    why.set(r.pointer.name, reason);
    return gets;
  };
  const staged = rollouts.filter(getsRollout).map((r) => browserOnly(r.remote, r.release, r.pointer));
  const overridden = override ? [browserOnly(override.remote, override.release, override.pointer)] : [];
  if (override) why.set(override.pointer.name, 'QA override of this browser session');
  const everyone = validateRemotes(overlayPointers(seed, deployed), policy);
  const byName = new Map([...deployed, ...staged, ...overridden].map((d) => [d.pointer.name, d]));
  const checked =
    staged.length + overridden.length > 0
      ? validateRemotes(overlayPointers(seed, [...byName.values()]), policy)
      : everyone;
  const gets = new Map(checked.remotes.map((r) => [r.name, r.release ?? null]));
  const rolloutOf = new Map(rollouts.map((r) => [r.pointer.name, r]));
  const served = everyone.remotes.map((r): ServedRemote => {
    const rollout = rolloutOf.get(r.name);
    return {
      name: r.name,
      remote: appOf.get(r.name) ?? r.name,
      current: r.release ?? null,
      rollout: !rollout
        ? null
        : rollout.audience === 'staff'
          ? { release: rollout.release, staff: true }
          : { release: rollout.release, percent: rollout.percent },
      gets: gets.get(r.name) ?? null,
      why: why.get(r.name) ?? 'the current release (no rollout)',
    };
  });
  return {
    ...checked,
    served,
    visitor: { staff: staff !== null, ...(override ? { override: staff!.override! } : {}) },
  };
}
