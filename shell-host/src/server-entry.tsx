// What the shell server calls to render a page's first view: the shell's tree for one request (router
// at the request's URL, the chrome's data as SWR fallback, a style cache with the request's nonce),
// for React's renderToPipeableStream. The browser hydrates it with bootstrap.tsx from the same
// ShellRoot and the same fallback, which the server writes after #root (ssrDataScript).
import type { ReactElement, ReactNode } from 'react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { chromeFallback } from './boot/boot-data';
import type { ChromeData } from './boot/boot-data';
import { ssrDataScript } from './boot/ssr-data';
import { SHELL_STYLE_KEY, ShellRoot } from './shell-root';

export { SSR_DATA_ID, ssrDataScript } from './boot/ssr-data';
export interface ShellServerOptions {
  /** the request's path and query */
  url: string;
  /** the chrome's data as the API answered it (GET /banners, /site-parts?names=header,footer,labels) */
  bootData: ChromeData;
  /** more SWR fallback (the page's content call, its first API calls), keyed as their hooks key them */
  fallback?: Record<string, unknown>;
  /** the request's CSP nonce, for the style elements of the shell's cache */
  nonce?: string;
  /** the route's content, rendered where the browser's routes render it (see AppProps.mainContent) */
  mainContent?: ReactNode;
  /** the server's own cache, to read the styles the render registered; a new one otherwise */
  styleCache?: EmotionCache;
}

export interface ShellServerView {
  /** the tree to stream into #root (which carries SSR_ROOT_ATTRIBUTE) */
  element: ReactElement;
  /** the SWR fallback the tree renders with: the browser must hydrate with exactly this */
  fallback: Record<string, unknown>;
  /** the data block that carries `fallback` to the browser; write it after #root */
  dataScript: string;
  styleCache: EmotionCache;
}

/** The shell's first view of `url`, anonymous: the server never knows who is signed in. */
export function shellServerView(options: ShellServerOptions): ShellServerView {
  const { url, bootData, nonce, mainContent } = options;
  const fallback = { ...chromeFallback(bootData), ...options.fallback };
  const styleCache = options.styleCache ?? createCache({ key: SHELL_STYLE_KEY, nonce });
  const element = (
    <ShellRoot
      styleCache={styleCache}
      fallback={fallback}
      ownCache
      url={url}
      serverRendered
      mainContent={mainContent}
    />
  );
  return { element, fallback, dataScript: ssrDataScript(fallback), styleCache };
}
