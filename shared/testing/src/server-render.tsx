// Server-rendered views, proven the way they run (decision 051, "Hydration is exact"): the view renders to HTML
// in a Node process of its own (server builds of React, Emotion and SWR, no document; see
// server-render/server-render-child.tsx), the HTML and its style tags go into this jsdom document, and
// the browser's hydrateRoot takes it over with the same tree, in a fresh module registry (a page load:
// no module state from an earlier test). Any recoverable error, console error (React's hydration
// warnings) or style rule inserted twice fails the test.
//
//   await renderAndHydrate({ module: require.resolve('./product-page'), props, fallback }, async (page) => {
//     expect(within(page.container).getByRole('heading', { level: 1 })).toHaveTextContent('…');
//   });
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { ServerRenderCase } from './server-render/page-tree';

export type { ServerRenderCase } from './server-render/page-tree';

export interface ServerRendered {
  /** the HTML of the view, as a Node server streams it once everything is ready */
  html: string;
  /** the request's `<style nonce data-emotion>` tags (@cle/ui/server-styles) */
  styleTags: string;
  /** errors React reported while rendering on the server (a boundary then renders in the browser) */
  errors: string[];
  /** the answers views asked for during the render (useServerCall), by SWR key, handed to the browser */
  answers: Record<string, unknown>;
}

const CHILD = path.join(__dirname, 'server-render', 'server-render-child.tsx');
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** the build-time globals the code reads; the server process gets the test realm's values */
const BUILD_GLOBALS = ['__BUILD_ID__', '__APP_NAME__', '__REMOTE_NAMES__', '__CONTRACTS_MAJOR__'];

/** Renders the case on Node, in a process of its own. */
function renderOnServer(c: ServerRenderCase): Promise<ServerRendered> {
  const scope = globalThis as Record<string, unknown>;
  const globals = Object.fromEntries(BUILD_GLOBALS.filter((g) => g in scope).map((g) => [g, scope[g]]));
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', CHILD],
      { cwd: REPO_ROOT, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'test' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`server render failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ServerRendered);
      },
    );
    child.stdin!.end(JSON.stringify({ c, globals }));
  });
}

/** Every CSS rule of the document's Emotion style elements, as text. */
export function emotionRules(doc: Document = document): string[] {
  return [...doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((s) =>
    [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText),
  );
}

function duplicates(rules: readonly string[]): string[] {
  const seen = new Set<string>();
  return rules.filter((r) => (seen.has(r) ? true : (seen.add(r), false)));
}

export interface HydratedPage {
  /** the element hydrateRoot took over, holding the server's HTML */
  container: HTMLElement;
  server: ServerRendered;
  /** the Emotion rules the server's style tags held */
  serverRules: string[];
  /** a module as the hydrated page has it (its own registry), e.g. '@cle/contracts/auth' */
  load<T>(specifier: string): Promise<T>;
  /** React's act, from the page's own React */
  act(fn: () => void | Promise<void>): Promise<void>;
  /** lets pending work (lazy chunks, effects, calls) finish */
  settle(): Promise<void>;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/**
 * Renders the case on the server, hydrates it here, and fails on any recoverable error, console error
 * or style rule inserted twice during hydration; then runs `check` on the hydrated page. Everything
 * the page loads later (lazy chunks) must happen inside `check`: the page's module registry lives
 * only as long as this call.
 */
export async function renderAndHydrate(
  c: ServerRenderCase,
  check: (page: HydratedPage) => void | Promise<void> = () => undefined,
): Promise<ServerRendered> {
  const server = await renderOnServer(c);
  if (server.errors.length) throw new Error(`server render errors:\n${server.errors.join('\n')}`);

  const added = document.createRange().createContextualFragment(server.styleTags);
  const styleTags = [...added.querySelectorAll('style')];
  document.head.append(added);
  const serverRules = emotionRules();
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);

  try {
    await jest.isolateModulesAsync(async () => {
      const React = await import('react');
      const { hydrateRoot } = await import('react-dom/client');
      const { default: createCache } = await import('@emotion/cache');
      const { caseFallback, PageTree } = await import('./server-render/page-tree');
      const mod = (await import(c.module)) as { default: ComponentType<Record<string, unknown>> };

      const act = async (fn: () => void | Promise<void>) => {
        await React.act(async () => {
          await fn();
        });
      };
      const settle = async () => {
        for (let i = 0; i < 8; i++) await act(tick);
      };

      const recoverable: unknown[] = [];
      const consoleErrors: string[] = [];
      const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        consoleErrors.push(args.map(String).join(' '));
      });
      // as the shell's bootstrap: its root cache, created before hydration, adopts the server's tags
      const emotionRoot = createCache({ key: 'css', nonce: c.nonce });
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(() => {
          root = hydrateRoot(
            container,
            <PageTree
              c={c}
              View={mod.default}
              emotionRoot={emotionRoot}
              fallback={{ ...caseFallback(c), ...server.answers }}
            />,
            { onRecoverableError: (error) => recoverable.push(error) },
          );
        });
        await settle();
      } finally {
        spy.mockRestore();
      }
      const problems = [
        ...recoverable.map((e) => `recoverable error: ${e instanceof Error ? e.message : String(e)}`),
        ...consoleErrors.map((e) => `console.error: ${e}`),
        ...duplicates(emotionRules()).map((r) => `style rule inserted twice: ${r}`),
        ...serverRules.filter((r) => !emotionRules().includes(r)).map((r) => `server rule lost: ${r}`),
      ];
      try {
        if (problems.length) throw new Error(`hydration was not exact:\n${problems.join('\n')}`);
        await check({
          container,
          server,
          serverRules,
          load: <T,>(specifier: string) => import(specifier) as Promise<T>,
          act,
          settle,
        });
      } finally {
        await act(() => root?.unmount());
      }
    });
  } finally {
    container.remove();
    styleTags.forEach((s) => s.remove());
    document.head.querySelectorAll('style[data-emotion]').forEach((s) => s.remove());
  }
  return server;
}
