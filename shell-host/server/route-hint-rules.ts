// What the shell server reads from a page and a remote's route-hints.json (decision 042) to preload
// the page's first calls: the modules the page shows, and the API paths their hints name, expanded
// from the content's and the blocks' own properties. Pure: route-preload.mts does the fetching.
import { viewFor } from '../src/routing/page-registry';
import { blockViewFor } from '../src/components/blocks/block-registry';
import { parseFeedPath, PRODUCT_CODE_LOOKUP_PATH, productCodesParam } from '@cle/contracts/catalogue-calls';

export type Block = { type?: string } & Record<string, unknown>;
export interface PageContent {
  contentType: string[];
  properties?: { blocks?: Block[] } & Record<string, unknown>;
}
/**
 * A call a block makes from its own properties: the feed a property names (skipped when the block has
 * the `unless` property, which replaces the feed), or the product cards of a list property's items' codes.
 */
export type BlockCall = { feed: string; unless?: string } | { cards: string };
/**
 * A remote's route-hints.json (decision 042): per exposed module, the API calls its page makes first
 * ({name} = the content's property) and the page's largest image, read from one of those answers; for
 * a block module, the calls each of its blocks makes from the block's properties; and the lazy chunks
 * the page loads at once (by their webpackChunkName), preloaded like the module's own.
 */
interface RouteHint {
  data?: string[];
  image?: { data: string; field: string; sizes: string };
  blockCalls?: BlockCall[];
  chunks?: string[];
}

/** The lazy chunk files a hint names, among the exposed module's async files (`name.hash.js`). */
export function hintedChunks(asyncFiles: readonly string[], names: readonly string[] = []): string[] {
  return asyncFiles.filter((file) => names.includes(file.slice(0, file.indexOf('.'))));
}
export type RouteHints = Record<string, RouteHint>;

/**
 * How many of a shell page's remote block modules the HTML preloads, with their calls: the first, which
 * draws the top of the page and its largest paint. The modules further down load as the page renders;
 * preloaded, their bytes shared the phone's connections with the first block's and moved the home
 * page's LCP back one round trip in Lighthouse's simulation (the content rows: 9 KB of 150).
 */
export const PRELOADED_BLOCK_MODULES = 1;

/**
 * The (remote, module) pairs a page shows: its view, or the remote blocks of a shell page, each with
 * the page's blocks it draws, in page order.
 */
export function modulesFor(page: PageContent): { remote: string; module: string; blocks: Block[] }[] {
  const view = viewFor(page.contentType);
  if (!view) return [];
  if (view.kind === 'remote') return [{ remote: view.remote, module: view.module, blocks: [] }];
  const byModule = new Map<string, { remote: string; module: string; blocks: Block[] }>();
  for (const block of page.properties?.blocks ?? []) {
    const m = block.type ? blockViewFor(block.type) : null;
    if (m?.kind !== 'remote') continue;
    const key = `${m.remote}/${m.module}`;
    if (!byModule.has(key)) byModule.set(key, { remote: m.remote, module: m.module, blocks: [] });
    byModule.get(key)!.blocks.push(block);
  }
  return [...byModule.values()];
}

/** A feed path as the CMS stores it, as the remote's API client asks for it (buildUrl); null when odd. */
export function feedCallPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const { path, query } = parseFeedPath(value);
  if (!/^\/[\w-]+(\/[\w-]+)*$/.test(path)) return null;
  const qs = new URLSearchParams(query).toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** The API paths a block's hints name, from the block's own properties (nothing for what is missing or odd). */
export function blockCallPaths(calls: readonly BlockCall[], block: Block): string[] {
  return calls.flatMap((call) => {
    if ('feed' in call) {
      if (call.unless && block[call.unless] != null) return [];
      return feedCallPath(block[call.feed]) ?? [];
    }
    const items = block[call.cards];
    if (!Array.isArray(items)) return [];
    // as the block asks: the items' codes in order, leaving out items that bring their own facts
    const codes = (items as Record<string, unknown>[]).flatMap((item) =>
      item && typeof item.code === 'string' && item.code && !item.facts ? [item.code] : [],
    );
    if (!codes.length) return [];
    return `${PRODUCT_CODE_LOOKUP_PATH}?${new URLSearchParams({ ProductCodes: productCodesParam(codes) })}`;
  });
}

/**
 * A hint's API path with the content's properties in it (`{code}`), or the page address's query
 * parameters (`{?code}`: the player's /player?code=); null when a value is missing or odd.
 */
export function expandHint(
  template: string,
  properties: Record<string, unknown> = {},
  query: URLSearchParams = new URLSearchParams(),
): string | null {
  let ok = true;
  const path = template.replace(/\{(\??)(\w+)\}/g, (_, fromQuery: string, name: string) => {
    const value = fromQuery ? query.get(name) : properties[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || !/^[\w.-]{1,64}$/.test(String(value)))
      ok = false;
    return encodeURIComponent(String(value));
  });
  return ok && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** `variation.imageUrl` of an answer, when it is a catalogue image path. */
export function imageAt(answer: unknown, field: string): string | null {
  let value: unknown = answer;
  for (const key of field.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && /^\/images\/[\w/.-]+$/.test(value) ? value : null;
}
