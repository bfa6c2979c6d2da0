// The deploy service's CLI (decision 063), for people and CI:
//   npm run deploy -- mfe-library <release-id> [--reason "why"] [--percent 10 | --staff | --candidate]
// (--staff: signed-in staff only first; --candidate: checked and known, served to nobody but a QA override)
//   npm run rollback -- mfe-library [--reason "why"]
// DEPLOY_URL: the shell server (default SITE_ORIGIN or http://localhost:3000). DEPLOY_TOKEN: the team's
// token; unset, the team's published development token (shell-host/deploy-tokens.development.json),
// which only a development shell accepts. Exit 0 when the pointer moved, 1 when refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { remotes, siteOrigin } from '../shared/build/src/topology.js';

const [action, remote, ...rest] = process.argv.slice(2);
const usage = () => {
  console.error(
    'usage: npm run deploy -- <remote> <release-id> [--reason "why"] [--percent 1-99 | --staff | --candidate]\n       npm run rollback -- <remote> [--reason "why"]',
  );
  process.exit(2);
};
if (!['deploy', 'rollback'].includes(action) || !remote) usage();
if (!remotes[remote]) {
  console.error(`unknown remote ${remote}: one of ${Object.keys(remotes).join(', ')}`);
  process.exit(2);
}
/** `--name value` pairs out of the arguments; what is left is positional. */
const flags = {};
const positional = [];
for (let i = 0; i < rest.length; i += 1)
  if (rest[i] === '--reason' || rest[i] === '--percent') flags[rest[i].slice(2)] = rest[++i] ?? '';
  else if (rest[i] === '--staff' || rest[i] === '--candidate') flags[rest[i].slice(2)] = true;
  else positional.push(rest[i]);
const reason = flags.reason ?? '';
// --percent: serve the release to that share of visitors first (a later deploy gives it to everyone)
const percent = flags.percent === undefined ? undefined : Number(flags.percent);
// decision 065: staff only first, or a QA candidate
const audience = flags.staff ? 'staff' : flags.candidate ? 'qa' : undefined;
const release = positional[0];
if (action === 'deploy' && !release) usage();

function token() {
  if (process.env.DEPLOY_TOKEN?.trim()) return process.env.DEPLOY_TOKEN.trim();
  const file = path.join(root, 'shell-host', 'deploy-tokens.development.json');
  const dev = JSON.parse(readFileSync(file, 'utf8')).tokens.find((t) => t.remotes.includes(remote));
  if (!dev) {
    console.error(`DEPLOY_TOKEN is unset and no development token deploys ${remote}`);
    process.exit(2);
  }
  return dev.token;
}

const base = (process.env.DEPLOY_URL || siteOrigin).replace(/\/$/, '');
const url = `${base}/deploy/${remote}${action === 'rollback' ? '/rollback' : ''}`;
let res;
try {
  res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
    body: JSON.stringify(action === 'deploy' ? { release, reason, percent, audience } : { reason }),
    signal: AbortSignal.timeout(60_000),
  });
} catch (err) {
  console.error(`could not reach the deploy service at ${url}: ${err.cause?.message ?? err.message}`);
  process.exit(1);
}
const body = await res.json().catch(() => ({}));
if (!res.ok) {
  console.error(`${res.status}: ${body.message ?? res.statusText}`);
  process.exit(1);
}
const share = body.percent
  ? ` for ${body.percent}% of visitors`
  : body.audience === 'staff'
    ? ' for staff only'
    : body.audience === 'qa'
      ? ' as a QA candidate (served to nobody)'
      : '';
console.log(`${body.action} ${body.remote}: ${body.from ?? '(seed)'} -> ${body.to ?? '(seed)'}${share}`);
console.log(JSON.stringify(body));
