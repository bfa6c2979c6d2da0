// The shared modules the shell server lends the remotes' server builds: every singleton of the site
// (@cle/build/singletons) from the shell's own node_modules, so a server bundle holds no React, router,
// SWR, Emotion or shared @cle/contracts module and the process has one copy of each (decision 050).
// Each is imported the way this process's own code imports it, so the render and the remotes share it.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROUTER_SURFACE, SINGLETONS } from '@cle/build/singletons';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** The module object a webpack build expects of a shared module, from what import() gave. */
function asSharedModule(specifier: string, namespace: Record<string, unknown>): unknown {
  const url = import.meta.resolve(specifier);
  // A CommonJS file (react, tsx-compiled @cle/* sources) is shared as its module.exports, exactly what
  // webpack would have provided; import() put it in require.cache under the same file.
  const cjs = url.startsWith('file:') ? require.cache[fileURLToPath(url)] : undefined;
  if (cjs) return cjs.exports;
  // An ES module (swr, the router surface, Emotion's ESM wrappers): its namespace with the __esModule
  // mark webpack's interop reads, and live getters like webpack's own module objects.
  const shared: Record<string, unknown> = {};
  for (const key of Object.keys(namespace))
    Object.defineProperty(shared, key, { enumerable: true, get: () => namespace[key] });
  Object.defineProperty(shared, '__esModule', { value: true });
  return shared;
}

/** What the shell imports for a shared key: the key itself, or the browser routing surface. */
function specifierFor(key: string): string {
  return key === 'react-router-dom' ? pathToFileURL(ROUTER_SURFACE).href : key;
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
      const specifier = specifierFor(key);
      const mod = asSharedModule(specifier, (await import(specifier)) as Record<string, unknown>);
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
