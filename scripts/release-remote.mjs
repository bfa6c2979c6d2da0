// Builds an immutable release of one remote: <remote>/releases/<id>/, served by the remote's own
// server at /releases/<id>/remoteEntry.js. Deploying it = pointing remotes.json at that URL;
// rolling back = pointing it at the previous one. The shell is never rebuilt. The output carries the
// entry's SRI hash recorded at build time, and the server build's entry and hash (`server`); the
// remotes.json entry must carry them too.
//   node scripts/release-remote.mjs mfe-library [--id 2026-11-22.1]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { root } from './lib.mjs';
import { defaultRemoteEntries, remotes } from '../shared/build/src/topology.js';

const [remote, ...rest] = process.argv.slice(2);
if (!remote || !remotes[remote]) {
  console.error(`usage: release-remote.mjs <${Object.keys(remotes).join('|')}> [--id ID]`);
  process.exit(2);
}
const idFlag = rest.indexOf('--id');
const id = idFlag >= 0 ? rest[idFlag + 1] : `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
if (!/^[A-Za-z0-9._-]+$/.test(id)) {
  console.error('release id may hold letters, digits, dot, dash and underscore only');
  process.exit(2);
}
const outDir = path.join(root, remote, 'releases', id);
if (existsSync(path.join(outDir, 'remoteEntry.js'))) {
  console.error(`release ${id} of ${remote} exists already: releases are immutable`);
  process.exit(1);
}
const res = spawnSync('npx', ['webpack', '--config', `${remote}/webpack.config.js`], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, BUILD_ID: id, OUT_DIR: outDir },
});
if (res.status !== 0) process.exit(res.status ?? 1);
// the remote's base URL as the topology has it (MFE_*_URL, which may carry a path: behind the compose
// edge each remote lives under /remotes/<name>/ of the site's origin; else localhost)
const base = defaultRemoteEntries()
  .find((e) => e.app === remote)
  .entry.replace(/remoteEntry\.js$/, '');
const entry = new URL(`releases/${id}/remoteEntry.js`, base).href;
// The SRI hash of this release's remoteEntry.js, recorded by the build (release.json): remotes.json
// must carry it, or the shell refuses the release.
// It also names the @cle/contracts major the release was built against (decision 031): remotes.json
// carries it as `contracts`, and the shell refuses a release built against another major.
const record = JSON.parse(readFileSync(path.join(outDir, 'release.json'), 'utf8'));
const { integrity, contracts } = record;
// The server build's entry (decision 050), in the same release folder, with its own recorded hash:
// remotes.json carries it as `server`, the shell server checks it before running a byte of it.
const server = record.server
  ? { entry: new URL(record.server.entry, entry).href, integrity: record.server.integrity }
  : undefined;
console.log(
  JSON.stringify({
    remote,
    federationName: remotes[remote].federationName,
    id,
    entry,
    integrity,
    contracts,
    ...(server ? { server } : {}),
  }),
);
