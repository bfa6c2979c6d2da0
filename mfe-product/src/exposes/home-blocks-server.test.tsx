// The home page's product blocks as the shell server composes them (issue 36): each exposed block renders
// on Node with its block calls' answers handed in as SWR fallback, keyed as the shell server writes them
// (route-hint-rules.ts: a feed's path and query; the slides' codes as a ProductCodes look-up), and the
// browser hydrates it exactly and asks for none of them again.
import { within } from '@testing-library/react';
import { recordApiCalls } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderAndHydrate } from '@cle/testing/server-render';
import type { HydratedPage } from '@cle/testing/server-render';
import type { CodeCard, FeedPayload } from '@cle/contracts/product-schemas';
import routeHints from '../route-hints.json';
import { carouselSlide } from '../test/fixtures';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const slide = (n: number) => carouselSlide(n);
const CAROUSEL = {
  type: 'HomeCarouselBlock',
  heading: 'Featured programs',
  liveNowFeed: '/content-row/feed?when=live-now&format=Live+Webcast&PageSize=1',
  slides: [slide(1), slide(2), slide(3)],
};
const feed = (items: Record<string, unknown>[]) =>
  ({
    searchResultSummary: { noOfHits: items.length },
    searchResults: { searchResultsItems: items },
    facetResults: { facetGroups: [] },
  }) as unknown as FeedPayload;
const LIVE_NOW = feed([
  {
    pk: 'prg-386001',
    productCode: '386001',
    title: 'Cybersecurity Now 2026',
    snippet: 'Live from New York.',
    url: '/programs/cybersecurity-now-2026',
    searchableType: 'liveprogram',
    formatDisplay: 'Live Webcast',
    datesFormatted: 'Nov 22, 2026 · Online',
    creditDetailsFormatted: ['Up to 6 credit hours'],
  },
]);
const CARDS: CodeCard[] = [1, 2, 3].map((n) => ({
  productCode: `38000${n}`,
  url: `/programs/p-${n}`,
  title: `Program ${n}`,
  imageUrl: null,
  datesFormatted: `Dec ${n}, 2026 · Online`,
  creditDetailsFormatted: [{ keyword: 'credits', text: `Up to ${n} credit hours` }],
})) as unknown as CodeCard[];

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  // the visitor prefers reduced motion: the browser knows it only after hydration
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const region = (page: HydratedPage, name: string) => within(page.container).getByRole('region', { name });

test('the home carousel: the live-now slide from its feed, the slides with their cards, from the server; hydrated exactly, nothing asked twice', async () => {
  // the calls route-hints.json names for the block (blockCalls), as the shell server writes them
  expect(routeHints['./HomeCarousel'].blockCalls).toEqual([
    { feed: 'liveNowFeed', unless: 'liveProgramWebcasts' },
    { cards: 'slides' },
  ]);
  const fallback = {
    '/content-row/feed?when=live-now&format=Live+Webcast&PageSize=1': LIVE_NOW,
    '/search/product-code?ProductCodes=%7C380001%3B%7C380002%3B%7C380003': CARDS,
  };
  const { html } = await renderAndHydrate(
    {
      module: require.resolve('./home-carousel'),
      props: { block: CAROUSEL },
      fallback,
      renderTime: NOW,
    },
    async (page) => {
      expect(region(page, 'Featured programs')).toHaveTextContent('Cybersecurity Now 2026');
      await page.settle();
      expect(calls).toEqual([]);
      // after hydration the motion preference applies: autoplay is paused
      expect(within(page.container).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const carousel = doc.querySelector('[aria-roledescription="carousel"]');
  // the server cannot know the preference: it draws the autoplaying carousel, as the hydrating render does
  expect(doc.querySelector('button[aria-label="Pause slideshow"]')).not.toBeNull();
  expect(carousel?.textContent).toContain('Cybersecurity Now 2026');
  expect(carousel?.textContent).toContain('Up to 6 credit hours');
  expect(doc.querySelector('a[href="/programs/cybersecurity-now-2026"]')?.textContent).toContain('Join now');
  expect(doc.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
});

test('a content row renders its first feed from the data it is given; hydrated exactly, nothing asked twice', async () => {
  const items = [1, 2, 3].map((n) => ({
    pk: `pub-${n}`,
    productCode: String(200000 + n),
    title: `Publication ${n}`,
    url: `/publications/p-${n}`,
    searchableType: 'book',
    formatDisplay: 'Answer Book',
    datesFormatted: `Published Oct ${n}, 2026`,
    creditDetailsFormatted: [],
    price: 195,
  }));
  const block = {
    type: 'ContentRowBlock',
    heading: 'New publications',
    maxNumberOfItems: 8,
    feeds: [
      { text: 'Answer Books', value: '/content-row/feed?format=Answer+Book&sort=newest' },
      { text: 'Course Handbooks', value: '/content-row/feed?format=Course+Handbook&sort=newest' },
    ],
  };
  const { html } = await renderAndHydrate(
    {
      module: require.resolve('./content-row'),
      props: { block },
      fallback: { '/content-row/feed?format=Answer+Book&sort=newest&PageSize=8': feed(items) },
      renderTime: NOW,
    },
    async (page) => {
      expect(region(page, 'New publications')).toHaveTextContent('Publication 3');
      await page.settle();
      expect(calls).toEqual([]);
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('h2')?.textContent).toBe('New publications');
  expect(doc.querySelector('a[href="/publications/p-1"]')).not.toBeNull();
  expect(doc.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
});
