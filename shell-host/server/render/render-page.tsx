// The first view of a CMS page, composed on the shell server (issue 36, decision 051): the shell's own
// tree (chrome, route) with each remote slot drawn by that remote's verified server build, rendered
// with React's renderToPipeableStream from the data the page's first calls return, and handed to the
// browser with that data so it hydrates exactly. Anonymous only: the server never knows who is signed
// in, and what is personal fills in after hydration. A remote that has no server build, is slow,
// fails or is refused costs only its slot: the slot goes out as its skeleton and the browser loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import type { PageContent } from '@cle/contracts/page';
import { RENDER_TIME_KEY, ServerCallsContext } from '@cle/contracts/hydration';
import type { ServerCallRequest, ServerCalls } from '@cle/contracts/hydration';
import { createServerStyles } from '@cle/ui/server-styles';
import { recordIntlWith } from '@cle/ui/intl';
import { shellServerView, ssrDataScript } from '../../src/server-entry';
import { intlSeedScript } from '../../src/boot/ssr-data';
import type { ChromeData } from '../../src/boot/boot-data';
import { contentKey } from '../../src/routing/use-page-content';
import { SERVER_SLOTS_KEY, ServerModulesContext } from '../../src/federation/server-slots';
import type { ExposedModule } from '../../src/federation/server-slots';
import { JSDOM } from 'jsdom';
import { provideSanitizerWindow } from '../../src/components/blocks/sanitize-rich-text';
import { modulesFor } from '../route-hint-rules';
import { contentCallPath } from '../page-lookup';

// CMS rich text is sanitised on the server exactly as in the browser (the same DOMPurify policy), in a
// DOM of its own
provideSanitizerWindow(new JSDOM('').window as unknown as Window);

// What each render formatted (dates, prices, counts), by its own record: renders of concurrent requests
// interleave, and every app's copy of @cle/ui/intl records into the running render's (decision 092)
const intlRecords = new AsyncLocalStorage<Map<string, string>>();
recordIntlWith(() => intlRecords.getStore());

/** How long a page waits for one remote's server module (a cached one is instant; a cold load goes on behind). */
export const SLOT_BUDGET_MS = 150;
/** How long the page's first data may take (each call cached, stale-while-revalidate). */
export const DATA_BUDGET_MS = 300;
/**
 * How long a view's own first call may take (useServerCall: the search POST, which no cache answers
 * before its first visitor); the view waits for it inside the render budget below.
 */
const VIEW_CALL_BUDGET_MS = 500;
/** How long React may take to render everything; what is still pending then goes out as its fallback. */
const RENDER_BUDGET_MS = 1000;

export interface RenderInputs {
  /** the request's path and query */
  url: string;
  page: PageContent;
  chrome: ChromeData;
  /** the page's first API answers, by API path (the remotes' SWR keys) */
  data: Record<string, unknown>;
  /** the remote modules loaded for this request, by slot key */
  modules: ReadonlyMap<string, ExposedModule>;
  nonce: { script: string; style: string };
  /** a view's own first call (a POST no route hint can name), anonymous; none when absent */
  call?: (request: ServerCallRequest) => Promise<unknown>;
}

export interface RenderedPage {
  /** the HTML inside #root */
  body: string;
  /** the style elements of everything rendered, for the head */
  styles: string;
  /** the JSON data blocks the browser hydrates with (SWR fallback, formatted strings), after #root */
  dataScript: string;
  /** slots the server drew with their remote's module */
  slots: string[];
  /** the same-origin API calls whose answers the page carries (the browser need not preload them) */
  handedOver: string[];
}

/** Resolves with the value, or null once `ms` have passed (the work goes on behind). */
export function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([
    work.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref()),
  ]);
}

/** The slots of a page: its view, or the remote blocks of a shell page. */
export function pageSlots(page: PageContent): { remote: string; module: string }[] {
  return modulesFor(page).map(({ remote, module }) => ({ remote, module }));
}

function collect(): { sink: Writable; html: () => string } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, html: () => Buffer.concat(chunks).toString('utf8') };
}

/** Renders the page's first view; rejects only when the shell itself cannot render (the caller then serves the plain page). */
/** The calls views make during one render, each asked once, within the data budget; `answers` collects them. */
function serverCallsFor(call: RenderInputs['call']): {
  calls: ServerCalls;
  answers: Record<string, unknown>;
} {
  const answers: Record<string, unknown> = {};
  const asked = new Map<string, Promise<unknown>>();
  const calls: ServerCalls = {
    answer(key, request) {
      let answer = asked.get(key);
      if (!answer) {
        answer = call
          ? within(call(request), VIEW_CALL_BUDGET_MS).then((value) => {
              if (value !== null) answers[key] = value;
              return value;
            })
          : Promise.resolve(null);
        asked.set(key, answer);
      }
      return answer;
    },
  };
  return { calls, answers };
}

export function renderPage({
  url,
  page,
  chrome,
  data,
  modules,
  nonce,
  call,
}: RenderInputs): Promise<RenderedPage> {
  const slots = [...modules.keys()];
  const { pathname } = new URL(url, 'http://x');
  const fallback: Record<string, unknown> = {
    ...data,
    [unstable_serialize(contentKey(pathname, 'ANON'))]: page,
    [RENDER_TIME_KEY]: Date.now(),
    [SERVER_SLOTS_KEY]: slots,
  };
  const styles = createServerStyles({ nonce: nonce.style });
  const view = shellServerView({
    url,
    bootData: chrome,
    fallback,
    nonce: nonce.style,
    styleCache: styles.root,
  });
  const { calls, answers } = serverCallsFor(call);
  const element = (
    <ServerCallsContext.Provider value={calls}>
      <ServerModulesContext.Provider value={modules}>{view.element}</ServerModulesContext.Provider>
    </ServerCallsContext.Provider>
  );
  const formatted = new Map<string, string>();
  return new Promise((resolve, reject) => {
    const { sink, html } = collect();
    sink.on('finish', () =>
      resolve({
        body: html(),
        styles: styles.takeStyleTags(),
        // what the views asked for while rendering travels with the rest: the browser asks for none of it
        dataScript:
          ssrDataScript({ ...view.fallback, ...answers }) + intlSeedScript(Object.fromEntries(formatted)),
        slots,
        handedOver: [contentCallPath(pathname), ...Object.keys(data).map((path) => `/api${path}`)],
      }),
    );
    let failed = false;
    // React goes on rendering in later ticks (a slot's module, a view's call): they keep this record
    const stream = intlRecords.run(formatted, () =>
      renderToPipeableStream(element, {
        nonce: nonce.script,
        // every finished part in place, never moved in by a script afterwards: the page reads the same
        // without JavaScript (React outlines large boundaries by default, to paint a streamed shell early)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // everything rendered (or given up on at the deadline): one piece of HTML, its styles complete
        onAllReady: () => !failed && stream.pipe(sink),
        onShellError: (err) => {
          failed = true;
          reject(err instanceof Error ? err : new Error(String(err)));
        },
        // a remote that throws renders its slot's fallback here and is rendered again in the browser
        onError: (err) => console.warn(`[ssr] ${url}: ${(err as Error)?.stack ?? String(err)}`),
      }),
    );
    setTimeout(() => stream.abort(new Error('server render budget')), RENDER_BUDGET_MS).unref();
  });
}
