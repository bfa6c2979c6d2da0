/** @jest-environment node */
import { closeOnSignals } from './shutdown';

describe('closeOnSignals', () => {
  const log = { info: jest.fn(), error: jest.fn() };
  let handlers: ReturnType<typeof closeOnSignals>[] = [];
  afterEach(() => {
    for (const h of handlers) {
      process.off('SIGINT', h);
      process.off('SIGTERM', h);
    }
    handlers = [];
    jest.useRealTimers();
  });
  const setup = (close: () => Promise<void>) => {
    const exit = jest.fn();
    handlers.push(closeOnSignals(close, log, exit));
    return { onSignal: handlers[handlers.length - 1]!, exit };
  };

  test('closes once for a signal delivered twice (terminal and wrapper), then exits 0', async () => {
    jest.useFakeTimers({ now: 0 });
    const close = jest.fn(() => Promise.resolve());
    const { onSignal, exit } = setup(close);
    onSignal('SIGINT');
    onSignal('SIGTERM');
    await Promise.resolve();
    await Promise.resolve();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(exit).not.toHaveBeenCalledWith(1);
  });

  test('a second signal after the grace period exits at once; a close that hangs meets the deadline', () => {
    jest.useFakeTimers({ now: 0 });
    const { onSignal, exit } = setup(() => new Promise<void>(() => {}));
    onSignal('SIGINT');
    jest.setSystemTime(999);
    onSignal('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    jest.setSystemTime(1_000);
    onSignal('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);

    const hung = setup(() => new Promise<void>(() => {}));
    hung.onSignal('SIGTERM');
    // the deadline is 10 s
    jest.advanceTimersByTime(9_999);
    expect(hung.exit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(hung.exit).toHaveBeenCalledWith(1);
  });

  test('a close that fails is logged and exits 1', async () => {
    const { onSignal, exit } = setup(() => Promise.reject(new Error('store busy')));
    onSignal('SIGTERM');
    await new Promise((r) => setImmediate(r));
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'shutdown failed');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
