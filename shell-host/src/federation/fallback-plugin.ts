// Runtime plugin: when a remote cannot be loaded, resolve with a marker module instead of throwing
// from deep inside the runtime, so the slot that asked renders the fallback card in its own area.
// Keep React out of this file: it runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compositionStatus, remoteOf } from './composition-status';

export const REMOTE_LOAD_FAILED = '__cleRemoteLoadFailed';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cle-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed at ${lifecycle}`, error);
      compositionStatus.failed(remoteOf(id), error);
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve' || lifecycle === 'beforeRequest') {
        // returning a module object makes loadRemote resolve with it, not throw (decision 001)
        return { [REMOTE_LOAD_FAILED]: true, id, error };
      }
      return undefined;
    },
  };
}
