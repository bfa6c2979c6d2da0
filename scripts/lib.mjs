// Shared bits of the root scripts: run a step, install what a fresh machine lacks.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell-host', 'mfe-search', 'mfe-library', 'mfe-credit', 'mfe-commerce', 'mfe-product'];

export function run(label, command, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...opts.env },
    shell: false,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs))
    return true;
  // npm install, not npm ci: npm 11 leaves other platforms' optional packages out of the lockfile, so
  // `npm ci` fails with "Missing: @swc/core-darwin-arm64 from lock file"
  return run('install dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
}

/** Debian's Chromium (Playwright's own browser download is blocked here), docker-compose for the compose check, PostgreSQL. */
export function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/bin/docker-compose')) missing.push('docker-compose');
  // a PostgreSQL server: the API's route tests run on it too (the DATABASE_URL path)
  if (!existsSync('/usr/bin/pg_lsclusters')) missing.push('postgresql');
  // the media pipeline (decision 057): encoder, speech, the slides' font
  if (!existsSync('/usr/bin/ffmpeg')) missing.push('ffmpeg');
  if (!existsSync('/usr/bin/espeak-ng')) missing.push('espeak-ng');
  if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) missing.push('fonts-dejavu-core');
  if (!missing.length) return true;
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (args) =>
    sudo.length
      ? run(`apt-get ${args[0]}`, 'sudo', ['apt-get', ...args])
      : run(`apt-get ${args[0]}`, 'apt-get', args);
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]);
}
