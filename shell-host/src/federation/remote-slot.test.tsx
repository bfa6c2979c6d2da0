// The remote slot's loading states. The federation loader is replaced by promises the test settles, so
// the skeleton, the content and the fallback card can be watched one step at a time.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_TEXT } from '@cle/ui/error-fallback';
import { preloadRemoteModule, RemoteSlot } from './remote-slot';

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
