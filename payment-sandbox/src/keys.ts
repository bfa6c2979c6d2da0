// The sandbox's signing key: one ES256 key pair generated on first start into <dataDir>/jwks.json and
// loaded on every later start, so capture contexts and transient tokens (and the API's cached JWKS)
// stay valid across restarts.
import { generateKeyPairSync } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { jwkThumbprint, loadOrCreateKeyFile } from '@cle/static-server/key-file';

export interface PrivateJwk extends JsonWebKey {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

function generate(): PrivateJwk[] {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return [{ ...jwk, kty: 'EC', crv: 'P-256', kid: jwkThumbprint(jwk), alg: 'ES256', use: 'sig' }];
}

const isKey = (k: unknown): k is PrivateJwk =>
  !!k && (k as PrivateJwk).kty === 'EC' && !!(k as PrivateJwk).d && !!(k as PrivateJwk).kid;

export function loadOrCreateKey(dataDir: string): PrivateJwk {
  return loadOrCreateKeyFile(dataDir, isKey, generate, 'private EC JWKS').keys[0]!;
}

export function publicJwk({ kty, crv, x, y, kid, alg, use }: PrivateJwk) {
  return { kty, crv, x, y, kid, alg, use };
}
