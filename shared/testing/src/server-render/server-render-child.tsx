// The server half of a server-render test, in a Node process of its own (node --import tsx): Node's
// module conditions (the server builds of React, Emotion and SWR), no document, no jsdom. Reads a
// ServerRenderCase on stdin, renders it the way a Node server does (renderToPipeableStream, written
// out once everything is ready) and prints { html, styleTags, errors } as JSON.
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createServerStyles } from '@cle/ui/server-styles';
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
      <PageTree c={c} View={View} emotionRoot={styles.root} fallback={caseFallback(c)} />,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      },
    );
  });
  process.stdout.write(JSON.stringify({ html, styleTags: styles.takeStyleTags(), errors }));
}

main().catch((error: unknown) => {
  process.stderr.write(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
