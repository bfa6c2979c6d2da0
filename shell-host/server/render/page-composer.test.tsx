/**
 * @jest-environment node
 */
// The page composer's rules for a remote's server build, through compose() as the shell server calls it
// (the shell's real tree rendered by React's server renderer), with a stand-in for the loader of server
// builds: a slot's module within 150 ms or its skeleton; a remote that failed 3 times in a row is not
// asked for 30 s; a miss of the budget is not a failure; a slot that throws while rendering costs only
// itself. The real loader and builds are proven in server-remotes.test.mts and the e2e suite.
import { use } from 'react';
import type { PageContent } from '@cle/contracts/page';
import { formatDateTime } from '@cle/ui/intl';
import type { ServerRemotes } from '../federation/server-remotes.mjs';
import { createPageComposer } from './page-composer';

const SEARCH_PAGE = {
  contentType: ['PageData', 'SearchPage'],
  contentLink: { id: 'search' },
  name: 'Search Results',
  friendlyUrl: '/search',
  metadata: { browserTitle: 'Search Results' },
  properties: {},
} as unknown as PageContent;
const URL = '/search?query=tax';
const SLOT = 'mfe_search/./SearchPage';
const NONCE = { script: 'n1', style: 'n2' };
const POINTER = {
  name: 'mfe_search',
  entry: 'http://localhost:3001/remoteEntry.js',
  integrity: `sha384-${'a'.repeat(64)}`,
  server: { entry: 'http://localhost:3001/server/remoteEntry.js', integrity: `sha384-${'b'.repeat(64)}` },
};

const SearchPage = () => <h1>Results drawn on the server</h1>;
const BrokenPage = (): never => {
  throw new Error('broken server render');
};

/** A composer whose loader of server builds answers with `answer`, on a clock the test moves. */
function composer(answer: (call: number) => Promise<unknown>) {
  let time = 1_000_000;
  let pointer = POINTER;
  const calls: string[] = [];
  const serverRemotes: ServerRemotes = {
    loadServerModule: <T,>(remote: { name: string }, module: string) => {
      calls.push(`${remote.name}/${module}`);
      return answer(calls.length) as Promise<T>;
    },
  };
  const compose = createPageComposer({
    // nothing listens there: the chrome's data is missing, which the shell renders without
    apiUrl: 'http://127.0.0.1:9',
    remotes: () => ({ remotes: [pointer] }),
    serverRemotes,
    pageData: async () => ({}),
    now: () => time,
  });
  return {
    calls,
    warm: () => compose.warm(),
    advance: (ms: number) => (time += ms),
    /** remotes.json points the remote at another release */
    deploy: (server: typeof POINTER.server) => (pointer = { ...POINTER, server }),
    page: async () => {
      const view = await compose(URL, SEARCH_PAGE, NONCE);
      expect(view).not.toBeNull();
      return view!;
    },
  };
}

const failing = () => Promise.reject(new Error('refused-integrity'));
const drawn = () => Promise.resolve({ default: SearchPage });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("a slot is drawn by its remote's server module when it loads within the budget", async () => {
  const { page, calls } = composer(drawn);
  const view = await page();
  expect(calls).toEqual([SLOT]);
  expect(view.slots).toEqual([SLOT]);
  expect(view.body).toContain('Results drawn on the server');
  expect(view.body).not.toContain('Loading mfe-search');
});

test('a remote whose server build failed 3 times in a row is not asked for 30 s (its slot goes out as the skeleton), then it is asked again', async () => {
  const { page, calls, advance } = composer(failing);
  for (let i = 0; i < 3; i += 1) {
    const view = await page();
    expect(view.slots).toEqual([]);
    expect(view.body).toContain('aria-label="Loading mfe-search"');
  }
  expect(calls).toHaveLength(3);
  // skipped: the page renders with the skeleton at once, without asking
  advance(29_000);
  const skipped = await page();
  expect(calls).toHaveLength(3);
  expect(skipped.body).toContain('aria-label="Loading mfe-search"');
  // the pause is over: asked again
  advance(1_001);
  await page();
  expect(calls).toHaveLength(4);
});

test('a release skipped for its failures does not hold back the next one: a moved pointer is asked at once', async () => {
  const { page, calls, deploy } = composer((n) => (n <= 3 ? failing() : drawn()));
  for (let i = 0; i < 3; i += 1) await page();
  await page();
  expect(calls).toHaveLength(3);
  deploy({
    entry: 'http://localhost:3001/releases/fix/server/remoteEntry.js',
    integrity: `sha384-${'c'.repeat(64)}`,
  });
  const fixed = await page();
  expect(calls).toHaveLength(4);
  expect(fixed.slots).toEqual([SLOT]);
});

test('a success between failures starts the count over', async () => {
  const { page, calls } = composer((n) => (n === 3 ? drawn() : failing()));
  for (let i = 0; i < 5; i += 1) await page();
  // failed, failed, drawn, failed, failed: never three in a row, so the sixth page asks again
  expect(calls).toHaveLength(5);
  const sixth = await page();
  expect(calls).toHaveLength(6);
  expect(sixth.slots).toEqual([]);
});

test('a module slower than the budget: the page does not wait for it, the slot is its skeleton, and a miss is not a failure', async () => {
  // the module arrives only when the test lets it: a page that answers meanwhile did not wait for it
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const { page, calls } = composer(() => gate.then(() => ({ default: SearchPage })));
  for (let i = 0; i < 4; i += 1) {
    const view = await page();
    expect(view.slots).toEqual([]);
    expect(view.body).toContain('aria-label="Loading mfe-search"');
  }
  // four misses in a row and still asked every time
  expect(calls).toHaveLength(4);
  release();
  await gate;
});

test('a slot whose module throws while rendering costs only that slot: the page renders, the slot is its skeleton', async () => {
  const { page } = composer(() => Promise.resolve({ default: BrokenPage }));
  const view = await page();
  expect(view.body).toContain('aria-label="Loading mfe-search"');
  expect(view.body).toContain('<main');
  expect(view.body).toContain('<footer');
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('broken server render'));
});

test('a module that is not a component is not drawn and counts as a failure', async () => {
  const { page, calls } = composer(() => Promise.resolve({ default: 'not a component' }));
  for (let i = 0; i < 4; i += 1) expect((await page()).slots).toEqual([]);
  expect(calls).toHaveLength(3);
});

test("warming up loads each of a remote's page and block modules before a visitor asks, so the first page is drawn", async () => {
  const { warm, page, calls } = composer(drawn);
  await warm();
  expect(calls).toEqual(expect.arrayContaining([SLOT, 'mfe_search/./OperationalSearchPage']));
  expect((await page()).slots).toEqual([SLOT]);
});

/** A view that shows a date only after something it waits for (a lazy part, a view's own call). */
function datedPage(at: number, wait: Promise<void>) {
  return function DatedPage() {
    use(wait);
    return <p>{formatDateTime(at, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}</p>;
  };
}

/** The formatted strings a page hands the browser (its intl seed block). */
function seedOf(dataScript: string): string[] {
  const json = /<script type="application\/json" id="cle-intl-seed">(.*?)<\/script>/.exec(dataScript);
  return Object.values(JSON.parse(json?.[1] ?? '{}') as Record<string, string>);
}

test('[decision 092] a page hands over the strings its render formatted, its own only, those formatted after a wait too', async () => {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, 30));
  const may = composer(() => Promise.resolve({ default: datedPage(Date.UTC(2031, 4, 6), wait) }));
  const june = composer(() => Promise.resolve({ default: datedPage(Date.UTC(2032, 5, 7), wait) }));
  // rendered at the same time: each record is its own render's
  const [a, b] = await Promise.all([may.page(), june.page()]);
  expect(a.body).toContain('May 6, 2031');
  expect(seedOf(a.dataScript)).toContain('May 6, 2031');
  expect(seedOf(a.dataScript)).not.toContain('June 7, 2032');
  expect(b.body).toContain('June 7, 2032');
  expect(seedOf(b.dataScript)).toContain('June 7, 2032');
  expect(seedOf(b.dataScript)).not.toContain('May 6, 2031');
});
