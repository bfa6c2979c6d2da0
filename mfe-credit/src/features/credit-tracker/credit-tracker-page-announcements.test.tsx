// The tracker's announcements on the page a member reaches (S2-API-41, S2-TRACKER-41/42/108/109): every
// tracked region's announcements come in one POST /credit-tracker/announcements/many per license kind,
// are kept in the page's state by region description, and another license shows its own with no call.
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { announcement } from '@cle/testing/fixtures';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { useTrackerPage } from './api/use-tracker-page';
import { heading, license, member, PATH, renderPage, serve } from './tracker-page-fixtures';

const NEW_YORK = license(0, 'New York');
const FLORIDA = license(78, 'Florida');
const BY_REGION = {
  [NEW_YORK.creditRegionLongDescription]: [announcement({ headingText: 'New York ethics rule' })],
  [FLORIDA.creditRegionLongDescription]: [announcement({ headingText: 'Florida technology rule' })],
};
const announcementCalls = (calls: ReturnType<typeof recordApiCalls>) =>
  calls.filter((c) => c.path.startsWith('/credit-tracker/announcements'));
const carouselTitles = async () =>
  within(await screen.findByRole('region', { name: 'Announcements' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')!.textContent);

test('[S2-API-41] one POST /announcements/many names every tracked region; no region is asked for alone', async () => {
  serve(() => [NEW_YORK, FLORIDA], { announcements: () => BY_REGION });
  const calls = recordApiCalls();
  renderPage();
  await heading();
  expect(await carouselTitles()).toEqual(['New York ethics rule']);
  expect(announcementCalls(calls).map((c) => [c.method, c.path, c.body])).toEqual([
    [
      'POST',
      '/credit-tracker/announcements/many',
      { regions: [132, 210], isTransitionalOrNewlyAdmitted: false },
    ],
  ]);
});

test('[S2-API-41] licenses of both kinds: one call per kind, each naming its own regions', async () => {
  const newlyAdmitted = { ...FLORIDA, isTransitionalOrNewlyAdmitted: true };
  serve(() => [NEW_YORK, newlyAdmitted], { announcements: () => BY_REGION });
  const calls = recordApiCalls();
  renderPage();
  await heading();
  await waitFor(() => expect(announcementCalls(calls)).toHaveLength(2));
  expect(announcementCalls(calls).map((c) => c.body)).toEqual(
    expect.arrayContaining([
      { regions: [132], isTransitionalOrNewlyAdmitted: false },
      { regions: [210], isTransitionalOrNewlyAdmitted: true },
    ]),
  );
});

test("[S2-API-41] [S2-TRACKER-109] another license shows its region's announcements with no new call", async () => {
  serve(() => [NEW_YORK, FLORIDA], { announcements: () => BY_REGION });
  const calls = recordApiCalls();
  renderPage();
  await heading();
  expect(await carouselTitles()).toEqual(['New York ethics rule']);
  fireEvent.click(screen.getByRole('button', { name: 'Florida' }));
  await screen.findByRole('heading', { level: 1, name: 'Florida Attorney CLE Requirements' });
  expect(await carouselTitles()).toEqual(['Florida technology rule']);
  expect(announcementCalls(calls)).toHaveLength(1);
  // the tracker was asked for Florida's period: the page did load again, the announcements did not
  expect(calls.filter((c) => c.path === '/credit-tracker').at(-1)!.body).toMatchObject({ regionSk: 210 });
});

test('[S2-API-41] a status change loads the tracker again, not the announcements of unchanged licenses', async () => {
  serve(() => [NEW_YORK, FLORIDA], { announcements: () => BY_REGION });
  server.use(
    api.post(
      '/credit-tracker/switch-status',
      () => new Response('OK', { headers: { 'Content-Type': 'text/plain' } }),
    ),
  );
  const calls = recordApiCalls();
  // the site's own SWR cache, which the tracker reset reaches (a member of her own in this file)
  renderPage('800103', SWRConfig.defaultValue.cache as Map<string, unknown>);
  await heading();
  expect(await carouselTitles()).toEqual(['New York ethics rule']);
  const trackerReads = () => calls.filter((c) => c.path === '/credit-tracker').length;
  const before = trackerReads();
  fireEvent.change(screen.getByRole('combobox', { name: 'Special status' }), { target: { value: '2' } });
  await waitFor(() => expect(trackerReads()).toBeGreaterThan(before));
  expect(await carouselTitles()).toEqual(['New York ethics rule']);
  expect(announcementCalls(calls)).toHaveLength(1);
});

test('[S2-TRACKER-108] an announcement error is kept in the state and nothing more is shown', async () => {
  serve(undefined, { announcements: () => apiError(500, 'Down') });
  const calls = recordApiCalls();
  renderPage();
  await heading();
  await waitFor(() => expect(announcementCalls(calls)).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Find Programs' })).toBeInTheDocument();
  // the page's state (the hook the page runs) holds the error
  authStore.set({ ...ANONYMOUS, ...member() });
  const { result } = renderHook(useTrackerPage, {
    wrapper: ({ children }) => <TestProviders path={PATH}>{children}</TestProviders>,
  });
  await waitFor(() => expect(result.current.state.announcementsError).toBe('Down'));
  expect(result.current.state.announcements).toEqual({});
});

test('[S2-TRACKER-41] [S2-TRACKER-42] announcements show in a carousel whose See more opens a side panel', async () => {
  serve(undefined, {
    announcements: [
      announcement(),
      announcement({ headingText: 'Side panel only', showOnTrackerCarousel: false }),
    ],
  });
  renderPage();
  await heading();
  const carousel = await screen.findByRole('region', { name: 'Announcements' });
  expect(
    within(carousel)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')!.textContent),
  ).toEqual(['New York changes its ethics rule']);
  fireEvent.click(within(carousel).getByRole('button', { name: 'See more' }));
  const panel = screen.getByRole('dialog', { name: 'Announcements' });
  expect(
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['New York changes its ethics rule', 'Side panel only']);
});
