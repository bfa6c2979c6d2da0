// A server's private signing keys kept in <dataDir>/jwks.json: generated on first start and loaded on
// every later start, so what it signed (tokens, capture contexts) and the JWKS others cached stay valid
// across restarts. Used by the identity provider (RS256) and the payment sandbox (ES256).
import { createHash } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** RFC 7638 thumbprint of a public key (its required members in order): a stable kid. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  const members =
    jwk.kty === 'EC'
      ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }
      : { e: jwk.e, kty: jwk.kty, n: jwk.n };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
}

/**
 * The keys in <dataDir>/jwks.json, or `generate()`'s made and written there (0600, in a 0700 folder;
 * written then renamed, so a crash never leaves half a key file). A file whose keys `isKey` refuses is
 * an error to fix by hand, never silently replaced: tokens signed with it would stop verifying.
 */
export function loadOrCreateKeyFile<K extends JsonWebKey>(
  dataDir: string,
  isKey: (key: unknown) => key is K,
  generate: () => K[],
  description: string,
): { keys: K[]; created: boolean } {
  const file = path.join(dataDir, 'jwks.json');
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const keys = (JSON.parse(text) as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys) || !keys.length || !keys.every(isKey))
      throw new Error(`${file} is not a ${description}; delete it to generate a new key`);
    return { keys, created: false };
  }
  const keys = generate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
  return { keys, created: true };
}
