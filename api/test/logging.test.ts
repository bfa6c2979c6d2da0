// The API's structured logs (pino through Fastify, @cle/static-server/logging): a request's
// Authorization header, cookies, tokens in its query and password fields never reach the log.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loggerOptions, redactUrl } from '@cle/static-server/logging';
import { openDb } from '../src/db/db';
import type { Db } from '../src/db/db';
import { buildApp } from '../src/app';
import { testSigner } from './tokens';

const SECRETS = {
  bearer: 'eyJhbGciOiJSUzI1NiJ9.bearer-secret-4711.c2lnbmF0dXJl',
  cookie: 'session-cookie-secret-0815',
  password: 'Pa55word-secret-2026!',
  queryToken: 'query-token-secret-1234',
};

const lines: string[] = [];
const stream = new Writable({
  write: (chunk, _enc, done) => (lines.push(...String(chunk).split('\n').filter(Boolean)), done()),
});
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let db: Db;
let app: FastifyInstance;
before(async () => {
  // no table is read: the requests stop at the token check
  db = await openDb({ dataDir: 'memory://' });
  app = await buildApp({
    db,
    allowedOrigins: ['http://localhost:3000'],
    auth: (await testSigner()).auth,
    logger: { ...loggerOptions('api', { LOG_LEVEL: 'info' }), stream },
  });
});
after(async () => {
  await app.close();
  await db.close();
});

test('a request with an Authorization header, a cookie, a token in its query and a password field: none of them is logged', async () => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/user/profile?access_token=${SECRETS.queryToken}&page=2`,
    headers: {
      authorization: `Bearer ${SECRETS.bearer}`,
      cookie: `sid=${SECRETS.cookie}; theme=dark`,
      'content-type': 'application/json',
    },
    payload: { email: 'retail@example.com', password: SECRETS.password },
  });
  assert.equal(res.statusCode, 401);
  // a log call that hands over a form or a body as it came
  app.log.info({ body: { email: 'retail@example.com', password: SECRETS.password } }, 'sign-in form');

  const log = lines.join('\n');
  for (const [name, secret] of Object.entries(SECRETS))
    assert.ok(!log.includes(secret), `${name} was logged`);
  // the request itself is logged, with its credentials redacted and the rest as sent
  const incoming = entries().find((e) =>
    (e.req as { url?: string } | undefined)?.url?.startsWith('/api/user'),
  );
  assert.ok(incoming, `the request is logged: ${log}`);
  assert.equal(incoming.service, 'api');
  const req = incoming.req as { url: string; headers: Record<string, string> };
  assert.equal(req.url, '/api/user/profile?access_token=[Redacted]&page=2');
  assert.equal(req.headers.authorization, '[Redacted]');
  assert.equal(req.headers.cookie, '[Redacted]');
  assert.equal(req.headers['content-type'], 'application/json');
  const form = entries().find((e) => e.msg === 'sign-in form') as { body: Record<string, string> };
  assert.deepEqual(form.body, { email: 'retail@example.com', password: '[Redacted]' });
});

test('the query values that carry credentials are redacted, the others kept', () => {
  assert.equal(
    redactUrl('/session/end?id_token_hint=a.b.c&client_id=cle-site&post_logout_redirect_uri=x'),
    '/session/end?id_token_hint=[Redacted]&client_id=cle-site&post_logout_redirect_uri=x',
  );
  assert.equal(
    redactUrl('/signin-callback?code=abc&state=st-1&Password=x&refresh%5Ftoken=r'),
    '/signin-callback?code=[Redacted]&state=st-1&Password=[Redacted]&refresh%5Ftoken=[Redacted]',
  );
  assert.equal(redactUrl('/api/search?query=tax'), '/api/search?query=tax');
  assert.equal(redactUrl('/api/health'), '/api/health');
});
