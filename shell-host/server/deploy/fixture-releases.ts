// Test fixtures of the deploy service's tests: small release folders as release-remote.mjs writes them
// (entries, release.json, mf-manifest.json), served by the real static server from a temp dir.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
