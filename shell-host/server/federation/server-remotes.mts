// Loads an exposed module of a remote's server build (decision 050) for the shell server's render.
// The release pointer (remotes.json's `server: { entry, integrity }`) is fetched, its bytes are checked
// against the recorded sha384 before a single one is evaluated (fail closed, as the browser does with
// SRI), and the verified text runs as a Module Federation container on the Node runtime, with the shared
// singletons lent by this process (host-shared.mts). A container is kept per entry and hash: a pointer
// that moves loads the new release on the next call and drops the old one, without a restart.
import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance } from '@module-federation/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { evaluateEntry } from './evaluate-entry.mjs';
import { hostShared } from './host-shared.mjs';
import { ServerRemoteError } from './server-remote-error.mjs';
import { allowedEntryUrl, fetchVerifiedEntry } from './verified-entry.mjs';
import type { ServerPointer } from './verified-entry.mjs';

export { ServerRemoteError } from './server-remote-error.mjs';
export type { ServerRemoteErrorKind } from './server-remote-error.mjs';
export type { ServerPointer } from './verified-entry.mjs';

export interface ServerRemotesOptions {
  /** origins server code may come from: the shell's remote allowlist (REMOTE_ORIGINS) */
  allowedOrigins: readonly string[];
  /** deadline for downloading one server entry (default 3000 ms) */
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ServerRemotes {
  /** The exports of `exposedModule` ('./ProductPage') of the remote's current server build. */
  loadServerModule<T = unknown>(remote: ServerPointer, exposedModule: string): Promise<T>;
}

const DEFAULT_FETCH_TIMEOUT_MS = 3000;

// The remotes' server builds are built with `externalRuntime` (server-config.js): they run on this
// process's Module Federation runtime, as browser remotes run on the shell's.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

let instances = 0;

/**
 * The entry as the runtime knows it: the URL with the hash in its fragment (never sent). The runtime
 * caches containers per name and entry, process-wide: this makes its key the entry and the hash.
 */
function runtimeEntry(server: ServerPointer['server']): string {
  return `${server.entry}#${server.integrity}`;
}

export function createServerRemotes(options: ServerRemotesOptions): ServerRemotes {
  const fetchOptions = {
    allowedOrigins: options.allowedOrigins,
    timeoutMs: options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
    fetch: options.fetch,
  };
  /** the pointer each remote is registered with now */
  const current = new Map<string, ServerPointer['server']>();

  // The only way server code enters this process: the runtime asks for a remote's entry, and gets the
  // container of the text whose hash matched the pointer registered for it, or an error (never falls
  // through to the runtime's own Node loader, which would fetch and run the entry unchecked).
  const verifiedEntry: ModuleFederationRuntimePlugin = {
    name: 'cle-verified-server-entry',
    async loadEntry({ remoteInfo }) {
      const pointer = current.get(remoteInfo.name);
      if (!pointer || runtimeEntry(pointer) !== remoteInfo.entry)
        throw new ServerRemoteError(
          'refused-origin',
          remoteInfo.name,
          remoteInfo.entry,
          'not the registered pointer',
        );
      const text = await fetchVerifiedEntry({ name: remoteInfo.name, server: pointer }, fetchOptions);
      return evaluateEntry(remoteInfo.name, pointer.entry, text) as never;
    },
  };

  // created on first use: the shared modules are imported once, then lent to every remote
  let federation: Promise<ModuleFederation> | null = null;
  const ready = () =>
    (federation ??= hostShared().then((shared) =>
      createInstance({
        name: `shell_server_${instances++}`,
        remotes: [],
        shared,
        shareStrategy: 'loaded-first',
        plugins: [verifiedEntry],
      }),
    ));

  /** Registers the pointer, replacing (and dropping the cached container of) a previous one. */
  function point(federation: ModuleFederation, remote: ServerPointer): void {
    const before = current.get(remote.name);
    if (before?.entry === remote.server.entry && before.integrity === remote.server.integrity) return;
    current.set(remote.name, { ...remote.server });
    federation.registerRemotes([{ name: remote.name, entry: runtimeEntry(remote.server) }], {
      force: !!before,
    });
  }

  return {
    async loadServerModule<T>(remote: ServerPointer, exposedModule: string): Promise<T> {
      // refuse a pointer off the allowlist before it replaces a working one
      allowedEntryUrl(remote, options.allowedOrigins);
      const instance = await ready();
      point(instance, remote);
      const id = `${remote.name}/${exposedModule.replace(/^\.\//, '')}`;
      let exports: T | null;
      try {
        exports = await instance.loadRemote<T>(id);
      } catch (err) {
        if (err instanceof ServerRemoteError) throw err;
        throw new ServerRemoteError(
          'evaluation-error',
          remote.name,
          remote.server.entry,
          `could not load ${exposedModule}: ${(err as Error).message}`,
          { cause: err },
        );
      }
      if (exports == null)
        throw new ServerRemoteError(
          'evaluation-error',
          remote.name,
          remote.server.entry,
          `no module ${exposedModule}`,
        );
      return exports;
    },
  };
}
