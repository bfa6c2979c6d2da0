import { generateKeyPairSync } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwkThumbprint, loadOrCreateKeyFile } from './key-file';

type EcKey = JsonWebKey & { kty: 'EC'; kid: string };
const isKey = (k: unknown): k is EcKey => (k as EcKey | null)?.kty === 'EC' && !!(k as EcKey).kid;
const generate = (): EcKey[] => {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  return [{ ...jwk, kty: 'EC', kid: jwkThumbprint(jwk) }];
};

describe('signing key file', () => {
  test('is made once (owner-only), then the same key loads on every start', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'data');
    const first = loadOrCreateKeyFile(dir, isKey, generate, 'EC JWKS');
    expect(first.created).toBe(true);
    expect(statSync(path.join(dir, 'jwks.json')).mode & 0o777).toBe(0o600);
    const again = loadOrCreateKeyFile(dir, isKey, generate, 'EC JWKS');
    expect(again).toEqual({ keys: first.keys, created: false });
  });

  test('a file that is not such a key is an error, never silently replaced', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    writeFileSync(path.join(dir, 'jwks.json'), JSON.stringify({ keys: [{ kty: 'RSA' }] }));
    expect(() => loadOrCreateKeyFile(dir, isKey, generate, 'EC JWKS')).toThrow('is not a EC JWKS');
    expect(readFileSync(path.join(dir, 'jwks.json'), 'utf8')).toContain('RSA');
  });

  test('the thumbprint (RFC 7638) depends only on the public members', () => {
    const [key] = generate();
    expect(jwkThumbprint({ ...key, d: 'other', kid: 'x' })).toBe(key!.kid);
  });
});
