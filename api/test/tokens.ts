// Access tokens for seeded people, signed as the identity provider signs them (its claims, RS256,
// 300 s), with a test's own key pair: the API routes' tests sign in with these.
import { SignJWT, type CryptoKey } from 'jose';
import { SEEDED_USERS } from '../src/seed/generate-users';

export const TOKEN_TTL_SECONDS = 300;

/** Claims some suites add to a seeded person's token: the support-staff flags of spec 2 §6. */
export interface ExtraClaims {
  IsLMSAdmin?: 'true' | 'false';
  isPLIEmployee?: boolean;
}

/** The seeded person's own support-staff flags, as the identity provider puts them in the token. */
export function seededAdminClaims(sub: string): ExtraClaims {
  const u = SEEDED_USERS.find((x) => x.sub === sub);
  if (!u) throw new Error(`no seeded person ${sub}`);
  return { IsLMSAdmin: u.is_lms_admin ? 'true' : 'false', isPLIEmployee: u.is_employee };
}

export function signSeeded(
  sub: string,
  privateKey: CryptoKey,
  o: { issuer: string; audience: string; issuedAt?: number; claims?: ExtraClaims },
): Promise<string> {
  const u = SEEDED_USERS.find((x) => x.sub === sub);
  if (!u) throw new Error(`no seeded person ${sub}`);
  const issuedAt = o.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    name: `${u.given_name} ${u.family_name}`,
    given_name: u.given_name,
    family_name: u.family_name,
    email: u.email,
    IndividualSK: String(u.individual_sk),
    OrganizationSK: u.organization_sk ? String(u.organization_sk) : '',
    roles: [...u.roles],
    ...o.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(privateKey);
}
