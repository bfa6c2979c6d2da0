// Stored cards, the capture context and card payments (spec 3 §3, §4.9, §5, §7) on the real database
// (PGlite; PostgreSQL with TEST_DATABASE_URL) against the real payment sandbox, started in-process on a
// loopback port with its own signing key: every transient token here was made by the sandbox from a
// card typed as its hosted field posts it. Tampered, expired, replayed, wrong-origin and wrong-kind
// tokens are refused; nothing is written for a refused card.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import {
  CARD_NETWORKS,
  CaptureContextResponseSchema,
  PaymentInstrumentSchema,
  PaymentInstrumentsResponseSchema,
} from '@cle/contracts/commerce-schemas';
import type { PaymentInstrument, PaymentInstrumentsResponse } from '@cle/contracts/commerce-schemas';
import { testSigner } from './tokens';
import { assertShape, SITE_ORIGIN, startTestApp } from './helpers';
import { loadSeed } from '../src/seed/load-seed';
import { paymentForOrder } from '../src/payments/checkout-payment';
import { NEW_CARDS_DISABLED_MESSAGE } from '../src/payments/new-cards';
import { buildSandboxApp } from '../../payment-sandbox/src/app';
import { loadSettings } from '../../payment-sandbox/src/config';

const OTHER_SITE = 'http://evil.example';
const BASE = '/api/user/payment-methods/credit-cards/tokens';
const MERCHANT_KEY = 'test-merchant-key';

/** Test cards the networks publish (valid check digit and length). */
const TEST_CARDS = {
  VISA: { number: '4111 1111 1111 1111', code: '123' },
  MASTERCARD: { number: '5555 5555 5555 4444', code: '123' },
  AMEX: { number: '3782 822463 10005', code: '1234' },
  DISCOVER: { number: '6011 1111 1111 1117', code: '123' },
  DINERSCLUB: { number: '3056 9309 0259 04', code: '123' },
} as const;

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
/** the one signer of the API tests (tokens.ts) and the auth options that trust it */
let signer: Awaited<ReturnType<typeof testSigner>>;
let sandbox: FastifyInstance;
/** the same signing key, with a clock an hour behind: its tokens are expired on arrival */
let pastSandbox: FastifyInstance;
let sandboxUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sign = (sub: string) => signer.sign(sub);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, sub?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: SITE_ORIGIN, ...(sub ? { authorization: `Bearer ${await sign(sub)}` } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function captureContext(sub = 'u-im'): Promise<string> {
  const res = await call('POST', '/api/commerce/payment/capture-context', sub, {});
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ jwt: string }>().jwt;
}

/** What a hosted field posts to the sandbox: the card, the capture context, the page's origin. */
async function tokenise(
  card: { number: string; code: string },
  opts: { ctx?: string; month?: number; year?: number; origin?: string; via?: FastifyInstance } = {},
) {
  const res = await (opts.via ?? sandbox).inject({
    method: 'POST',
    url: '/microform/v2/tokens',
    headers: { origin: sandboxUrl },
    payload: {
      captureContext: opts.ctx ?? (await captureContext()),
      targetOrigin: opts.origin ?? SITE_ORIGIN,
      number: card.number,
      securityCode: card.code,
      expirationMonth: opts.month ?? 10,
      expirationYear: opts.year ?? 2031,
    },
  });
  return res;
}

async function transientToken(card: { number: string; code: string }, opts = {}): Promise<string> {
  const res = await tokenise(card, opts);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ transientToken: string }>().transientToken;
}

async function list(sub: string): Promise<PaymentInstrumentsResponse> {
  const res = await call('GET', BASE, sub);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

before(async () => {
  signer = await testSigner();
  dataDir = mkdtempSync(path.join(tmpdir(), 'payment-sandbox-'));
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  const settings = loadSettings(
    {},
    {
      port,
      publicUrl: sandboxUrl,
      targetOrigins: [SITE_ORIGIN, OTHER_SITE],
      merchantKey: MERCHANT_KEY,
      dataDir,
    },
  );
  sandbox = await buildSandboxApp(settings);
  await sandbox.listen({ port, host: '127.0.0.1' });
  pastSandbox = await buildSandboxApp({ ...settings, now: () => Date.now() - 3_600_000 });
  t = await startTestApp({
    auth: signer.auth,
    payment: { publicUrl: sandboxUrl, internalUrl: sandboxUrl, merchantKey: MERCHANT_KEY },
  });
});

after(async () => {
  await t?.close();
  await sandbox?.close();
  await pastSandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stored cards', () => {
  test('[S3-API-41][S3-PAYMENT-02][S3-PAYMENT-33][S3-PAYMENT-47] the retail member has the seeded Visa (default, first) and an expired card', async () => {
    const body = await list('u-retail');
    assertShape(PaymentInstrumentsResponseSchema, body);
    assert.equal(body.disableNewPaymentMethod, false);
    assert.equal(body.items.length, 2);
    const [first, second] = body.items as [PaymentInstrument, PaymentInstrument];
    assert.equal(first.isDefault, true);
    assert.equal(first.cardType, 'VISA');
    assert.equal(first.tenderTypeId, 8);
    assert.equal(first.creditCardNumber, '************1111');
    assert.equal(first.isExpired, false);
    assert.ok(first.sk > 0 && first.isStoredInstrument);
    assert.equal(second.isExpired, true);
    assert.equal(second.isDefault, false);
  });

  test('anonymous callers get 401 on every card route and the capture context', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['PUT', `${BASE}/1/default`],
      ['DELETE', `${BASE}/1`],
      ['POST', '/api/commerce/payment/capture-context'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  test('bad input is a 4xx with a message, never a 500', async () => {
    for (const [method, url, payload] of [
      ['PUT', `${BASE}/abc/default`, undefined],
      ['DELETE', `${BASE}/-1`, undefined],
      ['DELETE', `${BASE}/99999999999`, undefined],
      ['POST', BASE, {}],
      ['POST', BASE, { transientToken: 42, cardholderName: 'A' }],
      ['POST', BASE, { transientToken: 'not.a.jwt', cardholderName: 'Ann Lee' }],
      ['POST', BASE, { transientToken: 'x'.repeat(9000), cardholderName: 'Ann Lee' }],
    ] as const) {
      const res = await call(method, url, 'u-im', payload);
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${method} ${url}: ${res.statusCode} ${res.body}`,
      );
      assert.ok(res.json<{ message: string }>().message);
    }
  });
});

describe('capture context (server to server)', () => {
  test('[S3-API-44][S3-API-45][S3-PAYMENT-35][S3-PAYMENT-36] the API asks the sandbox: v2.0, the page origin, the five networks; a signed, expiring JWT', async () => {
    const res = await call('POST', '/api/commerce/payment/capture-context', 'u-im', {});
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assertShape(CaptureContextResponseSchema, body);
    assert.equal(body.scriptsource, `${sandboxUrl}/microform/v2/microform.js`);
    assert.match(body.integritytoken, /^sha384-[A-Za-z0-9+/]{64}$/);
    // verified with the sandbox's published keys, as any party would
    const { payload } = await jwtVerify(body.jwt, createRemoteJWKSet(new URL(`${sandboxUrl}/jwks`)), {
      issuer: sandboxUrl,
    });
    assert.equal(payload.clientVersion, 'v2.0');
    assert.deepEqual(payload.targetOrigins, [SITE_ORIGIN]);
    assert.deepEqual(payload.allowedCardNetworks, ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERSCLUB']);
    assert.ok(payload.exp! > Date.now() / 1000 && payload.exp! <= Date.now() / 1000 + 900 + 5);
    // the script it names is the one the sandbox serves, byte for byte (SRI)
    const script = await fetch(body.scriptsource, { headers: { origin: SITE_ORIGIN } });
    assert.equal(script.headers.get('access-control-allow-origin'), SITE_ORIGIN);
    const { createHash } = await import('node:crypto');
    assert.equal(
      `sha384-${createHash('sha384')
        .update(await script.text())
        .digest('base64')}`,
      body.integritytoken,
    );
  });

  test('an origin that is not the site is refused (400), and the sandbox refuses an unknown merchant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/payment/capture-context',
      headers: { origin: OTHER_SITE, authorization: `Bearer ${await sign('u-im')}` },
      payload: {},
    });
    assert.equal(res.statusCode, 400);
    const direct = await sandbox.inject({
      method: 'POST',
      url: '/microform/v2/sessions',
      headers: { authorization: 'Bearer guessed' },
      payload: { clientVersion: 'v2.0', targetOrigins: [SITE_ORIGIN], allowedCardNetworks: ['VISA'] },
    });
    assert.equal(direct.statusCode, 401);
  });
});

describe('the sandbox checks the card (hosted fields)', () => {
  test('[S3-PAYMENT-19][S3-PAYMENT-17][S3-PAYMENT-18] empty fields answer Required', async () => {
    const res = await tokenise({ number: '', code: '' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields, { number: 'Required', securityCode: 'Required' });
  });

  test('[S3-PAYMENT-20][S3-PAYMENT-26] a wrong check digit or length is not a valid card number', async () => {
    for (const number of [
      '4111 1111 1111 1112',
      '4111 1111 1111 11',
      '3782 822463 1000',
      '5555 5555 5555 444',
    ]) {
      const res = await tokenise({ number, code: '123' });
      assert.equal(res.statusCode, 400, number);
      assert.equal(res.json().fields.number, 'Please enter a valid card number', number);
    }
  });

  test('[S3-PAYMENT-32] a network outside the five (JCB, UnionPay) is refused', async () => {
    for (const number of ['3530 1113 3330 0000', '6200 0000 0000 0005']) {
      const res = await tokenise({ number, code: '123' });
      assert.equal(res.json().fields.number, 'Please enter a valid card number', number);
    }
  });

  test('[S3-PAYMENT-21][S3-PAYMENT-24][S3-PAYMENT-25] security code: 4 digits for American Express, 3 for the others', async () => {
    const amex3 = await tokenise({ number: TEST_CARDS.AMEX.number, code: '123' });
    assert.equal(amex3.json().fields.securityCode, 'Please enter a valid CVV');
    const visa4 = await tokenise({ number: TEST_CARDS.VISA.number, code: '1234' });
    assert.equal(visa4.json().fields.securityCode, 'Please enter a valid CVV');
    assert.equal((await tokenise(TEST_CARDS.AMEX)).statusCode, 200);
  });

  test('[S3-PAYMENT-22][S3-PAYMENT-23] an expiry in the past or not a month is refused', async () => {
    for (const [month, year] of [
      [1, 2020],
      [13, 2031],
      [0, 2031],
    ] as const) {
      const res = await tokenise(TEST_CARDS.VISA, { month, year });
      assert.equal(res.statusCode, 400, `${month}/${year}`);
      assert.ok(res.json().fields.expiration);
    }
  });

  test('the site page cannot post card data to the sandbox (hosted fields only)', async () => {
    const res = await sandbox.inject({
      method: 'POST',
      url: '/microform/v2/tokens',
      headers: { origin: SITE_ORIGIN },
      payload: {
        captureContext: await captureContext(),
        targetOrigin: SITE_ORIGIN,
        number: '4111111111111111',
      },
    });
    assert.equal(res.statusCode, 403);
  });

  test('a hosted field page has its own strict CSP and may be framed only by the target origins', async () => {
    const res = await sandbox.inject({ method: 'GET', url: '/microform/v2/field.html?field=number' });
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, new RegExp(`frame-ancestors ${SITE_ORIGIN} ${OTHER_SITE}`));
    assert.doesNotMatch(csp, /unsafe/);
    // framing is decided by frame-ancestors alone: the shared DENY would forbid what it allows
    assert.equal(res.headers['x-frame-options'], undefined);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  test("the sandbox's other answers carry the site's shared headers: a deny-all policy, nothing framed, no referrer", async () => {
    for (const url of ['/jwks', '/microform/v2/field.js', '/health']) {
      const res = await sandbox.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.match(
        String(res.headers['content-security-policy']),
        /^default-src 'none';.*frame-ancestors 'none'/,
      );
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
    // the merchant page loads the script cross-origin with SRI
    const script = await sandbox.inject({ method: 'GET', url: '/microform/v2/microform.js' });
    assert.equal(script.headers['cross-origin-resource-policy'], 'cross-origin');
  });
});

describe('storing a card from a transient token', () => {
  test('[S3-PAYMENT-27][S3-PAYMENT-28][S3-PAYMENT-29][S3-PAYMENT-30][S3-PAYMENT-31] each of the five networks is stored with its tender id, masked', async () => {
    const SPEC_TENDER_IDS = { AMEX: 6, DINERSCLUB: 5, DISCOVER: 37, MASTERCARD: 7, VISA: 8 }; // not TENDER_IDS
    for (const network of CARD_NETWORKS) {
      const card = TEST_CARDS[network];
      const token = await transientToken(card);
      const res = await call('POST', BASE, 'u-pm', {
        transientToken: token,
        cardholderName: 'Parker Plus',
        expirationMonth: 10,
        expirationYear: 2031,
      });
      assert.equal(res.statusCode, 201, res.body);
      const stored = res.json<PaymentInstrument>();
      assertShape(PaymentInstrumentSchema, stored);
      assert.equal(stored.cardType, network);
      assert.equal(stored.tenderTypeId, SPEC_TENDER_IDS[network]);
      const digits = card.number.replace(/\s/g, '');
      assert.equal(stored.numberLastFour, digits.slice(-4));
      assert.equal(stored.creditCardNumber, `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`);
      assert.ok(!JSON.stringify(stored).includes(digits), 'the number is never stored or answered');
    }
    const cards = (await list('u-pm')).items;
    assert.equal(cards.length, 5);
    assert.equal(cards.filter((c) => c.isDefault).length, 1, 'the first card became the default');
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_instruments WHERE masked_number LIKE '%1111111%'",
    );
    assert.equal(rows[0]!.n, 0);
  });

  test('a replayed token is refused (a token is spent once)', async () => {
    const token = await transientToken(TEST_CARDS.VISA);
    const body = { transientToken: token, cardholderName: 'Irene Member' };
    assert.equal((await call('POST', BASE, 'u-im', body)).statusCode, 201);
    const again = await call('POST', BASE, 'u-im', body);
    assert.equal(again.statusCode, 422);
  });

  test('a tampered, expired, wrong-origin or wrong-kind token is refused and nothing is stored', async () => {
    const before = (await list('u-editor')).items.length;
    const good = await transientToken(TEST_CARDS.MASTERCARD);
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    claims.card.numberLastFour = '0000';
    const tampered = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    const expired = await transientToken(TEST_CARDS.MASTERCARD, {
      via: pastSandbox,
      ctx: await captureContext(),
      year: 2031,
    }).catch(async () => {
      // the past-clock sandbox sees the current capture context as not yet valid: make one in its own time
      const ctx = await pastSandbox.inject({
        method: 'POST',
        url: '/microform/v2/sessions',
        headers: { authorization: `Bearer ${MERCHANT_KEY}` },
        payload: { clientVersion: 'v2.0', targetOrigins: [SITE_ORIGIN], allowedCardNetworks: ['MASTERCARD'] },
      });
      return transientToken(TEST_CARDS.MASTERCARD, { via: pastSandbox, ctx: ctx.json().jwt });
    });
    const otherSiteCtx = await sandbox.inject({
      method: 'POST',
      url: '/microform/v2/sessions',
      headers: { authorization: `Bearer ${MERCHANT_KEY}` },
      payload: { clientVersion: 'v2.0', targetOrigins: [OTHER_SITE], allowedCardNetworks: ['MASTERCARD'] },
    });
    const wrongOrigin = await transientToken(TEST_CARDS.MASTERCARD, {
      ctx: otherSiteCtx.json().jwt,
      origin: OTHER_SITE,
    });
    const captureContextJwt = await captureContext('u-editor');
    const foreignKey = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(foreignKey.privateKey);
    for (const [what, token] of Object.entries({
      tampered,
      expired,
      wrongOrigin,
      captureContextJwt,
      forged,
    })) {
      const res = await call('POST', BASE, 'u-editor', {
        transientToken: token,
        cardholderName: 'Edith Editor',
      });
      assert.equal(res.statusCode, 422, `${what}: ${res.body}`);
    }
    assert.equal((await list('u-editor')).items.length, before);
  });

  test('[S3-PAYMENT-15][S3-PAYMENT-16] the cardholder name is required and has no digits or special characters', async () => {
    for (const cardholderName of ['', '   ', 'R2 D2', 'Ann <Lee>', 'Ann@Lee']) {
      const token = await transientToken(TEST_CARDS.VISA);
      const res = await call('POST', BASE, 'u-staff', { transientToken: token, cardholderName });
      assert.equal(res.statusCode, 400, cardholderName);
    }
    const token = await transientToken(TEST_CARDS.VISA);
    const ok = await call('POST', BASE, 'u-staff', {
      transientToken: token,
      cardholderName: "Seán O'Brien-Núñez",
    });
    assert.equal(ok.statusCode, 201, ok.body);
  });
});

describe('default and delete, scoped to the owner', () => {
  test("[S3-PAYMENT-45][S3-API-42] a card becomes the default; another person's card is 404", async () => {
    const token = await transientToken(TEST_CARDS.DISCOVER);
    const added = (
      await call('POST', BASE, 'u-roster', { transientToken: token, cardholderName: 'Rosa Roster' })
    ).json<PaymentInstrument>();
    const token2 = await transientToken(TEST_CARDS.AMEX);
    const second = (
      await call('POST', BASE, 'u-roster', { transientToken: token2, cardholderName: 'Rosa Roster' })
    ).json<PaymentInstrument>();
    assert.equal(added.isDefault, true);
    assert.equal(second.isDefault, false);
    const res = await call('PUT', `${BASE}/${second.sk}/default`, 'u-roster');
    assert.equal(res.statusCode, 200, res.body);
    const cards = (await list('u-roster')).items;
    assert.equal(cards[0]!.sk, second.sk, 'the default is listed first');
    assert.equal(cards.filter((c) => c.isDefault).length, 1);
    assert.equal((await call('PUT', `${BASE}/${second.sk}/default`, 'u-im')).statusCode, 404);
    assert.equal((await call('DELETE', `${BASE}/${second.sk}`, 'u-im')).statusCode, 404);
    assert.equal((await list('u-roster')).items.length, 2);
  });

  test('[S3-PAYMENT-04][S3-PAYMENT-05][S3-API-43] an expired card cannot be the default and can be removed', async () => {
    const expired = (await list('u-retail')).items.find((c) => c.isExpired)!;
    assert.equal((await call('PUT', `${BASE}/${expired.sk}/default`, 'u-retail')).statusCode, 422);
    assert.equal((await call('DELETE', `${BASE}/${expired.sk}`, 'u-retail')).statusCode, 204);
    const left = (await list('u-retail')).items;
    assert.ok(!left.some((c) => c.sk === expired.sk));
    assert.equal((await call('DELETE', `${BASE}/${expired.sk}`, 'u-retail')).statusCode, 404);
    // the seed runs again (a restart): the removed card stays removed, nothing is doubled
    await loadSeed(t.db);
    assert.deepEqual(
      (await list('u-retail')).items.map((c) => c.sk),
      left.map((c) => c.sk),
    );
  });
});

describe('paying an order (place order calls paymentForOrder in its transaction)', () => {
  test('[S3-PAYMENT-03][S3-PAYMENT-14] a total of 0 needs no card; a stored valid card pays; expired or foreign cards are refused', async () => {
    const [visa, expired] = await t.db.query<{ sk: number }>(
      "SELECT sk FROM payment_instruments WHERE user_sub = 'u-retail' ORDER BY is_default DESC, sk",
    );
    assert.equal(await t.db.transaction((tx) => paymentForOrder(tx, 'u-retail', null, 0)), null);
    const paid = await t.db.transaction((tx) =>
      paymentForOrder(
        tx,
        'u-retail',
        { sk: visa!.sk, jwtToVerify: '', saveForFutureUse: false, creditCardName: '', isDefault: true },
        120,
      ),
    );
    assert.deepEqual(paid, { instrumentSk: visa!.sk, tenderTypeId: 8, numberLastFour: '1111' });
    const refuse = async (sub: string, option: Parameters<typeof paymentForOrder>[2]) => {
      await assert.rejects(
        t.db.transaction((tx) => paymentForOrder(tx, sub, option, 50)),
        (err: Error & { statusCode?: number }) =>
          err.statusCode === 422 && err.message === 'Please select a valid card',
      );
    };
    const base = { jwtToVerify: '', saveForFutureUse: false, creditCardName: '', isDefault: false };
    await refuse('u-im', { ...base, sk: visa!.sk }); // another person's card
    if (expired) await refuse('u-retail', { ...base, sk: expired.sk });
    await refuse('u-retail', { ...base, sk: -1 }); // a new card without a token
    await refuse('u-retail', { ...base, sk: -1, jwtToVerify: 'forged.token.here' });
    await refuse('u-retail', null);
  });

  test('[S3-PAYMENT-34] a new card (sk -1) pays with a verified token, is stored when asked, and its token is spent with the order', async () => {
    const before = (await list('u-lms')).items.length;
    const token = await transientToken(TEST_CARDS.MASTERCARD);
    const option = {
      sk: -1,
      jwtToVerify: token,
      saveForFutureUse: true,
      creditCardName: 'Lee Admin',
      isDefault: false,
    };
    // the order's transaction fails after the payment: nothing stays, the token is still good
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await paymentForOrder(tx, 'u-lms', option, 99);
        throw new Error('order failed later');
      }),
    );
    assert.equal((await list('u-lms')).items.length, before);
    const paid = await t.db.transaction((tx) => paymentForOrder(tx, 'u-lms', option, 99));
    assert.equal(paid!.tenderTypeId, 7);
    assert.ok(paid!.instrumentSk! > 0);
    assert.equal((await list('u-lms')).items.length, before + 1);
    // spent: the same token cannot pay again
    await assert.rejects(t.db.transaction((tx) => paymentForOrder(tx, 'u-lms', option, 99)));
    const once = await transientToken(TEST_CARDS.VISA);
    const unsaved = await t.db.transaction((tx) =>
      paymentForOrder(tx, 'u-lms', { ...option, jwtToVerify: once, saveForFutureUse: false }, 10),
    );
    assert.deepEqual(unsaved, { instrumentSk: null, tenderTypeId: 8, numberLastFour: '1111' });
  });
});

describe("'new cards disabled' mode (feature flag row)", () => {
  test('[S3-PAYMENT-11][S3-PAYMENT-12] the flag turns new cards off: listed as disabled, storing and card sessions refused', async () => {
    await t.db.query(
      "INSERT INTO feature_flags (name, enabled) VALUES ('disable-new-payment-method', true) ON CONFLICT (name) DO UPDATE SET enabled = true",
    );
    try {
      assert.equal((await list('u-retail')).disableNewPaymentMethod, true);
      const token = await transientToken(TEST_CARDS.VISA).catch(() => 'x.y.z');
      const res = await call('POST', BASE, 'u-retail', {
        transientToken: token,
        cardholderName: 'Riley Retail',
      });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, NEW_CARDS_DISABLED_MESSAGE);
      assert.equal(
        (await call('POST', '/api/commerce/payment/capture-context', 'u-retail', {})).statusCode,
        403,
      );
    } finally {
      await t.db.query("UPDATE feature_flags SET enabled = false WHERE name = 'disable-new-payment-method'");
    }
  });
});
