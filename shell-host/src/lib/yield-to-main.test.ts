// yieldToMain: scheduler.yield where the browser has it, else a task of its own, never only a microtask.
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToMain } from './yield-to-main';

const globals = globalThis as { scheduler?: unknown; MessageChannel?: unknown };
const jsdomMessageChannel = globals.MessageChannel;

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
