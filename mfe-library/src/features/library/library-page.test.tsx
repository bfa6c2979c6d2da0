// My Library as a page, rendered against the API as MSW answers it (library-api.fixtures.ts): the
// title, tabs, sort and quick filters, what they write to the URL, paging, empty tabs, the sparse state.
// A row's content and actions, errors and sign-in have files of their own beside this one.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, nextMacrotask, server } from '@cle/testing/msw';
import { item, response, setUpLibraryApi } from './library-api.fixtures';
import { renderLibraryPage } from './library-page.fixtures';
import { TAB_SWITCH_REFETCH_MS } from './library-rules';

const api = setUpLibraryApi();

const location = () => screen.getByTestId('location').textContent;

/** With the clock fake and still: lets MSW answer and the page render, one real macrotask a round, until `done`. */
async function settle(rounds: number, done = () => false) {
  for (let i = 0; i < rounds && !done(); i++)
    await act(async () => {
      jest.advanceTimersByTime(0);
      await nextMacrotask();
    });
}

describe('My Library page', () => {
  test('[S1-LIBRARY-01] [S1-LIBRARY-02] [S1-LIBRARY-03] [S1-LIBRARY-04] [S1-LIBRARY-05] title, tabs with counters, filters, sort, quick filters', async () => {
    api.handler = (url) =>
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
    expect(Object.fromEntries(api.libraryCalls()[0]!.search)).toEqual({ pageNumber: '1', pageSize: '10' });
  });

  test('[S1-LIBRARY-06] [S1-LIBRARY-08] [S1-LIBRARY-35] a quick filter goes to the URL, resets the page and is listed first', async () => {
    api.handler = (url) =>
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
    await waitFor(() => expect(api.libraryCalls().at(-1)!.search.get('libraryItemStatus')).toBe('isSaved'));
    expect(api.libraryCalls().at(-1)!.search.get('pageNumber')).toBe('1');
  });

  test('[S1-LIBRARY-07] [S1-LIBRARY-40] [S1-API-09] load more asks for the next page and appends it', async () => {
    api.handler = (url) => {
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
    api.handler = (url) => {
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
    expect(api.libraryCalls().map((c) => c.search.get('pageNumber'))).toEqual(['1', '2', '3']);
  });

  test('[S1-LIBRARY-38] Clear all keeps the type tab', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')]) } : undefined;
    renderLibraryPage(
      '/account/library?groupSearchableType=Programs&format=onDemand&duration=60%2Bmin&page=2',
    );
    await screen.findByRole('link', { name: 'Item A' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('?groupSearchableType=Programs'));
  });

  test('[S1-LIBRARY-11] [S1-LIBRARY-12] sparse-state content at 5 or fewer items only', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')], { total: 5 }) } : undefined;
    const { unmount } = renderLibraryPage();
    expect(await screen.findByRole('complementary', { name: 'Build your library' })).toBeInTheDocument();
    unmount();
    api.handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')], { total: 6 }) } : undefined;
    renderLibraryPage();
    await screen.findByRole('link', { name: 'Item A' });
    expect(screen.queryByRole('complementary', { name: 'Build your library' })).not.toBeInTheDocument();
  });

  test('[S1-LIBRARY-44] [S1-LIBRARY-47] an empty tab switches to the single non-empty type, then refetches once after a delay', async () => {
    // the page's clock is fake and moves only when the test moves it (MSW answers on Node's own queues)
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      api.handler = (url) => {
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
        api.libraryCalls().filter((c) => c.search.get('groupSearchableType') === 'Podcasts').length;
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
    api.handler = (url) => {
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
    await waitFor(() =>
      expect(api.libraryCalls().at(-1)!.search.get('groupSearchableType')).toBe('Programs'),
    );
    // Programs came back empty and two types have items: back to Publications, where the visitor came in
    await waitFor(() => expect(location()).toBe('?groupSearchableType=Publications'));
    expect(screen.getByRole('tab', { name: /^Publications/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Item P1' })).toBeInTheDocument();
  });

  test('skeleton rows reserve the list while the first page loads', async () => {
    // the library call never answers while the skeleton is checked
    server.use(http.all('*/api/*', () => delay('infinite')));
    renderLibraryPage();
    expect(screen.getByRole('status', { name: 'Loading your library' })).toBeInTheDocument();
    expect(screen.getAllByTestId('library-skeleton')).toHaveLength(3);
  });
});
