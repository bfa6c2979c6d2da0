// The access guard: every request under a protected prefix needs a valid bearer token, checked in an
// onRequest hook by PATH PREFIX (not per route), so routes added later are protected automatically and
// an unknown protected path without a token answers 401, not 404. Role checks are small helpers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http';
import { createVerifier, TokenError } from './verify';
import { issuedBeforeEnd, sessionEndedAt } from './session-end';
import type { AuthSettings, Principal, Verifier } from './verify';

/** /api/user/*, /api/commerce/*, /api/credit-tracker* (incl. -admin), /api/roster/*, /api/registration*, /api/launch/* */
const PROTECTED = /^\/api\/(?:(?:user|commerce|roster|registration|launch)(?:\/|$)|credit-tracker)/i;
const REALM = 'cle-api';
const SESSION_ENDED = 'Session ended: sign in again';

/** The request path as the router sees it (percent-decoded); undecodable paths count as protected. */
export function isProtectedPath(url: string): boolean {
  const raw = url.split('?')[0]!.split('#')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return PROTECTED.test(path.replace(/\/{2,}/g, '/'));
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

function refuse(reply: FastifyReply, status: 401 | 503, message: string, error?: 'invalid_token') {
  const challenge = error
    ? `Bearer realm="${REALM}", error="${error}", error_description="${message}"`
    : `Bearer realm="${REALM}"`;
  return reply
    .code(status)
    .header('WWW-Authenticate', challenge)
    .header('Cache-Control', 'no-store')
    .send({ statusCode: status, message });
}

/** `verify`: the app's verifier when others share it (the rate limits key signed-in writes by account). */
async function authGuard(app: FastifyInstance, settings: AuthSettings & { verify?: Verifier }) {
  const verify = settings.verify ?? createVerifier(settings);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return; // CORS preflights carry no credentials
    const isPublic = req.routeOptions.config?.allowAnonymous === true;
    if (!isPublic && !isProtectedPath(req.url)) return;
    const hasAuthorization = Boolean(req.headers.authorization);
    const token = bearerToken(req);
    if (!token) {
      if (isPublic) return; // anonymous (or non-bearer) callers read a public route as anonymous
      return hasAuthorization
        ? refuse(reply, 401, 'Invalid access token', 'invalid_token')
        : refuse(reply, 401, 'Sign in required');
    }
    try {
      req.principal = await verify(token);
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      // A public route (search) answers a stale or unverifiable token as it answers anyone: a page that
      // works anonymously must not fail because a token expired a moment ago.
      if (isPublic) {
        req.log.info({ reason: err.reason }, 'token ignored on a public route');
        return;
      }
      if (err.reason === 'keys-unavailable') {
        req.log.error({ err: err.cause }, 'identity provider keys unavailable');
        return refuse(reply, 503, 'Sign-in is temporarily unavailable');
      }
      req.log.info({ reason: err.reason, detail: err.message }, 'access token refused');
      return err.reason === 'expired'
        ? refuse(reply, 401, 'Access token expired', 'invalid_token')
        : refuse(reply, 401, 'Invalid access token', 'invalid_token');
    }
    // Sign-out ends every token issued before it, on every route that reads the caller (decision 052).
    if (issuedBeforeEnd(req.principal.issuedAt, await sessionEndedAt(app.db, req.principal.sub))) {
      req.principal = null;
      if (isPublic) {
        req.log.info('token of an ended session ignored on a public route');
        return;
      }
      req.log.info('access token refused: session ended');
      return refuse(reply, 401, SESSION_ENDED, 'invalid_token');
    }
    // Per-user answers are never stored by shared caches; a route may loosen this for the caller only.
    reply.header('Cache-Control', 'private, no-store');
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  });
}
// Like fastify-plugin: the hook applies to the whole app, not only to this plugin's own context.
(authGuard as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export { authGuard };

/**
 * The account a request's bearer token proves (its sub), or null: no token, or one that fails the
 * checks (the guard answers that one). Verified tokens are remembered, so the guard checks it once.
 */
export const accountOf =
  (verify: Verifier) =>
  async (req: FastifyRequest): Promise<string | null> => {
    const token = bearerToken(req);
    if (!token) return null;
    return verify(token).then(
      (p) => p.sub,
      () => null,
    );
  };

/** The verified caller; 401 if the route somehow runs without one (defence in depth). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new HttpError(401, 'Sign in required');
  return req.principal;
}

export function requireRole(req: FastifyRequest, role: string): Principal {
  const p = principalOf(req);
  if (!p.roles.includes(role)) throw new HttpError(403, `Requires the ${role} role`);
  return p;
}

/** Support staff (spec 2 §6 god mode): IsLMSAdmin 'true' and a PLI employee. */
export function isLmsAdmin(p: Principal): boolean {
  return p.isLmsAdmin && p.isEmployee;
}

export function requireLmsAdmin(req: FastifyRequest): Principal {
  const p = principalOf(req);
  if (!isLmsAdmin(p)) throw new HttpError(403, 'Requires an LMS administrator');
  return p;
}

/** The roster admin of that organisation (OrganizationSK claim + roster-admin role), or an LMS admin. */
const ROSTER_ADMIN_ROLE = 'roster-admin';
export function requireOrgAdmin(req: FastifyRequest, orgSk: string | number): Principal {
  const p = principalOf(req);
  if (isLmsAdmin(p)) return p;
  if (p.roles.includes(ROSTER_ADMIN_ROLE) && p.organizationSk !== '' && p.organizationSk === String(orgSk))
    return p;
  throw new HttpError(403, 'Only the roster administrator of this organisation may see its members');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the auth guard on protected paths (and on public routes called with a token) */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** a route under a protected prefix that anonymous callers may still read */
    allowAnonymous?: boolean;
  }
}
