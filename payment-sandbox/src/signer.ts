// The sandbox's JWTs (capture contexts and transient tokens): ES256 with its one key, issued by its
// public URL, each with its own id and lifetime; the site API verifies them with GET /jwks.
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import type { SandboxSettings } from './config';
import type { PrivateJwk } from './keys';
import { publicJwk } from './keys';

/** The key that verifies what the signer signed. */
export type VerifyKey = Awaited<ReturnType<typeof importJWK>>;

/** Signs `claims` for `ttl` seconds. */
export type Signer = (claims: JWTPayload, ttl: number) => Promise<string>;

export async function createSigner(settings: SandboxSettings, privateJwk: PrivateJwk) {
  const signingKey = await importJWK(privateJwk, 'ES256');
  const verifyKey = await importJWK(publicJwk(privateJwk), 'ES256');
  const signed: Signer = (claims, ttl) => {
    const iat = Math.floor(settings.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid, typ: 'JWT' })
      .setIssuer(settings.publicUrl)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(signingKey);
  };
  return { signed, verifyKey };
}
