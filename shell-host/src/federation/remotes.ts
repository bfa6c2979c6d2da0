// Where the remotes live is learned at runtime from /remotes.json (fetched by index.html while
// main.js downloads). Pointing an entry at another immutable build is a redeploy or a rollback:
// no host rebuild, effective on the next page load. Entries are checked again here (known name,
// allowlisted origin, SRI hash) and loaded with their hash; a refused entry is never registered,
// so its slots show the fallback card.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED } from './fallback-plugin';
import { entryIntegrity } from './entry-integrity';
import { validateRemotes } from './remotes-manifest';
import type { RemoteEntry } from './remotes-manifest';
import { compositionStatus } from './composition-status';
import { recordWhoGetsWhat } from './who-gets-what';

export type { RemoteEntry };

declare global {
  interface Window {
    __CLE_REMOTES__?: Promise<{ remotes: RemoteEntry[] }>;
  }
}

/** Federation names of the topology, baked in at build time (shared/build create-config). */
const KNOWN_REMOTES: readonly string[] = typeof __REMOTE_NAMES__ === 'undefined' ? [] : __REMOTE_NAMES__;
/** The @cle/contracts major this shell was built against (decision 031). */
export const CONTRACTS_MAJOR: number | undefined =
  typeof __CONTRACTS_MAJOR__ === 'undefined' ? undefined : __CONTRACTS_MAJOR__;

let registered: Promise<Map<string, RemoteEntry>> | null = null;

async function remoteOrigins(): Promise<string[]> {
  const config = (await (window.__CLE_CONFIG__ ?? fetch('/config.json').then((r) => r.json()))) as {
    remoteOrigins?: string[];
  };
  return Array.isArray(config.remoteOrigins) ? config.remoteOrigins : [];
}

function register(remote: RemoteEntry, force = false): void {
  if (remote.integrity) entryIntegrity.set(remote.entry, remote.integrity);
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force });
  compositionStatus.registered(remote);
}

/** The raw remotes.json entry of a refused remote, for the health page. */
function rawEntry(list: unknown, name: string): Partial<RemoteEntry> | undefined {
  const remotes = (list as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return undefined;
  return remotes.find((r: unknown) => (r as { name?: unknown } | null)?.name === name) as
    Partial<RemoteEntry> | undefined;
}

/** Entries the shell server refused already (it applies the same rules before answering). */
function serverRejected(list: unknown): { name: string; reason: string }[] {
  const rejected = (list as { rejected?: unknown } | null)?.rejected;
  if (!Array.isArray(rejected)) return [];
  return rejected.filter(
    (r): r is { name: string; reason: string } =>
      typeof (r as { name?: unknown })?.name === 'string' &&
      typeof (r as { reason?: unknown })?.reason === 'string',
  );
}

export function remotesReady(): Promise<Map<string, RemoteEntry>> {
  registered ??= Promise.all([
    (window.__CLE_REMOTES__ ?? fetch('/remotes.json').then((r) => r.json())) as Promise<unknown>,
    remoteOrigins(),
  ])
    .catch(() => [{ remotes: [] }, []] as const)
    .then(([list, allowedOrigins]) => {
      recordWhoGetsWhat(list);
      const { remotes, rejected } = validateRemotes(list, {
        knownNames: KNOWN_REMOTES,
        allowedOrigins,
        // local development = a development-mode build of the shell (npm run dev); see remotes-manifest.ts
        allowMissingIntegrity: process.env.NODE_ENV === 'development',
        contractsMajor: CONTRACTS_MAJOR,
      });
      for (const r of rejected) {
        console.error(`[federation] remote ${r.name} refused: ${r.reason}`);
        compositionStatus.refused(r.name, r.reason, rawEntry(list, r.name));
      }
      for (const r of serverRejected(list))
        compositionStatus.refused(r.name, `by the shell server: ${r.reason}`);
      remotes.forEach((r) => register(r));
      return new Map(remotes.map((r) => [r.name, r]));
    });
  return registered;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    cause?: unknown,
  ) {
    super(`Remote module ${remote}/${module.replace(/^\.\//, '')} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Forget a failed remote so the next load fetches its remoteEntry again ('Try again'). */
export async function resetRemote(remote: string): Promise<void> {
  const map = await remotesReady();
  const entry = map.get(remote);
  if (entry) register(entry, true);
}

async function loadThroughRuntime<T>(remote: string, module: string): Promise<T> {
  const map = await remotesReady();
  if (!map.has(remote)) throw new RemoteUnavailableError(remote, module, new Error('not in remotes.json'));
  const mod = await loadRemote<T & { [REMOTE_LOAD_FAILED]?: boolean; error?: unknown }>(
    `${remote}/${module.replace(/^\.\//, '')}`,
  );
  if (!mod || mod[REMOTE_LOAD_FAILED]) throw new RemoteUnavailableError(remote, module, mod?.error);
  return mod;
}

/**
 * Loads an exposed module. The runtime's retry plugin (retry-plugin.ts) has fetched a failed entry or
 * chunk again before a failure reaches here; then the slot shows its fallback.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  const started = performance.now();
  try {
    const mod = await loadThroughRuntime<T>(remote, module);
    compositionStatus.loaded(remote, performance.now() - started);
    return mod;
  } catch (err) {
    compositionStatus.failed(remote, err);
    throw err;
  }
}
