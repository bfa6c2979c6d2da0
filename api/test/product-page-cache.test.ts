// GET /product/{code} answers from a cache kept per seed version (product-page-cache.ts), on the real
// database: a second call runs no catalogue query, a new seed version rebuilds it, and the one personal
// field (the caller's PLUS flag) is never served from another caller's answer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from './helpers';
import { testSigner } from './tokens';

let t: Awaited<ReturnType<typeof startTestApp>>;
let signer: Awaited<ReturnType<typeof testSigner>>;
/** the SQL the API ran since the last reset */
const ran: string[] = [];

before(async () => {
  signer = await testSigner();
  t = await startTestApp({ auth: signer.auth });
  const query = t.db.query.bind(t.db);
  t.db.query = ((sql: string, params?: unknown[]) => {
    ran.push(sql);
    return query(sql, params as never);
  }) as typeof t.db.query;
});
after(async () => {
  await t.close();
});

async function get(code: string, as?: string) {
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (as) headers.authorization = `Bearer ${await signer.sign(as)}`;
  ran.length = 0;
  const res = await t.app.inject({ method: 'GET', url: `/api/product/${code}`, headers });
  assert.equal(res.statusCode, 200, res.body);
  return { body: res.json() as { catalogRelations: { isPlusSubscriber: boolean } }, raw: res.body };
}
const catalogueQueries = () => ran.filter((sql) => /\bproducts\b/.test(sql));

async function anyProgramCode(): Promise<string> {
  const [row] = await t.db.query<{ code: string }>(
    "SELECT code FROM products WHERE searchable_type = 'ondemandprogram' AND parent_code IS NULL ORDER BY code LIMIT 1",
  );
  return row!.code;
}

test('a second call for the same product runs no catalogue query and answers the same', async () => {
  const code = await anyProgramCode();
  const first = await get(code);
  assert.ok(catalogueQueries().length > 3, 'the first call builds the page');
  const second = await get(code);
  assert.deepEqual(catalogueQueries(), []);
  assert.equal(second.raw, first.raw);
});

test("the PLUS flag is the caller's own, whoever asked first", async () => {
  const code = await anyProgramCode();
  assert.equal((await get(code, 'u-pm')).body.catalogRelations.isPlusSubscriber, true);
  assert.equal((await get(code)).body.catalogRelations.isPlusSubscriber, false);
  assert.equal((await get(code, 'u-retail')).body.catalogRelations.isPlusSubscriber, false);
  assert.equal((await get(code, 'u-pm')).body.catalogRelations.isPlusSubscriber, true);
});

test('a new seed version builds the page again', async () => {
  const code = await anyProgramCode();
  await get(code);
  await t.db.query("UPDATE meta SET value = value || '-next' WHERE key = 'seed_version'");
  await get(code);
  assert.ok(catalogueQueries().length > 3, 'rebuilt after the seed changed');
  await get(code);
  assert.deepEqual(catalogueQueries(), []);
});

test('an unknown code is 404 each time and is not kept', async () => {
  ran.length = 0;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/product/999999999',
    headers: { origin: 'http://localhost:3000' },
  });
  assert.equal(res.statusCode, 404);
  const again = await t.app.inject({
    method: 'GET',
    url: '/api/product/999999999',
    headers: { origin: 'http://localhost:3000' },
  });
  assert.equal(again.statusCode, 404);
  assert.ok(catalogueQueries().length > 0, 'looked up again');
});
