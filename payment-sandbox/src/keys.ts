// The sandbox's signing key: one ES256 key pair generated on first start into <dataDir>/jwks.json and
// loaded on every later start, so capture contexts and transient tokens (and the API's cached JWKS)
// stay valid across restarts.
import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface PrivateJwk extends JsonWebKey {
  kty: 'EC';
  crv: 'P-256';
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** RFC 7638 thumbprint: a stable kid derived from the public key. */
function thumbprint(jwk: JsonWebKey): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url');
}

function generate(): PrivateJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: 'EC', crv: 'P-256', kid: thumbprint(jwk), alg: 'ES256', use: 'sig' };
}

const isKey = (k: unknown): k is PrivateJwk =>
  !!k && (k as PrivateJwk).kty === 'EC' && !!(k as PrivateJwk).d && !!(k as PrivateJwk).kid;

export function loadOrCreateKey(dataDir: string): PrivateJwk {
  const file = path.join(dataDir, 'jwks.json');
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const key = (JSON.parse(text) as { keys?: unknown[] }).keys?.[0];
    if (!isKey(key)) throw new Error(`${file} is not a private EC JWKS; delete it to generate a new key`);
    return key;
  }
  const key = generate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ keys: [key] }, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return key;
}

export function publicJwk({ kty, crv, x, y, kid, alg, use }: PrivateJwk) {
  return { kty, crv, x, y, kid, alg, use };
}
