// The shared modules the shell server lends the remotes' server builds: every singleton of the site
// (@cle/build/singletons) from the shell's own node_modules, so a server bundle holds no React, router,
// SWR, Emotion or shared @cle/contracts module and the process has one copy of each (decision 050).
// Each is imported the way this process's own code imports it, so the render and the remotes share it.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SINGLETONS } from '@cle/build/singletons';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The module object a webpack build expects of a shared module: what the shell's own code gets for the
 * key. The shell's sources run here compiled to CommonJS (tsx), so they `require` every package, and
 * React contexts (the router's, SWR's, Emotion's) exist once per module copy: a remote lent the ES
 * build of react-router or SWR would not see the shell's router or SWR fallback. So every key is lent
 * as `require` gives it (for an ES-only module, its namespace with webpack's __esModule mark).
 */
function sharedModule(key: string): unknown {
  const mod = require(key) as Record<string, unknown>;
  if (mod && typeof mod === 'object' && !('__esModule' in mod) && Object.getPrototypeOf(mod) === null) {
    const shared: Record<string, unknown> = {};
    for (const name of Object.keys(mod))
      Object.defineProperty(shared, name, { enumerable: true, get: () => mod[name] });
    Object.defineProperty(shared, '__esModule', { value: true });
    return shared;
  }
  return mod;
}

function packageName(key: string): string {
  return key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]!;
}

/** The installed version the shell runs (walks node_modules up from here, as the builds do). */
function installedVersion(pkgName: string): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkgName, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dir === path.dirname(dir)) throw new Error(`cannot find ${pkgName} from ${here}`);
  }
}

export interface HostSharedEntry {
  version: string;
  scope: string;
  shareConfig: { singleton: true; requiredVersion: false };
  lib: () => unknown;
  loaded: true;
}

/**
 * The `shared` option of the shell server's federation instance, every module loaded already: a server
 * build is one chunk, so its modules consume their shared modules synchronously as it starts.
 */
export async function hostShared(): Promise<Record<string, HostSharedEntry>> {
  const entries = await Promise.all(
    SINGLETONS.map(async (key): Promise<[string, HostSharedEntry]> => {
      const mod = sharedModule(key);
      return [
        key,
        {
          version: installedVersion(packageName(key)),
          scope: 'default',
          shareConfig: { singleton: true, requiredVersion: false },
          lib: () => mod,
          loaded: true,
        },
      ];
    }),
  );
  return Object.fromEntries(entries);
}
