// Gathers what a page's server render needs, each part within its budget, and renders it: the chrome's
// data, the page's first data (route hints), and each remote slot's module from the remote's verified
// server build (the release pointer in remotes.json). A remote that misses its budget, throws or is
// refused leaves its slot to the browser; one that keeps failing is not asked again for a while.
import { LRUCache } from 'lru-cache';
import type { PageContent } from '@cle/contracts/page';
import type { ServerCallRequest } from '@cle/contracts/hydration';
import type { ChromeData } from '../../src/boot/boot-data';
import { BANNERS_KEY, SITE_PARTS_KEY } from '../../src/boot/boot-data';
import { slotKey } from '../../src/federation/server-slots';
import type { ExposedModule } from '../../src/federation/server-slots';
import type { RemoteEntry } from '../../src/federation/remotes-manifest';
import type { ServerRemotes } from '../federation/server-remotes.mjs';
import { staleWhileRevalidate } from '../stale-while-revalidate';
import { apiFetch } from '../api-fetch';
import { DATA_BUDGET_MS, pageSlots, renderPage, SLOT_BUDGET_MS, within } from './render-page';
import type { RenderedPage } from './render-page';
import { PAGE_REGISTRY } from '../../src/routing/page-registry';
import { BLOCK_REGISTRY } from '../../src/components/blocks/block-registry';

/** Every (remote, module) a page can show: its view, or a block of a shell page. */
function everySlot(): { remote: string; module: string }[] {
  const views = [...Object.values(PAGE_REGISTRY), ...Object.values(BLOCK_REGISTRY)];
  const slots = new Map<string, { remote: string; module: string }>();
  for (const v of views) if (v.kind === 'remote') slots.set(slotKey(v.remote, v.module), v);
  return [...slots.values()];
}

const CHROME_TTL_MS = 30_000;
/** What a view may ask the API for during a server render: a path of the API, nothing else. */
const API_CALL_PATH = /^\/[\w-]+(\/[\w-][\w.-]*)*(\?[^#\s]*)?$/;
/** After this many failures in a row, a release's server build is skipped ... */
const FAILURES_BEFORE_SKIP = 3;
/** ... for this long (its slots render in the browser meanwhile). */
const SKIP_MS = 30_000;
const MAX_TRACKED = 200;

export interface PageComposerOptions {
  apiUrl: string;
  /** the release pointers as remotes.json has them now (read on every page: a deploy shows at once) */
  remotes: () => { remotes: RemoteEntry[] };
  serverRemotes: ServerRemotes;
  /** the page's first API answers by path (route-preload.mts); `search` is the page address's query, which route hints may name */
  pageData: (page: PageContent, search: string) => Promise<Record<string, unknown>>;
  now?: () => number;
}

/** The API as a server render reads it: the chrome's GETs and a view's own first call, each cached. */
function createApiSources(apiUrl: string) {
  const apiJson = staleWhileRevalidate(CHROME_TTL_MS, async (path) => {
    const res = await apiFetch(`${apiUrl}/api${path}`, { timeoutMs: 2000 });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as unknown;
  });
  // a view's own first call (the search page's POST), anonymous, each distinct call cached like the hints' answers
  const apiCall = staleWhileRevalidate(CHROME_TTL_MS, async (id) => {
    const { path, method, body } = JSON.parse(id) as ServerCallRequest;
    const res = await apiFetch(`${apiUrl}/api${path}`, { timeoutMs: 2000, method, body });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()) as unknown;
  });
  const call = (request: ServerCallRequest): Promise<unknown> =>
    API_CALL_PATH.test(request.path) && (request.method === 'GET' || request.method === 'POST')
      ? apiCall(JSON.stringify({ path: request.path, method: request.method, body: request.body }))
      : Promise.reject(new Error(`not an API path: ${request.path}`));
  return { apiJson, call };
}

/** The chrome's data (banners, site parts), each within the data budget. */
async function chromeData(apiJson: (path: string) => Promise<unknown>): Promise<ChromeData> {
  const [banners, siteParts] = await Promise.all([
    within(apiJson(BANNERS_KEY), DATA_BUDGET_MS),
    within(apiJson(SITE_PARTS_KEY), DATA_BUDGET_MS),
  ]);
  return { banners, siteParts } as ChromeData;
}

/** Counts each release's failures in a row: after FAILURES_BEFORE_SKIP it is skipped for SKIP_MS. */
function createFailureTracker(now: () => number) {
  // a map of releases that ever failed must not grow without bound
  const failing = new LRUCache<string, { count: number; until: number }>({ max: MAX_TRACKED });
  return {
    skipped(release: string): boolean {
      return (failing.get(release)?.until ?? 0) > now();
    },
    record(release: string, ok: boolean): void {
      if (ok) return void failing.delete(release);
      const count = (failing.get(release)?.count ?? 0) + 1;
      failing.set(release, { count, until: count >= FAILURES_BEFORE_SKIP ? now() + SKIP_MS : 0 });
    },
  };
}

type FailureTracker = ReturnType<typeof createFailureTracker>;

/** Each slot's module, when its remote has a server build that loads within the budget. */
async function slotModules(
  page: PageContent,
  remotes: RemoteEntry[],
  serverRemotes: ServerRemotes,
  failures: FailureTracker,
): Promise<Map<string, ExposedModule>> {
  const pointers = new Map(remotes.map((r) => [r.name, r]));
  const loaded = await Promise.all(
    pageSlots(page).map(async ({ remote, module }) => {
      const server = pointers.get(remote)?.server;
      // server code runs only with a recorded hash (a development shell may list entries without one)
      if (!server?.integrity) return null;
      // counted per release: a pointer moved to a fixed (or rolled-back) release is tried at once
      const release = `${remote} ${server.entry}#${server.integrity}`;
      if (failures.skipped(release)) return null;
      const load = serverRemotes.loadServerModule<ExposedModule>(
        { name: remote, server: { entry: server.entry, integrity: server.integrity } },
        module,
      );
      // a failure counts whenever it comes; a miss of the budget alone does not (a cold load goes on)
      load.then(
        (m) => failures.record(release, typeof m?.default === 'function'),
        (err: unknown) => {
          failures.record(release, false);
          console.warn(`[ssr] ${remote}/${module} left to the browser: ${(err as Error).message}`);
        },
      );
      const mod = await within(load, SLOT_BUDGET_MS);
      return mod && typeof mod.default === 'function' ? ([slotKey(remote, module), mod] as const) : null;
    }),
  );
  return new Map(loaded.filter((m) => m !== null));
}

/**
 * Loads every remote's current server build before a visitor asks: a cold load (download, hash, run)
 * takes longer than a slot's budget, so without this the first page after a start or a deploy goes
 * out with skeletons. Best effort, like the hints' warm-up.
 */
async function warmServerBuilds(remotes: RemoteEntry[], serverRemotes: ServerRemotes): Promise<void> {
  const pointers = new Map(remotes.map((r) => [r.name, r.server]));
  await Promise.allSettled(
    everySlot().map(({ remote, module }) => {
      const server = pointers.get(remote);
      return server?.integrity
        ? serverRemotes.loadServerModule(
            { name: remote, server: { entry: server.entry, integrity: server.integrity } },
            module,
          )
        : Promise.resolve();
    }),
  );
}

export function createPageComposer({
  apiUrl,
  remotes,
  serverRemotes,
  pageData,
  now = Date.now,
}: PageComposerOptions) {
  const { apiJson, call } = createApiSources(apiUrl);
  const failures = createFailureTracker(now);

  /** The page's first view, or null when the shell could not render it (the plain page goes out). */
  async function compose(
    url: string,
    page: PageContent,
    nonce: { script: string; style: string },
  ): Promise<RenderedPage | null> {
    const [chrome, data, loaded] = await Promise.all([
      chromeData(apiJson),
      within(pageData(page, new URL(url, 'http://x').search), DATA_BUDGET_MS),
      slotModules(page, remotes().remotes, serverRemotes, failures),
    ]);
    try {
      return await renderPage({ url, page, chrome, data: data ?? {}, modules: loaded, nonce, call });
    } catch (err) {
      console.warn(`[ssr] ${url} served unrendered: ${(err as Error).message}`);
      return null;
    }
  }

  const warm = () => warmServerBuilds(remotes().remotes, serverRemotes);
  return Object.assign(compose, { warm });
}

export type PageComposer = ReturnType<typeof createPageComposer>;
