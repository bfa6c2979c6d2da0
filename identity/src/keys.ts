// The provider's keys: one RS256 signing key pair and the cookie keys, kept in the database (identity
// migration 001) so tokens, the API's cached JWKS and people's session cookies stay valid across
// restarts and replicas. The signing key is first made in (or taken from) <dataDir>/jwks.json.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { JsonWebKey } from 'node:crypto';
import { jwkThumbprint, loadOrCreateKeyFile } from '@cle/static-server/key-file';
import type { IdentityDb } from './db';

interface PrivateJwk extends JsonWebKey {
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

function loadOrCreateJwks(dataDir: string): { jwks: Jwks; created: boolean } {
  const { keys, created } = loadOrCreateKeyFile(dataDir, isKey, generate, 'private RSA JWKS');
  return { jwks: { keys }, created };
}

/** The public half of the keys, as the provider publishes them at its jwks_uri. */
export function publicJwks(jwks: Jwks): { keys: JsonWebKey[] } {
  return { keys: jwks.keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })) };
}

/** The keys the provider keeps in identity_keys (identity migration 001), shared by every replica. */
export interface SharedKeys {
  jwks: Jwks;
  /** Signing keys of the session and interaction cookies (newest first). */
  cookieKeys: string[];
}

/**
 * The row `name` of identity_keys, or `make()`'s value when there is none yet. Two replicas starting
 * together both try the insert; the first wins and both read its value.
 */
async function sharedKey<T>(db: IdentityDb, name: string, make: () => T): Promise<T> {
  const read = async () =>
    (await db.query<{ value: T }>('SELECT value FROM identity_keys WHERE name = $1', [name]))[0]?.value;
  const found = await read();
  if (found !== undefined) return found;
  await db.query(
    'INSERT INTO identity_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(make())],
  );
  return (await read())!;
}

/** The private RSA JWKS in `file` (IDENTITY_SIGNING_KEY_FILE, from a secret): read, never written. */
function readJwksFile(file: string): Jwks {
  const keys = (JSON.parse(readFileSync(file, 'utf8')) as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || !keys.length || !keys.every(isKey))
    throw new Error(`IDENTITY_SIGNING_KEY_FILE: ${file} is not a private RSA JWKS ({"keys": [...]})`);
  return { keys };
}

/**
 * The signing JWKS and the cookie keys. Given by configuration (IDENTITY_SIGNING_KEY_FILE,
 * IDENTITY_COOKIE_KEYS: production, decision 056) they are used as given; otherwise from the database
 * (the data folder's key on first use, so tokens signed before the move still verify).
 */
export async function loadSharedKeys(
  db: IdentityDb,
  dataDir: string,
  given: { signingKeyFile?: string; cookieKeys?: string[] } = {},
): Promise<SharedKeys> {
  const jwks = given.signingKeyFile
    ? readJwksFile(given.signingKeyFile)
    : await sharedKey(db, 'jwks', () => loadOrCreateJwks(dataDir).jwks);
  if (!Array.isArray(jwks.keys) || !jwks.keys.length || !jwks.keys.every(isKey))
    throw new Error('identity_keys.jwks is not a private RSA JWKS; delete the row to generate a new key');
  const cookieKeys =
    given.cookieKeys ?? (await sharedKey(db, 'cookies', () => [randomBytes(32).toString('base64url')]));
  return { jwks, cookieKeys };
}
