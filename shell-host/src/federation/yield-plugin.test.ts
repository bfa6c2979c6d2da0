// The yield plugin: each remote start-up step waits for the main thread to be given back once, and
// the container's init options pass through unchanged.
import yieldPlugin, { yieldToMain } from './yield-plugin';

type Hooked = Required<Pick<ReturnType<typeof yieldPlugin>, 'beforeInitContainer' | 'beforeGetExpose'>>;
const plugin = yieldPlugin() as Hooked;

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

test('yieldToMain uses scheduler.yield where the browser has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

test('yieldToMain falls back to a new task (setTimeout) elsewhere', async () => {
  jest.useFakeTimers();
  let done = false;
  const yielded = yieldToMain().then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false); // microtasks alone do not finish it: it waits for a task
  jest.runOnlyPendingTimers();
  await yielded;
  expect(done).toBe(true);
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
