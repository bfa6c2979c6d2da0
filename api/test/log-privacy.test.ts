// Abuse: personal data in query strings (a roster search by name or e-mail, search text, file names)
// never reaches the API's request log: the API logs with the options its server uses, which keep the
// path and the parameter names and redact every value (issue 37 item 9, decision 052).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '@cle/static-server/logging';
import type { Db } from '../src/db/db';
import { buildApp } from '../src/app';
import { apiLoggerOptions } from '../src/lib/request-log';
import { testSigner } from './tokens';
import { SITE_ORIGIN } from './helpers';
import { openSeededDb } from './seeded-copy';

const lines: string[] = [];
const stream = new Writable({
  write: (chunk, _enc, done) => (lines.push(...String(chunk).split('\n').filter(Boolean)), done()),
});
const loggedUrls = () =>
  lines
    .map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url)
    .filter((u): u is string => typeof u === 'string');

let db: Db;
let app: FastifyInstance;
let sign: Awaited<ReturnType<typeof testSigner>>['sign'];
before(async () => {
  db = await openSeededDb();
  const signer = await testSigner();
  sign = signer.sign;
  app = await buildApp({
    db,
    allowedOrigins: [SITE_ORIGIN],
    auth: signer.auth,
    logger: { ...apiLoggerOptions({ LOG_LEVEL: 'info' }), stream },
  });
});
after(async () => {
  await app.close();
  await db.close();
});

const PERSONAL = [
  'Riley',
  'Retail',
  'retail@example.com',
  'retail%40example.com',
  'Kowalski',
  'certificate-of-jane',
];

describe('request logs and personal data', () => {
  test('a roster search by name or e-mail is logged as its path and parameter names only', async () => {
    const token = await sign('u-roster');
    for (const query of ['Riley%20Retail', 'retail%40example.com', 'Riley+Retail']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/credit-tracker-admin/roster/9001?query=${query}&pageNumber=0`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const roster = loggedUrls().filter((u) => u.startsWith('/api/credit-tracker-admin/roster/9001'));
    assert.equal(roster.length, 3);
    for (const u of roster)
      assert.equal(u, '/api/credit-tracker-admin/roster/9001?query=[Redacted]&pageNumber=[Redacted]');
  });

  test('other queries (search text, a file name, a bare value, a refused call) leave no value in the log', async () => {
    const token = await sign('u-retail');
    const calls = [
      '/api/search/autocomplete?query=Kowalski%20estate',
      '/api/user/certificates/download/u-retail?blobName=0123456789abcdef0123456789abcdef&fileName=certificate-of-jane.pdf',
      '/api/individuals?retail@example.com',
      '/api/user/profile?email=retail%40example.com',
    ];
    for (const url of calls) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.ok(res.statusCode < 500, `${url}: ${res.statusCode}`);
    }
    // anonymous and refused (401) calls are logged the same way
    await app.inject({ method: 'GET', url: '/api/credit-tracker-admin/roster/9001?query=Riley%20Retail' });
    const log = lines.join('\n');
    for (const value of PERSONAL) assert.ok(!log.includes(value), `${value} was logged`);
    const urls = loggedUrls();
    assert.ok(urls.includes('/api/search/autocomplete?query=[Redacted]'));
    assert.ok(urls.includes('/api/individuals?[Redacted]'));
    assert.ok(urls.includes('/api/user/profile?email=[Redacted]'));
  });

  test("the 'keys' mode: names kept when shaped like names, every value redacted; the default keeps non-secrets", () => {
    assert.equal(redactUrl('/p?a=1&b&c%5B0%5D=x', 'keys'), '/p?a=[Redacted]&b&c%5B0%5D=[Redacted]');
    assert.equal(redactUrl('/p?Jane%20Doe=1&j%40x.org', 'keys'), '/p?[Redacted]&[Redacted]');
    assert.equal(redactUrl('/p', 'keys'), '/p');
    assert.equal(redactUrl('/api/search?query=tax'), '/api/search?query=tax');
  });
});
