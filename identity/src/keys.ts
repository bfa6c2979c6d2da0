// The provider's signing keys: one RS256 key pair generated on first start into <dataDir>/jwks.json and
// loaded on every later start, so tokens (and the API's cached JWKS) stay valid across restarts.
import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PrivateJwk extends JsonWebKey {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface Jwks {
  keys: PrivateJwk[];
}

/** RFC 7638 thumbprint: a stable kid derived from the public key. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

function generate(): Jwks {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kty: 'RSA', kid: thumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

function isJwks(value: unknown): value is Jwks {
  const keys = (value as Jwks | null)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((k) => k.kty === 'RSA' && !!k.d && !!k.kid);
}

export function loadOrCreateJwks(dataDir: string): { jwks: Jwks; created: boolean } {
  const file = path.join(dataDir, 'jwks.json');
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const parsed: unknown = JSON.parse(text);
    if (!isJwks(parsed))
      throw new Error(`${file} is not a private RSA JWKS; delete it to generate a new key`);
    return { jwks: parsed, created: false };
  }
  const jwks = generate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Write then rename, so a crash never leaves half a key file behind.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return { jwks, created: true };
}

/** The public half of the keys, as the provider publishes them at its jwks_uri. */
export function publicJwks(jwks: Jwks): { keys: JsonWebKey[] } {
  return { keys: jwks.keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })) };
}
