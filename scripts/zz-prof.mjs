import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sourceMap from 'source-map';
import topology from '../shared/build/src/topology.js';
const root = process.cwd();
const url = process.argv[2] ?? 'http://localhost:3000/';
const appDirByPort = new Map(Object.entries(topology.services).map(([app, s]) => [String(s.port), path.join(root, app)]));
const consumers = new Map();
function consumerFor(u0) {
  if (consumers.has(u0)) return consumers.get(u0);
  let c = null;
  try { const u = new URL(u0); const dir = appDirByPort.get(u.port); const f = dir && path.join(dir, 'dist', `${u.pathname.slice(1)}.map`); if (f && existsSync(f)) c = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))); } catch {}
  consumers.set(u0, c); return c;
}
function name(cf) {
  if (!cf.url) return `(${cf.functionName || 'native'})`;
  const c = consumerFor(cf.url);
  if (!c) return `${new URL(cf.url).pathname}:${cf.functionName}`;
  const p = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  const src = (p.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
  const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return nm ? `${nm[1]}:${p.name ?? cf.functionName}` : `${src}:${p.line}:${p.name ?? cf.functionName}`;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' }); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
const prof = (await cdp.send('Profiler.stop')).profile;
await browser.close();
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// tasks: consecutive samples under the same top-level frame (the child of (root))
const rootId = prof.nodes[0].id;
const topOf = (id) => { let cur = id; while (parent.get(cur) !== rootId && parent.get(cur) !== undefined) cur = parent.get(cur); return cur; };
const runs = []; let cur = null; let t = 0;
for (let i = 0; i < prof.samples.length; i++) {
  const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000; t += (prof.timeDeltas[i] ?? 0) / 1000;
  const node = byId.get(prof.samples[i]); const fn = node.callFrame.functionName;
  if (fn === '(garbage collector)' && cur) { cur.dur += dt; cur.idx.push(i); continue; }
  const top = topOf(prof.samples[i]);
  if (cur && cur.top === top) { cur.dur += dt; cur.idx.push(i); continue; }
  if (cur) runs.push(cur);
  cur = ['(idle)', '(program)'].includes(fn) ? null : { top, start: t, dur: dt, idx: [i], label: name(byId.get(top).callFrame) };
}
if (cur) runs.push(cur);
runs.sort((a, b) => b.dur - a.dur);
console.log('longest runs', runs.slice(0, 10).map((r) => `${Math.round(r.start)}:${Math.round(r.dur)}ms ${r.label}`).join('\n '));
const top = Number(process.argv[3] ?? 0);
const r = runs[top];
const incl = new Map(); const self = new Map();
for (const i of r.idx) {
  const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000;
  let id = prof.samples[i]; const seen = new Set();
  self.set(name(byId.get(id).callFrame), (self.get(name(byId.get(id).callFrame)) ?? 0) + dt);
  while (id) { const k = name(byId.get(id).callFrame); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } id = parent.get(id); }
}
console.log(`run ${top}: ${Math.round(r.dur)} ms`);
console.log('inclusive (app code):');
for (const [k, v] of [...incl].filter(([k]) => !k.includes('react-dom') && !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${Math.round(v)}  ${k}`);
console.log('self:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${Math.round(v)}  ${k}`);
