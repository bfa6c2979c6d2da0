// How a server render finds the Emotion caches of its own request. Each remote bundles its own copy of
// @cle/ui/remote-root, so a React context declared here would be a different object in every remote;
// Emotion's context is a shared singleton (decision 003). So the request's root cache, which the
// server puts in Emotion's context (@cle/ui/server-styles), carries a function under this property that
// gives the request's cache for a remote key.
import type { EmotionCache } from '@emotion/cache';

export const REQUEST_CACHES = '__cleRequestCaches';

export type RequestCacheLookup = (key: string) => EmotionCache;

/** The request's cache for `key`, when `outer` is a request's root cache; undefined otherwise. */
export function requestCacheFor(outer: EmotionCache | null, key: string): EmotionCache | undefined {
  const lookup = (outer as { [REQUEST_CACHES]?: RequestCacheLookup } | null)?.[REQUEST_CACHES];
  return typeof lookup === 'function' ? lookup(key) : undefined;
}
