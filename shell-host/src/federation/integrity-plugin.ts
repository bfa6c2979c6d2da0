// Runtime plugin: every remoteEntry.js is loaded with the SRI hash remotes.json carries for it, so
// the browser refuses an entry whose bytes differ from the build that was released. The remote's
// own chunks are checked by the hashes inside that entry (webpack-subresource-integrity). An entry
// registered without a hash (development-mode shell only) loads as before.
// Keep React out of this file: it runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrity } from './entry-integrity';

export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cle-remote-integrity',
    createScript({ url }) {
      const integrity = entryIntegrity.get(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // SRI on a cross-origin script needs a CORS request (the remote servers allow the site origin)
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
