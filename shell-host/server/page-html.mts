// The shell's HTML for a page: dist/index.html with the page's own head (title, description,
// canonical, social cards, JSON-LD: page-head.ts), the status the CMS gives the path (404 for no
// page, 301 where it moved) and preload hints: the chunks the shell needs before its first render
// (boot-chunks.json, written by the build) and the route's own (route-preload.mts). The static server
// reads index.html, calls this, then adds the request's CSP nonces; boot-chunks.json is re-read only
// when the build changes (its mtime).
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isShellRoute } from '../src/routing/route-kinds';
import { isPersonalPage } from '../src/routing/page-registry';
import { missingPageHeadHtml, pageHeadHtml, withPageHead } from './page-head';
import type { PageLookup, PageLookupService } from './page-lookup';
import { addNonces } from '@cle/static-server/security-headers';
import { sendNoncedHtml } from '@cle/static-server/serving';
import { SSR_ROOT_ATTRIBUTE } from '../src/boot/ssr-data';
import type { PageComposer } from './render/page-composer';
import type { RenderedPage } from './render/render-page';
import { NO_TAGS } from './route-preload.mjs';
import type { PreloadTags } from './route-preload.mjs';

/** The path exactly as the browser's location.pathname has it (still percent-encoded): the content call uses it as is. */
/**
 * How long the HTML waits for the CMS's answer about its path. It decides the status and the head, so
 * it is worth waiting for; it is cached (stale answers served while a fresh one loads), so a visitor
 * waits only on the first request for a path after a start, or when the API is down.
 */
const PAGE_LOOKUP_BUDGET_MS = 1500;

/** #root of index.html: the static fallback header the shell's first render replaces. */
const ROOT_ELEMENT = /<div id=("?)root\1>[\s\S]*?<\/div>/;

/**
 * The script that keeps presses made before hydration (render/early-presses.js), without its comment
 * lines and indentation: it goes inline in the head of every server-rendered page.
 */
const EARLY_PRESSES = readFileSync(path.join(import.meta.dirname, 'render', 'early-presses.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !/^(\/\/|\/\*\*|\*)/.test(line))
  .join('\n');

/**
 * The document with the server's first view in #root (marked for hydration), its styles in the head and
 * the data it rendered with after #root. The nonces go on the template's own inline scripts and styles
 * before the view goes in: markup rendered from content never gets one.
 */
function withServerView(
  html: string,
  view: RenderedPage,
  nonce: { script: string; style: string },
  deferredScripts = '',
  bootAtOnce = false,
): string {
  const template = addNonces(html, nonce);
  // the boot script skips the chrome's fetches on a page that carries their answers; a page whose
  // scripts wait for load also leaves the boot's own fetches to bootAfterLoad
  const htmlAttributes = bootAtOnce ? SSR_ROOT_ATTRIBUTE : `${SSR_ROOT_ATTRIBUTE} ${BOOT_AT_LOAD_ATTRIBUTE}`;
  const rendered = template
    .replace(/<html(?=[\s>])/i, `<html ${htmlAttributes}`)
    .replace(
      '</head>',
      () => `<script nonce="${nonce.script}">${EARLY_PRESSES}</script>${view.styles}</head>`,
    )
    .replace(ROOT_ELEMENT, () => `<div id="root" ${SSR_ROOT_ATTRIBUTE}>${view.body}</div>${view.dataScript}`);
  // a personal page's scripts are its preloads in the head and index.html's own main.js
  if (bootAtOnce) return rendered;
  return rendered
    .replace(MAIN_SCRIPT, '')
    .replace('</body>', () => `${bootAfterLoad(deferredScripts, nonce.script)}</body>`);
}

/** index.html's shell script: a server-rendered page starts it after its first view has loaded. */
const MAIN_SCRIPT = /<script(?: nonce="[^"]*")? src=\/?main\.js async><\/script>/;
/**
 * Marks a page whose scripts wait for its load event: index.html's head script then leaves the boot's
 * fetches (config, session check, remotes) to bootAfterLoad, which starts them with the scripts.
 */
const BOOT_AT_LOAD_ATTRIBUTE = 'data-boot-at-load';
/** Boot at the load event after the first paint, or after this long when an image holds the load up. */
const BOOT_AT_LATEST_MS = 4000;

/** How many of the boot's elements go into the page per task (see bootAfterLoad). */
const BOOT_ELEMENTS_PER_TASK = 3;

/**
 * The shell's scripts on a server-rendered page: held in a template and started once the page has
 * loaded and painted its first view (decision 104: the load event can come before the first paint), so
 * their download and the hydration's work never compete with the first view (decision 051, amendment 2).
 * The page reads and its links work meanwhile.
 * The preloads go in a few at a time, each few a task of its own: the browser issues a request while
 * the element is inserted, 3-5 ms of main thread each on a phone, and a program page's twelve in one
 * task made a 160-230 ms task at 4x CPU (decision 092).
 */
function bootAfterLoad(scripts: string, nonce: string): string {
  return (
    `<template id="cle-boot">${scripts}<script src="/main.js" async></script></template>` +
    `<script nonce="${nonce}">(function(){var done=false;function boot(){if(done)return;done=true;` +
    `if(window.cleEarlyFetches)cleEarlyFetches();` +
    `var left=[].slice.call(document.getElementById('cle-boot').content.cloneNode(true).children);` +
    `(function next(){left.splice(0,${BOOT_ELEMENTS_PER_TASK}).forEach(function(el){` +
    `if(el.tagName==='SCRIPT')el.nonce=${JSON.stringify(nonce)};document.head.appendChild(el)});` +
    `if(left.length)setTimeout(next,0)})()}` +
    // at the load event once the first view has painted (a hidden page paints nothing: at load)
    `var loaded=false,painted=!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&` +
    `PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0);` +
    `function ready(){if(loaded&&(painted||document.visibilityState==='hidden'))setTimeout(boot,0)}` +
    `if(!painted)new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint')` +
    `.length){painted=true;ready()}}).observe({type:'paint',buffered:true});` +
    `addEventListener('load',function(){loaded=true;ready()});setTimeout(boot,${BOOT_AT_LATEST_MS})})()</script>`
  );
}

/**
 * The preloads of a list of the shell's chunks the build writes (boot-chunks.json: what the shell needs
 * before its first render; auth-chunks.json: the sign-in library), re-read when the build changes.
 */
function chunkListTags(distDir: string, list: string, attributes = ''): () => string {
  const file = path.join(distDir, list);
  let known = { mtimeMs: -1, tags: '' };
  return () => {
    if (!existsSync(file)) return '';
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== known.mtimeMs) {
      const chunks = JSON.parse(readFileSync(file, 'utf8')) as string[];
      known = {
        mtimeMs,
        tags: chunks
          .map((f) => `<link rel="preload" as="script" href="/${encodeURI(f)}"${attributes}>`)
          .join(''),
      };
    }
    return known.tags;
  };
}

/** What the CMS has at a path, within the budget (unknown after it, and for the shell's own routes). */
function lookupWithin(pages: PageLookupService, pathname: string, search: string): Promise<PageLookup> {
  return isShellRoute(pathname)
    ? Promise.resolve({ kind: 'unknown' })
    : Promise.race([
        pages.lookup(pathname, search),
        new Promise<PageLookup>((resolve) =>
          setTimeout(() => resolve({ kind: 'unknown' }), PAGE_LOOKUP_BUDGET_MS).unref(),
        ),
      ]);
}

export function createIndexTransform({
  distDir,
  pages,
  compose,
  siteOrigin,
  headTags,
  preconnect = [],
}: {
  distDir: string;
  /** renders a CMS page's first view on the server (null: every page renders in the browser) */
  compose: PageComposer | null;
  /** what the CMS has at a path */
  pages: PageLookupService;
  /** canonical and social URLs are absolute on this origin (configuration, never the Host header) */
  siteOrigin: string;
  /** extra tags for the head of the page at a path */
  headTags: (pathname: string, search: string) => Promise<PreloadTags>;
  /** origins every page talks to early (the identity provider's session check) */
  preconnect?: string[];
}) {
  // main.js first: it runs before anything else, and a defer script at the end of the body is fetched
  // at low priority, after the two dozen preloads of the same origin (HTTP/1.1: six at a time)
  const earlyTags = preconnect
    .map((origin) => `<link rel="preconnect" href="${encodeURI(origin)}">`)
    .join('');
  const mainPreload = '<link rel="preload" as="script" href="/main.js" fetchpriority="high">';
  const bootTags = chunkListTags(distDir, 'boot-chunks.json');
  // A personal page is for a signed-in person: the sign-in library (oidc-client-ts) is on the way to
  // its signed-in state, so it downloads beside the boot instead of after it, behind the boot's chunks
  // (low priority). In a program window that is the step between the shell's boot and the launch call
  // (decision 099).
  const authTags = chunkListTags(distDir, 'auth-chunks.json', ' fetchpriority="low"');

  return async function transformIndex(
    html: string,
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string | null> {
    const { pathname, search } = new URL(req.url, 'http://x');
    const [found, hints] = await Promise.all([
      lookupWithin(pages, pathname, search),
      headTags(pathname, search).catch(() => NO_TAGS),
    ]);
    if (found.kind === 'moved') {
      await reply.redirect(found.location, 301);
      return null;
    }
    if (found.kind === 'missing') reply.code(404);
    const head =
      found.kind === 'page'
        ? pageHeadHtml(found.page, siteOrigin)
        : found.kind === 'missing'
          ? missingPageHeadHtml(found.errorPage, siteOrigin)
          : null;
    const page = head ? withPageHead(html, head) : html;
    const view =
      found.kind === 'page' && compose && reply.cspNonce
        ? await compose(req.url, found.page, reply.cspNonce)
        : null;
    // a server-rendered page carries the answers it rendered with: no hint for those calls
    const calls = hints.calls.filter((c) => !view?.handedOver.includes(c.path)).map((c) => c.tag);
    // The boot chunks before the route's hints: the vendor chunk is the longest download of every page,
    // and behind the route's small API calls it waited for one of the origin's six connections (HTTP/1.1)
    // while the line sat half idle. The route's remote scripts load from their own origin.
    // A server-rendered page starts its scripts after it has loaded (withServerView): its head has the
    // calls and the image only. A personal page (the player, the library, the tracker...) has only its
    // frame and skeletons to show before the person's data: nothing is worth holding its scripts back
    // for (decision 095).
    const personal = found.kind === 'page' && isPersonalPage(found.page.contentType);
    const bootAtOnce = !view || personal;
    const tags = bootAtOnce
      ? earlyTags +
        mainPreload +
        bootTags() +
        calls.join('') +
        hints.image +
        hints.scripts +
        (personal ? authTags() : '')
      : earlyTags + calls.join('') + hints.image;
    // the hints go first in the head, before the title, the inline boot script and the stylesheet
    const at = page.indexOf('<title>');
    const document =
      at === -1 ? page.replace('</head>', `${tags}</head>`) : page.slice(0, at) + tags + page.slice(at);
    if (!view) return document;
    const scripts = bootAtOnce ? '' : mainPreload + bootTags() + hints.scripts;
    await sendNoncedHtml(reply, withServerView(document, view, reply.cspNonce, scripts, bootAtOnce));
    return null;
  };
}
