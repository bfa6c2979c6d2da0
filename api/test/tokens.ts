// Access tokens for seeded people, signed as the identity provider signs them (its claims, RS256,
// typ at+jwt, 300 s), with a test's own key pair: the API routes' tests sign in with these. The one
// signer of the API tests (issue 8).
import { generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWTPayload } from 'jose';
import { SEEDED_USERS } from '../src/seed/generate-users';
import type { AuthOptions } from '../src/auth/verify';

export const TOKEN_TTL_SECONDS = 300;
/** The issuer and audience the API's tests verify against (the local provider's and API's origins). */
export const TEST_ISSUER = 'http://localhost:4001';
export const TEST_AUDIENCE = 'http://localhost:4000';

/** Claims some suites add to a seeded person's token: the support-staff flags of spec 2 §6. */
export type ExtraClaims = {
  IsLMSAdmin?: 'true' | 'false';
  isPLIEmployee?: boolean;
};

function seededUser(sub: string) {
  const u = SEEDED_USERS.find((x) => x.sub === sub);
  if (!u) throw new Error(`no seeded person ${sub}`);
  return u;
}

/** The seeded person's own support-staff flags, as the identity provider puts them in the token. */
export function seededAdminClaims(sub: string): ExtraClaims {
  const u = seededUser(sub);
  return { IsLMSAdmin: u.is_lms_admin ? 'true' : 'false', isPLIEmployee: u.is_employee };
}

export interface SignOptions {
  issuer: string;
  audience: string;
  /** seconds since the epoch (default now) */
  issuedAt?: number;
  /** how long the token lives from issuedAt (default TOKEN_TTL_SECONDS); negative: already expired */
  expiresIn?: number;
  /** claims over the seeded person's (one set to undefined is left out) */
  claims?: JWTPayload;
  /** the whole claim set instead, for an account the seed does not hold */
  allClaims?: JWTPayload;
}

export function signSeeded(sub: string, privateKey: CryptoKey, o: SignOptions): Promise<string> {
  const claims = o.allClaims ?? seededClaims(sub);
  const issuedAt = o.issuedAt ?? Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + (o.expiresIn ?? TOKEN_TTL_SECONDS);
  return new SignJWT({ ...claims, ...o.claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setIssuedAt(Math.min(issuedAt, expiresAt - 60))
    .setExpirationTime(expiresAt)
    .sign(privateKey);
}

function seededClaims(sub: string): JWTPayload {
  const u = seededUser(sub);
  return {
    name: `${u.given_name} ${u.family_name}`,
    given_name: u.given_name,
    family_name: u.family_name,
    email: u.email,
    IndividualSK: String(u.individual_sk),
    OrganizationSK: u.organization_sk ? String(u.organization_sk) : '',
    roles: [...u.roles],
  };
}

/** A test's key pair, the API's auth options that trust it, and a signer for seeded people. */
export async function testSigner() {
  const keys = await generateKeyPair('RS256');
  const auth: AuthOptions = { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keys: keys.publicKey };
  const sign = (sub: string, o: Partial<SignOptions> = {}) =>
    signSeeded(sub, keys.privateKey, { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, ...o });
  return { keys, auth, sign };
}
