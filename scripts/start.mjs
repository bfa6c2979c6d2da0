// `npm start`: install what is missing, build, start the API (it migrates and seeds on start), the
// identity provider once it exists, the payment sandbox, the shell and the five remotes; print the site URL.
// Ctrl-C stops everything.  `npm start -- --no-build` reuses the last build.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { APPS, ensureInstalled, root, run } from './lib.mjs';
// by path, not '@cle/build/topology': this script runs before `npm install` has linked the workspaces
import { services } from '../shared/build/src/topology.js';

if (!ensureInstalled()) process.exit(1);
const skipBuild =
  process.argv.includes('--no-build') && APPS.every((a) => existsSync(path.join(root, a, 'dist')));
if (!skipBuild && !run('build', 'node', ['scripts/build-all.mjs'])) process.exit(1);
// the media the API serves (decision 057): a no-op when api/.media already holds these inputs' build
if (!run('media', 'node', ['scripts/media/build-media.mjs'])) process.exit(1);

const identityPkg = JSON.parse(readFileSync(path.join(root, 'identity', 'package.json'), 'utf8'));
const procs = [
  { name: 'api', cwd: 'api', cmd: ['npx', 'tsx', 'src/server.ts'] },
  // local runs sign in as the seeded people (the provider loads them only when told to)
  ...(identityPkg.scripts?.start
    ? [{ name: 'identity', cwd: 'identity', cmd: ['npm', 'start'], env: { IDENTITY_SEED_ACCOUNTS: 'true' } }]
    : []),
  // the card provider stand-in: capture contexts, hosted card fields and transient tokens on :4002
  { name: 'payment-sandbox', cwd: 'payment-sandbox', cmd: ['npx', 'tsx', 'src/server.ts'] },
  // a local SMTP sink for the API's mail (compliance reminders): http://127.0.0.1:2526/messages shows it
  { name: 'smtp-sink', port: 2525, cwd: 'api', cmd: ['npx', 'tsx', 'src/mail/smtp-sink.ts'] },
  // the shell server renders pages with React: its production build, as the browser runs (a
  // development shell, `npm run dev -w shell-host`, keeps NODE_ENV=development)
  {
    name: 'shell-host',
    cwd: 'shell-host',
    cmd: ['npx', 'tsx', 'server/server.mts'],
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
  ...APPS.filter((a) => a !== 'shell-host').map((a) => ({ name: a, cwd: a, cmd: ['npx', 'cle-static'] })),
];

const children = procs.map((p) => {
  const child = spawn(p.cmd[0], p.cmd.slice(1), {
    cwd: path.join(root, p.cwd),
    // a production build on a development machine (decision 056): the production profile warns about
    // the published and localhost values this site runs with instead of refusing to start
    env: { ...process.env, CLE_LOCAL_PRODUCTION: '1', ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // each service in a process group of its own: stopping the site signals the whole group (npx and
    // tsx wrappers do not pass a signal on), so nothing is left running after start.mjs ends
    detached: true,
  });
  const prefix = `[${p.name}]`.padEnd(15);
  const pipe = (stream, out) =>
    stream.on('data', (chunk) =>
      String(chunk)
        .split('\n')
        .filter((l) => l && !l.includes('Unknown user config') && !l.includes('Unknown env config'))
        .forEach((l) => out.write(`${prefix} ${l}\n`)),
    );
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => code && console.error(`${prefix} exited with ${code}`));
  return child;
});

// Stops every service and waits until each one's whole process group is gone (a wrapper such as npx
// can exit before the server under it has closed its port and store); a group still there after
// STOP_DEADLINE_MS is killed.
const STOP_DEADLINE_MS = 15_000;
const groupAlive = (c) => {
  try {
    process.kill(-c.pid, 0);
    return true;
  } catch {
    return false;
  }
};
const signalGroup = (c, signal) => {
  try {
    process.kill(-c.pid, signal);
  } catch {
    // the group is already gone
  }
};
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  children.forEach((c) => signalGroup(c, 'SIGTERM'));
  for (const until = Date.now() + STOP_DEADLINE_MS; Date.now() < until && children.some(groupAlive);)
    await new Promise((resolve) => setTimeout(resolve, 100));
  children.filter(groupAlive).forEach((c) => signalGroup(c, 'SIGKILL'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });
const waitFor = async (port, ms = 180_000) => {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 500)))
    if (await portOpen(port)) return true;
  return false;
};
// the SMTP sink is a local stand-in, not part of the topology: it names its own port
const ports = procs.map((p) => p.port ?? services[p.name].port);
const ready = await Promise.all(ports.map((p) => waitFor(p)));
if (ready.every(Boolean))
  console.log(`\n  The site is up: http://localhost:${services['shell-host'].port}\n`);
else console.error('\n  Some services did not start; see the log above.\n');
