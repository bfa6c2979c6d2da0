// The provider's signing keys: one RS256 key pair generated on first start into <dataDir>/jwks.json and
// loaded on every later start, so tokens (and the API's cached JWKS) stay valid across restarts.
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { jwkThumbprint, loadOrCreateKeyFile } from '@cle/static-server/key-file';

export interface PrivateJwk extends JsonWebKey {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface Jwks {
  keys: PrivateJwk[];
}

function generate(): PrivateJwk[] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return [{ ...jwk, kty: 'RSA', kid: jwkThumbprint(jwk), alg: 'RS256', use: 'sig' }];
}

const isKey = (k: unknown): k is PrivateJwk =>
  !!k && (k as PrivateJwk).kty === 'RSA' && !!(k as PrivateJwk).d && !!(k as PrivateJwk).kid;

export function loadOrCreateJwks(dataDir: string): { jwks: Jwks; created: boolean } {
  const { keys, created } = loadOrCreateKeyFile(dataDir, isKey, generate, 'private RSA JWKS');
  return { jwks: { keys }, created };
}

/** The public half of the keys, as the provider publishes them at its jwks_uri. */
export function publicJwks(jwks: Jwks): { keys: JsonWebKey[] } {
  return { keys: jwks.keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })) };
}
