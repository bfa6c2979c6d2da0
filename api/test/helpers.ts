// Route tests run against the real database engine: an in-memory PGlite, migrated and seeded (from the
// run's seeded copy when `npm test` made one: seeded-copy.ts).
import assert from 'node:assert/strict';
import { openSeededDb } from './seeded-copy';
import { buildApp } from '../src/app';
import type { AuthOptions } from '../src/auth/verify';
import type { PaymentOptions } from '../src/payments/payment-settings';
import type { MailOptions } from '../src/mail/mailer';
import type { Limits } from '../src/lib/limits';
import type { JWTPayload } from 'jose';
import { testSigner, TOKEN_TTL_SECONDS } from './tokens';

export const SITE_ORIGIN = 'http://localhost:3000';

/**
 * The browser reads these payloads with the shared @cle/contracts schemas (parsing or trusting them,
 * docs/decisions/006-validation.md); the API proves here that it answers them.
 */
export function assertShape(
  schema: { safeParse(d: unknown): { success: boolean; error?: unknown } },
  data: unknown,
) {
  const r = schema.safeParse(data);
  assert.ok(r.success, `payload does not match the shared schema: ${JSON.stringify(r.error)}`);
}

/**
 * In-memory PGlite by default; TEST_DATABASE_URL runs the same tests on a PostgreSQL server.
 * `auth` sets the access-token checks (a test passes its own issuer, audience and public key).
 */
type TestAppOptions = {
  auth?: AuthOptions;
  payment?: PaymentOptions;
  mail?: MailOptions;
  limits?: Limits;
  trustedProxies?: string[];
};

export async function startTestApp({ auth, payment, mail, limits, trustedProxies }: TestAppOptions = {}) {
  const db = await openSeededDb();
  const app = await buildApp({
    db,
    allowedOrigins: [SITE_ORIGIN],
    auth,
    payment,
    mail,
    limits,
    trustedProxies,
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The fields that name a catalogue item, in the search results and in the library alike (spec 1 §3, §4). */
export const ITEM_IDENTITY_FIELDS = [
  'pk',
  'title',
  'url',
  'searchableType',
  'productCode',
  'productGuidValue',
];

/** Each field is on the payload (null counts: the spec names these fields even when they are empty). */
export function assertFields(value: object, fields: readonly string[]) {
  for (const field of fields) assert.ok(field in value, field);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The set-up most route suites share: the test app trusting a test key pair (tokens.ts), and `call`,
 * which injects a request anonymously or as a seeded person (a bearer token per person, signed again
 * once it is half-way to expiry).
 * An object payload goes as JSON; a string goes as it is, labelled JSON (to send malformed JSON).
 */
export async function startSignedInApp({
  claimsFor,
  ...options
}: Omit<TestAppOptions, 'auth'> & {
  /** claims a suite adds to every seeded person's token (e.g. their support-staff flags) */
  claimsFor?: (sub: string) => JWTPayload;
} = {}) {
  const signer = await testSigner();
  const test = await startTestApp({ ...options, auth: signer.auth });
  // a token is reused for half its life: a long suite on a busy machine outlives the 300 s tokens
  const tokens = new Map<string, { token: Promise<string>; signedAt: number }>();
  const tokenFor = (sub: string) => {
    const cached = tokens.get(sub);
    if (cached && Date.now() - cached.signedAt < (TOKEN_TTL_SECONDS * 1000) / 2) return cached.token;
    const fresh = { token: signer.sign(sub, { claims: claimsFor?.(sub) }), signedAt: Date.now() };
    tokens.set(sub, fresh);
    return fresh.token;
  };
  /** `call` on another app that trusts the same key (a restarted one, a replica) */
  const callOn =
    (app: Pick<typeof test.app, 'inject'>) =>
    async (
      method: Method,
      url: string,
      as?: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const token = as ? await tokenFor(as) : undefined;
      return app.inject({
        method,
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    };
  return { ...test, ...signer, tokenFor, call: callOn(test.app), callOn };
}
export type SignedInApp = Awaited<ReturnType<typeof startSignedInApp>>;
