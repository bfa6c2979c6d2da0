// Puts the shell on the page: hydrates #root when the server rendered it (with the data it rendered
// with), renders it from scratch otherwise, as for every page before server rendering.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import createCache from '@emotion/cache';
import { cspStyleNonce } from '@cle/ui/csp-nonce';
import { beginPageHydration } from '@cle/contracts/hydration';
import { SHELL_STYLE_KEY, ShellRoot } from '../shell-root';
import { bootFallback } from './boot-data';
import { reportHydrationError } from './hydration-errors';
import { readSsrData } from './ssr-data';
import { preloadRemoteModule } from '../federation/remote-slot';
import { yieldToMain } from '../lib/yield-to-main';
import { serverRenderedSlots } from '../federation/server-slots';

export interface MountedShell {
  root: Root;
  hydrated: boolean;
}

export async function mountShell(el: HTMLElement): Promise<MountedShell> {
  // The shell's own styles carry the page's CSP nonce (style-src has no 'unsafe-inline'). Made before
  // hydrating: Emotion adopts the server's style elements for its key when the cache is created.
  const styleCache = createCache({ key: SHELL_STYLE_KEY, nonce: cspStyleNonce() });
  const ssrFallback = readSsrData(el);
  if (ssrFallback) {
    // the remote modules the server drew start loading now; a slot whose module is still on its way
    // when React reaches it keeps the server's HTML and hydrates once it arrives (remote-slot.tsx)
    for (const slot of serverRenderedSlots(ssrFallback)) {
      const at = slot.indexOf('/');
      preloadRemoteModule(slot.slice(0, at), slot.slice(at + 1));
    }
    // the hydration starts in a task after the data's parse (decision 098)
    await yieldToMain();
    // no wait and no second request for the chrome's data: the server's answers are here
    let root!: Root;
    beginPageHydration();
    startTransition(() => {
      root = hydrateRoot(el, <ShellRoot styleCache={styleCache} fallback={ssrFallback} serverRendered />, {
        onRecoverableError: reportHydrationError,
      });
    });
    return { root, hydrated: true };
  }
  // The chrome renders once, with its banners and site parts (no layout shift when they arrive). As a
  // transition, React renders the first page in slices of a few milliseconds instead of one long task
  // (a phone's main thread stays free for input); the static header in #root stays until React's first
  // commit replaces it.
  const fallback = await bootFallback();
  const root = createRoot(el);
  startTransition(() => root.render(<ShellRoot styleCache={styleCache} fallback={fallback} />));
  return { root, hydrated: false };
}
