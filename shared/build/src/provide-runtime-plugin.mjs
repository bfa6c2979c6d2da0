// Host runtime plugin: lends the host's copy of the Module Federation runtime to every remote, so
// remotes built with `experiments.externalRuntime` do not each download their own (~27 KB gzip).
// ESM on purpose: a CommonJS import here would drag a second runtime copy into the host (decision 002).
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimePlugin() {
  return {
    name: 'cle-provide-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
