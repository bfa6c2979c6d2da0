// The yield plugin: each remote start-up step and each shared module the shell loads waits for the
// main thread to be given back once, and the hooks' arguments pass through unchanged.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import yieldPlugin, { yieldToMain } from './yield-plugin';

type Hooked = Required<
  Pick<ReturnType<typeof yieldPlugin>, 'beforeInitContainer' | 'beforeGetExpose' | 'beforeLoadShare'>
>;
const globals = globalThis as { scheduler?: unknown; MessageChannel?: unknown };
const jsdomMessageChannel = globals.MessageChannel;
const plugin = yieldPlugin() as Hooked;

afterEach(() => {
  delete globals.scheduler;
  globals.MessageChannel = jsdomMessageChannel;
  jest.useRealTimers();
});

test('yieldToMain uses scheduler.yield where the browser has it', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  await yieldToMain();
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});

test.each([
  [
    'a message to itself (a new task that background tabs do not delay), with no timer',
    NodeMessageChannel,
    () => expect(jest.getTimerCount()).toBe(0),
  ],
  ['setTimeout where there is no MessageChannel either', undefined, () => jest.runOnlyPendingTimers()],
])('yieldToMain falls back to %s', async (_how, channel, runTasks) => {
  globals.MessageChannel = channel;
  jest.useFakeTimers();
  let done = false;
  const yielded = yieldToMain().then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false); // microtasks alone do not finish it: it waits for a task
  runTasks();
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

test('beforeLoadShare yields before each shared module is resolved, and hands its arguments on', async () => {
  const schedulerYield = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
  const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} } as unknown as Parameters<
    Hooked['beforeLoadShare']
  >[0];
  await expect(plugin.beforeLoadShare(args)).resolves.toBe(args);
  expect(schedulerYield).toHaveBeenCalledTimes(1);
});
