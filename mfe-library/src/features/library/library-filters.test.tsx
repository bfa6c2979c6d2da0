// My Library's filter column through the page (spec 1 §2, §4 "Library filters"): what a click writes
// to the URL and asks of the API. The API answers an empty page (MSW); the filters show regardless.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { LIBRARY_FILTER_KEYS } from '@cle/contracts/library-schemas';
import type { LibraryResponse } from '@cle/contracts/library-schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderLibraryPage } from './library-page.fixtures';

const EMPTY: LibraryResponse = {
  items: [],
  summary: {
    count: 0,
    totalCollectionSize: 12,
    currentPage: 1,
    pageSize: 10,
    hasMore: false,
    filtersApplied: {
      groupSearchableType: 'All',
      ...(Object.fromEntries(LIBRARY_FILTER_KEYS.map((key) => [key, []])) as Record<string, string[]>),
      sort: 'LastAdded',
    } as LibraryResponse['summary']['filtersApplied'],
    headerGroupSearchableTypeCounters: { All: 0, Programs: 0, Publications: 0, Podcasts: 0 },
    filterResultSummary: [],
  },
};

/** The URL's parameters, decoded (a comma is written %2C). */
const params = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('location').textContent!));

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  server.use(api.get<LibraryResponse>('/user/library', () => EMPTY));
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('My Library filters (spec 1 §2, §4)', () => {
  test('[S1-LIBRARY-34] [S1-LIBRARY-36] [S1-LIBRARY-39] [S1-LIBRARY-10] multi-select values are comma-joined, a radio group holds one value, a group clears alone, defaults stay out of the URL', async () => {
    renderLibraryPage('/account/library?sort=NewestFirst&page=2');
    const formats = await screen.findByRole('group', { name: 'Formats' });
    const credit = screen.getByRole('group', { name: 'Credit Status' });

    fireEvent.click(within(formats).getByRole('checkbox', { name: /On-Demand/ }));
    await waitFor(() => expect(params()).toEqual({ format: 'onDemand', sort: 'NewestFirst' }));
    fireEvent.click(within(formats).getByRole('checkbox', { name: /Live Webcast/ }));
    await waitFor(() => expect(params().format).toBe('onDemand,liveWebcast'));
    fireEvent.click(within(formats).getByRole('checkbox', { name: /On-Demand/ }));
    await waitFor(() => expect(params().format).toBe('liveWebcast'));

    fireEvent.click(within(credit).getByRole('radio', { name: /Credits available to request/ }));
    await waitFor(() => expect(params().creditStatus).toBe('creditsForRequest'));
    fireEvent.click(within(credit).getByRole('radio', { name: /Credits requested/ }));
    await waitFor(() => expect(params().creditStatus).toBe('creditsRequested'));
    await waitFor(() =>
      expect(calls.at(-1)!.query).toMatchObject({
        format: 'liveWebcast',
        creditStatus: 'creditsRequested',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Formats' }));
    await waitFor(() => expect(params()).toEqual({ creditStatus: 'creditsRequested', sort: 'NewestFirst' }));

    // back to the default sort: the parameter leaves the URL
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'LastAdded' } });
    await waitFor(() => expect(params()).toEqual({ creditStatus: 'creditsRequested' }));
  });
  test('[S1-LIBRARY-46] an empty tab with no type to switch to goes back to All', async () => {
    renderLibraryPage('/account/library?groupSearchableType=Programs&sort=NewestFirst');
    await waitFor(() => expect(params()).toEqual({ sort: 'NewestFirst' }));
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.at(-1)!.query).not.toHaveProperty('groupSearchableType'));
  });

  test('[S1-LIBRARY-51] the Publication Format group lists the six book formats; one goes to the URL and the request', async () => {
    renderLibraryPage();
    const group = await screen.findByRole('group', { name: 'Publication Format' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual([
      'Course Handbook',
      'Answer Book',
      'Treatise',
      'Skills Book',
      'Case Summary',
      'Practice Guide',
    ]);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Skills Book' }));
    await waitFor(() => expect(params()).toEqual({ bookFormat: 'Skills Book' }));
    await waitFor(() => expect(calls.at(-1)!.query).toMatchObject({ bookFormat: 'Skills Book' }));
  });
});
