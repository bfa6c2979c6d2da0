import { createElement } from 'react';
import type { ReactNode, ComponentType } from 'react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache, CacheProvider } from '@emotion/react';
import { cspStyleNonce } from './csp-nonce';
import { requestCacheFor } from './request-caches';

const caches = new Map<string, EmotionCache>();

/**
 * One Emotion cache per remote for the whole page: the home page mounts six blocks of mfe-product, and a
 * cache per block inserted each of their rules six times. The page's CSP nonce goes on every style
 * element the remote inserts (style-src has no 'unsafe-inline').
 */
function emotionCacheFor(name: string): EmotionCache {
  let cache = caches.get(name);
  if (!cache) {
    cache = createCache({ key: name, nonce: cspStyleNonce() });
    caches.set(name, cache);
  }
  return cache;
}

/**
 * On a server, never a module-level cache (it would carry one request's styles into the next): the
 * request's cache for the key (@cle/ui/server-styles), or without one a cache for this render only,
 * whose styles no one collects.
 */
function serverCacheFor(outer: EmotionCache | null, name: string): EmotionCache {
  return requestCacheFor(outer, name) ?? createCache({ key: name });
}

/**
 * The root element of everything a remote renders: ownership is visible in the DOM
 * (data-boundary, data-build) and the remote's styles live under its own Emotion key.
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  const outer = __unsafe_useEmotionCache();
  const cache = typeof document === 'undefined' ? serverCacheFor(outer, name) : emotionCacheFor(name);
  return (
    <CacheProvider value={cache}>
      <div data-boundary={name} data-build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'}>
        {children}
      </div>
    </CacheProvider>
  );
}

/** Wraps a view as an exposed module: `export default exposeView('mfe-search', SearchPage)`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props pass through unchanged
export function exposeView<P extends Record<string, any>>(
  name: string,
  View: ComponentType<P>,
): ComponentType<P> {
  function Exposed(props: P) {
    return <RemoteRoot name={name}>{createElement(View, props)}</RemoteRoot>;
  }
  Exposed.displayName = `${name}(${View.displayName ?? View.name})`;
  return Exposed;
}
