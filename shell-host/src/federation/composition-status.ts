// What the running host knows about each remote: where its entry is, which release and contract major
// remotes.json named, whether it was refused, how long its first module took and the last error seen.
// Filled by remotes.ts, the fallback plugin and the error reporter; read by the staff-only composition
// health page (decision 031). Keep React out of this file: the fallback plugin imports it.
import type { RemoteEntry } from './remotes-manifest';

export type RemoteState = 'registered' | 'refused' | 'loaded' | 'failed';

export interface RemoteStatus {
  name: string;
  entry: string | null;
  integrity: string | null;
  release: string | null;
  contracts: number | null;
  state: RemoteState;
  /** ms from asking for the remote's first module (entry + chunks) to having it, on this page view */
  loadMs: number | null;
  lastError: string | null;
  /** Date.now() of the last error */
  lastErrorAt: number | null;
}

const statuses = new Map<string, RemoteStatus>();
let snapshot: readonly RemoteStatus[] = [];
const listeners = new Set<() => void>();

function commit(name: string, patch: Partial<RemoteStatus>): void {
  const current: RemoteStatus = statuses.get(name) ?? {
    name,
    entry: null,
    integrity: null,
    release: null,
    contracts: null,
    state: 'registered',
    loadMs: null,
    lastError: null,
    lastErrorAt: null,
  };
  statuses.set(name, { ...current, ...patch });
  // remote names are ASCII identifiers: code-point order, no collator on the boot path
  snapshot = [...statuses.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  listeners.forEach((l) => l());
}

export const compositionStatus = {
  get: (): readonly RemoteStatus[] => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  registered(remote: RemoteEntry): void {
    commit(remote.name, {
      entry: remote.entry,
      integrity: remote.integrity ?? null,
      release: remote.release ?? null,
      contracts: remote.contracts ?? null,
      state: 'registered',
    });
  },

  refused(name: string, reason: string, raw?: Partial<RemoteEntry>): void {
    commit(name, {
      entry: typeof raw?.entry === 'string' ? raw.entry : null,
      integrity: typeof raw?.integrity === 'string' ? raw.integrity : null,
      release: typeof raw?.release === 'string' ? raw.release : null,
      contracts: typeof raw?.contracts === 'number' ? raw.contracts : null,
      state: 'refused',
      lastError: `refused: ${reason}`,
      lastErrorAt: Date.now(),
    });
  },

  /** The first module of a remote arrived (later loads keep the first figure). */
  loaded(name: string, ms: number): void {
    const current = statuses.get(name);
    commit(name, { state: 'loaded', loadMs: current?.loadMs ?? Math.round(ms) });
  },

  failed(name: string, error: unknown): void {
    // a refused remote's loads fail because it was refused: keep the reason, which says why
    if (statuses.get(name)?.state === 'refused') return;
    commit(name, { state: 'failed', lastError: errorText(error), lastErrorAt: Date.now() });
  },

  /** An error inside a remote that loaded (a render error caught by its slot's boundary). */
  errored(name: string, error: unknown): void {
    commit(name, { lastError: errorText(error), lastErrorAt: Date.now() });
  },

  /** Tests only. */
  reset(): void {
    statuses.clear();
    snapshot = [];
  },
};

/** The federation name a module id or boundary name starts with ('mfe_search/SearchPage' -> 'mfe_search'). */
export function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}
