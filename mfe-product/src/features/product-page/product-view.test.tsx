import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { BOOK_TYPES } from '@cle/contracts/product-types';
import {
  bookVariation,
  courseHandbook,
  onDemandVariation,
  payload,
  podcastEpisode,
  segmentOf,
  variation,
} from '../../test/fixtures';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { ProductView } from './product-view';

/** The API: /product/{code} answers `product` (or that error status), site labels answer the seeded labels. */
const siteLabels = () =>
  api.get('/site-parts', () => ({
    labels: { customerServicePhone: '(800) 260-4754', customerServiceEmail: 'info@pli.edu' },
  }));
function fakeApi(product: unknown) {
  server.use(
    siteLabels(),
    // a live panel needs the person's registrations (a failure goes to the panel's error boundary)
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    api.get('/product/:code', () =>
      typeof product === 'number' ? apiError(product, `Error ${product}`) : (product as object),
    ),
  );
}

/**
 * The inline program panel. It is display:none below the md breakpoint (a sticky button opens it
 * there), and jsdom applies no media queries, so it is found by its heading, not by role.
 */
const inlinePanel = () =>
  screen.getByRole('heading', { name: 'Choose how to attend', hidden: true }).closest('section')!;

const NOW = Date.parse('2026-11-22T12:00:00Z');

function renderView(props: Partial<Parameters<typeof ProductView>[0]> = {}, path = '/programs/x') {
  return render(
    <TestProviders path={path} redirectTargets={['/', '/membership']}>
      <ProductView code="380021" inShell {...props} />
    </TestProviders>,
  );
}

let calls: ApiCall[];
const called = (pattern: RegExp) => calls.some((c) => pattern.test(c.path));
beforeEach(() => {
  calls = recordApiCalls();
  // every page asks for the site labels, also those that never load a product
  server.use(siteLabels());
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  authStore.set(ANONYMOUS);
});
afterEach(() => jest.useRealTimers());

describe('product view (spec 3 §2.1)', () => {
  test('[S3-PDP-39] [S3-PDP-40] [S3-PDP-42] [S3-JUMP-03] a live page: header, jump-link bar, side panel', async () => {
    fakeApi(payload());
    renderView();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Fundamentals of Ethics & Professional Responsibility 2027',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upcoming Live')).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Program overview', 'Credit details', 'Faculty', 'Schedule', 'Location details']);
    expect(inlinePanel()).toHaveAttribute('aria-label', 'Registration and purchase');
  });

  test('[S3-PDP-62] [S3-JUMP-02] [S3-JUMP-05] a segment page: cross-link, Segment details, segments link', async () => {
    const master = variation();
    const seg = segmentOf(master, 2, {
      displayName: 'Cryptocurrency Enforcement',
      publicationDate: '2027-04-10T00:00:00.000Z',
      overviewMode: 1,
      segmentDescription: 'Segment 2 of 4: cryptocurrency enforcement in practice.',
      price: 295,
    });
    const segments = [1, 2, 3, 4].map((n) => ({
      ...seg,
      code: `380021-${n}`,
      segmentNumber: n,
      url: `/programs/fundamentals-of-ethics-2027/${n}`,
      speakers: [],
    }));
    fakeApi(payload(seg, { masterProgram: master, segments }));
    renderView();
    expect(await screen.findByText(/Segment 2 of 4 from program/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: master.displayName })).toHaveAttribute('href', master.url);
    const bar = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toContain('Segment details');
    expect(within(bar).getByRole('link', { name: 'Segments' })).toHaveAttribute('href', '#segments');
    // overviewMode 1: the segment's own text and the program's
    expect(screen.getByText('Segment 2 of 4: cryptocurrency enforcement in practice.')).toBeInTheDocument();
    expect(screen.getByText(master.description)).toBeInTheDocument();
  });

  test('[S3-PDP-63] a segment page shows its public content at once; its purchase panel waits for auth readiness', async () => {
    authStore.set({ ...ANONYMOUS, ready: false });
    const seg = onDemandVariation('OnDemandWebVariation', {
      onDemandType: 1,
    });
    fakeApi(payload(seg, { masterProgram: variation({ code: 'm' }) }));
    renderView();
    // the public page (what a server renders and the browser hydrates) does not wait for auth
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryAllByRole('status', { name: /Loading product/ })).toHaveLength(0);
    // what it offers the person does: nothing to buy until auth is ready
    const panel = document.querySelector<HTMLElement>('section[aria-label="Registration and purchase"]')!;
    expect(within(panel).getByRole('button', { name: 'Loading...', hidden: true })).toBeDisabled();
    expect(
      within(panel).queryByRole('button', { name: 'Add to cart', hidden: true }),
    ).not.toBeInTheDocument();
    act(() => authStore.set(ANONYMOUS));
    expect(await within(panel).findByRole('button', { name: 'Add to cart', hidden: true })).toBeEnabled();
  });

  test('[S3-LIVE-09] [S3-PDP-46] [S3-PDP-47] [S3-PDP-48] [S3-PDP-53] a live-ended program shows the expired panel and is noindex', async () => {
    const ended = variation({
      eventStartDate: '2025-09-11T14:00:00.000Z',
      eventEndDate: '2025-09-11T15:00:00.000Z',
    });
    fakeApi(payload(ended));
    renderView();
    expect(await screen.findByRole('heading', { name: 'This program has ended' })).toBeInTheDocument();
    expect(screen.getByText('380021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore programs' })).toHaveAttribute(
      'href',
      '/search?query=Fundamentals+of+Ethics+%26+Professional+Responsibility',
    );
    expect(screen.getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/account/library');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  test('[S3-PDP-49] [S3-PDP-51] [S3-MODALS-27] the expired panel: the latest program in the series as a card, and My Library at /account/library', async () => {
    const ended = variation({
      eventStartDate: '2025-09-11T14:00:00.000Z',
      eventEndDate: '2025-09-11T15:00:00.000Z',
    });
    const latest = {
      productCode: '380031',
      url: '/programs/fundamentals-of-ethics-2028',
      title: 'Fundamentals of Ethics 2028',
      format: 'Live Webcast',
      searchableType: 'liveprogram',
      datesFormatted: 'Mar 25, 2028',
      eventStartDate: '2028-03-25T13:00:00.000Z',
      eventEndDate: '2028-03-25T20:00:00.000Z',
      publicationDate: null,
      imageUrl: '/images/programs/7.webp',
      price: 1295,
      creditDetailsFormatted: [{ keyword: 'Ethics', text: 'Ethics 1.5' }],
    };
    fakeApi(payload(ended, { alternative: latest }));
    renderView();
    const panel = (await screen.findByRole('heading', { name: 'This program has ended' })).closest(
      'section',
    )!;
    expect(within(panel).getByRole('link', { name: 'My Library' })).toHaveAttribute(
      'href',
      '/account/library',
    );
    const card = within(panel).getByRole('heading', { name: 'Latest in this series' }).parentElement!;
    expect(within(card).getByRole('link', { name: /Fundamentals of Ethics 2028/ })).toHaveAttribute(
      'href',
      '/programs/fundamentals-of-ethics-2028',
    );
    expect(card).toHaveTextContent('Mar 25, 2028');
    expect(card).toHaveTextContent('Ethics 1.5');
    expect(card.querySelector('img')?.outerHTML).toContain('/images/programs/7');
  });

  test('[S3-PDP-84] a live interactive webcast page shows the Incomplete placeholder notice, no panel', async () => {
    fakeApi(
      payload(
        variation({
          contentType: ['ProductData', 'VariationContent', 'LiveProgramInteractiveWebcastVariation'],
        }),
      ),
    );
    renderView();
    expect(
      await screen.findByText('Incomplete: the interactive webcast page is not available yet.'),
    ).toHaveAttribute('role', 'status');
    expect(
      screen.queryByRole('heading', { name: 'Choose how to attend', hidden: true }),
    ).not.toBeInTheDocument();
  });

  test('[S3-LIVE-07] the page is dark while the program is live', async () => {
    jest.setSystemTime(Date.parse('2027-03-27T13:10:00Z'));
    fakeApi(payload());
    const { container } = renderView();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('article')).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  test('[S3-PANEL-13] [S3-ROLES-02] an anonymous visitor adding to cart is sent to sign in and back', async () => {
    const signIn = jest.fn();
    authStore.setActions({ signIn, signOut: jest.fn() });
    fakeApi(payload());
    renderView();
    await screen.findByRole('heading', { level: 1 });
    const panel = inlinePanel();
    expect(within(panel).getByText('You will be asked to sign in first.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to cart', hidden: true }));
    expect(signIn).toHaveBeenCalledWith(`${window.location.pathname}${window.location.search}`, {
      pendingAction: expect.objectContaining({ type: 'add-to-cart', code: expect.any(String) }),
    });
    expect(called(/^\/commerce\/carts$/)).toBe(false);
  });

  test('[S3-PANEL-34] [S3-PANEL-35] [S3-ROLES-15] [S3-ROLES-17] signed in: Loading... while the library answers, then Launch for a purchased item', async () => {
    authStore.set({ ...ANONYMOUS, token: 't', sub: 'u-1' });
    let answer: (flags: object) => void = () => undefined;
    const library = new Promise<object>((resolve) => (answer = resolve));
    fakeApi(payload());
    server.use(
      api.get('/user/library/by-itemPks', async ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, ...(await library) }],
      })),
    );
    renderView();
    await screen.findByRole('heading', { level: 1 });
    const panel = inlinePanel();
    expect(within(panel).getByRole('button', { name: 'Loading...', hidden: true })).toBeDisabled();
    await act(async () => answer({ isPurchased: false, isParentProgramPurchased: true }));
    expect(await within(panel).findByRole('button', { name: 'Launch', hidden: true })).toBeEnabled();
    expect(
      within(panel).queryByRole('button', { name: 'Add to cart', hidden: true }),
    ).not.toBeInTheDocument();
  });

  test('[S3-ROLES-19] [S3-ERRORS-15] [S3-ERRORS-03] [S3-PANEL-41] signed in, not purchased: Add to cart posts quantity 1 through the cart contract, then the toast', async () => {
    authStore.set({ ...ANONYMOUS, token: 't', sub: 'u-1' });
    const { toast } = await import('@cle/contracts/toast');
    toast.list().forEach((t) => toast.dismiss(t.id));
    let fail = true;
    fakeApi(payload());
    server.use(
      api.get('/user/library/by-itemPks', ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, isPurchased: false }],
      })),
      api.post('/commerce/carts', () =>
        fail
          ? apiError(500, 'boom')
          : { cartUrl: '/cart', cart: { orderLines: [{ code: '380021', quantity: 1 }] } },
      ),
    );
    const counts: number[] = [];
    window.addEventListener('commerce:cart-updated', (e) => counts.push((e as CustomEvent).detail.itemCount));
    renderView();
    const title = (await screen.findByRole('heading', { level: 1 })).textContent!;
    const panel = inlinePanel();
    const add = await within(panel).findByRole('button', { name: 'Add to cart', hidden: true });
    await act(async () => fireEvent.click(add));
    await act(async () => jest.advanceTimersByTimeAsync(50));
    expect(toast.list().map((t) => t.content)).toEqual([
      "We're sorry, something went wrong while adding this program to your cart. Please refresh and try again.",
    ]);
    toast.list().forEach((t) => toast.dismiss(t.id));
    fail = false;
    await act(async () => jest.advanceTimersByTimeAsync(1500));
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Add to cart', hidden: true })),
    );
    await act(async () => jest.advanceTimersByTimeAsync(50));
    const done = toast.list().find((t) => t.type === 'confirmation');
    expect(`${done?.content} ${done?.action?.label}`).toBe(
      `"${title.slice(0, 30)}"... added to cart. View In Cart`,
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: expect.any(String), quantity: 1, priorityCode: null },
      { code: expect.any(String), quantity: 1, priorityCode: null },
    ]);
    expect(counts).toEqual([1]);
  });

  test('[S3-PANEL-14] a free live program registers', async () => {
    fakeApi(payload(variation({ price: 0, retail: false })));
    renderView();
    await screen.findByRole('heading', { level: 1 });
    const panel = inlinePanel();
    expect(within(panel).getByRole('button', { name: 'Register', hidden: true })).toBeInTheDocument();
    expect(within(panel).getAllByText('$0').length).toBeGreaterThan(0);
  });

  test('[S3-PDP-85] an unknown product goes to the home page', async () => {
    fakeApi(404);
    renderView();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('[S3-PDP-86] [S3-PDP-32] a product the API does not allow (403) goes to the home page', async () => {
    fakeApi(403);
    renderView({}, '/publications/x');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  test('[S3-PDP-33] a book page whose variant is not found goes to the home page', async () => {
    fakeApi(404);
    renderView({ contentType: ['ProductData', 'VariationContent', 'TreatiseVariation'] }, '/publications/x');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('a failed load shows an error with a retry', async () => {
    fakeApi(500);
    renderView();
    expect(await screen.findByText('This product could not be loaded.')).toBeInTheDocument();
    fakeApi(payload());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  test('[S3-PDP-35] [S3-PDP-37] [S3-PDP-38] a membership page redirects keeping query and hash, without loading a product', async () => {
    renderView(
      { contentType: ['ProductData', 'VariationContent', 'IndividualMembershipVariation'] },
      '/memberships/im?src=ad#plans',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/membership?src=ad#plans');
    expect(called(/^\/product\//)).toBe(false);
  });

  test('[S3-PDP-11] [S3-PDP-12] [S3-PDP-13] [S3-PDP-15] [S3-PDP-29] the book page header and order notice', async () => {
    const book = courseHandbook({ isStockItem: true });
    fakeApi(payload(book));
    renderView();
    expect(await screen.findByRole('heading', { level: 1, name: book.displayName })).toBeInTheDocument();
    expect(screen.getAllByText('Course Handbook').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Published Jul 31, 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Maria Hoffman' })[0]).toHaveAttribute(
      'href',
      '/faculty/maria-hoffman',
    );
    expect(await screen.findByText(/To order by phone, call \(800\) 260-4754/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publication details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Table of contents' })).not.toBeInTheDocument();
  });

  // the six types of the spec (product-kind.test.ts holds BOOK_TYPES to the spec's list)
  test.each(BOOK_TYPES)('[S3-PDP-03] a %s page is the book page', async (type) => {
    const book = bookVariation(type, { displayName: `A ${type} title`, format: 'Treatise' });
    fakeApi(payload(book));
    renderView({ contentType: book.contentType }, '/publications/x');
    expect(await screen.findByRole('heading', { level: 1, name: book.displayName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publication details' })).toBeInTheDocument();
  });

  test('[S3-PDP-71] [S3-PDP-72] [S3-PDP-73] [S3-PDP-76] the podcast page: breadcrumbs, player on request, overview, guests', async () => {
    const ep = podcastEpisode({
      code: 'POD002-E15',
      displayName: 'The Ethics Hour Episode 15: Drafting for Disputes',
      publicationDate: '2026-10-31T00:00:00.000Z',
      playerUrl: 'https://player.vimeo.com/video/900000115',
      hasVideo: true,
      realEpisodeNumber: 15,
    });
    fakeApi(
      payload(ep, {
        series: { code: 'POD002', displayName: 'The Ethics Hour', url: '/podcasts/the-ethics-hour' },
      }),
    );
    renderView();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(within(crumbs).getByRole('link', { name: 'The Ethics Hour' })).toHaveAttribute(
      'href',
      '/podcasts/the-ethics-hour',
    );
    expect(screen.getByRole('heading', { name: 'Episode overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured in this episode' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    // a video episode plays the site's own renditions (decision 068: episode-player.test.tsx)
    server.use(api.get('/podcast/episode-media/:code', () => apiError(404)));
    fireEvent.click(screen.getByRole('button', { name: 'Play episode video' }));
    expect(await screen.findByText(/The episode video could not be loaded/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('[S3-PDP-74] [S3-PDP-75] [S3-PDP-82] [S3-PDP-83] the podcast page frames the overview with the pre- and post-overview areas, then areas 1 to 4 with the push area', async () => {
    const ep = podcastEpisode({
      code: 'POD001-E02',
      displayName: 'Practically Speaking Episode 2',
    });
    const area = (heading: string) => ({ heading, paragraphs: [`${heading} text`] });
    fakeApi({
      ...payload(ep),
      podcastContent: {
        preOverviewContentArea: { heading: null, paragraphs: ['Before the overview'] },
        postOverviewContentArea: area('After the overview'),
        contentArea1: area('Area one'),
        contentArea2: null,
        contentArea3: area('Area three'),
        contentArea4: null,
        podcastContentArea: area('Push'),
        pushAreaPosition: 3,
        bottomPageContent: area('Bottom'),
      },
    });
    renderView({}, '/podcasts/x/episode-2');
    await screen.findByRole('heading', { name: 'Episode overview' });
    const order = [...document.querySelectorAll('[data-content-area], #episode-overview')].map(
      (el) => el.getAttribute('data-content-area') ?? el.id,
    );
    expect(order).toEqual([
      'preOverviewContentArea',
      'episode-overview',
      'postOverviewContentArea',
      'contentArea1',
      'podcastContentArea',
      'contentArea3',
      'bottomPageContent',
    ]);
    expect(screen.getByText('Before the overview')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'After the overview' })).toBeInTheDocument();
  });

  test('[S3-PDP-61] an on-demand program page shows a cross-link card to the live program', async () => {
    const onDemand = onDemandVariation('OnDemandWebVariation', {
      code: '380567',
      searchableType: 'ondemandprogram',
      type: null,
      publicationDate: '2026-06-01T00:00:00.000Z',
    });
    fakeApi(
      payload(onDemand, {
        liveProgramCrosslink: {
          productCode: '383864',
          url: '/programs/insurance-law-boot-camp-2027-2',
          title: 'Insurance Law Boot Camp 2027',
          format: 'Live Groupcast',
          searchableType: 'liveprogram',
          datesFormatted: 'Mar 7, 2027',
          eventStartDate: '2027-03-07T15:00:00.000Z',
          eventEndDate: '2027-03-07T21:00:00.000Z',
          publicationDate: null,
          imageUrl: '/images/programs/3.webp',
          price: 1995,
          creditDetailsFormatted: [],
        },
      }),
    );
    renderView();
    const card = await screen.findByRole('complementary', { name: 'Attend the live program' });
    expect(within(card).getByRole('link', { name: 'Insurance Law Boot Camp 2027' })).toHaveAttribute(
      'href',
      '/programs/insurance-law-boot-camp-2027-2',
    );
  });
});
