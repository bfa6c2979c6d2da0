// Where the remotes live is learned at runtime from /remotes.json (fetched by index.html while
// main.js downloads). Pointing an entry at another immutable build is a redeploy or a rollback:
// no host rebuild, effective on the next page load.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED } from './fallback-plugin';

export interface RemoteEntry {
  /** federation name, e.g. mfe_search */
  name: string;
  /** URL of the remote's remoteEntry.js */
  entry: string;
}

declare global {
  interface Window {
    __CLE_REMOTES__?: Promise<{ remotes: RemoteEntry[] }>;
  }
}

let registered: Promise<Map<string, RemoteEntry>> | null = null;

export function remotesReady(): Promise<Map<string, RemoteEntry>> {
  registered ??= (
    window.__CLE_REMOTES__ ??
    (fetch('/remotes.json').then((r) => r.json()) as Promise<{ remotes: RemoteEntry[] }>)
  )
    .catch(() => ({ remotes: [] as RemoteEntry[] }))
    .then(({ remotes }) => {
      registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
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

const RETRY_DELAY_MS = 400;

/** Forget a failed remote so the next load fetches its remoteEntry again ('Try again'). */
export async function resetRemote(remote: string): Promise<void> {
  const map = await remotesReady();
  const entry = map.get(remote);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}

async function loadOnce<T>(remote: string, module: string): Promise<T> {
  const map = await remotesReady();
  if (!map.has(remote)) throw new RemoteUnavailableError(remote, module, new Error('not in remotes.json'));
  const mod = await loadRemote<T & { [REMOTE_LOAD_FAILED]?: boolean; error?: unknown }>(
    `${remote}/${module.replace(/^\.\//, '')}`,
  );
  if (!mod || mod[REMOTE_LOAD_FAILED]) throw new RemoteUnavailableError(remote, module, mod?.error);
  return mod;
}

/** Loads an exposed module; a network failure is retried once before the slot shows its fallback. */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  try {
    return await loadOnce<T>(remote, module);
  } catch {
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    await resetRemote(remote);
    return loadOnce<T>(remote, module);
  }
}
