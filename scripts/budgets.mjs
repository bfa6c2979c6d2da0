// Bundle budgets from the build output (the page-load budgets run in e2e/tests/budgets.spec.ts).
// Each remote's remoteEntry.js at most 15 KB gzip: remotes borrow the shell's MF runtime.
import { readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { APPS, root } from './lib.mjs';

export const BUDGETS = {
  remoteEntryGzipKB: 15,
  shellMainGzipKB: 40,
  embedLoaderGzipKB: 25,
};

const kb = (bytes) => bytes / 1024;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const rows = [];
const check = (app, file, limitKB) => {
  const full = path.join(root, app, 'dist', file);
  if (!existsSync(full)) {
    rows.push({ app, file, gzipKB: NaN, limitKB, ok: false });
    return;
  }
  const size = kb(gz(full));
  rows.push({ app, file, gzipKB: size, limitKB, ok: size <= limitKB });
};

check('shell-host', 'main.js', BUDGETS.shellMainGzipKB);
for (const app of APPS.filter((a) => a !== 'shell-host')) {
  check(app, 'remoteEntry.js', BUDGETS.remoteEntryGzipKB);
  check(app, 'embed.js', BUDGETS.embedLoaderGzipKB);
}

console.log('\nBundle budgets (build output, gzip -9)');
console.log(
  `${'app'.padEnd(14)} ${'file'.padEnd(16)} ${'gzip KB'.padStart(8)} ${'budget'.padStart(7)}  result`,
);
for (const r of rows)
  console.log(
    `${r.app.padEnd(14)} ${r.file.padEnd(16)} ${r.gzipKB.toFixed(1).padStart(8)} ${String(r.limitKB).padStart(7)}  ${r.ok ? 'ok' : 'OVER'}`,
  );
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results', 'budgets-build.json'), JSON.stringify(rows, null, 2));
const over = rows.filter((r) => !r.ok);
console.log(`budgets: ${rows.length - over.length} passed, ${over.length} failed`);
process.exit(over.length ? 1 : 0);
