// Property-based fuzzing of every route the app registers (issue 18, decision 029): hostile path
// parameters, query strings and JSON bodies (NUL bytes, lone surrogates, numbers beyond int4/int8,
// deep and huge values) answer 4xx, never 5xx, and a refused write changes no row anywhere.
// Routes are read from the running app, so a route added later is fuzzed without touching this file.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import { startTestApp } from './helpers';
import { signSeeded } from './tokens';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
/** runs per route; FUZZ_RUNS=n for a longer hunt */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const HUGE = 1_000_000_000;
let t: Awaited<ReturnType<typeof startTestApp>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };
let token: string;

before(async () => {
  keys = await generateKeyPair('RS256');
  t = await startTestApp({
    auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey },
    // the fuzz run is one client sending thousands of requests: limits are another test's subject
    limits: {
      rate: { windowMs: 60_000, perClient: HUGE, search: HUGE, writes: HUGE },
      search: {
        maxTerms: 32,
        maxPageSize: 100,
        explain: 'on',
        explainMaxPageSize: 50,
        statementTimeoutMs: 5000,
      },
    },
  });
  token = await signSeeded('u-im', keys.privateKey, { issuer: ISSUER, audience: AUDIENCE });
});
after(async () => t.close());

/** Text an attacker or an unlucky client sends: NUL, lone surrogates, numbers past every column. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '99999999999999999999',
    '1e308',
    'NaN',
    '-0',
    '0x10',
    ' 1',
    '',
    '../../etc/passwd',
    "'; DROP TABLE users; --",
    '%',
    '%00',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'x'.repeat(5000),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -1, 0, 1.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body shaped like the routes' own: their field names with hostile values, or anything at all. */
const FIELD_NAMES = [
  'query',
  'postQuery',
  'pageSize',
  'currentPage',
  'explain',
  'facetGroups',
  'code',
  'codes',
  'id',
  'ids',
  'sk',
  'email',
  'company',
  'jobTitle',
  'phone',
  'given_name',
  'family_name',
  'items',
  'quantity',
  'promoCode',
  'formId',
  'fields',
  'regions',
  'regionSk',
  'customerId',
  'key',
  'productCode',
  'variationPk',
  'pk',
  'pks',
  'creditRegion_SK',
  'creditClass_SK',
  'address',
  'transientToken',
  'url',
  'name',
  'comments',
  'date',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 5 }),
  hostileValue,
);
const hostileQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...FIELD_NAMES, 'url', 'ProductCodes', 'faculty', 'q', 'group', 'page', 'uri'),
    hostileText,
  ),
  hostileText,
  { maxKeys: 4 },
);

/** Rows in every table of the schema, one number per table (rate-limit counts are bookkeeping, not writes). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'rate_limit_counts' ORDER BY table_name",
  );
  const sql = tables
    .map((x) => `SELECT '${x.table_name}' AS t, count(*)::int AS n FROM "${x.table_name}"`)
    .join(' UNION ALL ');
  const rows = await t.db.query<{ t: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

// A URL cannot carry a lone surrogate (encodeURIComponent throws): it goes as the bytes of one
// (WTF-8), which no UTF-8 decoder accepts; with the u flag only unpaired halves match.
const encode = (s: string) =>
  s
    .split(/([\ud800-\udfff])/u)
    .map((part, i) =>
      i % 2
        ? [
            ...Buffer.from([
              0xe0 | (part.charCodeAt(0) >> 12),
              0x80 | ((part.charCodeAt(0) >> 6) & 63),
              0x80 | (part.charCodeAt(0) & 63),
            ]),
          ]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(part),
    )
    .join('');

test('every registered route answers hostile input with 4xx (never 5xx), and a refused write writes nothing', async () => {
  const routes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  assert.ok(routes.length > 100, `only ${routes.length} routes registered`);
  let requests = 0;
  const statuses = new Map<number, number>();
  for (const route of routes) {
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const isWrite = route.method !== 'GET';
    await fc
      .assert(
        fc.asyncProperty(
          fc.array(hostileText, { minLength: params.length, maxLength: params.length }),
          hostileQuery,
          hostileBody,
          fc.boolean(),
          async (values, query, body, signedIn) => {
            let url = route.url;
            params.forEach((p, i) => (url = url.replace(`:${p}`, encode(values[i]!) || 'x')));
            url = url.replace('*', encode(values[0] ?? 'x'));
            const qs = Object.entries(query)
              .map(([k, v]) => `${encode(k)}=${encode(v)}`)
              .join('&');
            // raw JSON text keeps lone surrogates as \\ud800 escapes, as a hostile client would send them
            const payload = isWrite ? JSON.stringify(body ?? null) : undefined;
            const before = isWrite ? await rowCounts() : null;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers: {
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            requests++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            assert.ok(
              res.statusCode < 500,
              `${route.method} ${url}?${qs} ${payload ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
            if (res.statusCode >= 400 && before)
              assert.deepEqual(
                await rowCounts(),
                before,
                `${route.method} ${url} refused with ${res.statusCode} but wrote`,
              );
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      )
      .catch((err: Error) => {
        // name the route and the request that failed (fast-check's own report keeps it in the cause)
        const cause = err.cause instanceof Error ? err.cause.message : '';
        throw new Error(`${route.method} ${route.url}: ${cause}\n${err.message}`, { cause: err });
      });
  }
  console.log(
    `fuzz: ${routes.length} routes, ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
});

// Decision 073: the document is generated from the schemas the routes declare, so it cannot miss one.
test('GET /api/openapi.json is an OpenAPI 3 document listing every registered route with its declared request and response schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  assert.equal(res.statusCode, 200);
  const doc = res.json();
  assert.match(doc.openapi, /^3\.\d+\.\d+$/);
  assert.equal(typeof doc.info.title, 'string');
  const routes = t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const missing = routes
    .map((r) => ({
      method: r.method.toLowerCase(),
      path: r.url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}'),
    }))
    .filter((r) => !doc.paths[r.path]?.[r.method]);
  assert.deepEqual(missing, [], 'routes the document does not list');
  // a converted route: its body and query schemas (from @cle/contracts) and a declared response schema
  const profile = doc.paths['/api/user/profile'];
  const body = profile.put.requestBody.content['application/json'].schema;
  assert.deepEqual(body.properties.given_name, {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    pattern: '^[^<>\\p{Cc}]+$',
  });
  assert.equal(body.additionalProperties, false, 'unknown fields, such as a user id, are refused');
  assert.deepEqual(Object.keys(profile.get.responses['200'].content['application/json'].schema.properties), [
    'profile',
    'contentOptOut',
  ]);
  const roster = doc.paths['/api/roster/{orgSk}/child-members'].get.parameters;
  assert.deepEqual(roster.map((p: { in: string; name: string }) => `${p.in} ${p.name}`).sort(), [
    'path orgSk',
    'query page',
    'query query',
  ]);
});
