// The shell's runtime plugins on the real Module Federation runtime: a remoteEntry.js whose first
// request fails is requested again, with the same SRI hash, and the remote loads; a remote that stays
// down ends in the fallback marker. jsdom does not fetch scripts: the test plays the browser's part,
// answering each <script> the runtime adds with an error or by running the entry.
import { createInstance } from '@module-federation/enhanced/runtime';
import { entryIntegrity } from './entry-integrity';
import fallbackPlugin, { REMOTE_LOAD_FAILED } from './fallback-plugin';
import integrityPlugin from './integrity-plugin';
import retryPlugin, { RETRY_DELAY_MS } from './retry-plugin';

const HASH = `sha384-${'A'.repeat(64)}`;
const page = { default: 'the search page' };
/** What a remoteEntry.js sets when it runs: its container. */
const container = { init: jest.fn(), get: jest.fn(() => Promise.resolve(() => page)) };

/** Answers every entry script the runtime adds, in order: false = a network error, true = it runs. */
function browser(name: string, answers: boolean[]) {
  const requested: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      requested.push(node);
      if (answers[requested.length - 1]) (window as unknown as Record<string, unknown>)[name] = container;
      node.dispatchEvent(new Event(answers[requested.length - 1] ? 'load' : 'error'));
    }
  });
  observer.observe(document.head, { childList: true });
  return { requested, stop: () => observer.disconnect() };
}

/** A runtime with the shell's plugins and one remote, its entry hashed as remotes.json gives it. */
function shellRuntime(name: string) {
  const entry = `http://localhost:3001/${name}/remoteEntry.js`;
  entryIntegrity.set(entry, HASH);
  const mf = createInstance({
    name: `shell_${name}`,
    remotes: [{ name, entry }],
    plugins: [integrityPlugin(), fallbackPlugin(), retryPlugin()],
  });
  return { mf, entry };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined); // the plugin logs each retry
});
afterEach(() => jest.restoreAllMocks());

test('a first failed remoteEntry.js request is retried with the same integrity hash, and the remote loads', async () => {
  const { mf, entry } = shellRuntime('mfe_retried');
  const { requested, stop } = browser('mfe_retried', [false, true]);
  await expect(mf.loadRemote('mfe_retried/SearchPage')).resolves.toBe(page);
  stop();
  expect(requested.map((s) => [s.src, s.integrity])).toEqual([
    [entry, HASH],
    [entry, HASH],
  ]);
});

test('a remote that stays down is asked three times, then its slot gets the fallback marker', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  const { mf } = shellRuntime('mfe_down');
  const { requested, stop } = browser('mfe_down', [false, false, false]);
  const loaded = mf.loadRemote<Record<string, unknown>>('mfe_down/SearchPage');
  await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
  expect(await loaded).toMatchObject({ [REMOTE_LOAD_FAILED]: true, id: 'mfe_down/SearchPage' });
  stop();
  jest.useRealTimers();
  expect(requested).toHaveLength(3);
});
