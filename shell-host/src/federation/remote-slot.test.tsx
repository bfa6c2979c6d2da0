// The remote slot's loading states. The federation loader is replaced by promises the test settles, so
// the skeleton, the content and the fallback card can be watched one step at a time.
import { useEffect, useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SWRConfig } from 'swr';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beginPageHydration, endPageHydration } from '@cle/contracts/hydration';
import { FALLBACK_TEXT } from '@cle/ui/error-fallback';
import { preloadRemoteModule, RemoteSlot } from './remote-slot';
import { SERVER_SLOTS_KEY, ServerModulesContext, slotKey } from './server-slots';

type Loaded = { default: (p: { name: string }) => ReactElement };
const pending = new Map<string, { resolve: (m: Loaded) => void; reject: (e: Error) => void }>();
const loadRemoteModule = jest.fn(
  (remote: string, module: string) =>
    new Promise<Loaded>((resolve, reject) => pending.set(`${remote}/${module}`, { resolve, reject })),
);
jest.mock('./remotes', () => ({
  loadRemoteModule: (remote: string, module: string) => loadRemoteModule(remote, module),
  resetRemote: () => Promise.resolve(),
}));

const Greeting: Loaded = { default: ({ name }) => <p>Hello {name}</p> };
// each test its own module name: the slot caches a module's promise for the page's lifetime
let n = 0;
const nextModule = () => `./View${++n}`;

beforeEach(() => {
  loadRemoteModule.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('shows its skeleton while the module loads, and the content as soon as it arrives (React holds a Suspense reveal 300 ms; this is not one)', async () => {
  const module = nextModule();
  render(<RemoteSlot remote="mfe_product" module={module} props={{ name: 'Ada' }} />);
  expect(screen.getByLabelText('Loading mfe-product')).toBeInTheDocument();
  const started = performance.now();
  await act(async () => pending.get(`mfe_product/${module}`)!.resolve(Greeting));
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading mfe-product')).toBeNull();
  expect(performance.now() - started).toBeLessThan(250);
});

test('a module loaded before its slot renders shows at once, with no skeleton', async () => {
  const module = nextModule();
  preloadRemoteModule('mfe_search', module);
  await act(async () => pending.get(`mfe_search/${module}`)!.resolve(Greeting));
  act(() => {
    render(<RemoteSlot remote="mfe_search" module={module} props={{ name: 'Grace' }} />);
  });
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading mfe-search')).toBeNull();
  expect(loadRemoteModule).toHaveBeenCalledTimes(1);
});

test('[S1-ERRORS-01] [S1-ERRORS-04] [S1-ERRORS-06] a module that fails to load shows the fallback card; Try again loads it anew', async () => {
  const module = nextModule();
  render(<RemoteSlot remote="mfe_credit" module={module} props={{ name: 'Lin' }} />);
  await act(async () => pending.get(`mfe_credit/${module}`)!.reject(new Error('entry refused')));
  expect(screen.getByRole('alert', { name: FALLBACK_TEXT.headingText })).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: FALLBACK_TEXT.buttonText })));
  expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  await act(async () => pending.get(`mfe_credit/${module}`)!.resolve(Greeting));
  expect(screen.getByText('Hello Lin')).toBeInTheDocument();
});

test('a slot the server drew keeps its HTML while its module is on its way, through the page settling and new props', async () => {
  const module = nextModule();
  const key = slotKey('mfe_product', module);
  const fallback = { [SERVER_SLOTS_KEY]: [key] };
  let name = 'Ada';
  const listeners = new Set<() => void>();
  const nameStore = {
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    set: (next: string) => ((name = next), listeners.forEach((l) => l())),
  };
  // as the shell's pages do: props from an external store (a sync update), the root's effect settles
  function Page() {
    const shown = useSyncExternalStore(
      nameStore.subscribe,
      () => name,
      () => 'Ada',
    );
    useEffect(() => endPageHydration(), []);
    return (
      <SWRConfig value={{ fallback }}>
        <RemoteSlot remote="mfe_product" module={module} props={{ name: shown }} />
      </SWRConfig>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <CacheProvider value={createCache({ key: 'srv' })}>
      <ServerModulesContext.Provider value={new Map([[key, Greeting as never]])}>
        <Page />
      </ServerModulesContext.Provider>
    </CacheProvider>,
  );
  document.body.appendChild(container);
  const serverText = screen.getByText('Hello Ada');
  beginPageHydration();
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(
      container,
      <CacheProvider value={createCache({ key: 'srv' })}>
        <Page />
      </CacheProvider>,
    );
  });
  await act(async () => nameStore.set('Ada Lovelace'));
  // the page settled and its props changed; the module has not arrived: the server's HTML stays
  expect(serverText.isConnected).toBe(true);
  expect(screen.queryByLabelText('Loading mfe-product')).toBeNull();
  await act(async () => pending.get(key)!.resolve(Greeting));
  expect(await screen.findByText('Hello Ada Lovelace')).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading mfe-product')).toBeNull();
  act(() => root.unmount());
  container.remove();
});
