// Who is staff on the shell server (decision 065). The session lives in the browser (oidc-client-ts);
// the shell server learns of it when the browser hands it the access token: it verifies the token as the
// API does (RS256 against the provider's JWKS, issuer, audience, expiry) and, for a staff or QA role,
// keeps the answer in a session cookie of its own, signed with a key the deploy store holds for every
// replica. The cookie also carries this browser session's QA override (one remote on a release the
// deploy service knows). Routes:
//   POST   /staff-session  Bearer <access token>          the browser is staff (403 and cleared if not)
//   DELETE /staff-session                                 signed out: the cookie goes
//   POST   /qa-override    Bearer, { remote, release }    load a candidate in this browser session
//   DELETE /qa-override                                   back to what this browser gets without one
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { CryptoKey, JWTVerifyGetKey, KeyObject } from 'jose';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KnownRelease } from './deploy-store.mjs';
import { cookieValue } from '@cle/contracts/cookies';
import type { StaffVisitor } from './visitor-cohort';
import { hasStaffRole } from '../../src/federation/who-gets-what';

const COOKIE = 'cle_staff';
/** A staff session outlives the 60 s access token; the browser renews it on every page view. */
const SESSION_MS = 12 * 3_600_000;
const RELEASE_ID = /^[A-Za-z0-9._-]{1,100}$/;

export type TokenVerifier = (token: string) => Promise<{ sub: string; roles: string[] }>;

/** Verifies access tokens as the API does (api/src/auth/verify.ts): the provider's keys, issuer, audience. */
export function createTokenVerifier(opts: {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** tests: a local key instead of the provider's key set */
  keys?: CryptoKey | KeyObject;
}): TokenVerifier {
  const keys: JWTVerifyGetKey | CryptoKey | KeyObject =
    opts.keys ?? createRemoteJWKSet(new URL(opts.jwksUrl));
  return async (token) => {
    const { payload } = await jwtVerify(token, keys as JWTVerifyGetKey, {
      issuer: opts.issuer,
      audience: opts.audience,
      algorithms: ['RS256'],
      clockTolerance: 5,
      requiredClaims: ['sub', 'exp'],
    });
    const roles = payload.roles;
    return {
      sub: String(payload.sub),
      roles: Array.isArray(roles) ? roles.map(String) : typeof roles === 'string' ? [roles] : [],
    };
  };
}

interface Session {
  sub: string;
  /** ms since 1970 */
  exp: number;
  override?: { remote: string; release: string };
}

export interface StaffSessionOptions {
  verify: TokenVerifier;
  /** the signing key (the deploy store's; rejects while the store cannot be reached) */
  key: () => Promise<Buffer>;
  /** the remotes a QA override may name (app names) */
  remotes: readonly string[];
  /** the releases the deploy service knows */
  known: () => readonly KnownRelease[];
  allowedOrigins: readonly string[];
  /** writes the audit row of an override set or reset (who, remote, the candidate); rejects when it cannot */
  recordOverride: (
    action: 'override' | 'override-reset',
    remote: string,
    release: string,
    who: string,
  ) => Promise<void>;
  now?: () => number;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** The session cookie: signed with the store's key, read back only with a valid signature and unexpired. */
function sessionCookie(key: () => Promise<Buffer>, now: () => number) {
  async function read(req: FastifyRequest): Promise<Session | null> {
    const raw = cookieValue(req.headers.cookie, COOKIE);
    if (!raw) return null;
    const [payload, mac] = raw.split('.');
    if (!payload || !mac) return null;
    let signingKey: Buffer;
    try {
      signingKey = await key();
    } catch {
      return null; // the store is down: nobody is staff until it answers
    }
    const expected = sign(signingKey, payload);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
    return typeof session.sub === 'string' && session.exp > now() ? session : null;
  }

  async function write(req: FastifyRequest, reply: FastifyReply, session: Session | null): Promise<void> {
    const secure = req.protocol === 'https' ? '; Secure' : '';
    // no Max-Age: a session cookie, gone when the browser session ends
    const attributes = `Path=/; SameSite=Lax; HttpOnly${secure}`;
    if (!session) {
      reply.header('Set-Cookie', `${COOKIE}=; ${attributes}; Max-Age=0`);
      return;
    }
    const payload = b64(JSON.stringify(session));
    reply.header('Set-Cookie', `${COOKIE}=${payload}.${b64(sign(await key(), payload))}; ${attributes}`);
  }

  return { read, write };
}

type SessionCookie = ReturnType<typeof sessionCookie>;

/** The bearer's verified staff identity, or a reply already sent (401, 403; a 403 clears the cookie). */
async function staffBearer(
  req: FastifyRequest,
  reply: FastifyReply,
  verify: TokenVerifier,
  cookie: SessionCookie,
): Promise<{ sub: string } | null> {
  const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!bearer) {
    await reply
      .code(401)
      .send({ message: 'Sign in as staff or QA first (Authorization: Bearer <access token>)' });
    return null;
  }
  let who: { sub: string; roles: string[] };
  try {
    who = await verify(bearer);
  } catch {
    await reply.code(401).send({ message: 'The access token could not be verified; sign in again' });
    return null;
  }
  if (!hasStaffRole(who.roles)) {
    await cookie.write(req, reply, null);
    await reply
      .code(403)
      .send({ message: 'Only staff or QA may do this: the account has no staff or qa role' });
    return null;
  }
  return { sub: who.sub };
}

/** Writes the override's audit row; false (503 sent) when the deploy store cannot take it. */
async function audited(
  reply: FastifyReply,
  recordOverride: StaffSessionOptions['recordOverride'],
  ...row: Parameters<StaffSessionOptions['recordOverride']>
): Promise<boolean> {
  try {
    await recordOverride(...row);
    return true;
  } catch {
    await reply.code(503).send({ message: 'The deploy service cannot record the override now; try again' });
    return false;
  }
}

/** POST and DELETE /staff-session: the browser is staff from now on, or signed out. */
function registerSessionRoutes(
  app: FastifyInstance,
  cookie: SessionCookie,
  verify: TokenVerifier,
  now: () => number,
): void {
  app.post('/staff-session', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const who = await staffBearer(req, reply, verify, cookie);
    if (!who) return reply;
    const before = await cookie.read(req);
    // the same person keeps this session's override; another one starts without
    const override = before?.sub === who.sub ? before.override : undefined;
    // A session of this person with more than half its life left is not written again: every page
    // view renews, and a renewal sent before a QA override was set, answered after it, replaced the
    // override's cookie with one without it (the next page showed the current release).
    const fresh = before?.sub === who.sub && before.exp - now() > SESSION_MS / 2;
    if (!fresh)
      await cookie.write(req, reply, {
        sub: who.sub,
        exp: now() + SESSION_MS,
        ...(override ? { override } : {}),
      });
    return { staff: true, sub: who.sub, override: override ?? null };
  });

  app.delete('/staff-session', async (req, reply) => {
    await cookie.write(req, reply, null);
    return reply.code(204).send();
  });
}

/** Why a QA override of `remote` to `release` is refused (status and message), or null when it may be set. */
function overrideRefusal(
  opts: StaffSessionOptions,
  remote: unknown,
  release: unknown,
): { status: number; message: string } | null {
  if (typeof remote !== 'string' || typeof release !== 'string' || !RELEASE_ID.test(release))
    return { status: 400, message: 'Name the remote and the release: { "remote", "release" }' };
  if (!opts.remotes.includes(remote)) return { status: 404, message: `No remote named ${remote}` };
  const known = opts.known().find((k) => k.remote === remote && k.release === release);
  if (!known)
    return { status: 422, message: `Release ${release} of ${remote} is not known to the deploy service` };
  const origin = new URL(known.pointer.entry).origin;
  if (!opts.allowedOrigins.includes(origin))
    return {
      status: 422,
      message: `Release ${release} of ${remote} comes from ${origin}, which is not allowlisted`,
    };
  return null;
}

/** POST and DELETE /qa-override: one remote on a known release in this browser session, or back. */
function registerQaOverrideRoutes(
  app: FastifyInstance,
  cookie: SessionCookie,
  opts: StaffSessionOptions,
  now: () => number,
): void {
  app.post<{ Body: { remote?: unknown; release?: unknown } }>('/qa-override', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const who = await staffBearer(req, reply, opts.verify, cookie);
    if (!who) return reply;
    const { remote, release } = req.body ?? {};
    const refused = overrideRefusal(opts, remote, release);
    if (refused) return reply.code(refused.status).send({ message: refused.message });
    const override = { remote: remote as string, release: release as string };
    // audited first: an override nobody can trace is not set
    if (!(await audited(reply, opts.recordOverride, 'override', override.remote, override.release, who.sub)))
      return reply;
    await cookie.write(req, reply, { sub: who.sub, exp: now() + SESSION_MS, override });
    req.log.info({ sub: who.sub, ...override }, 'qa override');
    return { override };
  });

  app.delete('/qa-override', async (req, reply) => {
    const session = await cookie.read(req);
    const was = session?.override;
    if (
      was &&
      !(await audited(reply, opts.recordOverride, 'override-reset', was.remote, was.release, session.sub))
    )
      return reply;
    await cookie.write(req, reply, session ? { sub: session.sub, exp: session.exp } : null);
    return reply.code(204).send();
  });
}

export function createStaffSessions(opts: StaffSessionOptions) {
  const now = opts.now ?? Date.now;
  const cookie = sessionCookie(opts.key, now);
  return {
    /** This request's staff browser (for visitor-cohort.ts), or null. */
    async visitor(req: FastifyRequest): Promise<StaffVisitor | null> {
      const session = await cookie.read(req);
      return session
        ? { sub: session.sub, ...(session.override ? { override: session.override } : {}) }
        : null;
    },

    register(app: FastifyInstance): void {
      registerSessionRoutes(app, cookie, opts.verify, now);
      registerQaOverrideRoutes(app, cookie, opts, now);
    },
  };
}
