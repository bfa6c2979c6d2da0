// The shell's whole tree with its providers: what the browser renders or hydrates (bootstrap.tsx) and
// what the server streams (server-entry.tsx), one definition, so both sides build the same tree.
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { endPageHydration } from '@cle/contracts/hydration';
import type { SWRConfiguration } from 'swr';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { App } from './app';
import type { AppProps } from './app';

/** The shell's Emotion cache key, in the browser and on the server. */
export const SHELL_STYLE_KEY = 'css';

export interface ShellRootProps extends AppProps {
  /** the shell's Emotion cache (key 'css', the page's style nonce) */
  styleCache: EmotionCache;
  /** SWR fallback: the chrome's data and any first calls the server made, under their hooks' keys */
  fallback: Record<string, unknown>;
  /** a cache of its own for this tree (the server: one per request, nothing shared between visitors) */
  ownCache?: boolean;
}

const ownCacheProvider = () => new Map();

export function ShellRoot({ styleCache, fallback, ownCache = false, ...app }: ShellRootProps) {
  const swr: SWRConfiguration = ownCache ? { fallback, provider: ownCacheProvider } : { fallback };
  // the root's effect runs after every child's: the hydrated page has settled (a no-op when rendered)
  useEffect(() => endPageHydration(), []);
  return (
    <CacheProvider value={styleCache}>
      <SWRConfig value={swr}>
        <App {...app} />
      </SWRConfig>
    </CacheProvider>
  );
}
