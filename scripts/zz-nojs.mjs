import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const prod = (await (await fetch(`${base}/api/product-link/380000`)).json()).url;
const paths = ['/', '/search?query=ethics', prod, '/podcasts/practically-speaking', '/credit-info/new-york', '/press', '/collections/answer-books'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const words = (t) => new Set(t.split(/\s+/).filter((w) => w.length > 3));
for (const p of paths) {
  const a = await browser.newContext({ javaScriptEnabled: false }); const b = await browser.newContext();
  const pa = await a.newPage(); const pb = await b.newPage();
  await pa.goto(base + p); await pb.goto(base + p, { waitUntil: 'networkidle' }); await pb.waitForTimeout(1500);
  const ta = await pa.locator('main').innerText().catch(() => ''); const tb = await pb.locator('main').innerText().catch(() => '');
  const wa = words(ta), wb = words(tb);
  const missing = [...wb].filter((w) => !wa.has(w));
  console.log(`${p}: noJS ${ta.length} chars, JS ${tb.length} chars; words only with JS: ${missing.length}: ${missing.slice(0, 25).join(' ')}`);
  await a.close(); await b.close();
}
await browser.close();
