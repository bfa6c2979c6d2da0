// Test fixtures of the deploy service's tests: small release folders as release-remote.mjs writes them
// (entries, release.json, mf-manifest.json), served by the real static server from a temp dir.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startStaticServer } from '@cle/static-server';
import type { RemotesPolicy } from '../../src/federation/remotes-manifest';

export const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

export interface Fixture {
  contracts?: number;
  /** the server build's ./LibraryPage throws when it loads */
  throws?: boolean;
  /** release.json records a hash the entry's bytes do not have */
  wrongHash?: 'browser' | 'server';
  /** release.json's server entry on another origin */
  serverEntry?: string;
}

/** Writes release `id` of mfe_library under `<dir>/releases/<id>/`. */
export function writeRelease(dir: string, id: string, f: Fixture = {}): void {
  const folder = path.join(dir, 'releases', id);
  mkdirSync(path.join(folder, 'server'), { recursive: true });
  const browser = `/* mfe_library ${id} */ var mfe_library = {};\n`;
  const factory = f.throws
    ? `function () { throw new Error('the library page of ${id} is broken'); }`
    : `function () { return { default: 'library page ${id}' }; }`;
  const server = `module.exports = { init: function () {}, get: function (m) {
    return m === './LibraryPage' || m === './PodcastSeriesPage' ? Promise.resolve(${factory}) : Promise.reject(new Error('no ' + m));
  } };\n`;
  writeFileSync(path.join(folder, 'remoteEntry.js'), browser);
  writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), server);
  const record = {
    name: 'mfe_library',
    buildId: id,
    entry: 'remoteEntry.js',
    integrity: f.wrongHash === 'browser' ? sha384('something else') : sha384(browser),
    contracts: f.contracts ?? 1,
    server: {
      entry: f.serverEntry ?? 'server/remoteEntry.js',
      integrity: f.wrongHash === 'server' ? sha384('something else') : sha384(server),
    },
  };
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(record));
  const exposes = ['./LibraryPage', './PodcastSeriesPage', './embed'].map((p) => ({ path: p }));
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ exposes }));
}

/** The composition the shell starts from before any deploy: mfe_library and mfe_search on `origin`. */
export interface SeedComposition {
  remotes: { name: string; entry: string; integrity: string; release: string }[];
}

/**
 * The real static server on `<dir>/releases` (port 0), the shell's policy that trusts its origin, and
 * the seed composition served from it.
 */
export async function serveReleases(dir: string) {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  const releases = await startStaticServer({
    root: path.join(dir, 'dist'),
    releasesDir: path.join(dir, 'releases'),
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    policy: { frameAncestors: [] },
  });
  const origin = `http://127.0.0.1:${(releases.server.address() as AddressInfo).port}`;
  const policy: RemotesPolicy = {
    knownNames: ['mfe_library', 'mfe_search'],
    allowedOrigins: [origin],
    allowMissingIntegrity: false,
    contractsMajor: 1,
  };
  const seed: SeedComposition = {
    remotes: [
      {
        name: 'mfe_library',
        entry: `${origin}/remoteEntry.js`,
        integrity: sha384('seed'),
        release: 'seed-build',
      },
      {
        name: 'mfe_search',
        entry: `${origin}/search/remoteEntry.js`,
        integrity: sha384('s'),
        release: 'search-seed',
      },
    ],
  };
  return { releases, origin, policy, seed };
}

/** A clean slate on the shared PostgreSQL test database (TEST_DATABASE_URL); nothing to do on PGlite. */
export async function dropDeployTables(url: string | undefined): Promise<void> {
  if (!url) return;
  // a static import: tsx runs this file as CommonJS from a data: URL, where import('pg') cannot resolve
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP TABLE IF EXISTS deploy_audit, deploy_rollout, deploy_current, deploy_history, deploy_secret CASCADE',
  );
  await client.end();
}
