// The tree both halves of a server-render test render: the server (server-render-child.tsx, on Node)
// and the browser's hydration (server-render.tsx, in jsdom). The same SWR configuration and fallback,
// the same router location, an Emotion root cache from each side, and the view.
import type { ComponentType, ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RENDER_TIME_KEY } from '@cle/contracts/hydration';
import { swrConfig } from '@cle/contracts/swr';

/** What to render on the server and hydrate: plain data, so it can travel to the server process. */
export interface ServerRenderCase {
  /** absolute path of a module whose default export is the view (an exposed module, say) */
  module: string;
  /** the view's props */
  props?: Record<string, unknown>;
  /** the router's location (default '/') */
  path?: string;
  /** SWR fallback data, keyed as the view's hooks key their calls: what the server loaded */
  fallback?: Record<string, unknown>;
  /** the server's clock (ms); handed to the hydrating render under RENDER_TIME_KEY */
  renderTime?: number;
  /** the response's CSP nonce for style tags */
  nonce?: string;
  /**
   * What the API answers the calls views make during the server render (useServerCall), by method and
   * path: the server process has no MSW. Answers given travel to the hydrating render as the shell
   * server hands them over; a call with none answers null (missed the budget).
   */
  serverCalls?: { method: 'GET' | 'POST'; path: string; answer: unknown }[];
}

/** The fallback both sides use: as the browser would read it from JSON in the page. */
export function caseFallback(c: ServerRenderCase): Record<string, unknown> {
  const fallback: Record<string, unknown> = JSON.parse(JSON.stringify(c.fallback ?? {}));
  if (c.renderTime !== undefined) fallback[RENDER_TIME_KEY] = c.renderTime;
  return fallback;
}

export function PageTree({
  c,
  View,
  emotionRoot,
  fallback,
}: {
  c: ServerRenderCase;
  View: ComponentType<Record<string, unknown>>;
  emotionRoot: EmotionCache;
  fallback: Record<string, unknown>;
}): ReactNode {
  return (
    <CacheProvider value={emotionRoot}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>
        <MemoryRouter initialEntries={[c.path ?? '/']}>
          <View {...c.props} />
        </MemoryRouter>
      </SWRConfig>
    </CacheProvider>
  );
}
