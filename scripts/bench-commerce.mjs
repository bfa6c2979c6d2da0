// Store benchmark (`npm run bench:commerce`): 32 people shopping at once against the real API over
// HTTP on loopback (fastify listening on 127.0.0.1, an ephemeral port), on a seeded database of its own
// (a temporary PGlite folder, removed afterwards; or BENCH_DATABASE_URL, a PostgreSQL database it may
// fill). Each person adds to the cart, reads the cart and places an order, round after round; every
// order is also double-submitted once (a double click). Prints p50/p95 per call and checks that no
// order was lost or duplicated. Target: place order p95 <= 100 ms. Not a test: it prints numbers.
// Options: BENCH_USERS (default 32), BENCH_ROUNDS (default 8 orders per person).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { generateKeyPair, SignJWT } from 'jose';
import { openDb } from '../api/src/db/db.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { loadSeed } from '../api/src/seed/load-seed.ts';
import { buildApp } from '../api/src/app.ts';
import { benchCardSk } from '../api/bench/commerce-bench-card.ts';
import { benchLimits } from '../api/bench/bench-limits.ts';
import { apiCaller } from '../api/bench/api-caller.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const TARGET_PLACE_ORDER_P95_MS = 100;
const ISSUER = 'http://bench.invalid';
const AUDIENCE = 'http://bench.invalid/api';

const dir = process.env.BENCH_DATABASE_URL
  ? null
  : mkdtempSync(path.join(os.tmpdir(), 'cle-commerce-bench-'));
const db = dir
  ? await openDb({ dataDir: dir })
  : await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL });
let app;
try {
  const t0 = Date.now();
  await migrate(db);
  await loadSeed(db);
  console.log(`seeded ${db.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const keys = await generateKeyPair('RS256');
  app = await buildApp({
    db,
    allowedOrigins: [],
    limits: benchLimits(),
    auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey },
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const call = apiCaller(origin);

  // People: fresh accounts (nothing owned), one saved New York address and one stored card each.
  const people = [];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < USERS; i++) {
    const sub = `u-bench-${String(i + 1).padStart(2, '0')}`;
    const token = await new SignJWT({
      name: `Bench Person ${i + 1}`,
      IndividualSK: String(880001 + i),
      email: `${sub}@example.com`,
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(keys.privateKey);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const address = await call('POST', '/user/addresses', headers, {
      addressCategory_SK: 2,
      attention: 'Bench Person',
      address1: '1177 Avenue of the Americas',
      city: 'New York',
      state: 'NY',
      zip: '10036',
      country: 'USA',
    });
    people.push({ sub, headers, addressSk: address.sk, cardSk: await benchCardSk(db, sub) });
  }
  // What they buy: paid programs and print publications (distinct per order: a bought item is owned)
  const codes = (
    await db.query(
      `SELECT code FROM products WHERE price > 0 AND searchable_type IN ('ondemandprogram', 'liveprogram', 'book')
       ORDER BY md5(code) LIMIT $1`,
      [USERS * ROUNDS * 2 + USERS * 2],
    )
  ).map((r) => r.code);

  // The shoppers run in a worker thread (api/bench/commerce-shoppers.mjs): the load generator gets its
  // own event loop, so the API's latency is not the clients' JSON and socket work queued behind it.
  const { adds, reads, places, placed, seconds } = await new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../api/bench/commerce-shoppers.mjs', import.meta.url), {
      workerData: { origin, people, codes, rounds: ROUNDS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`shoppers exited with ${code}`)));
  });
  const placedBySub = new Map(Object.entries(placed));

  // No lost or duplicated orders: one order per person per round, each answered url distinct.
  const rows = await db.query(
    `SELECT user_sub, count(*)::int AS n, count(DISTINCT order_number)::int AS distinct_numbers
     FROM orders WHERE user_sub LIKE 'u-bench-%' GROUP BY user_sub`,
  );
  const expected = ROUNDS + 1;
  const problems = people.flatMap((person) => {
    const row = rows.find((x) => x.user_sub === person.sub);
    const answered = new Set(placedBySub.get(person.sub));
    return row?.n === expected && row.distinct_numbers === expected && answered.size === expected
      ? []
      : [`${person.sub}: ${row?.n ?? 0} orders stored, ${answered.size} answered, ${expected} expected`];
  });
  const [lines] = await db.query(
    `SELECT count(*)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_sub LIKE 'u-bench-%'`,
  );
  const [library] = await db.query(
    `SELECT count(*)::int AS n FROM library_entries WHERE user_sub LIKE 'u-bench-%' AND source = 'purchased'`,
  );

  const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];
  const row = (name, xs, target) => ({
    call: name,
    requests: xs.length,
    p50ms: Number(pct(xs, 50).toFixed(1)),
    p95ms: Number(pct(xs, 95).toFixed(1)),
    maxms: Number(Math.max(...xs).toFixed(1)),
    target: target ? `p95 <= ${target} ms` : '',
    met: target ? pct(xs, 95) <= target : '',
  });
  console.log(
    `${USERS} people at once, ${ROUNDS} measured rounds, ${db.kind}, HTTP on loopback, node ${process.version}, ${seconds.toFixed(1)} s`,
  );
  console.table([
    row('POST /api/commerce/carts (add to cart)', adds),
    row('GET /api/commerce/carts (cart read)', reads),
    row('POST /api/commerce/checkout (place order, double-submitted)', places, TARGET_PLACE_ORDER_P95_MS),
  ]);
  console.log(
    `orders: ${rows.reduce((n, r) => n + r.n, 0)} stored for ${USERS * expected} placed (${USERS * expected * 2} requests); ` +
      `${lines.n} order lines; ${library.n} purchases in My Library; ` +
      (problems.length ? `PROBLEMS:\n  ${problems.join('\n  ')}` : 'none lost, none duplicated'),
  );
  if (problems.length) process.exitCode = 1;
} finally {
  await app?.close();
  await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
