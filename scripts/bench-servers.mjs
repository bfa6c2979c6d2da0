// `npm run bench:servers`: a second shell for the SSR benchmarks, beside a site already running
// (`npm start`: the API, the identity provider, the remotes' builds). Starts, with NODE_ENV=production
// (React's production server renderer), a shell server with server rendering on SSR_PORT (3020) and one
// with SSR=off on OFF_PORT (3010), both loading the remotes' current builds from a copy of the remotes'
// static servers on REMOTES_PORT+1..+5 (3011-3015) that lets the two shell origins load them (the
// remotes of `npm start` answer CORS for :3000 only). Stops everything on Ctrl-C or SIGTERM.
// Then: BASE_URL=http://localhost:3020 npm run bench:ssr, and the same for bench:lighthouse:static.
// Anonymous pages only: the identity provider accepts sign-in from :3000 alone (the session check of
// these origins fails and the page goes on as for a visitor who is not signed in).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '@cle/build/topology';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrPort = Number(process.env.SSR_PORT ?? 3020);
const offPort = Number(process.env.OFF_PORT ?? 3010);
const remotesBase = Number(process.env.REMOTES_PORT ?? 3010);
const origins = [ssrPort, offPort].map((p) => `http://localhost:${p}`);

const children = new Map();
function start(name, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // another session's restart may stop it: start it again (its caches start cold)
    console.log(`${name} exited (${signal ?? code}), restarting`);
    setTimeout(() => start(name, cwd, args, env), 1000);
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const tsx = ['--import', 'tsx'];
const remoteUrls = {};
Object.keys(remotes).forEach((app, i) => {
  const port = remotesBase + i + 1;
  remoteUrls[`${app.toUpperCase().replace(/-/g, '_')}_URL`] = `http://localhost:${port}`;
  start(app, path.join(root, app), [...tsx, path.join(root, 'shared/static-server/src/cli.ts')], {
    PORT: String(port),
    ALLOWED_ORIGINS: [...origins, `http://localhost:${port}`].join(','),
  });
});
// give the remotes a moment: the shell reads each one's release record at its first page
await new Promise((resolve) => setTimeout(resolve, 2000));
const shellDir = path.join(root, 'shell-host');
// a remotes.json beside the shell (e2e writes one to redeploy) would point at the other remotes
const shellEnv = {
  NODE_ENV: 'production',
  // localhost values: the production profile warns instead of refusing (decision 056)
  CLE_LOCAL_PRODUCTION: '1',
  REMOTES_FILE: path.join(shellDir, 'no-remotes-file.json'),
  ...remoteUrls,
};
// the server's path goes in the environment, not the command line, so a broad `pkill -f server.mts`
// meant for the site's own shell leaves these alone
const shellArgs = [...tsx, '--input-type=module', '-e', 'await import(process.env.CLE_BENCH_SHELL)'];
shellEnv.CLE_BENCH_SHELL = path.join(shellDir, 'server', 'server.mts');
// each shell's deploy store apart (decision 063): one process per embedded database folder, and none
// of the site's own deployments
const deployDir = (port) => path.join(os.tmpdir(), `cle-bench-deploy-${port}`);
start('shell (SSR)', shellDir, shellArgs, {
  ...shellEnv,
  PORT: String(ssrPort),
  DEPLOY_DATA_DIR: deployDir(ssrPort),
});
start('shell (SSR=off)', shellDir, shellArgs, {
  ...shellEnv,
  PORT: String(offPort),
  DEPLOY_DATA_DIR: deployDir(offPort),
  SSR: 'off',
});
console.log(
  `bench servers: SSR ${origins[0]}, SSR=off ${origins[1]}; remotes ${Object.values(remoteUrls).join(' ')}`,
);
