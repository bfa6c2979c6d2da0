// Access-token verification: RS256 JWTs from the identity provider (issuer, audience, expiry, signature
// against its JWKS), mapped to the typed principal every protected route works with.
import { LRUCache } from 'lru-cache';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { CryptoKey, JWK, JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** The signed-in caller, taken from a verified access token (never from the URL or body). */
export interface Principal {
  sub: string;
  /** IndividualSK claim: a positive id, as a string */
  individualSk: string;
  /** OrganizationSK claim: a positive id as a string, '' when the person belongs to no organisation */
  organizationSk: string;
  /** IsLMSAdmin claim ('true'/'false', compared case-insensitively) */
  isLmsAdmin: boolean;
  /** isPLIEmployee claim */
  isEmployee: boolean;
  roles: string[];
  name: string;
  email: string;
  givenName: string;
  familyName: string;
  /** the token's iat (seconds since 1970), when it carries one: the guard refuses tokens older than a sign-out */
  issuedAt?: number;
}

/** Anything jose accepts as a verification key, or a resolver of one (tests inject a local key). */
type KeyResolver = JWTVerifyGetKey | CryptoKey | JWK | Uint8Array;

export interface AuthSettings {
  /** the identity provider's base URL; its keys are read from `${identityUrl}/jwks` */
  identityUrl: string;
  /** expected `iss`; defaults to identityUrl */
  issuer: string;
  /** expected `aud`: this API */
  audience: string;
  /** seconds of clock skew tolerated on exp/nbf/iat */
  clockToleranceSeconds: number;
  /** verification key(s); default: the provider's remote JWKS */
  keys?: KeyResolver;
}

export type AuthOptions = Partial<AuthSettings>;

const DEFAULT_IDENTITY_URL = 'http://localhost:4001';
const DEFAULT_AUDIENCE = 'http://localhost:4000';
/** small: the identity provider issues 15-second tokens to u-short so tests can watch renewal */
const CLOCK_TOLERANCE_SECONDS = 5;

/** IDENTITY_URL, IDENTITY_ISSUER (default: IDENTITY_URL), API_AUDIENCE; explicit options win. */
export function authSettings(options: AuthOptions = {}, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const identityUrl = (options.identityUrl ?? env.IDENTITY_URL ?? DEFAULT_IDENTITY_URL).replace(/\/+$/, '');
  return {
    identityUrl,
    issuer: options.issuer ?? env.IDENTITY_ISSUER ?? identityUrl,
    audience: options.audience ?? env.API_AUDIENCE ?? DEFAULT_AUDIENCE,
    clockToleranceSeconds: options.clockToleranceSeconds ?? CLOCK_TOLERANCE_SECONDS,
    keys: options.keys,
  };
}

/** Why a token was refused: the guard turns these into 401 (or 503 when the keys cannot be read). */
export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'keys-unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** SKs are positive whole numbers that fit the database's int columns. */
const sk = z
  .union([z.string(), z.number().int().positive()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,8}$/, 'must be a positive id'));
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true'));

/** The claims the provider puts in an access token; the names are the provider's. */
const AccessTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  IndividualSK: sk,
  OrganizationSK: z
    .union([z.string(), z.number().int().nonnegative(), z.null()])
    .optional()
    .transform((v) => (v == null ? '' : String(v).trim()))
    .pipe(z.string().regex(/^(0|[1-9]\d{0,8})?$/, 'must be a positive id or empty')),
  IsLMSAdmin: flag,
  isPLIEmployee: flag,
  roles: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v])),
});

function toPrincipal(payload: unknown): Principal {
  const r = AccessTokenClaims.safeParse(payload);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new TokenError('invalid', `claim ${issue.path.join('.') || '?'}: ${issue.message}`);
  }
  const c = r.data;
  const givenName = c.given_name ?? '';
  const familyName = c.family_name ?? '';
  return {
    sub: c.sub,
    individualSk: c.IndividualSK,
    organizationSk: c.OrganizationSK === '0' ? '' : c.OrganizationSK,
    isLmsAdmin: c.IsLMSAdmin,
    isEmployee: c.isPLIEmployee,
    roles: c.roles,
    name: c.name ?? [givenName, familyName].filter(Boolean).join(' '),
    email: c.email ?? '',
    givenName,
    familyName,
    ...(typeof (payload as { iat?: unknown }).iat === 'number'
      ? { issuedAt: (payload as { iat: number }).iat }
      : {}),
  };
}

export type Verifier = (token: string) => Promise<Principal>;

/** How long a checked token is remembered, and how many (the oldest is forgotten first). */
const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/** Builds the verifier once per app: the remote key set is cached and refreshed by jose on rotation. */
export function createVerifier(settings: AuthSettings): Verifier {
  const keys = settings.keys ?? createRemoteJWKSet(new URL(`${settings.identityUrl}/jwks`));
  const resolve: JWTVerifyGetKey =
    typeof keys === 'function'
      ? async (header, token) => {
          try {
            return await keys(header, token);
          } catch (err) {
            // An unknown kid is the token's fault; a provider that cannot be reached is not.
            if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys)
              throw err;
            throw new TokenError('keys-unavailable', 'Identity provider keys unavailable', { cause: err });
          }
        }
      : async () => keys;
  // A bearer token is sent with every call of a page; checking its RSA signature each time cost
  // about 0.8 ms of the event loop per request under load (bench:commerce profile). A token whose
  // signature and claims were checked once is remembered for at most a minute and never past its
  // exp, so a rotated-out key stops being trusted within a minute. Sign-out (iat before the
  // session's end) is checked by the guard on every request, after this.
  const verified = new LRUCache<string, Principal>({ max: VERIFIED_TOKEN_CACHE_SIZE });
  return async (token) => {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit) return hit;
    try {
      const { payload } = await jwtVerify(token, resolve, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ['RS256'],
        clockTolerance: settings.clockToleranceSeconds,
        requiredClaims: ['sub', 'exp'],
      });
      const principal = toPrincipal(payload);
      // a ttl per entry: a minute, never past the token's exp
      const ttl = Math.min(VERIFIED_TOKEN_TTL_MS, (payload.exp as number) * 1000 - now);
      if (ttl > 0) verified.set(token, principal, { ttl });
      return principal;
    } catch (err) {
      if (err instanceof TokenError) throw err;
      if (err instanceof errors.JWTExpired) throw new TokenError('expired', 'Access token expired');
      throw new TokenError('invalid', 'Invalid access token', { cause: err });
    }
  };
}
