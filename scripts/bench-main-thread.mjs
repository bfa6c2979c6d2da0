// `npm run bench:main-thread`: what the main thread does during a cold load of the six Lighthouse page
// types, measured in Chromium with a fixed 4x CPU throttle (Lighthouse's mobile multiplier) and a
// phone viewport, against a site that is already running (BASE_URL, default http://localhost:3000).
// Unlike a Lighthouse score these figures hardly depend on what else the machine runs:
//   long tasks (count, longest, sum over 50 ms after the first paint: a TBT estimate), React commits
//   (through the DevTools hook React calls on every commit), compressed JS bytes, CLS, the LCP
//   element and when it painted, and where the script time went (a CPU profile mapped through the
//   builds' source maps to the module that ran).
// Not part of npm test. RUNS=3 takes the median run of each page; PAGES=home,cart picks pages;
// PROFILE=0 skips the CPU profile; writes test-results/main-thread.json.
/* global window -- observe() and the evaluate callback run in the page */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sourceMap from 'source-map';
import topology from '../shared/build/src/topology.js';
import { benchPages } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const profile = process.env.PROFILE !== '0';
const CPU_SLOWDOWN = 4;

const pages = benchPages();

/** Installed before any page script: long tasks, paints, shifts and React commits, all buffered on window. */
function observe() {
  const m = { longTasks: [], lcp: [], fcp: 0, cls: 0, commits: [] };
  window.__cleMainThread = m;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const el = e.element;
      m.lcp.push({
        time: e.startTime,
        size: e.size,
        element: el
          ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').slice(0, 40)}"`
          : String(e.url || '?'),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // React calls the DevTools hook on every commit (react-dom reads it when it loads)
  const name = (f) => {
    const t = f.type;
    return typeof t === 'string' ? t : (t?.displayName ?? t?.name ?? null);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, fiberRoot) {
      // which components rendered: PerformedWork (flag 1) on a fiber that is this commit's copy
      let rendered = 0;
      const names = new Map();
      const walk = (f, depth) => {
        for (let c = f; c; c = c.sibling) {
          const fresh =
            !c.alternate ||
            c.alternate.memoizedProps !== c.memoizedProps ||
            c.alternate.memoizedState !== c.memoizedState;
          if (fresh && c.flags & 1 && typeof c.type === 'function') {
            rendered++;
            const n = name(c);
            if (n) names.set(n, (names.get(n) ?? 0) + 1);
          }
          if (c.child && depth < 400) walk(c.child, depth + 1);
        }
      };
      walk(fiberRoot.current.child, 0);
      m.commits.push({
        at: performance.now(),
        rendered,
        top: [...names].sort((a, b) => b[1] - a[1]).slice(0, 6),
      });
    },
  };
}

/** Source maps from the builds on disk: the URL's port names the app, the file sits in its dist/. */
const appDirByPort = new Map(
  Object.entries(topology.services).map(([app, s]) => [String(s.port), path.join(root, app)]),
);
const consumers = new Map();
function consumerFor(url) {
  if (consumers.has(url)) return consumers.get(url);
  let consumer = null;
  try {
    const u = new URL(url);
    const dir = appDirByPort.get(u.port);
    const file = dir && path.join(dir, 'dist', `${decodeURIComponent(u.pathname.replace(/^\//, ''))}.map`);
    if (file && existsSync(file))
      consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(url, consumer);
  return consumer;
}
/** A profile node's source module, shortened: node_modules/<pkg> or the app's own file. */
function moduleOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(native)';
  const consumer = consumerFor(frame.url);
  if (!consumer) return new URL(frame.url).pathname;
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return new URL(frame.url).pathname;
  const src = pos.source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return nm ? nm[1] : src.replace(/^(\.\.\/)+/, '');
}
/** Self time per module from a CPU profile (ms, as measured under the throttle). */
function selfTimeByModule(prof) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dts = prof.timeDeltas;
  for (let i = 0; i < prof.samples.length; i++) {
    const node = byId.get(prof.samples[i]);
    const dt = (dts[i + 1] ?? 0) / 1000;
    const key = moduleOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
  }
  return [...self]
    .filter(([k]) => k !== '(idle)' && k !== '(program)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => [k, Math.round(v)]);
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const js = new Map();
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    if (types.get(e.requestId) === 'Script') js.set(e.requestId, e.encodedDataLength);
  });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const prof = profile ? (await cdp.send('Profiler.stop')).profile : null;
  const m = await page.evaluate(() => window.__cleMainThread);
  await context.close();
  const lcp = m.lcp.at(-1);
  const after = m.longTasks.filter((t) => t.start >= m.fcp);
  return {
    fcp: Math.round(m.fcp),
    lcp: lcp ? Math.round(lcp.time) : null,
    lcpElement: lcp?.element ?? null,
    longTasks: m.longTasks.length,
    longestTask: Math.round(Math.max(0, ...m.longTasks.map((t) => t.duration))),
    longTaskMs: Math.round(m.longTasks.reduce((n, t) => n + t.duration, 0)),
    tbt: Math.round(after.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)),
    commits: m.commits.length,
    commitsBeforeLcp: lcp ? m.commits.filter((c) => c.at <= lcp.time).length : null,
    rendered: m.commits.reduce((n, c) => n + c.rendered, 0),
    commitLog: m.commits.map((c) => ({ at: Math.round(c.at), rendered: c.rendered, top: c.top })),
    jsKB: +([...js.values()].reduce((n, b) => n + b, 0) / 1024).toFixed(1),
    cls: +m.cls.toFixed(3),
    scriptTimeByModule: prof ? selfTimeByModule(prof) : [],
  };
}

const median = (rows, key) => [...rows].sort((a, b) => a[key] - b[key])[Math.floor(rows.length / 2)];
const pad = (s, n) => String(s).padEnd(n);

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const p of pages) {
      const url = `${baseUrl}${await p.path(baseUrl)}`;
      const rows = [];
      for (let i = 0; i < runs; i++) rows.push(await measure(browser, url));
      results.push({ page: p.name, url, loadAverage: os.loadavg()[0], ...median(rows, 'tbt') });
      process.stderr.write(`  ${p.name}: done\n`);
    }
  } finally {
    await browser.close();
  }
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', 'main-thread.json'), JSON.stringify(results, null, 2));
  console.log(
    `\nMain thread at ${CPU_SLOWDOWN}x CPU, 412x823 (${baseUrl}, load average ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log(
    `${pad('page', 16)}${pad('FCP', 7)}${pad('LCP', 7)}${pad('long', 6)}${pad('max', 6)}${pad('sum', 7)}${pad('TBT~', 7)}${pad('commits', 9)}${pad('<LCP', 6)}${pad('JS KB', 8)}CLS`,
  );
  for (const r of results)
    console.log(
      `${pad(r.page, 16)}${pad(r.fcp, 7)}${pad(r.lcp, 7)}${pad(r.longTasks, 6)}${pad(r.longestTask, 6)}${pad(r.longTaskMs, 7)}${pad(r.tbt, 7)}${pad(r.commits, 9)}${pad(r.commitsBeforeLcp, 6)}${pad(r.jsKB, 8)}${r.cls}`,
    );
  for (const r of results) {
    console.log(`\n${r.page}: LCP ${r.lcpElement}`);
    if (r.scriptTimeByModule.length)
      console.log(`  script self time: ${r.scriptTimeByModule.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
