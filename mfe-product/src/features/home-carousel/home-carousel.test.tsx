import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, apiError, nextMacrotask, server } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { CAROUSEL_HOLD_MAX_MS } from './carousel-rules';
import { carouselSlide } from '../../test/fixtures';
import { HomeCarousel } from './home-carousel';

const slide = carouselSlide;

const block = {
  type: 'HomeCarouselBlock',
  heading: 'Featured programs',
  autoplaySeconds: 5,
  liveNowFeed: '/content-row/feed?when=live-now&format=Live+Webcast&PageSize=1',
  slides: [slide(1, 'full'), slide(2, '50'), slide(3, 'gallery')],
};

interface LiveNow {
  productCode: string;
  title: string;
  datesFormatted?: string;
  creditDetailsFormatted?: string[];
}

/** The product-code look-ups the carousel made, as their ProductCodes values. */
const cardLookups: string[] = [];
beforeEach(() => {
  cardLookups.length = 0;
});

function fakeApi(liveNow: LiveNow | null) {
  server.use(
    api.get('/content-row/feed', ({ query }) => {
      // only the live-now feed is asked for: anything else is a bad request here
      if (query.get('when') !== 'live-now' || query.get('PageSize') !== '1')
        return apiError(400, 'not live-now');
      return {
        searchResultSummary: { noOfHits: liveNow ? 1 : 0 },
        searchResults: {
          searchResultsItems: liveNow
            ? [
                {
                  pk: 'x',
                  url: '/programs/live',
                  searchableType: 'liveprogram',
                  formatDisplay: 'Live Webcast',
                  ...liveNow,
                },
              ]
            : [],
        },
        facetResults: { facetGroups: [] },
      };
    }),
    api.get('/search/product-code', ({ query }) => {
      cardLookups.push(query.get('ProductCodes') ?? '');
      return [
        {
          productCode: '380001',
          url: '/programs/p-1',
          title: 'Program 1',
          imageUrl: null,
          datesFormatted: 'Dec 17, 2026 · Online',
          creditDetailsFormatted: [{ keyword: 'credits', text: 'Up to 7 credit hours' }],
        },
      ];
    }),
  );
}

const current = () => screen.getByRole('group', { name: /of \d/ });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

async function renderCarousel(carouselBlock: Record<string, unknown> = block) {
  render(
    <Providers>
      <HomeCarousel block={carouselBlock} />
    </Providers>,
  );
  // set-up delay, then the feeds
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
  // the API answers (MSW) arrive
  await act(async () => {
    await nextMacrotask();
    await nextMacrotask();
  });
}

describe('home carousel (spec 3 §4.10)', () => {
  // S3-HOME-17: slideImage, mobileImage, caption and logoColor are proven in slide-image.test.tsx
  test('[S3-HOME-01] [S3-HOME-17] holds its box until the live-now feed and the first card answer, then shows the first slide whole', async () => {
    fakeApi(null);
    render(
      <Providers>
        <HomeCarousel block={block} />
      </Providers>,
    );
    // a slide painted before its card would grow under the visitor's eyes (a dates row, a live badge)
    expect(screen.getByRole('status', { name: 'Loading Featured programs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Program 1' })).not.toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Program 1' });
    // no timers moved: the slide came with the answers, its facts in the same paint
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('Dec 17, 2026 · Online · Up to 7 credit hours')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Featured programs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn more\W+Program 1$/ })).toHaveAttribute(
      'href',
      '/programs/p-1',
    );
  });

  test('[S3-HOME-01] a slow API holds the first slide back at most CAROUSEL_HOLD_MAX_MS', async () => {
    server.use(
      api.get('/content-row/feed', () => new Promise<never>(() => {})),
      api.get('/search/product-code', () => new Promise<never>(() => {})),
    );
    render(
      <Providers>
        <HomeCarousel block={block} />
      </Providers>,
    );
    act(() => jest.advanceTimersByTime(CAROUSEL_HOLD_MAX_MS - 1));
    expect(screen.queryByRole('heading', { name: 'Program 1' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Program 1' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  test('[S3-HOME-15] [S3-HOME-13] [S1-CONST-11] the first slide shows when its feeds answer; autoplay is set up 200 ms later, then moves every 5 s', async () => {
    fakeApi(null);
    render(
      <Providers>
        <HomeCarousel block={block} />
      </Providers>,
    );
    // the set-up delay holds back only the autoplay, never the first slide (it is the page's LCP)
    expect(await screen.findByRole('heading', { name: 'Program 1' })).toBeInTheDocument();
    // the set-up ends at 200 ms; the first move comes 5 s after it
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(4900));
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(100));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  test('[S3-HOME-04] [S3-HOME-13] autoplay moves every 5 s and pauses on request', async () => {
    fakeApi(null);
    await renderCarousel();
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('3 of 3');
  });

  test('[S3-HOME-04] autoplay holds while the pointer or keyboard focus is in the carousel', async () => {
    fakeApi(null);
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured programs' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName('1 of 3');
    // while held, a change is announced to screen readers
    expect(current().parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toHaveAccessibleName('2 of 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  test('[S3-HOME-04] a visitor who prefers reduced motion gets the carousel paused', async () => {
    fakeApi(null);
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      await renderCarousel();
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(15000));
      expect(current()).toHaveAccessibleName('1 of 3');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('[S3-HOME-05] [S3-HOME-06] [S3-HOME-07] [S3-HOME-08] arrows and dots move between slides and loop', async () => {
    fakeApi(null);
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('1 of 3');
    const dot = screen.getByRole('button', { name: 'Go to slide 2: Program 2' });
    fireEvent.click(dot);
    expect(current()).toHaveAccessibleName('2 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1: Program 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('[S3-HOME-09] a live webcast adds the live-now slide first', async () => {
    fakeApi({ productCode: '389999', title: 'Live Program Now' });
    await renderCarousel();
    expect(await screen.findByRole('heading', { name: 'Live Program Now' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 4');
    expect(screen.getByText('Live now')).toBeInTheDocument();
  });

  test("[S3-HOME-09] the live-now slide shows the feed item's dates and credits: one card look-up, for the block's slides", async () => {
    fakeApi({
      productCode: '389999',
      title: 'Live Program Now',
      datesFormatted: 'Nov 27, 2026 – Nov 28, 2026 · Online',
      creditDetailsFormatted: ['Up to 12 credit hours'],
    });
    await renderCarousel();
    expect(await screen.findByRole('heading', { name: 'Live Program Now' })).toBeInTheDocument();
    expect(
      screen.getByText('Nov 27, 2026 – Nov 28, 2026 · Online · Up to 12 credit hours'),
    ).toBeInTheDocument();
    // the same call as with nothing on air: it need not wait for the feed, and the server can hint it
    expect(cardLookups).toEqual(['|380001;|380002;|380003']);
  });

  test('[S3-HOME-19] a block carrying liveProgramWebcasts shows the one on air as the live-now slide, not the feed', async () => {
    fakeApi({ productCode: '389999', title: 'From the feed' });
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const webcast = (code: string, title: string, start: number, end: number) => ({
      productCode: code,
      title,
      url: `/programs/${code}`,
      formatDisplay: 'Live Webcast',
      eventStartDate: at(start),
      eventEndDate: at(end),
    });
    await renderCarousel({
      ...block,
      liveProgramWebcasts: [
        webcast('389998', 'Later Webcast', 180, 240),
        webcast('389997', 'On Air Webcast', -10, 50),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'On Air Webcast' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 4');
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'From the feed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Later Webcast' })).not.toBeInTheDocument();
  });

  test('[S3-HOME-19] listed webcasts none of which is on air add no live-now slide', async () => {
    fakeApi({ productCode: '389999', title: 'From the feed' });
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await renderCarousel({
      ...block,
      liveProgramWebcasts: [
        { productCode: '389998', title: 'Later Webcast', url: '/programs/l', eventStartDate: later },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Program 1' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  test("[S3-HOME-11] [S3-HOME-12] a member's registered slides read Registered, Online for a webcast, else Registered, In-Person", async () => {
    fakeApi(null);
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const registration = (code: string, title: string, formatDisplay: string, days: number) => ({
      pk: `prg-${code}`,
      productCode: code,
      title,
      url: `/programs/${code}`,
      searchableType: 'liveprogram',
      formatDisplay,
      schedule: [{ startDateUtc: soon(days) }],
    });
    server.use(
      api.get('/search', ({ query }) =>
        query.get('MyLibrary') === 'Upcoming'
          ? {
              searchResultSummary: { noOfHits: 2 },
              searchResults: {
                searchResultsItems: [
                  registration('380101', 'Webcast Program', 'Live Webcast', 1),
                  registration('380102', 'Seminar Program', 'Live In-Person', 2),
                ],
              },
              facetResults: { facetGroups: [] },
            }
          : apiError(400, 'not upcoming'),
      ),
    );
    act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
    try {
      await renderCarousel({ ...block, upcomingLiveRegistrationsLimit: 2 });
      const slideOf = (title: string) =>
        screen.getByRole('heading', { name: title }).closest('[role="group"]')!;
      expect(slideOf('Webcast Program')).toHaveTextContent('Registered, Online');
      expect(slideOf('Webcast Program')).not.toHaveTextContent('In-Person');
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(current()).toHaveAccessibleName('2 of 5');
      expect(slideOf('Seminar Program')).toHaveTextContent('Registered, In-Person');
    } finally {
      act(() => authStore.set(ANONYMOUS));
    }
  });

  test('[S3-HOME-10] the live-now slide is left out when its program is already a slide', async () => {
    fakeApi({ productCode: '380002', title: 'Program 2' });
    await renderCarousel();
    await act(async () => undefined);
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  test('[S3-HOME-16] a slide that fails shows Slide ... failed; the controls keep working', async () => {
    fakeApi(null);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers>
        <HomeCarousel
          block={{ ...block, slides: [{ ...slide(1, 'full'), sellingPoints: 'not a list' }, slide(2, '50')] }}
        />
      </Providers>,
    );
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Slide Program 1 failed');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Program 2' })).toBeInTheDocument();
    error.mockRestore();
  });

  test('[S3-HOME-02] [S3-HOME-14] the large carousel shows its slides and turns every 10 s unless the block says otherwise', async () => {
    fakeApi(null);
    const { autoplaySeconds: _, ...rest } = block;
    await renderCarousel({ ...rest, type: 'LargeCarouselBlock' });
    expect(screen.getByRole('region', { name: 'Featured programs' })).toHaveAttribute(
      'data-carousel',
      'large',
    );
    expect(screen.getByRole('heading', { name: 'Program 1' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9_999));
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('2 of 3');
  });
});
