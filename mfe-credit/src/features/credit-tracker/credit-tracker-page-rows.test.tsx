// Tracker rows proven on the page a member reaches (issue 39): the license switcher, the deadline banner
// and remaining time, the switch-to-experience offer, the New badge, the skeleton, one-decimal totals and
// the address's query parameters. The rules themselves are tested in tracker-rules.test.ts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { announcement } from '@cle/testing/fixtures';
import { api, apiError, nextMacrotask, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from './credit-tracker-page';
import { heading, license, member, PATH, renderPage, serve } from './tracker-page-fixtures';
import { isoInDays, requirement, trackerAnswer, trackerEntry } from './tracker-fixtures';

const renderAt = (search: string) =>
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: member(),
    path: `${PATH}${search}`,
    toasts: true,
  });

const FIVE = ['New York', 'New Jersey', 'California', 'Texas', 'Illinois'].map((name, n) => license(n, name));

function serveAll(entries: TrackerEntry[]) {
  serve();
  server.use(api.post<TrackerResponse>('/credit-tracker', () => trackerAnswer(entries)));
}

test('[S2-TRACKER-03] [S2-TRACKER-04] [S2-TRACKER-56] three license buttons, the rest in a dropdown; ?region= picks the one shown', async () => {
  serveAll(FIVE);
  renderAt('?region=135');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Texas Attorney CLE Requirements' }),
  ).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Licenses' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['New York', 'New Jersey', 'California']);
  const more = within(nav).getByRole('combobox', { name: 'More licenses' });
  expect(
    within(more)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['More licenses', 'Texas', 'Illinois']);
  expect(more).toHaveValue('135');
  fireEvent.change(more, { target: { value: '136' } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Illinois Attorney CLE Requirements' }),
  ).toBeInTheDocument();
});

test('[S2-TRACKER-04] with 3 licenses or fewer every license is a button and there is no dropdown', async () => {
  serveAll(FIVE.slice(0, 3));
  renderAt('');
  await heading();
  const nav = screen.getByRole('navigation', { name: 'Licenses' });
  expect(
    within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['New York', 'New Jersey', 'California']);
  expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
});

test('[S2-TRACKER-39] [S2-TRACKER-40] the orange deadline banner near the deadline, not while the user info is incomplete', async () => {
  serve(() => trackerEntry({}, 10));
  const { unmount } = renderPage();
  await heading();
  expect(screen.getByTestId('deadline-banner')).toHaveTextContent('you still need 18.0 credits');
  unmount();
  const incomplete = trackerEntry({}, 10);
  incomplete.jurisdiction.clePeriod.isUserInfoIncomplete = true;
  serve(() => incomplete);
  renderPage();
  await heading();
  expect(screen.queryByTestId('deadline-banner')).not.toBeInTheDocument();
});

test("[S2-TRACKER-80] [S2-TRACKER-81] the header reads '{n} days remaining' within 31 days, 'Past due' after the end date", async () => {
  for (const [days, shown] of [
    [20, '20 days remaining'],
    [-5, 'Past due'],
  ] as const) {
    serve(() => trackerEntry({}, days));
    const { unmount } = renderPage();
    await heading();
    expect(screen.getByText(shown)).toBeInTheDocument();
    unmount();
  }
  serve(() => trackerEntry({}, 45));
  renderPage();
  await heading();
  expect(screen.queryByText(/days remaining|Past due/)).not.toBeInTheDocument();
});

test('[S2-TRACKER-50] [S2-TRACKER-51] [S2-TRACKER-52] [S2-TRACKER-53] the switch-to-experience offer: a transitional license whose period has ended', async () => {
  const offer = () => screen.queryByRole('dialog', { name: 'Your transitional period has ended' });
  const transitional = (over: Partial<TrackerEntry>, endsInDays: number) =>
    trackerEntry({ isTransitionalOrNewlyAdmitted: true, isTransitionalRegion: true, ...over }, endsInDays);
  const shows = async (entry: TrackerEntry) => {
    serve(() => entry);
    const { unmount } = renderPage();
    await heading();
    const shown = offer() !== null;
    unmount();
    return shown;
  };
  expect(await shows(transitional({}, -5))).toBe(true);
  expect(await shows(transitional({ isTransitionalRegion: false }, -5))).toBe(false);
  expect(await shows(transitional({ isTransitionalOrNewlyAdmitted: false }, -5))).toBe(false);
  expect(await shows(transitional({}, 5))).toBe(false);
  const missing = transitional({}, -5);
  missing.jurisdiction.clePeriod.startDate = null;
  expect(await shows(missing)).toBe(false);
});

test("[S2-TRACKER-43] an announcement's New badge shows until its expireNewStatus passes", async () => {
  serve(undefined, {
    announcements: [
      announcement({ headingText: 'Fresh rule', expireNewStatus: isoInDays(3), newTagText: 'New' }),
      announcement({ headingText: 'Older rule', expireNewStatus: isoInDays(-3), newTagText: 'New' }),
    ],
  });
  renderPage();
  await heading();
  const carousel = await screen.findByRole('region', { name: 'Announcements' });
  const item = (title: string) => within(carousel).getByText(title).closest('li')!;
  expect(within(item('Fresh rule')).getByText('New')).toBeInTheDocument();
  expect(within(item('Older rule')).queryByText('New')).not.toBeInTheDocument();
});

test('[S2-TRACKER-106] the tracker shows 6 skeleton rows while it loads', async () => {
  serve();
  renderPage();
  const skeleton = screen.getByRole('list', { name: 'Loading credit tracker' });
  expect(within(skeleton).getAllByRole('listitem')).toHaveLength(6);
  await heading();
  expect(screen.queryByRole('list', { name: 'Loading credit tracker' })).not.toBeInTheDocument();
});

test('[S2-TRACKER-32] totals in the tracker show one decimal', async () => {
  const entry = trackerEntry();
  entry.jurisdiction.requirements = [requirement({ counted: 2, required: 4.25, remaining: 2.25 })];
  serve(() => entry);
  renderPage();
  await heading();
  expect(screen.getByTestId('requirement-counted').parentElement).toHaveTextContent('2.0 of 4.3');
  expect(screen.getByText('2.3 remaining')).toBeInTheDocument();
});

test('[S2-TRACKER-57] [S2-TRACKER-58] [S2-TRACKER-63] [S2-TRACKER-64] a matching invariantCreditType (with invariantProgramFormat) scrolls to the earn-more panel after 300 ms and opens it after 800 ms', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  serve();
  const calls = recordApiCalls();
  server.use(api.post('/search', () => apiError(503)));
  const name = 'Earn more credit in New York';
  // fake timers: the arrival's timers start when the tracker first shows; MSW answers in real macrotasks
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    renderAt(
      '?invariantCreditType=Skills;Ethics%20and%20Professionalism&invariantProgramFormat=LiveWebcast;OnDemand',
    );
    const shown = () =>
      screen.queryByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' });
    for (let i = 0; i < 100 && !shown(); i++) await act(() => nextMacrotask());
    expect(shown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(scroll).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(calls.some((c) => c.path === '/search')).toBe(true));
  const search = calls.find((c) => c.path === '/search')!.body as {
    facetGroups: { id: string; values: string[] }[];
  };
  expect(search.facetGroups).toContainEqual({
    id: 'creditType',
    values: ['Skills', 'Ethics and Professionalism'],
  });
  expect(search.facetGroups.find((g) => g.id === 'format')!.values).toEqual(
    expect.arrayContaining(['Live Webcast', 'On-Demand']),
  );
});

test('[S2-TRACKER-61] ContentTabs=Programs opens the earn-more panel on arrival', async () => {
  Element.prototype.scrollIntoView = jest.fn();
  serve();
  server.use(api.post('/search', () => apiError(503)));
  renderAt('?ContentTabs=Programs');
  await heading();
  expect(
    await screen.findByRole('dialog', { name: 'Earn more credit in New York' }, { timeout: 2000 }),
  ).toBeInTheDocument();
});

test('[S2-TRACKER-11] [S2-TRACKER-26] a limited-mode license has no donut; a requirement with nothing remaining reads Complete', async () => {
  const limited = trackerEntry();
  limited.jurisdiction.activeFlags = ['LimitedMode'];
  serve(() => limited);
  const { unmount } = renderPage();
  await heading();
  expect(screen.getByText('New York has no mandatory CLE requirement to track.')).toBeInTheDocument();
  expect(screen.queryByTestId('progress-donut')).not.toBeInTheDocument();
  unmount();
  const done = trackerEntry();
  done.jurisdiction.requirements = [requirement({ counted: 4, required: 4, remaining: 0 })];
  serve(() => done);
  renderPage();
  await heading();
  const card = screen.getByRole('heading', { level: 3, name: 'Ethics and Professionalism' }).parentElement!;
  expect(within(card).getByText('Complete')).toBeInTheDocument();
  expect(within(card).queryByText(/remaining/)).not.toBeInTheDocument();
});

test('[S2-TRACKER-94] [S2-TRACKER-95] [S2-TRACKER-96] [S2-TRACKER-97] the donut (260 px, stroke 30): counted over required, 100 when exceeded, empty at 0', async () => {
  const donutFor = async (counted: number, required: number) => {
    const e = trackerEntry();
    e.jurisdiction.totalRequirement = {
      required,
      counted,
      earned: counted,
      isFulfilled: counted >= required,
    };
    serve(() => e);
    const { unmount } = renderPage();
    await heading();
    const donut = screen.getByTestId('progress-donut');
    const label = donut.getAttribute('aria-label');
    expect(donut.querySelector('svg')).toHaveAttribute('width', '260');
    expect(donut.querySelector('circle')).toHaveAttribute('stroke-width', '30');
    unmount();
    return label;
  };
  expect(await donutFor(6, 24)).toBe('6.0 of 24.0 credits counted, 25%');
  expect(await donutFor(30, 24)).toBe('30.0 of 24.0 credits counted, 100%');
  expect(await donutFor(0, 24)).toBe('No credits counted yet');
});

test("[S2-OTHER-06] [S2-TRACKER-72] with no programs the panel's Search link carries the jurisdiction, credit types, formats and the member's practice areas", async () => {
  serve();
  server.use(
    api.post<TrackerResponse>('/credit-tracker', () => ({
      ...trackerAnswer([trackerEntry()]),
      userPracticeAreaCategories: [12, 14],
    })),
    api.post('/search', () => ({
      searchResultSummary: { noOfHits: 0, currentPage: 1, searchHash: 'h' },
      searchResults: { searchResultsItems: [] },
      facetResults: { facetGroups: [] },
      marketingModules: [],
      sortResults: { sortResultItems: [] },
    })),
  );
  renderAt('?invariantCreditType=Tax&invariantProgramFormat=LiveWebcast');
  await heading();
  fireEvent.click(screen.getByRole('button', { name: 'Find Programs' }));
  const panel = screen.getByRole('dialog', { name: 'Earn more credit in New York' });
  const link = await within(panel).findByRole('link', { name: 'Search' });
  expect(link.parentElement).toHaveTextContent(
    'No programs match these credits yet. Try a Search for more programs.',
  );
  const href = new URL(link.getAttribute('href')!, 'http://site.test');
  expect(href.pathname).toBe('/search');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    jurisdictions: 'NY',
    creditType: 'Tax',
    format: 'Live Webcast',
    practiceArea: '12;14',
  });
});

test('[S2-TRACKER-73] a full first page of earn-more programs runs no second search; fewer runs the wider one', async () => {
  const programs = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => ({
      pk: `P${from + i}`,
      title: `Program ${from + i}`,
      url: `/product/${from + i}`,
      searchableType: 'ondemandprogram',
      productCode: `PC${from + i}`,
    }));
  const panelWith = async (firstCount: number) => {
    serve();
    const calls = recordApiCalls();
    server.use(
      api.post('/search', ({ body }) => {
        const narrow = (body as { facetGroups: { id: string }[] }).facetGroups.length > 1;
        return {
          searchResultSummary: { noOfHits: 6, currentPage: 1, searchHash: 'h' },
          searchResults: { searchResultsItems: narrow ? programs(firstCount) : programs(6, 100) },
          facetResults: { facetGroups: [] },
          marketingModules: [],
          sortResults: { sortResultItems: [] },
        };
      }),
    );
    const { unmount } = renderAt('?invariantCreditType=Tax');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Find Programs' }));
    const panel = screen.getByRole('dialog', { name: 'Earn more credit in New York' });
    const list = await within(panel).findByRole('list', { name: 'Programs' });
    const shown = within(list).getAllByRole('listitem').length;
    await nextMacrotask();
    const searches = calls.filter((c) => c.path === '/search').length;
    unmount();
    return { shown, searches };
  };
  expect(await panelWith(6)).toEqual({ shown: 6, searches: 1 });
  expect(await panelWith(2)).toEqual({ shown: 6, searches: 2 });
});
