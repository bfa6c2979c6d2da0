// `npm start` smoke check (a step of `npm test`, after the build): starts the site exactly as a person
// would (`node scripts/start.mjs --no-build`, on a fresh embedded database of its own), waits for
// 'The site is up', then checks what the README promises of a running site: the home page answers
// with a strict CSP, and HTML, JavaScript and JSON come back compressed from the shell, every remote
// and the API. Stops everything afterwards. The e2e suite starts its services itself, so without
// this step a broken `npm start` would go unnoticed.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { remotes, services } from '../shared/build/src/topology.js';

const STARTUP_TIMEOUT_MS = 300_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cle-start-smoke-'));
const child = spawn('node', ['scripts/start.mjs', '--no-build'], {
  cwd: root,
  env: { ...process.env, API_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true, // its own process group, so stopping it stops every service it started
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));

const up = await new Promise((resolve) => {
  const settle = (value) => {
    clearTimeout(timer);
    clearInterval(check);
    resolve(value);
  };
  const timer = setTimeout(() => settle(false), STARTUP_TIMEOUT_MS);
  const check = setInterval(() => {
    if (output.includes('The site is up')) settle(true);
    else if (output.includes('did not start') || child.exitCode !== null) settle(false);
  }, 250);
});

const failures = [];
if (!up) failures.push(`npm start did not report 'The site is up' within ${STARTUP_TIMEOUT_MS / 1000} s`);
else {
  const site = `http://localhost:${services['shell-host'].port}`;
  const get = (url, accept = '*/*') =>
    fetch(url, { headers: { 'Accept-Encoding': 'br, gzip', Accept: accept } });
  const expectCompressed = async (label, url, accept) => {
    const res = await get(url, accept);
    const encoding = res.headers.get('content-encoding');
    if (!res.ok) failures.push(`${label}: ${url} answered ${res.status}`);
    else if (!['br', 'gzip'].includes(encoding ?? ''))
      failures.push(`${label}: ${url} came back uncompressed (content-encoding: ${encoding})`);
    return res;
  };

  const home = await expectCompressed('home page', `${site}/`, 'text/html');
  const csp = home.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  if (!scriptSrc) failures.push('home page: no script-src in its Content-Security-Policy');
  if (/unsafe-inline|unsafe-eval/.test(scriptSrc))
    failures.push(`home page: script-src is not strict (${scriptSrc.trim()})`);
  for (const [name, r] of Object.entries(remotes))
    await expectCompressed(name, `http://localhost:${r.port}/remoteEntry.js`);
  await expectCompressed('API through the shell', `${site}/api/site-parts?names=header`, 'application/json');
}

// Stopped the way a process manager stops it: SIGTERM to start.mjs alone. It must stop every service
// it started (a service left running holds its port and, for the API, its database files).
process.kill(child.pid, 'SIGTERM');
const stopped = await new Promise((resolve) => {
  const force = setTimeout(() => resolve(false), 20_000);
  child.on('exit', () => {
    clearTimeout(force);
    resolve(true);
  });
});
if (!stopped) failures.push('npm start did not stop within 20 s of SIGTERM');
const portOpen = (port) =>
  new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });
const leftOpen = [];
for (const [name, service] of Object.entries(services))
  if (service.port && (await portOpen(service.port))) leftOpen.push(`${name} (:${service.port})`);
if (leftOpen.length) failures.push(`after npm start stopped, still listening: ${leftOpen.join(', ')}`);
try {
  process.kill(-child.pid, 'SIGKILL'); // whatever is left of its own group
} catch {
  // nothing left
}
rmSync(dataDir, { recursive: true, force: true });

if (failures.length) {
  console.error(output.split('\n').slice(-40).join('\n'));
  console.error(`\nnpm start smoke check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('npm start smoke check: the site came up; strict CSP; shell, remotes and API compressed');
