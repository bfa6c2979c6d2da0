// My Library rendered against the API as MSW answers it (the real API client and the contract's
// schemas run); each test's `handler` decides the answers, `calls` records what the page asked for.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { LIBRARY_FILTER_KEYS } from '@cle/contracts/library-schemas';
import type { LibraryFilterKey, LibraryItem, LibraryResponse } from '@cle/contracts/library-schemas';
import { delay, http, HttpResponse, nextMacrotask, recordApiCalls, server } from '@cle/testing/msw';
import { renderLibraryPage } from './library-page.fixtures';
import { TAB_SWITCH_REFETCH_MS } from './library-rules';

type Handler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;
let handler: Handler;
const calls: { method: string; path: string; search: URLSearchParams }[] = [];

/** Every /api call goes through the test's handler; what it does not answer is a 404. */
const answerWithHandler = () =>
  http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams });
    const answer = handler(url, { method: request.method }) ?? {
      status: 404,
      body: { message: 'not found' },
    };
    return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
  });
beforeEach(() => server.use(answerWithHandler()));

const segment = (pk: string, pct: number, over: Record<string, unknown> = {}) => ({
  pk,
  title: `Segment ${pk}`,
  url: `/program/${pk}`,
  playbackProgressPct: pct,
  cleProgressPct: pct,
  topicNumber: null,
  price: 95,
  isPurchased: true,
  isParentProgramPurchased: false,
  watchUrl: `/watch/${pk}`,
  ...over,
});

function item(pk: string, over: Partial<LibraryItem> = {}): LibraryItem {
  return {
    pk,
    title: `Item ${pk}`,
    url: `/product/${pk}`,
    searchableType: 'ondemandprogram',
    groupSearchableType: 'Programs',
    productCode: pk,
    productGuidValue: `guid-${pk}`,
    variationPk: `v-${pk}`,
    format: 'onDemand',
    formatDisplay: 'On-Demand',
    snippet: 'A short description.',
    imageUrl: null,
    price: 95,
    source: 'purchased',
    isPurchased: true,
    isParentProgramPurchased: false,
    isArchived: false,
    isFavorite: false,
    watchUrl: `/watch/${pk}`,
    schedule: [],
    segments: [],
    liveSegments: [],
    odProgram: null,
    totalSegments: 0,
    parentProductLink: null,
    parentProductLinkText: null,
    parentProductCode: null,
    userList: [],
    score: null,
    explanation: null,
    itemAnalyticsModel: { position: 1, productCode: pk, searchableType: 'ondemandprogram' },
    accessExpirationDate: null,
    registrationDetails: null,
    creditDetailsFormatted: [],
    creditStatus: null,
    playbackProgressPct: 0,
    cleProgressPct: 0,
    addedDateUtc: '2026-11-01T00:00:00.000Z',
    lastWatchedDateUtc: null,
    productDateUtc: null,
    ...over,
  };
}

/** The API's echo of an unfiltered query: every filter group empty. */
const NO_FILTERS = Object.fromEntries(LIBRARY_FILTER_KEYS.map((key) => [key, []])) as unknown as Record<
  LibraryFilterKey,
  string[]
>;

function response(
  items: LibraryItem[],
  over: { count?: number; total?: number; counters?: Partial<Record<string, number>>; page?: number } = {},
): LibraryResponse {
  const count = over.count ?? items.length;
  return {
    items,
    summary: {
      count,
      totalCollectionSize: over.total ?? count,
      currentPage: over.page ?? 1,
      pageSize: 10,
      hasMore: count > 10 * (over.page ?? 1),
      filtersApplied: { groupSearchableType: 'All', ...NO_FILTERS, sort: 'LastAdded' },
      headerGroupSearchableTypeCounters: {
        All: count,
        Programs: count,
        Publications: 0,
        Podcasts: 0,
        ...over.counters,
      } as LibraryResponse['summary']['headerGroupSearchableTypeCounters'],
      filterResultSummary: [
        {
          name: 'Formats',
          key: 'format',
          type: 'checkbox',
          filters: [{ name: 'onDemand', label: 'On-Demand', count: 7, checked: false }],
        },
      ],
    },
  };
}

const location = () => screen.getByTestId('location').textContent;

/** With the clock fake and still: lets MSW answer and the page render, one real macrotask a round, until `done`. */
async function settle(rounds: number, done = () => false) {
  for (let i = 0; i < rounds && !done(); i++)
    await act(async () => {
      jest.advanceTimersByTime(0);
      await nextMacrotask();
    });
}

const libraryCalls = () => calls.filter((c) => c.path === '/api/user/library' && c.method === 'GET');
const signIn = jest.fn();

beforeEach(() => {
  calls.length = 0;
  signIn.mockReset();
  toast.list().forEach((t) => toast.dismiss(t.id));
  authStore.setActions({ signIn, signOut: () => undefined });
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
  handler = () => undefined;
});

describe('My Library page', () => {
  test('[S1-LIBRARY-01] [S1-LIBRARY-02] [S1-LIBRARY-03] [S1-LIBRARY-04] [S1-LIBRARY-05] title, tabs with counters, filters, sort, quick filters', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? { body: response([item('A'), item('B')], { counters: { Publications: 3, Podcasts: 1 }, total: 6 }) }
        : undefined;
    renderLibraryPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Item A' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['All(2)', 'Programs(2)', 'Publications(3)', 'Podcasts(1)']);
    for (const group of ['Credit Status', 'Program Status', 'Formats', 'Publication Format', 'Duration'])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Formats' })).getByText('(7)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['LastAdded', 'ExpiringSoonest', 'LastWatched', 'NewestFirst', 'OldestFirst']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('LastAdded');
    const quick = within(screen.getByRole('list', { name: 'Quick filters' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['Continue watching', 'Upcoming', 'Saved']);
    // the first request: page 1, defaults left out
    expect(Object.fromEntries(libraryCalls()[0]!.search)).toEqual({ pageNumber: '1', pageSize: '10' });
  });

  test('[S1-LIBRARY-06] [S1-LIBRARY-08] [S1-LIBRARY-35] a quick filter goes to the URL, resets the page and is listed first', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? { body: response([item('A')], { count: 30, total: 30 }) }
        : undefined;
    renderLibraryPage('/account/library?page=2&sort=NewestFirst');
    await screen.findByRole('link', { name: 'Item A' });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(location()).toBe('?libraryItemStatus=isSaved&sort=NewestFirst'));
    const quick = within(screen.getByRole('list', { name: 'Quick filters' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['Saved', 'Continue watching', 'Upcoming']);
    expect(quick[0]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(libraryCalls().at(-1)!.search.get('libraryItemStatus')).toBe('isSaved'));
    expect(libraryCalls().at(-1)!.search.get('pageNumber')).toBe('1');
  });

  test('[S1-LIBRARY-07] [S1-LIBRARY-40] [S1-API-09] load more asks for the next page and appends it', async () => {
    handler = (url) => {
      if (url.pathname !== '/api/user/library') return undefined;
      const page = Number(url.searchParams.get('pageNumber'));
      const pks = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => `P${page}-${i}`);
      return {
        body: response(
          pks.map((pk) => item(pk)),
          { count: 12, page },
        ),
      };
    };
    renderLibraryPage();
    await screen.findByRole('link', { name: 'Item P1-0' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Item P2-1' });
    expect(location()).toBe('?page=2');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('[S1-API-09] an item page 3 repeats from page 2 is listed once', async () => {
    const pagePks: Record<number, string[]> = {
      1: Array.from({ length: 10 }, (_, i) => `P1-${i}`),
      2: Array.from({ length: 10 }, (_, i) => `P2-${i}`),
      3: ['P2-5', 'P3-0', 'P3-1'],
    };
    handler = (url) => {
      if (url.pathname !== '/api/user/library') return undefined;
      const page = Number(url.searchParams.get('pageNumber'));
      return {
        body: response(
          pagePks[page]!.map((pk) => item(pk)),
          { count: 23, page },
        ),
      };
    };
    renderLibraryPage('/account/library?page=3');
    await screen.findByRole('link', { name: 'Item P3-1' });
    expect(screen.getAllByRole('link', { name: 'Item P2-5' })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(libraryCalls().map((c) => c.search.get('pageNumber'))).toEqual(['1', '2', '3']);
  });

  test('[S1-LIBRARY-38] Clear all keeps the type tab', async () => {
    handler = (url) => (url.pathname === '/api/user/library' ? { body: response([item('A')]) } : undefined);
    renderLibraryPage(
      '/account/library?groupSearchableType=Programs&format=onDemand&duration=60%2Bmin&page=2',
    );
    await screen.findByRole('link', { name: 'Item A' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('?groupSearchableType=Programs'));
  });

  test('[S1-LIBRARY-11] [S1-LIBRARY-12] sparse-state content at 5 or fewer items only', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')], { total: 5 }) } : undefined;
    const { unmount } = renderLibraryPage();
    expect(await screen.findByRole('complementary', { name: 'Build your library' })).toBeInTheDocument();
    unmount();
    handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')], { total: 6 }) } : undefined;
    renderLibraryPage();
    await screen.findByRole('link', { name: 'Item A' });
    expect(screen.queryByRole('complementary', { name: 'Build your library' })).not.toBeInTheDocument();
  });

  test('[S1-LIBRARY-13] [S1-LIBRARY-14] [S1-LIBRARY-15] [S1-LIBRARY-16] [S1-LIBRARY-17] 3 segments, the rest loaded on demand, with progress labels', async () => {
    const first = [
      segment('S1', 100),
      segment('S2', 40),
      segment('S3', 0, { isPurchased: false, price: 95 }),
    ];
    handler = (url) => {
      if (url.pathname === '/api/user/library')
        return { body: response([item('A', { segments: first, totalSegments: 5 })]) };
      if (url.pathname === '/api/user/library/A/segments')
        return {
          body: {
            pk: 'A',
            totalSegments: 5,
            segments: [...first, segment('S4', 0), segment('S5', 0, { price: 0, isPurchased: false })],
          },
        };
      return undefined;
    };
    renderLibraryPage();
    const segments = await screen.findByRole('list', { name: 'Segments' });
    const rows = within(segments).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Segment S1WatchedWatch',
      'Segment S2Partially completeWatch',
      'Segment S3Not startedNot included',
    ]);
    expect(calls.some((c) => c.path.endsWith('/segments'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 5 segments' }));
    await waitFor(() => expect(within(segments).getAllByRole('listitem')).toHaveLength(5));
    expect(calls.filter((c) => c.path === '/api/user/library/A/segments')).toHaveLength(1);
    // [S1-LIBRARY-20] a free segment plays
    expect(screen.getByRole('link', { name: 'Watch segment: Segment S5' })).toBeInTheDocument();
  });

  test('[S1-LIBRARY-30] [S1-LIBRARY-31] snippet cut at 98 words; 2 credits then "See all approved credits"', async () => {
    const snippet = Array.from({ length: 110 }, (_, i) => `word${i}`).join(' ');
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([
              item('A', {
                snippet,
                creditDetailsFormatted: ['NY: 2 General', 'CA: 1.5 General', 'TX: 1 Ethics'],
              }),
            ]),
          }
        : undefined;
    renderLibraryPage();
    expect(await screen.findByText(/word97…$/)).toBeInTheDocument();
    expect(screen.queryByText(/word98/)).not.toBeInTheDocument();
    const credits = screen.getByRole('list', { name: 'Approved credits' });
    expect(within(credits).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'See all approved credits' }));
    expect(within(credits).getAllByRole('listitem')).toHaveLength(3);
  });

  test('[S1-LIBRARY-24] [S1-LIBRARY-25] [S1-LIBRARY-32] [S1-LIBRARY-33] 2 inline actions, the rest in More; Watch for owned, Purchase otherwise', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([item('A'), item('B', { isPurchased: false, source: 'saved', isFavorite: true })]),
          }
        : undefined;
    renderLibraryPage();
    const [a, b] = await screen.findAllByRole('article');
    expect(within(a!).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/watch/A');
    expect(within(b!).getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', '/product/B');
    expect(within(a!).getByTestId('action-bar')).toHaveAttribute('data-inline', '2');
    fireEvent.click(within(a!).getByRole('button', { name: 'More actions: Item A' }));
    const menu = within(a!).getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['View details', 'Track credits', 'Remove from library']);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(within(a!).queryByRole('menu')).not.toBeInTheDocument();
  });

  test('[S1-LIBRARY-23] a row with a more-segments button shows 3 inline actions', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? { body: response([item('A', { segments: [segment('S1', 0)], totalSegments: 4 })]) }
        : undefined;
    renderLibraryPage();
    const row = await screen.findByRole('article');
    expect(within(row).getByTestId('action-bar')).toHaveAttribute('data-inline', '3');
  });

  test('[S1-LIBRARY-56] [S1-ERRORS-42] removing a publication from My Library asks first, then removes and says so', async () => {
    let removed = false;
    const book = item('A', {
      searchableType: 'book',
      groupSearchableType: 'Publications',
      format: 'treatise',
    });
    handler = (url, init) => {
      if (url.pathname === '/api/user/library')
        return { body: response(removed ? [] : [book], { total: removed ? 0 : 1 }) };
      if (url.pathname === '/api/user/library/A' && init.method === 'DELETE') {
        removed = true;
        return { body: { removed: [], archived: ['A'], unchanged: [] } };
      }
      return undefined;
    };
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions: Item A' }));
    fireEvent.click(within(row).getByRole('menuitem', { name: 'Remove from library' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you want to remove this program from your Library?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(toast.list().map((t) => t.content)).toEqual(['Removed item from library']);
  });

  test('[S1-ERRORS-49] [S1-LIBRARY-57] a program removed after the question is thanked for as feedback, with Undo that brings it back', async () => {
    let inLibrary = true;
    handler = (url, init) => {
      if (url.pathname === '/api/user/library')
        return { body: response(inLibrary ? [item('A')] : [], { total: inLibrary ? 1 : 0 }) };
      if (url.pathname === '/api/user/library/A' && init.method === 'DELETE') {
        inLibrary = false;
        return { body: { removed: [], archived: ['A'], unchanged: [] } };
      }
      if (url.pathname === '/api/user/library/A' && init.method === 'POST') {
        inLibrary = true;
        return { body: { item: item('A'), changed: true, cartUrl: null } };
      }
      return undefined;
    };
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'More actions: Item A' }));
    fireEvent.click(within(row).getByRole('menuitem', { name: 'Remove from library' }));
    fireEvent.click(
      within(
        screen.getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    const [thanks] = toast.list();
    expect(thanks).toEqual(
      expect.objectContaining({
        type: 'confirmation',
        content: 'Thanks for the feedback, the program has been removed.',
        action: expect.objectContaining({ label: 'Undo' }),
      }),
    );
    act(() => thanks!.action!.onClick());
    expect(await screen.findByRole('article')).toHaveTextContent('Item A');
    expect(calls.filter((c) => c.path === '/api/user/library/A').map((c) => c.method)).toEqual([
      'DELETE',
      'POST',
    ]);
  });

  test('[S1-API-20] Materials lists the files; an available one downloads with the token under its file name', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 45]); // %PDF-
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/user/library/A/materials/A-course', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return new HttpResponse(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="A-course.pdf"',
          },
        });
      }),
    );
    handler = (url) => {
      if (url.pathname === '/api/user/library') return { body: response([item('A')]) };
      if (url.pathname === '/api/user/library/A/materials')
        return {
          body: {
            pk: 'A',
            materials: [
              {
                id: 'A-course',
                kind: 'Course materials',
                title: 'Item A: course materials',
                url: '/user/library/A/materials/A-course',
                fileName: 'A-course.pdf',
                isAvailable: true,
              },
              {
                id: 'A-slides',
                kind: 'Slides',
                title: 'Item A: presentation slides',
                url: '/user/library/A/materials/A-slides',
                fileName: 'A-slides.pdf',
                isAvailable: false,
              },
            ],
          },
        };
      return undefined;
    };
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:material';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderLibraryPage();
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: 'Materials' }));
    const list = await within(row).findByRole('list', { name: 'Materials' });
    expect(within(list).getByText('Item A: presentation slides (available after purchase)')).toBeVisible();
    const link = within(list).getByRole('link', { name: 'Item A: course materials' });
    expect(link).toHaveAttribute('download', 'A-course.pdf');
    fireEvent.click(link);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:material', download: 'A-course.pdf' }]));
    expect(seen).toEqual(['Bearer token-1']);
    expect(created[0]!.type).toBe('application/pdf');
    click.mockRestore();
  });

  test('[S1-LIBRARY-44] [S1-LIBRARY-47] an empty tab switches to the single non-empty type, then refetches once after a delay', async () => {
    // the page's clock is fake and moves only when the test moves it (MSW answers on Node's own queues)
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      handler = (url) => {
        if (url.pathname !== '/api/user/library') return undefined;
        const tab = url.searchParams.get('groupSearchableType');
        return tab === 'Programs'
          ? { body: response([], { count: 0, total: 4, counters: { All: 4, Programs: 0, Podcasts: 4 } }) }
          : {
              body: response([item('E1', { groupSearchableType: 'Podcasts' })], {
                count: 4,
                counters: { All: 4, Programs: 0, Podcasts: 4 },
              }),
            };
      };
      renderLibraryPage('/account/library?groupSearchableType=Programs');
      const podcastCalls = () =>
        libraryCalls().filter((c) => c.search.get('groupSearchableType') === 'Podcasts').length;
      // the switch happens with the clock still where it started, so the refetch is due in exactly the delay
      await settle(100, () => screen.queryByRole('link', { name: 'Item E1' }) !== null);
      expect(screen.getByRole('link', { name: 'Item E1' })).toBeInTheDocument();
      expect(location()).toBe('?groupSearchableType=Podcasts');
      expect(podcastCalls()).toBe(1);
      // none before the delay ends
      await act(() => jest.advanceTimersByTimeAsync(TAB_SWITCH_REFETCH_MS - 1));
      await settle(10);
      expect(podcastCalls()).toBe(1);
      // one when it ends
      await act(() => jest.advanceTimersByTimeAsync(1));
      await settle(100, () => podcastCalls() === 2);
      expect(podcastCalls()).toBe(2);
      // and no other a minute later
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await settle(10);
      expect(podcastCalls()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  test('[S1-LIBRARY-45] an empty tab while two types have items switches to the type the URL named on arrival', async () => {
    const counters = { All: 6, Programs: 0, Publications: 2, Podcasts: 4 };
    handler = (url) => {
      if (url.pathname !== '/api/user/library') return undefined;
      return url.searchParams.get('groupSearchableType') === 'Publications'
        ? {
            body: response([item('P1', { groupSearchableType: 'Publications' })], {
              count: 2,
              total: 6,
              counters,
            }),
          }
        : { body: response([], { count: 0, total: 6, counters }) };
    };
    renderLibraryPage('/account/library?groupSearchableType=Publications');
    await screen.findByRole('link', { name: 'Item P1' });
    fireEvent.click(screen.getByRole('tab', { name: /^Programs/ }));
    await waitFor(() => expect(libraryCalls().at(-1)!.search.get('groupSearchableType')).toBe('Programs'));
    // Programs came back empty and two types have items: back to Publications, where the visitor came in
    await waitFor(() => expect(location()).toBe('?groupSearchableType=Publications'));
    expect(screen.getByRole('tab', { name: /^Publications/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Item P1' })).toBeInTheDocument();
  });

  test('[S1-ERRORS-38] a failed library request shows the error, kept until Try again', async () => {
    let fail = true;
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? fail
          ? { status: 500, body: { message: 'boom' } }
          : { body: response([item('A')]) }
        : undefined;
    renderLibraryPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Item A' })).toBeInTheDocument();
  });

  test('[S1-ERRORS-39] library data that does not parse is an error, not a broken page', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library' ? { body: '{"items": "not a list"' } : undefined;
    renderLibraryPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library could not be loaded.');
  });

  test('[S1-AUTH-28] a signed-out visitor is sent to sign in and no library call is made', async () => {
    act(() => authStore.set(ANONYMOUS));
    renderLibraryPage('/account/library?sort=OldestFirst');
    await waitFor(() => expect(signIn.mock.calls[0]?.[0]).toBe('/account/library?sort=OldestFirst'));
    expect(screen.getByText('Sign in to see your library.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('[S1-API-11] the client skips GET /user/library while signed out and makes it once signed in', async () => {
    const recorded = recordApiCalls();
    handler = (url) => (url.pathname === '/api/user/library' ? { body: response([item('A')]) } : undefined);
    act(() => authStore.set(ANONYMOUS));
    renderLibraryPage();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(screen.getByText('Sign in to see your library.')).toBeInTheDocument();
    expect(recorded.filter((c) => c.path.startsWith('/user/library'))).toEqual([]);
    // the same page, signed in: the call is made (the skip is the sign-in state, not a page that never asks)
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
    expect(await screen.findByRole('link', { name: 'Item A' })).toBeInTheDocument();
    expect(recorded.filter((c) => c.path === '/user/library' && c.method === 'GET')).toHaveLength(1);
    expect(recorded[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  test('skeleton rows reserve the list while the first page loads', async () => {
    // the library call never answers while the skeleton is checked
    server.use(http.all('*/api/*', () => delay('infinite')));
    renderLibraryPage();
    expect(screen.getByRole('status', { name: 'Loading your library' })).toBeInTheDocument();
    expect(screen.getAllByTestId('library-skeleton')).toHaveLength(3);
  });

  test('[S2-OTHER-07] [S2-OTHER-08] expired access reads "Access expired on {date}", with a contact-us link when credits are available', async () => {
    handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([
              item('A', {
                accessExpirationDate: '2024-03-05T00:00:00Z',
                creditDetailsFormatted: ['NY 3.0 Ethics'],
              }),
              item('B', { accessExpirationDate: '2024-03-06T00:00:00Z' }),
              item('C', { accessExpirationDate: '2999-01-01T00:00:00Z', creditDetailsFormatted: ['NY 1.0'] }),
            ]),
          }
        : undefined;
    renderLibraryPage();
    const row = async (pk: string) =>
      (await screen.findByRole('link', { name: `Item ${pk}` })).closest('li, article') as HTMLElement;
    const a = await row('A');
    expect(within(a).getByText(/Access expired on Mar 5, 2024/)).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/company/contact-us',
    );
    const b = await row('B');
    expect(within(b).getByText('Access expired on Mar 6, 2024')).toBeInTheDocument();
    expect(within(b).queryByRole('link', { name: 'Contact us' })).toBeNull();
    const c = await row('C');
    expect(within(c).getByText('Access until Jan 1, 2999')).toBeInTheDocument();
    expect(within(c).queryByRole('link', { name: 'Contact us' })).toBeNull();
  });
});
