// Preload hints for the page being served: the browser starts the route's content call, the remote
// entry and the exposed module's chunks together with main.js, instead of one after another
// (HTML -> main.js -> content -> remoteEntry.js -> chunks). The view comes from the same content API
// call and page/block registries the browser uses; the chunks from each remote's mf-manifest.json.
// Everything here is best effort: a slow or failing look-up only means fewer hints, never a slower page.
import { IMAGE_DEFAULT_WIDTH, imageSrcSet, imageUrlAt } from '@cle/contracts/images';
import {
  blockCallPaths,
  expandHint,
  hintedChunks,
  imageAt,
  modulesFor,
  PRELOADED_BLOCK_MODULES,
} from './route-hint-rules';
import type { Block, PageContent, RouteHints } from './route-hint-rules';
import { staleWhileRevalidate } from './stale-while-revalidate';
import { apiFetch } from './api-fetch';
import { contentCallPath } from './page-lookup';
import type { PageLookupService } from './page-lookup';

interface RemoteEntry {
  name: string;
  entry: string;
  integrity?: string;
}
interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  metaData?: { publicPath?: string };
  exposes: ManifestExpose[];
}

/** A page's preload hints: its first API calls (each with the path it fetches), its largest image, its remote scripts. */
export interface PreloadTags {
  calls: { path: string; tag: string }[];
  image: string;
  /** the remote origins' preconnects and the remote scripts' preloads */
  scripts: string;
}
export const NO_TAGS: PreloadTags = { calls: [], image: '', scripts: '' };

export interface PreloadOptions {
  apiUrl: string;
  /** the CMS page at a path (one cached content call shared with the page's head and status) */
  pages: PageLookupService;
  remotes: () => { remotes: RemoteEntry[] };
  /** how long the HTML may wait for the look-ups */
  budgetMs?: number;
}

const CONTENT_TTL_MS = 30_000;
const MANIFEST_TTL_MS = 10_000;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A release file from a remote's origin (manifest, hashes, route hints). */
async function json<T>(url: string, timeoutMs: number): Promise<T> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** An API answer, asked for the visitor whose page needs it (api-fetch.ts). */
async function apiJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await apiFetch(url, { timeoutMs });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as unknown;
}

/** A remote release's files the hints come from, each cached per entry URL. */
interface ReleaseFiles {
  manifest: (entry: string) => Promise<Manifest>;
  chunkIntegrity: (entry: string) => Promise<Record<string, string>>;
  routeHints: (entry: string) => Promise<RouteHints>;
}

function releaseFiles(): ReleaseFiles {
  return {
    manifest: staleWhileRevalidate(MANIFEST_TTL_MS, (entry) =>
      json<Manifest>(new URL('mf-manifest.json', entry).href, 2000),
    ),
    // each chunk's SRI hash from the release (chunk-integrity.json): the script tags carry it, so the hints must too.
    // A failed read is not cached (a cold start under load times out): the next page asks again.
    chunkIntegrity: staleWhileRevalidate(MANIFEST_TTL_MS, (entry) =>
      json<Record<string, string>>(new URL('chunk-integrity.json', entry).href, 2000),
    ),
    routeHints: staleWhileRevalidate(MANIFEST_TTL_MS, (entry) =>
      json<RouteHints>(new URL('route-hints.json', entry).href, 2000),
    ),
  };
}

/** Where the hints are read: the releases' files and the API's anonymous answers. */
interface HintSources {
  files: ReleaseFiles;
  apiAnswer: (apiPath: string) => Promise<unknown>;
}

interface Found {
  scripts: { url: string; integrity?: string }[];
  /** same-origin API paths under /api */
  data: string[];
  image?: { src: string; sizes: string };
}

/** The page's view from its remote's release: what the hints name, resolved against this page. */
async function hintsFor(
  { files, apiAnswer }: HintSources,
  entry: string,
  module: string,
  page: PageContent,
  blocks: Block[],
  query: URLSearchParams,
): Promise<Omit<Found, 'scripts'> & { chunks: string[] }> {
  const hint = (await files.routeHints(entry).catch(() => ({}) as RouteHints))[module];
  const data = [
    ...(hint?.data ?? []).flatMap((t) => expandHint(t, page.properties, query) ?? []),
    ...blocks.flatMap((b) => blockCallPaths(hint?.blockCalls ?? [], b)),
  ];
  const chunks = hint?.chunks ?? [];
  const imagePath = hint?.image ? expandHint(hint.image.data, page.properties, query) : null;
  if (!hint?.image || !imagePath) return { data, chunks };
  const src = imageAt(await apiAnswer(imagePath).catch(() => null), hint.image.field);
  return { data, chunks, ...(src ? { image: { src, sizes: hint.image.sizes } } : {}) };
}

/** Remote scripts load with crossorigin (and the entry with its SRI hash): the hints must match, or the browser fetches twice. */
async function pageNeeds(
  sources: HintSources,
  page: PageContent,
  entries: Map<string, RemoteEntry>,
  query: URLSearchParams,
): Promise<Found> {
  const { files } = sources;
  const urls: { url: string; integrity?: string }[] = [];
  const data: string[] = [];
  let image: Found['image'];
  for (const { remote, module, blocks } of modulesFor(page).slice(0, PRELOADED_BLOCK_MODULES)) {
    const found = entries.get(remote);
    if (!found) continue;
    const { entry, integrity } = found;
    urls.push({ url: entry, integrity });
    try {
      const [m, hashes, hints] = await Promise.all([
        files.manifest(entry),
        files.chunkIntegrity(entry).catch(() => ({}) as Record<string, string>),
        hintsFor(sources, entry, module, page, blocks, query),
      ]);
      const expose = m.exposes.find((e) => e.path === module || `./${e.path}` === module);
      // chunks resolve next to remoteEntry.js (publicPath 'auto')
      // a hint without the hash the script tag carries is not used by the browser: it fetches twice
      const scriptFiles = [
        ...(expose?.assets.js.sync ?? []),
        ...hintedChunks(expose?.assets.js.async ?? [], hints.chunks),
      ];
      for (const file of scriptFiles) {
        const hash = hashes[file];
        if (hash) urls.push({ url: new URL(file, entry).href, integrity: hash });
      }
      data.push(...hints.data);
      image ??= hints.image;
    } catch {
      /* no manifest (an older release): the entry alone is still worth preloading */
    }
  }
  return { scripts: [...new Map(urls.map((u) => [u.url, u])).values()], data: [...new Set(data)], image };
}

/**
 * The first data of every remote view on the page (what their route hints name), as an anonymous
 * visitor gets it, keyed by API path (the key the remote's SWR hook uses): a server render hands these
 * to the page as SWR fallback. A call that fails or is slower than the caller waits is left out; the
 * page then asks for it in the browser, as it does today.
 */
async function pageDataOf(
  sources: HintSources,
  page: PageContent,
  entries: Map<string, string>,
  query: URLSearchParams,
): Promise<Record<string, unknown>> {
  const paths = await Promise.all(
    modulesFor(page).map(async ({ remote, module, blocks }) => {
      const entry = entries.get(remote);
      return entry
        ? (
            await hintsFor(sources, entry, module, page, blocks, query).catch(() => ({
              data: [] as string[],
            }))
          ).data
        : [];
    }),
  );
  const answers = await Promise.all(
    [...new Set(paths.flat())].map(
      async (path) => [path, await sources.apiAnswer(path).catch(() => null)] as const,
    ),
  );
  return Object.fromEntries(answers.filter(([, answer]) => answer !== null));
}

/** The `<link>` tags for what a page needs (see preloadTags). */
function tagsFor(pathname: string, found: Found): PreloadTags {
  // the remote page's own first calls: without these it asks only once its code has run
  const calls = [contentCallPath(pathname), ...found.data.map((apiPath) => `/api${apiPath}`)].map((path) => ({
    path,
    tag: `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(path)}">`,
  }));
  // the page's largest image, with the srcset and sizes its <img> has (else a second download)
  const image = found.image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(
        imageUrlAt(found.image.src, IMAGE_DEFAULT_WIDTH),
      )}" imagesrcset="${escapeAttr(imageSrcSet(found.image.src))}" imagesizes="${escapeAttr(found.image.sizes)}">`
    : '';
  const scripts: string[] = [];
  const origins = new Set(found.scripts.map((u) => new URL(u.url).origin));
  for (const o of origins) scripts.push(`<link rel="preconnect" href="${escapeAttr(o)}" crossorigin>`);
  for (const { url, integrity } of found.scripts)
    scripts.push(
      `<link rel="preload" as="script" crossorigin href="${escapeAttr(url)}"${
        integrity ? ` integrity="${escapeAttr(integrity)}"` : ''
      }>`,
    );
  return { calls, image, scripts: scripts.join('') };
}

export function createRoutePreloader({ apiUrl, pages, remotes, budgetMs = 250 }: PreloadOptions) {
  const files = releaseFiles();
  const sources: HintSources = {
    files,
    // the page's own first calls, as an anonymous visitor makes them (no token: the same answer for all)
    apiAnswer: staleWhileRevalidate(CONTENT_TTL_MS, (apiPath) => apiJson(`${apiUrl}/api${apiPath}`, 2000)),
  };

  /** The page's first API answers by path (pageDataOf); `search` is the page address's query. */
  const pageData = (page: PageContent, search = '') =>
    pageDataOf(
      sources,
      page,
      new Map(remotes().remotes.map((r) => [r.name, r.entry])),
      new URLSearchParams(search),
    );

  /**
   * Loads every remote's manifest, chunk hashes and route hints before the first visitor asks, so the
   * first page served after a start or a deploy has its hints too (best effort, like the rest).
   */
  function warm(): Promise<void> {
    const loads = remotes().remotes.flatMap(({ entry }) => [
      files.manifest(entry),
      files.chunkIntegrity(entry),
      files.routeHints(entry),
    ]);
    return Promise.allSettled(loads).then(() => undefined);
  }

  /**
   * `<link>` tags for the head of the page at `pathname`: the page's first API calls (the content call
   * and the calls its route hints name, by API path, so a server-rendered page can leave out those it
   * carries already), then its largest image and its remote scripts. Only for a page the content API
   * knows: the shell's own routes (sign-in callbacks, /launching, ...) and unknown paths get no hints,
   * so the browser never preloads a content call that answers 404.
   */
  async function preloadTags(pathname: string, search = ''): Promise<PreloadTags> {
    const needs = async () =>
      pageNeeds(
        sources,
        (await pages.page(pathname)) as PageContent,
        new Map(remotes().remotes.map((r) => [r.name, r])),
        new URLSearchParams(search),
      );
    const found = await Promise.race([
      needs().catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), budgetMs)),
    ]);
    return found ? tagsFor(pathname, found) : NO_TAGS;
  }

  return Object.assign(preloadTags, { warm, pageData });
}
