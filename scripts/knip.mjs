// `npm run knip` and the "knip" step of `npm test` (decision 062), two passes of knip.jsonc:
// 1. everything, tests included: no unused file, dependency, export or type.
// 2. the product alone (--production, tests left out): an export only tests use is a finding. The ones
//    found when this check came in are listed in knip-test-only.txt, to be worked off; a new one fails,
//    and so does a listed one that is gone (take it off the list). The public entry points that stay
//    (payload contracts the API's route tests hold the API to) are in knip-public.txt, each with its
//    reason; the same rule holds for them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { root } from './lib.mjs';

const LIST = `${root}/scripts/knip-test-only.txt`;
const PUBLIC = `${root}/scripts/knip-public.txt`;
// test kits and fixtures are test code: the product never imports them
const TEST_CODE = /^(shared\/testing|e2e)\/|fixtures?\b|\/test\//;

const knip = (args) =>
  spawnSync('npx', ['knip', '--no-progress', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

const all = knip([]);
process.stdout.write(all.stdout);
process.stderr.write(all.stderr);
if (all.status !== 0) process.exit(1);

const product = knip(['--production', '--include', 'exports,types', '--reporter', 'json']);
if (product.status !== 0 && !product.stdout.startsWith('{')) {
  process.stderr.write(product.stderr);
  process.exit(1);
}
const found = JSON.parse(product.stdout)
  .issues.filter((i) => !TEST_CODE.test(i.file))
  .flatMap((i) => [...i.exports, ...i.types].map((e) => `${i.file} ${e.name}`))
  .sort();
// "file export  # reason" lines; lines starting with # are comments
const publicLines = readFileSync(PUBLIC, 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim().replace(/\s+/g, ' '))
  .filter(Boolean);
const publicSet = new Set(publicLines);
const debt = found.filter((e) => !publicSet.has(e));
if (process.argv.includes('--write-list')) {
  writeFileSync(LIST, debt.join('\n') + '\n');
  console.log(`${debt.length} test-only exports written to scripts/knip-test-only.txt`);
  process.exit(0);
}
const listed = new Set(readFileSync(LIST, 'utf8').split('\n').filter(Boolean));
const added = debt.filter((e) => !listed.has(e));
const gone = [...listed].filter((e) => !debt.includes(e));
const publicGone = publicLines.filter((e) => !found.includes(e));
for (const e of added)
  console.error(`export only tests use (wire it into the product or test through it): ${e}`);
for (const e of gone) console.error(`no longer test-only, take it off scripts/knip-test-only.txt: ${e}`);
for (const e of publicGone) console.error(`no longer test-only, take it off scripts/knip-public.txt: ${e}`);
console.log(
  `test-only exports: ${debt.length} (listed ${listed.size}), public entry points: ${publicSet.size}`,
);
process.exit(added.length || gone.length || publicGone.length ? 1 : 0);
