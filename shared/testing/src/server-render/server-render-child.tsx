// The server half of a server-render test, in a Node process of its own (node --import tsx): Node's
// module conditions (the server builds of React, Emotion and SWR), no document, no jsdom. Reads a
// ServerRenderCase on stdin, renders it the way a Node server does (renderToPipeableStream, written
// out once everything is ready) and prints { html, styleTags, errors, answers } as JSON.
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createServerStyles } from '@cle/ui/server-styles';
import { ServerCallsContext } from '@cle/contracts/hydration';
import type { ServerCalls } from '@cle/contracts/hydration';
import { caseFallback, PageTree } from './page-tree';
import type { ServerRenderCase } from './page-tree';

interface Input {
  c: ServerRenderCase;
  /** the build globals the code reads (__BUILD_ID__, ...), as the test's realm has them */
  globals: Record<string, unknown>;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

async function main() {
  const { c, globals } = JSON.parse(await readStdin()) as Input;
  Object.assign(globalThis, globals);
  const mod = (await import(pathToFileURL(c.module).href)) as { default: ComponentType };
  // tsx loads an ES module's default export as `default`, a CommonJS one as `default.default`
  const View = ((mod.default as { default?: ComponentType }).default ?? mod.default) as ComponentType<
    Record<string, unknown>
  >;
  const styles = createServerStyles({ nonce: c.nonce });
  const errors: string[] = [];
  // as the shell server: each call once per key, its answer handed over with the page
  const answers: Record<string, unknown> = {};
  const asked = new Map<string, Promise<unknown>>();
  const calls: ServerCalls = {
    answer(key, request) {
      if (!asked.has(key)) {
        const found = c.serverCalls?.find((s) => s.method === request.method && s.path === request.path);
        if (found) answers[key] = found.answer;
        asked.set(key, Promise.resolve(found ? found.answer : null));
      }
      return asked.get(key)!;
    },
  };
  const html = await new Promise<string>((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
      final(done) {
        resolve(out);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <ServerCallsContext.Provider value={calls}>
        <PageTree c={c} View={View} emotionRoot={styles.root} fallback={caseFallback(c)} />
      </ServerCallsContext.Provider>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      },
    );
  });
  process.stdout.write(JSON.stringify({ html, styleTags: styles.takeStyleTags(), errors, answers }));
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
