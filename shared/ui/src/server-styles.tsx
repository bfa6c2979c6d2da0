// The styles of a server render (React's renderToString / renderToPipeableStream on Node), per request.
//
//   const styles = createServerStyles({ nonce });            // one per request, never per process
//   const html = renderToString(
//     <ServerStylesProvider styles={styles}>{page}</ServerStylesProvider>,
//   );
//   const tags = styles.takeStyleTags();                     // <style nonce data-emotion="key names">
//
// Every RemoteRoot below the provider uses the request's cache for its remote key (one per key, however
// many times the remote renders); the shell's own elements use the root cache ('css', the key of the
// shell's browser cache). Styles insert while rendering (@cle/ui/jsx-runtime has no insertion effects on
// a server) and each rule is handed out once: when streaming, call takeStyleTags() before writing each
// chunk of HTML and write the tags ahead of it. Put the tags in <head> or anywhere outside the element
// the browser hydrates: the browser's caches for the same keys adopt them when they are created (the
// names in data-emotion count as inserted), so nothing is inserted twice. The nonce is the response's
// CSP nonce; the browser's caches read it back from the first style[nonce] (@cle/ui/csp-nonce).
// Server-only: import it from the shell server, never from code that runs in a browser.
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { REQUEST_CACHES } from './request-caches';
import type { RequestCacheLookup } from './request-caches';

export interface ServerStylesOptions {
  /** the response's CSP nonce (style-src has no 'unsafe-inline') */
  nonce?: string;
  /** the key of the shell's own cache (default 'css', as in the shell's browser bootstrap) */
  rootKey?: string;
}

export interface ServerStyles {
  /** the root cache, for the shell's own elements; it carries the lookup RemoteRoot uses */
  readonly root: EmotionCache;
  /** this request's cache for a key (created on first use) */
  cacheFor(key: string): EmotionCache;
  /** `<style>` tags for every rule inserted since the last call, per key in insertion order; '' if none */
  takeStyleTags(): string;
}

interface Tracked {
  cache: EmotionCache;
  /** names in the order Emotion inserted them, not yet handed out */
  pending: string[];
  given: Set<string>;
}

type Insert = EmotionCache['insert'];

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// a value in a rule (a URL from the content API, say) must not close the style element
const escapeCss = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export function createServerStyles({ nonce, rootKey = 'css' }: ServerStylesOptions = {}): ServerStyles {
  const tracked = new Map<string, Tracked>();

  const cacheFor = (key: string): EmotionCache => {
    const known = tracked.get(key);
    if (known) return known.cache;
    const cache = createCache({ key, nonce });
    // compat: Emotion's server cache keeps each rule in cache.inserted[name] instead of returning it
    // for an inline <style> beside the element (which the custom JSX runtime does not render)
    cache.compat = true;
    const entry: Tracked = { cache, pending: [], given: new Set() };
    const insert: Insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      const out = insert(selector, serialized, sheet, shouldCache);
      if (shouldCache) entry.pending.push(serialized.name);
      return out;
    };
    tracked.set(key, entry);
    return cache;
  };

  const root = cacheFor(rootKey);
  const lookup: RequestCacheLookup = cacheFor;
  Object.defineProperty(root, REQUEST_CACHES, { value: lookup });

  const nonceAttr = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  return {
    root,
    cacheFor,
    takeStyleTags() {
      let html = '';
      for (const [key, entry] of tracked) {
        const names: string[] = [];
        let css = '';
        for (const name of entry.pending.splice(0)) {
          const rules = entry.cache.inserted[name];
          if (entry.given.has(name) || typeof rules !== 'string') continue;
          entry.given.add(name);
          names.push(name);
          css += rules;
        }
        if (names.length)
          // data-s: Emotion's default browser cache moves every server style element it finds without
          // it to the end of <head> when @emotion/react loads (a style recalculation during the boot);
          // these are in <head> already, and each key's own cache adopts them (decision 098)
          html += `<style data-emotion="${escapeAttr(`${key} ${names.join(' ')}`)}" data-s=""${nonceAttr}>${escapeCss(css)}</style>`;
      }
      return html;
    },
  };
}

/** Puts the request's root cache in Emotion's context for the server tree. */
export function ServerStylesProvider({ styles, children }: { styles: ServerStyles; children: ReactNode }) {
  return <CacheProvider value={styles.root}>{children}</CacheProvider>;
}
