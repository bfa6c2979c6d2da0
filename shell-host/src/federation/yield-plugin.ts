// Runtime plugin: a remote's start-up in several tasks instead of one. Its remoteEntry.js runs, then
// its container negotiates the shared modules, then its exposed module is fetched and run; done in one
// go, that was the longest task of a product page's load on a phone (200 ms at Lighthouse's 4x CPU).
// Between the steps the main thread yields, so input and the shell's own work are not held up
// (decision 043). The shell's own boot yields the same way before each shared module it loads: the
// bootstrap chunk's negotiation (every shared module's version ranges checked against the share scope)
// was one 50-60 ms task at 4x CPU after main.js (decision 047). Keep React out of this file: it runs
// before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../lib/yield-to-main';

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
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
  };
}
