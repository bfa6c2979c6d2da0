/**
 * @jest-environment node
 */
// The shell's chrome rendered on a server (Node, no window or document, as the shell server runs it)
// and hydrated in a browser document by the code the browser runs (mountShell), failing on any
// recoverable error, hydration warning or React error on either side. A local harness, not
// @cle/testing/server-render: that one renders a module's view inside its own router and providers,
// where the shell brings its own (ShellRoot) and hydrates through its bootstrap's mountShell.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import { createServerStyles } from '@cle/ui/server-styles';
import { emotionRules } from '@cle/testing/server-render';
import { shellServerView, SSR_DATA_ID } from './server-entry';
import type { ShellServerOptions } from './server-entry';
import { SITE_BANNERS, SITE_CHROME_PARTS } from './lib/chrome-parts.fixture';
import { HYDRATION_BOUNDARY } from './boot/hydration-errors';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { RedirectLookup } from '@cle/contracts/block-schemas';
import { unstable_serialize } from 'swr';
import { contentKey } from './routing/use-page-content';
import { provideSanitizerWindow } from './components/blocks/sanitize-rich-text';

/** Streams `element` as the shell server does and gives the whole HTML; any error React reports fails. */
function renderOnServer(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // an error in a Suspense boundary streams its fallback and leaves it to the browser: not here
      onError: reject,
    });
  });
}

/** Makes a browser document of `html` the global one (window, document, storage, rAF), until `restore`. */
function installBrowser(html: string, url: string) {
  const dom = new JSDOM(html, { url, pretendToBeVisual: true });
  const win = dom.window as unknown as Record<string, unknown>;
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, unknown>();
  // the DOM's own event classes: code dispatches them on jsdom's window, which refuses Node's
  const replace = new Set(['Event', 'CustomEvent']);
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in g && !replace.has(key)) continue;
    saved.set(key, g[key]);
    const value = win[key];
    g[key] = typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(dom.window) : value;
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return {
    dom,
    restore() {
      for (const [key, value] of saved) {
        if (value === undefined) delete g[key];
        else g[key] = value;
      }
      delete g.IS_REACT_ACT_ENVIRONMENT;
      dom.window.close();
    },
  };
}

// each mounted page is unmounted and its browser globals removed after its test
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

interface MountedPage {
  /** the browser's document after mounting */
  document: Document;
  /** the elements in #root as the browser parsed them, before the shell started */
  serverElements: Element[];
  /** everything logged with console.error (React's hydration warnings, reported recoverable errors) */
  errors: unknown[][];
  hydrated: boolean;
}

interface Hydrated extends MountedPage {
  /** the HTML the server sent in #root */
  serverHtml: string;
  /** the server's style tags for the page's head */
  styleTags: string;
}

/**
 * Loads `html` as the browser's page and runs the browser's mountShell on its #root, in a fresh module
 * registry (the browser's own copies of React, Emotion and the shell: nothing shared with a server
 * render). `beforeMount` runs in that registry first: what the browser knew before the shell started.
 */
async function mountPage(
  html: string,
  url: string,
  beforeMount?: (win: Window) => void | Promise<void>,
): Promise<MountedPage> {
  const browser = installBrowser(html, `http://localhost:3000${url}`);
  const errors: unknown[][] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  let unmount = () => undefined as void;
  cleanups.push(() => {
    unmount();
    spy.mockRestore();
    browser.restore();
  });
  const serverElements = [...browser.dom.window.document.querySelectorAll('#root *')];
  let hydrated = false;
  await jest.isolateModulesAsync(async () => {
    const { act } = await import('react');
    const { mountShell } = await import('./boot/mount-shell');
    await beforeMount?.(browser.dom.window as unknown as Window);
    await act(async () => {
      const mounted = await mountShell(browser.dom.window.document.getElementById('root')!);
      hydrated = mounted.hydrated;
      unmount = () => act(() => mounted.root.unmount());
    });
    // effects and the re-renders they start (a dismissed banner leaves after hydration)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  });
  return {
    document: browser.dom.window.document,
    serverElements,
    errors,
    hydrated,
  };
}

/**
 * Renders the shell on the server with the request's style caches (@cle/ui/server-styles, as the shell
 * server does) and mounts the page the shell server writes: the style tags in <head>, #root with its
 * marker, the data block after it.
 */
async function serverRenderAndHydrate(
  options: ShellServerOptions,
  beforeHydrate?: (win: Window) => void | Promise<void>,
): Promise<Hydrated> {
  const styles = createServerStyles({ nonce: options.nonce });
  const view = shellServerView({ ...options, styleCache: styles.root });
  const serverHtml = await renderOnServer(view.element);
  const styleTags = styles.takeStyleTags();
  const html = `<!doctype html><html lang="en"><head>${styleTags}</head><body><div id="root" data-ssr>${serverHtml}</div>${view.dataScript}</body></html>`;
  return { serverHtml, styleTags, ...(await mountPage(html, options.url, beforeHydrate)) };
}

const HOME: ShellServerOptions = {
  url: '/',
  bootData: { banners: SITE_BANNERS, siteParts: SITE_CHROME_PARTS },
  nonce: 'test-nonce',
};

/** The server's HTML as a document, to read what a crawler or a page without JavaScript gets. */
const serverDocument = (html: string) => new JSDOM(`<div id="root">${html}</div>`).window.document;

test('[S1-CHROME-01] [S1-CHROME-02] [S1-CHROME-05] [S1-CHROME-26] [S1-CHROME-27] the server HTML holds the chrome: logo, primary navigation, help link, banners and the footer with its links', async () => {
  const page = await serverRenderAndHydrate(HOME);
  const root = serverDocument(page.serverHtml).getElementById('root')!;
  const header = within(root).getByRole('banner');
  expect(within(header).getByRole('link', { name: 'PLI home' }).getAttribute('href')).toBe('/');
  const primary = within(header).getByRole('navigation', { name: 'Primary' });
  for (const { text, href } of SITE_CHROME_PARTS.header.primaryNav)
    expect(within(primary).getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  expect(within(header).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/company/contact-us');
  // anonymous: the server never knows who is signed in
  expect(within(header).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  const banners = within(root).getAllByRole('region', { name: 'Site announcement' });
  expect(banners.map((b) => b.querySelector('p')?.textContent)).toEqual(
    SITE_BANNERS.map((b) => b.collapsedText),
  );
  const footer = within(root).getByRole('contentinfo');
  const learn = within(footer).getByRole('navigation', { name: 'Learn' });
  expect(within(learn).getByRole('link', { name: 'Podcasts' }).getAttribute('href')).toBe('/podcasts');
  for (const name of ['Disclaimer', 'Privacy policy', 'Terms of use'])
    expect(within(footer).getByRole('link', { name })).toBeTruthy();
  expect(within(footer).getByText(SITE_CHROME_PARTS.footer.description!)).toBeTruthy();
  // the skip link and the main landmark the page's content goes into
  expect(within(root).getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  expect(within(root).getByRole('main')).toBeTruthy();
});

test('the browser hydrates the server HTML exactly: no recoverable error or hydration warning, every server element kept, no call made again', async () => {
  const calls = recordApiCalls();
  const page = await serverRenderAndHydrate(HOME);
  expect(page.errors).toEqual([]);
  // the chrome's data came with the page: neither banners nor site parts are asked for again
  expect(calls).toEqual([]);
  expect(page.hydrated).toBe(true);
  // a mismatch makes React render the tree again in the browser, replacing the server's elements;
  // hydrated, every one is still in the page
  expect(page.serverElements.length).toBeGreaterThan(80);
  expect(page.serverElements.filter((el) => !el.isConnected)).toEqual([]);
  const nav = page.document.querySelector('#root nav[aria-label="Primary"]');
  expect(nav).toBe(page.serverElements.find((el) => el.getAttribute('aria-label') === 'Primary'));
  // the styles came with the HTML, nonce'd; the browser's cache adopted them: no rule inserted twice
  expect(page.styleTags).toContain('nonce="test-nonce"');
  const rules = emotionRules(page.document);
  expect(rules.length).toBeGreaterThan(20);
  expect(rules.filter((r, i) => rules.indexOf(r) !== i)).toEqual([]);
});

test('a first view the browser cannot match is reported as a hydration error, never passed over', async () => {
  // the browser reads another banner text than the server rendered with (a broken hand-over)
  const page = await serverRenderAndHydrate(HOME, (win) => {
    const block = win.document.getElementById(SSR_DATA_ID)!;
    block.textContent = block.textContent!.replace('Free pro bono training', 'Pro bono training');
  });
  expect(page.errors.some(([label]) => label === `[${HYDRATION_BOUNDARY}]`)).toBe(true);
});

test('[S1-BANNER-01] a banner dismissed in this session is in the server HTML for everyone and leaves right after hydration, without a mismatch', async () => {
  const page = await serverRenderAndHydrate(HOME, (win) =>
    win.sessionStorage.setItem('dismissedBanners', 'banner-maintenance'),
  );
  expect(page.serverHtml).toContain(SITE_BANNERS[0]!.collapsedText);
  expect(page.errors).toEqual([]);
  const banners = within(page.document.body).getAllByRole('region', { name: 'Site announcement' });
  expect(banners.map((b) => b.querySelector('p')?.textContent)).toEqual([SITE_BANNERS[1]!.collapsedText]);
});

test('a visitor signed in before hydration: the anonymous server header hydrates without a mismatch, then shows who is signed in', async () => {
  // signed in, the page asks for the cart flag and the visitor's content (none here: the header is the point)
  server.use(
    api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => false),
    api.get('/content', () => apiError(404, 'Not found')),
    api.get<RedirectLookup>('/redirect/', () => ({ target: null })),
  );
  const page = await serverRenderAndHydrate(HOME, async () => {
    const { authStore } = await import('@cle/contracts/auth');
    authStore.set({ ready: true, token: 't', name: 'Ada Lovelace', sub: 'u-1' });
  });
  expect(page.serverHtml).toContain('>Sign in</button>');
  expect(page.errors).toEqual([]);
  const header = page.document.querySelector('#root header')!;
  expect(page.serverElements).toContain(header);
  expect(within(header as HTMLElement).getByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
});

test('a page the server did not render (index.html) is rendered from scratch with the boot data, as before', async () => {
  const calls = recordApiCalls();
  const index = `<!doctype html><html lang="en"><head></head><body><div id="root"><header class="static-header"><a href="/" aria-label="PLI home">PLI</a></header></div></body></html>`;
  const page = await mountPage(index, '/', (win) => {
    // the fetches index.html starts while main.js downloads
    win.__CLE_BOOT__ = {
      banners: Promise.resolve(SITE_BANNERS),
      siteParts: Promise.resolve(SITE_CHROME_PARTS),
    };
    win.sessionStorage.setItem('dismissedBanners', 'banner-maintenance');
  });
  expect(page.hydrated).toBe(false);
  expect(page.errors).toEqual([]);
  expect(calls).toEqual([]);
  // the static header made way for the shell's, with its links; a dismissed banner is never rendered
  expect(page.serverElements.some((el) => el.isConnected)).toBe(false);
  const root = page.document.getElementById('root')!;
  expect(root.querySelector('nav[aria-label="Primary"] a[href="/podcasts"]')?.textContent).toBe('Podcasts');
  expect(
    [...root.querySelectorAll('section[aria-label="Site announcement"] p')].map((p) => p.textContent),
  ).toEqual([SITE_BANNERS[1]!.collapsedText]);
});

test('the server renders the route, not the loading layout, and the hydrated page keeps it while sign-in settles', async () => {
  // a server-answered path that reached the shell: its 404 page, already where the browser arrived
  const page = await serverRenderAndHydrate({ ...HOME, url: '/marketing/spring-offer' });
  const heading = '<h1 id="route-error-heading" class="css-';
  expect(page.serverHtml).toContain(heading);
  expect(page.serverHtml).not.toContain('aria-label="Loading page"');
  // sign-in has not settled in the browser (the auth store is not ready): the page stays, no reload
  expect(page.errors).toEqual([]);
  const shown = page.document.getElementById('route-error-heading');
  expect(shown?.textContent).toBe('Oops! 404');
  expect(page.serverElements).toContain(shown);
});

/** A CMS page at `url` with the content API's answer `content`, rendered on the server and hydrated. */
function serverRenderContentPage(url: string, content: Record<string, unknown>) {
  // the shell server lends DOMPurify a window for the page's rich text, as server.mts does
  provideSanitizerWindow(new JSDOM('').window as unknown as Window);
  return serverRenderAndHydrate({
    ...HOME,
    url,
    fallback: { [unstable_serialize(contentKey(url, 'ANON'))]: content },
  });
}

test.each([
  ['PodcastPage', '/podcasts', 'Podcasts'],
  ['CollectionProduct', '/collections/answer-books', 'Answer Book Collection'],
])(
  '[S1-ROUTES-29] the server renders a %s page where it is, through the same registry, and the browser hydrates it',
  async (type, url, name) => {
    const content = {
      contentType: ['PageData', type],
      contentLink: { id: `${type}-1` },
      name,
      friendlyUrl: url,
      properties: { body: '<p>Choose one below.</p>' },
    };
    const page = await serverRenderContentPage(url, content);
    const doc = serverDocument(page.serverHtml);
    expect(doc.querySelector('h1')?.textContent).toBe(name);
    expect(doc.body.textContent).toContain('Choose one below.');
    expect(page.errors).toEqual([]);
    expect(page.document.querySelector('#root h1')?.textContent).toBe(name);
  },
);

test('[S1-ERRORS-27] a block with bad data shows the fallback blocks in the server HTML, and the browser hydrates the blocks as they are', async () => {
  const url = '/qa/broken-block';
  const content = {
    contentType: ['PageData', 'GenericPage'],
    contentLink: { id: 'broken-1' },
    name: 'A page with a broken block',
    friendlyUrl: url,
    properties: {
      blocks: [
        { type: 'CardsBlock', cards: 'not a list' },
        { type: 'RichTextBlock', html: '<p>Still here.</p>' },
      ],
      fallbackBlock: [{ type: 'RichTextBlock', html: '<p>This part of the page is unavailable.</p>' }],
    },
  };
  // renderOnServer fails on any error React reports: a block thrown on the server is one
  const page = await serverRenderContentPage(url, content);
  const doc = serverDocument(page.serverHtml);
  expect(doc.body.textContent).toContain('This part of the page is unavailable.');
  expect(doc.body.textContent).toContain('Still here.');
  // hydrated as it was: no recoverable error, the server's fallback paragraph kept; the failure is logged
  expect(page.errors.filter((args) => !String(args[0]).startsWith('[blocks] CardsBlock failed'))).toEqual([]);
  expect(page.errors.map((args) => String(args[0]))).toContain(
    '[blocks] CardsBlock failed; showing the fallback blocks',
  );
  const shown = within(page.document.querySelector('main')!).getByText(
    'This part of the page is unavailable.',
  );
  expect(page.serverElements).toContain(shown);
  // the blocks beside it too, though their chunk came after the page's first urgent re-render
  expect(page.serverElements).toContain(
    within(page.document.querySelector('main')!).getByText('Still here.'),
  );
});
