// The remote registration and fallback logic. The Module Federation runtime is replaced by a fake
// (registerRemotes / loadRemote); /remotes.json comes from MSW.
import { http, HttpResponse, server } from '@cle/testing/msw';
import fallbackPlugin, { REMOTE_LOAD_FAILED } from './fallback-plugin';

const runtime = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
}));

// Entries as the shell server sends them: known names, allowlisted origins, one sha384 hash each.
const HASH = `sha384-${'A'.repeat(64)}`;
const SEARCH = { name: 'mfe_search', entry: 'http://localhost:3001/remoteEntry.js', integrity: HASH };
const PRODUCT = {
  name: 'mfe_product',
  entry: 'http://localhost:3005/releases/r2/remoteEntry.js',
  integrity: HASH,
};
/** What the runtime is given: name and entry (the hash goes to the script loader). */
const registration = ({ name, entry }: { name: string; entry: string }) => [{ name, entry }];

/** A fresh copy of remotes.ts (its registration is cached per page load). */
function freshRemotes(): typeof import('./remotes') {
  let mod!: typeof import('./remotes');
  jest.isolateModules(() => {
    mod = jest.requireActual('./remotes');
  });
  return mod;
}

beforeEach(() => {
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  delete window.__CLE_REMOTES__;
  window.__CLE_CONFIG__ = Promise.resolve({
    remoteOrigins: ['http://localhost:3001', 'http://localhost:3005'],
  } as never);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote registration (remotes.json)', () => {
  test('registers the remotes that index.html fetched, once per page load', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [SEARCH, PRODUCT] });
    const { remotesReady } = freshRemotes();
    const map = await remotesReady();
    await remotesReady();
    expect([...map.keys()]).toEqual(['mfe_search', 'mfe_product']);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(registration(SEARCH), { force: false });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(registration(PRODUCT), { force: false });
  });

  test('without the inline fetch it reads /remotes.json itself', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json({ remotes: [PRODUCT] })));
    const map = await freshRemotes().remotesReady();
    expect(map.get('mfe_product')).toEqual(PRODUCT);
  });

  test('a missing remotes.json registers nothing, and every remote falls back', async () => {
    server.use(http.get('/remotes.json', () => new HttpResponse('not found', { status: 404 })));
    const { loadRemoteModule, remotesReady, RemoteUnavailableError } = freshRemotes();
    expect((await remotesReady()).size).toBe(0);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    const err = await loadRemoteModule('mfe_search', './SearchPage').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RemoteUnavailableError);
    expect((err as Error).message).toBe('Remote module mfe_search/SearchPage could not be loaded');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('fail-closed entries', () => {
  test('an entry without a hash or on a foreign origin is never registered; its slots fall back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { integrity: _dropped, ...unhashed } = SEARCH;
    const foreign = { ...PRODUCT, entry: 'https://cdn.example.net/remoteEntry.js' };
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [unhashed, foreign] });
    const { loadRemoteModule, remotesReady, RemoteUnavailableError } = freshRemotes();
    expect((await remotesReady()).size).toBe(0);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await expect(loadRemoteModule('mfe_search', './SearchPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('loading an exposed module', () => {
  test('loads remote/module through the runtime', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [SEARCH] });
    const page = { default: () => null };
    runtime.loadRemote.mockResolvedValue(page);
    await expect(freshRemotes().loadRemoteModule('mfe_search', './SearchPage')).resolves.toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_search/SearchPage');
  });

  // the runtime's retry plugin has fetched the entry again before the marker arrives (retry-plugin.test.ts)
  test('a failed load (the fallback marker) gives RemoteUnavailableError with the runtime error as its cause', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [SEARCH] });
    const cause = new Error('RUNTIME-003');
    runtime.loadRemote.mockResolvedValue({ [REMOTE_LOAD_FAILED]: true, error: cause });
    const { loadRemoteModule, RemoteUnavailableError } = freshRemotes();
    const err = await loadRemoteModule('mfe_search', './SearchPage').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RemoteUnavailableError);
    expect(err).toMatchObject({ remote: 'mfe_search', module: './SearchPage', cause });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  test('resetRemote forces a fresh remoteEntry for a known remote and ignores unknown ones', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [SEARCH] });
    const { resetRemote } = freshRemotes();
    await resetRemote('mfe_search');
    await resetRemote('mfe_nowhere');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2); // the first registration, then one reset
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(registration(SEARCH), { force: true });
  });
});

describe('fallback runtime plugin', () => {
  test('turns a failed load into the marker module at afterResolve, onLoad and beforeRequest only', () => {
    const plugin = fallbackPlugin();
    const error = new Error('offline');
    const at = (lifecycle: string) =>
      plugin.errorLoadRemote!({ id: 'mfe_search/SearchPage', error, lifecycle } as never);
    for (const lifecycle of ['afterResolve', 'onLoad', 'beforeRequest'])
      expect(at(lifecycle)).toEqual({ [REMOTE_LOAD_FAILED]: true, id: 'mfe_search/SearchPage', error });
    expect(at('beforeLoadShare')).toBeUndefined();
  });
});

describe('composition status and contract versions (decision 031)', () => {
  /** remotes.ts and the status store it fills, from one fresh module registry. */
  function fresh() {
    let remotes!: typeof import('./remotes');
    let status!: typeof import('./composition-status');
    jest.isolateModules(() => {
      remotes = jest.requireActual('./remotes');
      status = jest.requireActual('./composition-status');
    });
    return { ...remotes, status: status.compositionStatus };
  }

  test('a remote built against another @cle/contracts major is refused, logged with the reason and falls back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.__CLE_REMOTES__ = Promise.resolve({
      remotes: [
        { ...SEARCH, release: 'r-old', contracts: 0 },
        { ...PRODUCT, release: 'r2', contracts: 1 },
      ],
    });
    const { loadRemoteModule, remotesReady, RemoteUnavailableError, status } = fresh();
    expect([...(await remotesReady()).keys()]).toEqual(['mfe_product']);
    expect(logged).toHaveBeenCalledWith(
      '[federation] remote mfe_search refused: built against @cle/contracts 0, the shell speaks 1',
    );
    await expect(loadRemoteModule('mfe_search', './SearchPage')).rejects.toBeInstanceOf(
      RemoteUnavailableError,
    );
    expect(status.get()).toEqual([
      expect.objectContaining({ name: 'mfe_product', release: 'r2', contracts: 1, state: 'registered' }),
      expect.objectContaining({
        name: 'mfe_search',
        entry: SEARCH.entry,
        release: 'r-old',
        contracts: 0,
        state: 'refused',
        lastError: 'refused: built against @cle/contracts 0, the shell speaks 1',
      }),
    ]);
  });

  test('entries the shell server refused are listed with its reason', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({
      remotes: [SEARCH],
      rejected: [{ name: 'mfe_credit', reason: 'integrity is missing' }],
    } as never);
    const { remotesReady, status } = fresh();
    await remotesReady();
    expect(status.get().find((r) => r.name === 'mfe_credit')).toMatchObject({
      state: 'refused',
      lastError: 'refused: by the shell server: integrity is missing',
    });
  });

  test('a loaded remote records its entry, hash and first load time; a later failure records the error', async () => {
    window.__CLE_REMOTES__ = Promise.resolve({ remotes: [SEARCH] });
    runtime.loadRemote.mockResolvedValueOnce({ default: () => null });
    const { loadRemoteModule, status } = fresh();
    await loadRemoteModule('mfe_search', './SearchPage');
    const loaded = status.get()[0]!;
    expect(loaded).toMatchObject({
      name: 'mfe_search',
      entry: SEARCH.entry,
      integrity: HASH,
      state: 'loaded',
    });
    expect(loaded.loadMs).toEqual(expect.any(Number));
    expect(loaded.lastError).toBeNull();

    runtime.loadRemote.mockResolvedValue({ [REMOTE_LOAD_FAILED]: true, error: new Error('RUNTIME-008') });
    await loadRemoteModule('mfe_search', './SearchOverlay').catch(() => undefined);
    expect(status.get()[0]).toMatchObject({
      state: 'failed',
      loadMs: loaded.loadMs,
      lastError: 'Remote module mfe_search/SearchOverlay could not be loaded (RUNTIME-008)',
    });
  });
});
