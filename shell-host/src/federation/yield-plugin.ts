// Runtime plugin: a remote's start-up in several tasks instead of one. Its remoteEntry.js runs, then
// its container negotiates the shared modules, then its exposed module is fetched and run; done in one
// go, that was the longest task of a product page's load on a phone (200 ms at Lighthouse's 4x CPU).
// Between the steps the main thread yields, so input and the shell's own work are not held up
// (decision 043). Keep React out of this file: it runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** scheduler.yield() where the browser has it (the continuation keeps its place), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cle-yield',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async beforeGetExpose() {
      await yieldToMain();
    },
  };
}
