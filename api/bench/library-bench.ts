// My Library benchmark (`npm run bench:library`): a seeded database of its own (a temporary PGlite
// folder, removed afterwards; or BENCH_DATABASE_URL, a PostgreSQL database it may fill), one person with
// 500 library items (programs with segment progress, publications, podcast episodes, some archived), and
// one client calling the API in-process through fastify's inject (routing, token verification, validation,
// database, serialisation; no socket). Prints p50/p95 for GET /api/user/library with filters and sorts,
// and for saving (POST) and removing (DELETE). Target: p95 <= 20 ms at 1 client. Options: BENCH_ROUNDS
// (default 300 measured requests per figure).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { openDb } from '../src/db/db';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadSeed } from '../src/seed/load-seed';
import { buildApp } from '../src/app';
import { createRandom } from '../src/lib/random';
import { benchLimits } from './bench-limits';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const LIBRARY_SIZE = 500;
const TARGET_P95_MS = 20;
const SUB = 'u-bench';
const ISSUER = 'http://bench.invalid';
const AUDIENCE = 'http://bench.invalid/api';

/**
 * Database round trips, counted: every statement, and BEGIN and COMMIT of each transaction (the figure
 * that does not move with the machine's load, unlike the milliseconds).
 */
let roundTrips = 0;
function counting(inner: Db): Db {
  const wrap = (d: Db, root?: Db): Db => ({
    kind: d.kind,
    root,
    query: (sql, params) => {
      roundTrips++;
      return d.query(sql, params);
    },
    exec: (sql) => {
      roundTrips++;
      return d.exec(sql);
    },
    transaction: (fn) => {
      roundTrips += 2;
      return d.transaction((tx) => fn(wrap(tx, outer)));
    },
    close: () => d.close(),
  });
  // per-database caches key on the database the app was given (a transaction's root)
  const outer: Db = wrap(inner);
  return outer;
}

const dir = process.env.BENCH_DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'cle-library-bench-'));
const db = dir
  ? await openDb({ dataDir: dir })
  : await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL });
try {
  const t0 = Date.now();
  await migrate(db);
  await loadSeed(db);
  console.log(`seeded ${db.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const libraryPks = await fillLibrary();

  const keys = await generateKeyPair('RS256');
  const app = await buildApp({
    db: counting(db),
    logger: Boolean(process.env.BENCH_LOG),
    allowedOrigins: [],
    limits: benchLimits(),
    auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey },
  });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    name: 'Bench Person',
    IndividualSK: '899999',
    email: 'bench@example.com',
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject(SUB)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(keys.privateKey);
  const headers = { authorization: `Bearer ${token}` };

  const trips = new Map<string, number[]>();
  async function timed(method: 'GET' | 'POST' | 'DELETE', url: string): Promise<number> {
    const before = roundTrips;
    const start = process.hrtime.bigint();
    const res = await app.inject({ method, url, headers });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    trips.set(method, [...(trips.get(method) ?? []), roundTrips - before]);
    return ms;
  }

  // What the My Library page asks for: tabs, filter combinations, every sort, later pages, summary only.
  const queries = [
    '',
    'groupSearchableType=Programs&format=onDemand,liveWebcast&sort=LastWatched',
    'libraryItemStatus=continueWatching&sort=ExpiringSoonest',
    'duration=60%2Bmin,half%2Bday&sort=NewestFirst&pageNumber=2',
    'groupSearchableType=Publications&bookFormat=Course%20Handbook,Treatise,Answer%20Book&sort=OldestFirst',
    'creditStatus=creditsForRequest&libraryItemStatus=isSaved,upcoming&includeArchived=true',
    'groupSearchableType=Podcasts&format=podcastAndRelatedMedia,videoPodcast&includeAllSegments=true',
    'pageSize=0&format=liveInPerson',
  ].map((q) => `/api/user/library?${q}`);

  const first = await app.inject({ method: 'GET', url: '/api/user/library?pageSize=0', headers });
  if (first.statusCode !== 200) throw new Error(`GET /api/user/library: ${first.statusCode} ${first.body}`);
  const size = (first.json() as { summary: { totalCollectionSize: number } }).summary.totalCollectionSize;
  for (let i = 0; i < 40; i++) await timed('GET', queries[i % queries.length]!); // warm-up

  const reads: number[] = [];
  for (let i = 0; i < ROUNDS; i++) reads.push(await timed('GET', queries[i % queries.length]!));

  // Saving items not yet in the library, then removing them again (each a real insert and delete).
  const candidates = (
    await db.query<{ pk: string }>(
      `SELECT pk FROM products WHERE searchable_type IN ('book', 'podcastepisode', 'ondemandprogram')
       AND pk <> ALL($1) ORDER BY pk LIMIT $2`,
      [libraryPks, ROUNDS + 20],
    )
  ).map((r) => r.pk);
  const saves: number[] = [];
  const removes: number[] = [];
  for (const [i, pk] of candidates.entries()) {
    const save = await timed('POST', `/api/user/library/${pk}`);
    const remove = await timed('DELETE', `/api/user/library/${pk}`);
    if (i >= 20) {
      saves.push(save);
      removes.push(remove);
    }
  }
  await app.close();

  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
  const row = (name: string, xs: number[], method: string) => {
    const p95 = pct(xs, 95);
    const t = trips.get(method)!.slice(-xs.length);
    return {
      call: name,
      requests: xs.length,
      dbTripsAvg: Number((t.reduce((a, b) => a + b, 0) / t.length).toFixed(1)),
      p50ms: Number(pct(xs, 50).toFixed(2)),
      p95ms: Number(p95.toFixed(2)),
      maxms: Number(Math.max(...xs).toFixed(2)),
      target: `p95 <= ${TARGET_P95_MS} ms`,
      met: p95 <= TARGET_P95_MS,
    };
  };
  console.log(`library of ${size} items (plus archived), ${db.kind}, 1 client, node ${process.version}`);
  console.table([
    row('GET /api/user/library (filters + sort)', reads, 'GET'),
    row('POST /api/user/library/{pk} (save)', saves, 'POST'),
    row('DELETE /api/user/library/{pk} (remove)', removes, 'DELETE'),
  ]);
} finally {
  await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** 500 library items for the bench person, with segment progress, like a heavy real user's. */
async function fillLibrary(): Promise<string[]> {
  const rnd = createRandom(500);
  const pick = async (type: string, n: number) =>
    rnd.sample(
      (
        await db.query<{ pk: string; code: string }>(
          'SELECT pk, code FROM products WHERE searchable_type = $1 ORDER BY pk',
          [type],
        )
      ).map((r) => r),
      n,
    );
  const programs = [...(await pick('ondemandprogram', 200)), ...(await pick('liveprogram', 100))];
  const books = await pick('book', 120);
  const episodes = await pick('podcastepisode', 80);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO users (sub, individual_sk, email, given_name, family_name) VALUES ($1, 899999, 'bench@example.com', 'Bench', 'Person')
       ON CONFLICT (sub) DO NOTHING`,
      [SUB],
    );
    await tx.query('DELETE FROM library_entries WHERE user_sub = $1', [SUB]);
    await tx.query('DELETE FROM library_progress WHERE user_sub = $1', [SUB]);
    const rows = [
      ...programs.map((p, i) => [
        p.pk,
        'program',
        i % 3 === 0 ? 'saved' : i < 200 ? 'purchased' : 'registered',
      ]),
      ...books.map((b, i) => [b.pk, 'publication', i % 4 === 0 ? 'saved' : 'purchased']),
      ...episodes.map((e) => [e.pk, 'podcast', 'saved']),
    ];
    if (rows.length !== LIBRARY_SIZE)
      throw new Error(`expected ${LIBRARY_SIZE} library items, got ${rows.length}`);
    for (const [i, [pk, type, source]] of rows.entries())
      await tx.query(
        `INSERT INTO library_entries (user_sub, item_pk, item_type, source, is_favorite, archived, access_expires_at,
           credit_requested_at, added_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + ($7 || ' days')::interval, $8, now() - ($9 || ' hours')::interval)`,
        [
          SUB,
          pk,
          type,
          source,
          source === 'saved',
          source !== 'saved' && i % 25 === 0,
          String(30 + (i % 400)),
          source !== 'saved' && i % 9 === 0 ? new Date().toISOString() : null,
          String(i * 7),
        ],
      );
    // segment progress for most on-demand programs: done, part-way, not started
    for (const [i, p] of programs.slice(0, 200).entries())
      for (let s = 1; s <= 4; s++)
        if ((i + s) % 3 !== 0)
          await tx.query(
            `INSERT INTO library_progress (user_sub, item_pk, playback_progress_pct, cle_progress_pct, last_watched_at)
             VALUES ($1, $2, $3, $3, now() - ($4 || ' hours')::interval)`,
            [SUB, `seg-${p.code}-${s}`, (i * s * 17) % 101, String(i + s)],
          );
  });
  return [...programs, ...books, ...episodes].map((p) => p.pk);
}
