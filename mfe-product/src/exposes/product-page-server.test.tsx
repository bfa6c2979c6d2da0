// The product page as the shell server will compose it (issue 36): the exposed module renders on Node
// with the product call handed in as SWR fallback data, and the browser hydrates the same tree exactly
// (no recoverable error, no hydration warning, no style inserted twice), showing the public view.
import { within } from '@testing-library/react';
import { recordApiCalls, server as api, api as handlers } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { emotionRules, renderAndHydrate } from '@cle/testing/server-render';
import type { HydratedPage, ServerRenderCase } from '@cle/testing/server-render';
import type { ProductPayload } from '../lib/product-payload';
import { memberProfile } from '@cle/testing/fixtures';
import { SIGNED_IN } from '../test/signed-in-product-page';
import {
  courseHandbook,
  onDemandVariation,
  payload,
  podcastEpisode,
  segmentOf,
  variation,
} from '../test/fixtures';

const PRODUCT_PAGE = require.resolve('./product-page');
const NOW = Date.parse('2026-11-22T12:00:00Z');
const NONCE = 'cmVxdWVzdC1ub25jZQ';

/** The page as the content API gives it for a product, with the product call's answer as fallback. */
function productCase(data: ProductPayload, over: Partial<ServerRenderCase> = {}): ServerRenderCase {
  const v = data.variation;
  return {
    module: PRODUCT_PAGE,
    props: { page: { contentType: v.contentType, properties: { code: v.code } } },
    path: v.url,
    fallback: { [`/product/${v.code}`]: data },
    renderTime: NOW,
    nonce: NONCE,
    ...over,
  };
}

const heading = (page: HydratedPage) => within(page.container).getByRole('heading', { level: 1 });
/** the page's own loading skeleton (its status elements are labelled 'Loading product...') */
const pageSkeleton = (root: ParentNode) =>
  root.querySelector('[role="status"][aria-label^="Loading product"]');

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  // what hydration may ask for besides the handed-in product (the site labels of an embed-less page)
  api.use(handlers.get('/site-parts', () => ({ labels: {} })));
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('the product page, rendered on the server and hydrated', () => {
  test('a live program: heading, status, dates, summary and the registration panel, from the server', async () => {
    const data = payload();
    const { html, styleTags } = await renderAndHydrate(productCase(data), async (page) => {
      expect(heading(page)).toHaveTextContent(data.variation.displayName);
      expect(within(page.container).getByText('Upcoming Live')).toBeInTheDocument();
      await page.settle();
      // data once: the product the server handed over is not asked for again
      expect(calls.filter((c) => c.path.startsWith('/product/'))).toEqual([]);
      // the browser adopted the server's rules and, with nothing changed, inserted none of its own
      expect(page.serverRules.length).toBeGreaterThan(20);
      expect(emotionRules()).toEqual(page.serverRules);
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe(data.variation.displayName);
    expect(doc.body.textContent).toContain(data.variation.description);
    expect(doc.body.textContent).toContain('Mar 27, 2027');
    expect(doc.body.textContent).toContain('9:00 AM – 10:30 AM EDT');
    expect(doc.querySelector('[aria-label="Registration and purchase"]')).not.toBeNull();
    expect(pageSkeleton(doc)).toBeNull();
    // the styles come with the HTML, under the remote's key and with the response's nonce
    expect(styleTags).toMatch(
      new RegExp(`^<style data-emotion="mfe-product [^"]+" data-s="" nonce="${NONCE}">`),
    );
    const h1Class = doc.querySelector('h1')!.className.replace('mfe-product-', '');
    expect(styleTags).toContain(`.mfe-product-${h1Class}{`);
  });

  test("the hydrating render uses the server's clock; the browser's takes over after it", async () => {
    // rendered a minute before the live window opens (30 minutes before the start), hydrated in it
    const start = Date.parse(payload().variation.eventStartDate!);
    jest.spyOn(Date, 'now').mockReturnValue(start - 29 * 60_000);
    const { html } = await renderAndHydrate(
      productCase(payload(), { renderTime: start - 31 * 60_000 }),
      (page) => {
        expect(within(page.container).getByText('Live')).toBeInTheDocument();
        expect(page.container.querySelector('article')).toHaveAttribute('data-theme', 'dark');
      },
    );
    expect(html).toContain('Upcoming Live');
  });

  test('an on-demand program, with its video preview in the same markup on both sides', async () => {
    const data = payload(
      onDemandVariation('OnDemandWebVariation', {
        code: '371234',
        pk: 'prg-371234',
        displayName: 'Corporate Governance On Demand',
        url: '/programs/corporate-governance-on-demand',
        searchableType: 'ondemandprogram',
        format: 'On-Demand Web',
        publicationDate: '2026-05-04T00:00:00.000Z',
        onDemandType: 0,
        price: 895,
        previewUrl: '/api/product/media/371234/preview.mp4',
        previewCaptionsUrl: '/api/product/media/371234/preview.vtt',
      }),
    );
    // jsdom plays nothing; the preview starts muted after hydration
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { html } = await renderAndHydrate(productCase(data), (page) => {
      expect(heading(page)).toHaveTextContent('Corporate Governance On Demand');
      expect(play).toHaveBeenCalledTimes(1);
      expect(
        within(page.container).getByLabelText('Preview of Corporate Governance On Demand'),
      ).toHaveAttribute('src', '/api/product/media/371234/preview.mp4');
      expect(within(page.container).getByText('On-demand')).toBeInTheDocument();
      expect(pageSkeleton(page.container)).toBeNull();
    });
    expect(html).toContain('aria-label="Preview of Corporate Governance On Demand"');
  });

  test('a publication (book): heading, overview and the purchase options', async () => {
    const toc = [{ title: 'Chapter 1: Zoning' }, { title: 'Chapter 2: Leases' }];
    const data = payload(
      courseHandbook({ pages: 812, sortedTableOfContentListJsonString: JSON.stringify(toc) }),
    );
    const { html } = await renderAndHydrate(productCase(data), (page) => {
      expect(heading(page)).toHaveTextContent('Fundamentals of Real Estate 2026 (Course Handbook)');
      expect(within(page.container).getByRole('region', { name: 'Purchase options' })).toBeInTheDocument();
      // the table of contents is a lazy chunk: the server waited for it, the browser hydrated it
      expect(within(page.container).getByText('Chapter 2: Leases')).toBeInTheDocument();
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(pageSkeleton(doc)).toBeNull();
    expect(doc.querySelector('[aria-label="Loading the table of contents"]')).toBeNull();
  });

  test('a podcast episode', async () => {
    const data = payload(
      podcastEpisode({
        code: '400123',
        pk: 'prg-400123',
        displayName: 'Episode 12: Arbitration After the Pandemic',
        url: '/podcasts/pli-podcast/episode-12',
        description: 'How arbitration practice changed, with two arbitrators.',
      }),
    );
    await renderAndHydrate(productCase(data), (page) => {
      expect(heading(page)).toHaveTextContent('Episode 12: Arbitration After the Pandemic');
      expect(within(page.container).getByText(data.variation.description)).toBeInTheDocument();
    });
  });

  test('a segment page shows its public content on the server; what concerns the person waits for auth', async () => {
    const master = variation();
    const seg = segmentOf(master, 2, { displayName: 'Cryptocurrency Enforcement' });
    const data = payload(seg, { masterProgram: master, segments: [{ ...seg, speakers: [] }] });
    await renderAndHydrate(productCase(data), (page) => {
      expect(heading(page)).toHaveTextContent('Cryptocurrency Enforcement');
      expect(pageSkeleton(page.container)).toBeNull();
    });
  });

  test('the server renders the anonymous view whatever the process-wide auth store holds', async () => {
    api.use(
      handlers.get('/user/library/by-itemPks', () => ({ items: [] })),
      handlers.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
      handlers.get('/user/profile', () => memberProfile([])),
      handlers.get('/user/licenses', () => ({ licenses: [] })),
    );
    const { html } = await renderAndHydrate(
      productCase(payload(), { module: require.resolve('../test/signed-in-product-page') }),
      async (page) => {
        await page.settle();
        // after hydration the browser's signed-in state fills in: its calls carry the person's token
        const own = calls.filter((c) => c.path === '/user/library/by-itemPks');
        expect(own.length).toBeGreaterThan(0);
        expect(own[0]!.headers.get('authorization')).toBe(`Bearer ${SIGNED_IN.token}`);
      },
    );
    for (const marker of [SIGNED_IN.name, SIGNED_IN.individualSk, SIGNED_IN.sub, SIGNED_IN.token, 'Irene'])
      expect(html).not.toContain(marker);
  });
});
