import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { onEvent } from '@cle/contracts/events';
import { TestProviders as Providers } from '@cle/testing/render';
import { ContentRow } from './content-row';

const item = (n: number, type = 'book') => ({
  pk: `pub-${n}`,
  productCode: String(200000 + n),
  title: `Publication ${n}`,
  url: `/publications/p-${n}`,
  searchableType: type,
  formatDisplay: 'Answer Book',
  datesFormatted: `Published Oct ${n}, 2026`,
  creditDetailsFormatted: [],
  price: 195,
});

/** Feed answers by the feed's `format` (or `tab`) parameter. */
function fakeFeeds(counts: Record<string, number>) {
  server.use(
    api.get('/content-row/feed', ({ query }) => {
      const n = counts[query.get('format') ?? query.get('tab') ?? ''] ?? 0;
      return {
        searchResultSummary: { noOfHits: n },
        searchResults: { searchResultsItems: Array.from({ length: n }, (_, i) => item(i + 1)) },
        facetResults: { facetGroups: [] },
      };
    }),
    api.get('/content-row/faculty-feed', ({ query }) => ({
      facultyMembers: (query.get('faculty') ?? '').split(';').map((id) => ({
        individualId: id,
        externalId: id,
        displayName: `Faculty ${id}`,
        firstName: 'Faculty',
        lastName: id,
        affiliation: 'Acme LLP',
        title: 'Partner',
        biography: 'Bio.',
        url: `/faculty/f-${id}`,
      })),
    })),
  );
}

const renderRow = (block: Record<string, unknown>) =>
  render(
    <Providers>
      <ContentRow block={block} />
    </Providers>,
  );

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
});

describe('content row (spec 3 §2.6, §4.10, §5)', () => {
  test('[S3-HOME-22] [S3-HOME-24] [S3-HOME-32] filters, a list that collapses beyond four, the feed called on its path', async () => {
    fakeFeeds({ 'Answer Book': 6, 'Course Handbook': 2 });
    renderRow({
      heading: 'New publications',
      displayContentAsList: true,
      maxNumberOfItems: 8,
      editorExclusions: ['999'],
      feeds: [
        { text: 'Answer Books', value: '/content-row/feed?format=Answer+Book&sort=newest' },
        { text: 'Course Handbooks', value: '/content-row/feed?format=Course+Handbook&sort=newest' },
      ],
    });
    const region = await screen.findByRole('region', { name: 'New publications' });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/content-row/feed',
        query: { format: 'Answer Book', sort: 'newest', PageSize: '8', ExcludeCode: '999' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all 6' }));
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const filter = screen.getByRole('button', { name: 'Course Handbooks' });
    fireEvent.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Publication 2' })).toBeInTheDocument();
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  test('while its feed loads, a row shows skeleton cards where its cards will be', async () => {
    fakeFeeds({ Podcasts: 5 });
    renderRow({
      heading: 'Latest',
      maxNumberOfItems: 6,
      feeds: [{ text: 'All', value: '/content-row/feed?tab=Podcasts' }],
    });
    const loading = screen.getByRole('status', { name: 'Loading Latest' });
    expect(within(loading).getAllByTestId('search-card-skeleton')).toHaveLength(6);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.queryByTestId('search-card-skeleton')).toBeNull();
  });

  test('[S3-HOME-23] [S3-HOME-35] more than three cards make a slider with prev/next', async () => {
    fakeFeeds({ Podcasts: 8 });
    renderRow({
      heading: 'Latest podcast episodes',
      feeds: [{ text: 'All', value: '/content-row/feed?tab=Podcasts' }],
    });
    const list = await screen.findByRole('list', { name: 'Latest podcast episodes: All' });
    expect(list).toHaveAttribute('data-layout', 'slider');
    expect(screen.getByRole('button', { name: 'Next Latest podcast episodes: All' })).toBeInTheDocument();
  });

  test('[S3-HOME-36] [S3-HOME-37] one card is large, two are medium', async () => {
    fakeFeeds({ Podcasts: 2 });
    renderRow({ heading: 'Two', feeds: [{ text: 'All', value: '/content-row/feed?tab=Podcasts' }] });
    expect(await screen.findByRole('list', { name: 'Two: All' })).toHaveAttribute('data-layout', 'medium');
  });

  test('[S3-HOME-29] a single filter with no results hides the row', async () => {
    fakeFeeds({ Podcasts: 0 });
    const { container } = renderRow({
      heading: 'Empty',
      feeds: [{ text: 'All', value: '/content-row/feed?tab=Podcasts' }],
    });
    // while the feed loads the row shows its skeleton; once the feed answers empty the row goes
    expect(screen.getByRole('region', { name: 'Empty' })).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/content-row/feed', query: { tab: 'Podcasts', PageSize: '8' } }),
    );
  });

  test('[S3-HOME-28] a row with no filters renders nothing and calls nothing', () => {
    const { container } = renderRow({ heading: 'None', feeds: [] });
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  test('[S3-HOME-26] [S3-HOME-30] a faculty row shows members; feeds with an empty faculty parameter are dropped', async () => {
    fakeFeeds({});
    renderRow({
      heading: 'Meet our faculty',
      rowType: 'faculty',
      feeds: [
        { text: 'Nobody', value: '/content-row/faculty-feed?faculty=' },
        { text: 'Featured', value: '/content-row/faculty-feed?faculty=12;34' },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Faculty 12' })).toHaveAttribute('href', '/faculty/f-12');
    expect(screen.getByRole('link', { name: 'Faculty 34' })).toBeInTheDocument();
    // one usable feed left: no filter buttons
    expect(screen.queryByRole('button', { name: 'Nobody' })).not.toBeInTheDocument();
  });
});

describe('hidePurchased (spec 3 §3)', () => {
  const block = {
    heading: 'For you',
    displayContentAsList: true,
    hidePurchased: true,
    feeds: [{ text: 'Answer Books', value: '/content-row/feed?format=Answer+Book' }],
  };
  afterEach(() => act(() => authStore.set(ANONYMOUS)));

  test('[S3-HOME-40] a signed-in person does not see what they bought (itself or through its program)', async () => {
    authStore.set({ ...ANONYMOUS, ready: true, token: 't', sub: 'u-1' });
    fakeFeeds({ 'Answer Book': 4 });
    server.use(
      api.get('/user/library/by-itemPks', () => ({
        items: [
          {
            pk: 'pub-1',
            isPurchased: true,
            isParentProgramPurchased: false,
            isFavorite: false,
            userList: [],
          },
          {
            pk: 'pub-3',
            isPurchased: false,
            isParentProgramPurchased: true,
            isFavorite: false,
            userList: [],
          },
          {
            pk: 'pub-4',
            isPurchased: false,
            isParentProgramPurchased: false,
            isFavorite: true,
            userList: [],
          },
        ],
      })),
    );
    renderRow(block);
    const region = await screen.findByRole('region', { name: 'For you' });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Publication 2', 'Publication 4']),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/user/library/by-itemPks',
        query: expect.objectContaining({ itemPks: 'pub-1,pub-2,pub-3,pub-4' }),
      }),
    );
  });

  test('[S3-HOME-40] anonymous visitors see every item and no library call is made', async () => {
    authStore.set({ ...ANONYMOUS, ready: true });
    fakeFeeds({ 'Answer Book': 3 });
    renderRow(block);
    const region = await screen.findByRole('region', { name: 'For you' });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(calls.some((c) => c.path.startsWith('/user/'))).toBe(false);
  });
});

describe('card more-options menu (spec 3 §2.2)', () => {
  const row = {
    heading: 'Programs',
    maxNumberOfItems: 8,
    feeds: [{ text: 'All', value: '/content-row/feed?format=Program&sort=newest' }],
  };
  function fakeProgramFeed() {
    server.use(
      api.get('/content-row/feed', () => ({
        searchResultSummary: { noOfHits: 1 },
        searchResults: { searchResultsItems: [item(7, 'ondemandprogram')] },
        facetResults: { facetGroups: [] },
      })),
    );
  }
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  test('[S3-PANEL-53] [S3-PANEL-54] on a phone a program card offers Launch through the authenticated product link, and Show more like this; Escape closes and gives focus back', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    fakeProgramFeed();
    renderRow(row);
    const button = await screen.findByRole('button', { name: 'More options for Publication 7' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Options for Publication 7' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Launch', 'Show more like this']);
    expect(items[0]).toHaveAttribute('href', '/product-auth/200007?action=StartWatching');
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  test('[S3-PANEL-53] on a large screen the card menu has no Launch', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    fakeProgramFeed();
    renderRow(row);
    fireEvent.click(await screen.findByRole('button', { name: 'More options for Publication 7' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Show more like this']);
  });
});

// The library-type row: the signed-in person's own library.
const libraryBlock = {
  type: 'ContentRowBlock',
  rowType: 'library',
  heading: 'From your library',
  maxNumberOfItems: 6,
  feeds: [{ text: 'Recently added', value: '/user/library?sort=LastAdded' }],
};

const libraryItem = (n: number) => ({
  pk: `prg-38000${n}`,
  title: `Saved program ${n}`,
  url: `/programs/saved-${n}`,
  searchableType: 'ondemandprogram',
  productCode: `38000${n}`,
  formatDisplay: 'On-Demand',
  imageUrl: null,
});

function fakeLibrary(items: object[] | 'error') {
  server.use(
    api.get('/user/library', () =>
      items === 'error'
        ? apiError(503, 'down')
        : { items, summary: { count: items.length, totalCollectionSize: items.length, currentPage: 1 } },
    ),
  );
}

describe('library content row (spec 3 §2.6, §4.10, §8)', () => {
  beforeEach(() => act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' })));
  afterEach(() => act(() => authStore.set(ANONYMOUS)));

  test("[S3-HOME-27] a library-type row shows the signed-in person's library items, asked by the feed's filters", async () => {
    fakeLibrary([libraryItem(1), libraryItem(2), libraryItem(3)]);
    renderRow(libraryBlock);
    const region = await screen.findByRole('region', { name: 'From your library' });
    expect(await within(region).findByRole('link', { name: /Saved program 1/ })).toHaveAttribute(
      'href',
      '/programs/saved-1',
    );
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/user/library',
        query: { sort: 'LastAdded', pageNumber: '1', pageSize: '6' },
      }),
    );
  });

  test('[S3-HOME-27] anonymous visitors get no library row and no call', () => {
    act(() => authStore.set({ ...ANONYMOUS, ready: true }));
    const { container } = renderRow(libraryBlock);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  test('[S3-HOME-31] library feeds whose count is zero are dropped from the filters', async () => {
    // the person has saved items and podcasts, but no publications
    const counts: Record<string, number> = { Saved: 3, Publications: 0, Podcasts: 2 };
    server.use(
      api.get('/user/library', ({ query }) => {
        const n = counts[query.get('tab') ?? ''] ?? 0;
        const items =
          query.get('pageSize') === '0' ? [] : Array.from({ length: n }, (_, i) => libraryItem(i + 1));
        return { items, summary: { count: n, totalCollectionSize: 5, currentPage: 1 } };
      }),
    );
    renderRow({
      ...libraryBlock,
      feeds: Object.keys(counts).map((tab) => ({ text: tab, value: `/user/library?tab=${tab}` })),
    });
    const region = await screen.findByRole('region', { name: 'From your library' });
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Publications' })).not.toBeInTheDocument(),
    );
    expect(within(region).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Podcasts' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/user/library',
        query: expect.objectContaining({ tab: 'Publications', pageSize: '0' }),
      }),
    );
  });

  test('[S3-HOME-33] a library with items shows the row and keeps the walkthrough step', async () => {
    const seen: unknown[] = [];
    const off = onEvent('product:library-row-empty', (d) => seen.push(d));
    fakeLibrary([libraryItem(1)]);
    renderRow(libraryBlock);
    expect(await screen.findByRole('region', { name: 'From your library' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(seen).toEqual([]);
    off();
  });

  test('[S3-HOME-33] an empty library hides the row and tells the walkthrough to drop its library step', async () => {
    const seen: unknown[] = [];
    const off = onEvent('product:library-row-empty', (d) => seen.push(d));
    fakeLibrary([]);
    const { container } = renderRow(libraryBlock);
    await waitFor(() => expect(seen).toEqual([{}]));
    expect(container).toBeEmptyDOMElement();
    off();
  });

  test('[S3-HOME-34] a library row whose feed fails renders a fallback block', async () => {
    fakeLibrary('error');
    renderRow(libraryBlock);
    const fallback = await screen.findByRole('region', { name: 'Your library' });
    expect(fallback).toHaveTextContent(
      'Your library could not be shown here right now. Everything in it is on the My Library page.',
    );
    expect(within(fallback).getByRole('link', { name: 'Go to My Library' })).toHaveAttribute(
      'href',
      '/account/library',
    );
  });
});
