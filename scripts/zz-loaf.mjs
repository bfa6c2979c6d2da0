import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://localhost:3000/';
const hold = process.argv[3] === 'hold';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let sums = [];
for (let run = 0; run < 3; run++) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
const page = await ctx.newPage();
if (hold) await page.route(/:300[1-5]\/__federation_expose_/, async (r) => { await new Promise((ok) => setTimeout(ok, 15000)); await r.continue().catch(() => {}); });
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__loaf = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push(e.toJSON()); }).observe({ type: 'long-animation-frame', buffered: true });
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(8000);
const loaf = await page.evaluate(() => window.__loaf);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
const tbt = loaf.filter((f) => f.startTime >= fcp).reduce((n, f) => n + f.blockingDuration, 0);
sums.push(Math.round(tbt));
if (run === 0) for (const f of loaf) console.log(`@${Math.round(f.startTime)} dur ${Math.round(f.duration)} block ${Math.round(f.blockingDuration)} ` + f.scripts.map((s) => `${Math.round(s.duration)}:${s.invokerType}:${s.sourceURL.replace(/^.*\//, '')}`).join(' '));
await ctx.close();
}
console.log(hold ? 'remote modules held' : 'normal', 'blocking after FCP per run:', sums.join(' '));
await browser.close();
