// The yield plugin: each remote start-up step and each shared module the shell loads waits for the
// main thread to be given back once, and the hooks' arguments pass through unchanged.
import yieldPlugin from './yield-plugin';

type Hooked = Required<
  Pick<ReturnType<typeof yieldPlugin>, 'beforeInitContainer' | 'beforeGetExpose' | 'beforeLoadShare'>
>;
const plugin = yieldPlugin() as Hooked;

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('beforeInitContainer yields, then hands the init options on unchanged', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} } as unknown as Parameters<
    Hooked['beforeInitContainer']
  >[0];
  await expect(plugin.beforeInitContainer(args)).resolves.toBe(args);
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

test('beforeGetExpose yields once and changes nothing', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await expect(
    plugin.beforeGetExpose({} as Parameters<Hooked['beforeGetExpose']>[0]),
  ).resolves.toBeUndefined();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

test('beforeLoadShare yields before each shared module is resolved, and hands its arguments on', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} } as unknown as Parameters<
    Hooked['beforeLoadShare']
  >[0];
  await expect(plugin.beforeLoadShare(args)).resolves.toBe(args);
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
