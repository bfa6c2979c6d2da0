// Gives the main thread back for one task. Used by the shell's boot (between its steps) and by the
// Module Federation yield plugin (between a remote's start-up steps). Keep React out of this file: it
// runs before shared modules are negotiated.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * A new task: a message to ourselves, as React's scheduler does. Unlike setTimeout it is not delayed
 * in a background tab, where browsers hold timers back to once a second, so a page opened in a tab
 * behind the current one still boots; setTimeout only where there is no MessageChannel.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** scheduler.yield() where the browser has it (the continuation keeps its place), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
}
