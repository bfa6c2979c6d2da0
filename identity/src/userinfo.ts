// Userinfo for the access tokens this provider issues. They are JWTs for the API (aud = API), which
// oidc-provider's own userinfo refuses ("token audience prevents accessing the userinfo endpoint"),
// so a shell using oidc-client-ts with loadUserInfo: true would fail to sign in. Opaque tokens still
// go to the provider.
import type { FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { claimsOf } from './accounts';
import { CLIENT_ID } from './config';
import type { publicJwks } from './keys';
import { SCOPE_CLAIMS } from './provider';
import type { SiteContext } from './site-context';

/** GET or POST /me with a bearer JWT: the claims its scopes release. */
export function createUserinfo(ctx: SiteContext, jwks: ReturnType<typeof publicJwks>) {
  const keySet = createLocalJWKSet(jwks);
  const { issuer, apiAudience } = ctx.settings;
  return async function userinfo(reply: FastifyReply, token: string) {
    // CORS for the site's origins, without credentials, exposing WWW-Authenticate (site-routes.ts)
    const refuse = (status: number, error: string, description: string) =>
      reply
        .code(status)
        .header('WWW-Authenticate', `Bearer error="${error}", error_description="${description}"`)
        .send({ error, error_description: description });
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer,
        audience: apiAudience,
        algorithms: ['RS256'],
      }));
    } catch {
      return refuse(401, 'invalid_token', 'invalid token provided');
    }
    const scopes = new Set(String(payload.scope ?? '').split(' '));
    if (!scopes.has('openid')) return refuse(403, 'insufficient_scope', 'access token missing openid scope');
    const account = payload.sub ? ctx.accounts.findById(payload.sub) : undefined;
    if (!account || payload.client_id !== CLIENT_ID)
      return refuse(401, 'invalid_token', 'invalid token provided');
    const all: Record<string, unknown> = { sub: account.sub, ...claimsOf(account) };
    const released = new Set(
      [...scopes].flatMap((s) => SCOPE_CLAIMS[s] ?? []).filter((claim) => claim in all),
    );
    return reply.send(Object.fromEntries([...released].map((c) => [c, all[c]])));
  };
}
