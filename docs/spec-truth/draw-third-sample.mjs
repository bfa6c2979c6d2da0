// The third sample of spec rows (issue 39): run from the repository root with `node docs/spec-truth/draw-third-sample.mjs`.
// Prints `id<TAB>owner<TAB>requirement` for rows not flagged by a write-up nor read in the second sample.
import { readFileSync, readdirSync } from 'node:fs';
const SEED = 20261201;
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// excluded: rows any write-up table flags partial/hollow, and the second sample's 72 rows
const excluded = new Set();
for (const f of readdirSync('docs/spec-truth')) {
  // the third sample's own write-ups, and the later reads of the conditional rows (conditional-*.md),
  // came after the draw: reading them would change it
  if (f.startsWith('third-sample') || f.startsWith('conditional-')) continue;
  for (const line of readFileSync(`docs/spec-truth/${f}`, 'utf8').split('\n')) {
    if (!line.startsWith('|')) continue;
    const ids = line.match(/S\d-[A-Z]+-\d+/g) ?? [];
    if (f === 'second-sample.md' || /partial|hollow/i.test(line)) ids.forEach((i) => excluded.add(i));
  }
}
const plan = {
  'mfe-credit': 12,
  'mfe-product': 12,
  'mfe-commerce': 12,
  shell: 12,
  api: 10,
  'mfe-library': 7,
  'mfe-search': 7,
  identity: 2,
};
const rows = [1, 2, 3].flatMap((n) =>
  readFileSync(`/work/shared/specs/requirements-${n}.md`, 'utf8')
    .split('\n')
    .map((l) => l.split('|').map((c) => c.trim()))
    .filter((c) => /^S\d-/.test(c[1] ?? ''))
    .map((c) => ({ id: c[1], owner: c[2], text: c.slice(3, -1).join('|') })),
);
const rand = mulberry32(SEED);
for (const [owner, n] of Object.entries(plan)) {
  const all = rows.filter((r) => r.owner === owner);
  const p = all.filter((r) => !excluded.has(r.id));
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (p.length - i));
    [p[i], p[j]] = [p[j], p[i]];
  }
  console.error(`${owner}: ${all.length} rows, ${all.length - p.length} excluded, pool ${p.length}`);
  for (const r of p.slice(0, n)) console.log(`${r.id}\t${r.owner}\t${r.text.slice(0, 140)}`);
}
