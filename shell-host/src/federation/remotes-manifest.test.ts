import { forBrowser, isSriSha384, validateRemotes } from './remotes-manifest';
import type { RemotesPolicy } from './remotes-manifest';

const HASH = `sha384-${'A'.repeat(63)}=`.replace(/=$/, 'B');
const policy: RemotesPolicy = {
  knownNames: ['mfe_search', 'mfe_product'],
  allowedOrigins: ['http://localhost:3001', 'https://remotes.example.org'],
  allowMissingIntegrity: false,
};
const search = { name: 'mfe_search', entry: 'http://localhost:3001/remoteEntry.js', integrity: HASH };

describe('remotes.json validation', () => {
  test('keeps a known remote on an allowlisted origin with a sha384 hash', () => {
    expect(validateRemotes({ remotes: [search] }, policy)).toEqual({ remotes: [search], rejected: [] });
  });

  test('accepts a release folder on an allowlisted https origin', () => {
    const entry = { ...search, entry: 'https://remotes.example.org/search/releases/7/remoteEntry.js' };
    expect(validateRemotes({ remotes: [entry] }, policy).remotes).toEqual([entry]);
  });

  test.each([
    [{ ...search, name: 'mfe_evil' }, 'unknown remote name'],
    [{ ...search, name: 42 }, 'unknown remote name'],
    [
      { ...search, entry: 'http://evil.example:3001/remoteEntry.js' },
      'origin http://evil.example:3001 is not allowed',
    ],
    [
      { ...search, entry: 'http://localhost:3009/remoteEntry.js' },
      'origin http://localhost:3009 is not allowed',
    ],
    [{ ...search, entry: 'javascript:alert(1)' }, 'entry must be an http(s) URL'],
    [{ ...search, entry: '/remoteEntry.js' }, 'entry must be an http(s) URL'],
    [
      { ...search, entry: 'http://user:pw@localhost:3001/remoteEntry.js' },
      'entry must not carry credentials',
    ],
    [{ ...search, entry: 'http://localhost:3001/remoteEntry.css' }, 'entry must be a .js file'],
    [{ ...search, integrity: undefined }, 'integrity is missing'],
    [{ ...search, integrity: '' }, 'integrity is missing'],
    [{ ...search, integrity: 'sha256-abc' }, 'integrity must be one sha384-<base64> hash'],
    [{ ...search, integrity: `${HASH} ${HASH}` }, 'integrity must be one sha384-<base64> hash'],
    [{ ...search, integrity: `${HASH}x` }, 'integrity must be one sha384-<base64> hash'],
  ])('refuses %j: %s', (entry, reason) => {
    const result = validateRemotes({ remotes: [entry] }, policy);
    expect(result.remotes).toEqual([]);
    expect(result.rejected).toEqual([{ name: typeof entry.name === 'string' ? entry.name : '?', reason }]);
  });

  test('refuses a remote listed twice (the first one stands)', () => {
    const result = validateRemotes(
      { remotes: [search, { ...search, entry: 'https://remotes.example.org/x.js' }] },
      policy,
    );
    expect(result.remotes).toEqual([search]);
    expect(result.rejected).toEqual([{ name: 'mfe_search', reason: 'listed twice' }]);
  });

  test('one bad entry costs only that remote', () => {
    const product = { name: 'mfe_product', entry: 'http://evil.example/remoteEntry.js', integrity: HASH };
    const result = validateRemotes({ remotes: [product, search] }, policy);
    expect(result.remotes.map((r) => r.name)).toEqual(['mfe_search']);
  });

  test('a missing hash passes only in local development', () => {
    const entry = { name: 'mfe_search', entry: 'http://localhost:3001/remoteEntry.js' };
    expect(validateRemotes({ remotes: [entry] }, { ...policy, allowMissingIntegrity: true }).remotes).toEqual(
      [entry],
    );
    // even there, a malformed hash is refused
    expect(
      validateRemotes(
        { remotes: [{ ...entry, integrity: 'md5-x' }] },
        { ...policy, allowMissingIntegrity: true },
      ).remotes,
    ).toEqual([]);
  });

  test.each([null, {}, { remotes: 'x' }, []])(
    'a document without a remotes list yields no remotes: %j',
    (doc) => {
      expect(validateRemotes(doc, policy)).toEqual({
        remotes: [],
        rejected: [{ name: '*', reason: 'no remotes list' }],
      });
    },
  );

  test('recognises the sha384 SRI format', () => {
    expect(isSriSha384(HASH)).toBe(true);
    expect(isSriSha384('sha384-short')).toBe(false);
    expect(isSriSha384(undefined)).toBe(false);
  });
});

describe('contract versions (decision 031)', () => {
  const speaks1: RemotesPolicy = { ...policy, contractsMajor: 1 };

  test('keeps a remote built against the same @cle/contracts major, with its release id', () => {
    const entry = { ...search, release: '2026-11-23.1', contracts: 1 };
    expect(validateRemotes({ remotes: [entry] }, speaks1)).toEqual({ remotes: [entry], rejected: [] });
  });

  test('refuses a remote built against another major and says which', () => {
    const old = { ...search, contracts: 0 };
    const next = { ...search, name: 'mfe_product', contracts: 2 };
    expect(validateRemotes({ remotes: [old, next] }, speaks1)).toEqual({
      remotes: [],
      rejected: [
        { name: 'mfe_search', reason: 'built against @cle/contracts 0, the shell speaks 1' },
        { name: 'mfe_product', reason: 'built against @cle/contracts 2, the shell speaks 1' },
      ],
    });
  });

  test('accepts a release that declares no major (built before the field existed)', () => {
    expect(validateRemotes({ remotes: [search] }, speaks1).remotes).toEqual([search]);
  });

  test.each([
    [{ ...search, contracts: '1' }, 'contracts must be a major version number'],
    [{ ...search, contracts: 1.5 }, 'contracts must be a major version number'],
    [{ ...search, release: '../../x' }, 'release must be a build id'],
    [{ ...search, release: 7 }, 'release must be a build id'],
  ])('refuses malformed release metadata %#', (entry, reason) => {
    expect(validateRemotes({ remotes: [entry] }, speaks1).rejected).toEqual([{ name: 'mfe_search', reason }]);
  });
});

describe('server builds (decision 050)', () => {
  const HASH2 = HASH.replace(/B$/, 'C');
  const server = { entry: 'http://localhost:3001/releases/7/server/remoteEntry.js', integrity: HASH2 };
  const withServer = { ...search, server };

  test('keeps a server entry on an allowlisted origin with its own sha384', () => {
    expect(validateRemotes({ remotes: [withServer] }, policy)).toEqual({
      remotes: [withServer],
      rejected: [],
    });
  });

  test('an entry without a server block stays a browser-only remote', () => {
    expect(validateRemotes({ remotes: [search] }, policy).remotes).toEqual([search]);
  });

  test.each([
    [
      { ...server, entry: 'http://evil.example/server/remoteEntry.js' },
      'server: origin http://evil.example is not allowed',
    ],
    [{ ...server, entry: 'file:///srv/remoteEntry.js' }, 'server: entry must be an http(s) URL'],
    [{ ...server, entry: 42 }, 'server: entry must be a URL'],
    [
      { ...server, entry: 'http://u:p@localhost:3001/server/remoteEntry.js' },
      'server: entry must not carry credentials',
    ],
    [
      { ...server, entry: 'http://localhost:3001/server/remoteEntry.mjs' },
      'server: entry must be a .js file',
    ],
    [{ entry: server.entry }, 'server: integrity is missing'],
    [{ ...server, integrity: 'sha256-abc' }, 'server: integrity must be one sha384-<base64> hash'],
    ['http://localhost:3001/server/remoteEntry.js', 'server: must be { entry, integrity }'],
    [null, 'server: must be { entry, integrity }'],
  ])('refuses the entry whose server block is %j: %s', (block, reason) => {
    const result = validateRemotes({ remotes: [{ ...search, server: block }] }, policy);
    expect(result.remotes).toEqual([]);
    expect(result.rejected).toEqual([{ name: 'mfe_search', reason }]);
  });

  test('a server entry without a hash passes only in local development', () => {
    const dev = { ...policy, allowMissingIntegrity: true };
    const entry = { ...search, server: { entry: server.entry } };
    expect(validateRemotes({ remotes: [entry] }, dev).remotes).toEqual([entry]);
  });

  test('the browser never sees the server block', () => {
    const checked = validateRemotes({ remotes: [withServer, { ...search, name: 'mfe_product' }] }, policy);
    const sent = forBrowser(checked);
    expect(sent.remotes).toEqual([search, { ...search, name: 'mfe_product' }]);
    expect(JSON.stringify(sent)).not.toContain('server');
    // the checked list itself keeps it for the shell server
    expect(checked.remotes[0]!.server).toEqual(server);
  });
});
