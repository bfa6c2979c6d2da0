import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PracticeAreasResponse } from '@cle/contracts/tracker-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { PracticeAreasSection } from './practice-areas-section';
import { HANDLED_PRACTICE_KEY } from './practice-area-rules';

const AREAS: PracticeAreasResponse = {
  categories: [{ id: 1, name: 'Litigation' }],
  items: [
    { id: 11, name: 'Trial Practice', categoryId: 1, categoryName: 'Litigation', isFollowing: false },
    { id: 12, name: 'Appeals', categoryId: 1, categoryName: 'Litigation', isFollowing: true },
    { id: 13, name: 'Class Actions', categoryId: 1, categoryName: 'Litigation', isFollowing: false },
  ],
};

beforeEach(() => window.localStorage.removeItem(HANDLED_PRACTICE_KEY));

test('[S2-PRACTICE-01] [S2-PRACTICE-02] [S2-PRACTICE-04] the flow asks Practice areas, then whether to follow; dismissing with Not now marks the offered practice areas as handled, following none', async () => {
  server.use(api.get<PracticeAreasResponse>('/user/practice-areas', () => AREAS));
  const calls = recordApiCalls();
  renderWithProviders(<PracticeAreasSection />, { auth: { token: 't', sub: 'u-im' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Follow practice areas' }));
  const flow = screen.getByRole('dialog', { name: 'Practice areas' });
  fireEvent.click(within(flow).getByRole('checkbox', { name: 'Trial Practice' }));
  fireEvent.click(within(flow).getByRole('checkbox', { name: 'Class Actions' }));
  fireEvent.click(within(flow).getByRole('button', { name: 'Continue' }));
  const ask = screen.getByRole('dialog', { name: 'Would you like to follow this/these practice area(s)?' });
  fireEvent.click(within(ask).getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem(HANDLED_PRACTICE_KEY)!)).toEqual([11, 13]);
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

const MANY: PracticeAreasResponse = {
  categories: [{ id: 2, name: 'Business' }],
  items: ['Tax', 'Mergers', 'Banking', 'Securities', 'Antitrust'].map((name, i) => ({
    id: 21 + i,
    name,
    categoryId: 2,
    categoryName: 'Business',
    isFollowing: false,
  })),
};

/** Opens the flow, checks `names` (or the whole category), continues and follows. */
async function follow(names: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: 'Follow practice areas' }));
  const flow = screen.getByRole('dialog', { name: 'Practice areas' });
  for (const name of names) fireEvent.click(within(flow).getByRole('checkbox', { name }));
  fireEvent.click(within(flow).getByRole('button', { name: 'Continue' }));
  const ask = screen.getByRole('dialog', { name: 'Would you like to follow this/these practice area(s)?' });
  fireEvent.click(within(ask).getByRole('button', { name: 'Follow' }));
}

test("[S2-TOAST-31] [S2-TOAST-32] [S2-TOAST-26] following names up to 4 areas in the toast, more as 'the selected practice areas'; a failure says so", async () => {
  let answer: () => PracticeAreasResponse | Response = () => MANY;
  server.use(
    api.get<PracticeAreasResponse>('/user/practice-areas', () => MANY),
    api.post('/user/practice-areas/follow', () => answer()),
  );
  const { unmount } = renderWithProviders(<PracticeAreasSection />, {
    auth: { token: 't', sub: 'u-im' },
    toasts: true,
  });
  await follow(['Tax', 'Mergers', 'Banking', 'Securities']);
  expect(
    await screen.findByText("You're now following Tax, Mergers, Banking and Securities"),
  ).toBeInTheDocument();
  await follow(['Business']);
  expect(await screen.findByText("You're now following the selected practice areas")).toBeInTheDocument();
  answer = () => apiError(500, 'Down');
  await follow(['Tax']);
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  unmount();
});

test('[S2-PRACTICE-03] with nothing new checked Continue closes the flow', async () => {
  server.use(api.get<PracticeAreasResponse>('/user/practice-areas', () => AREAS));
  renderWithProviders(<PracticeAreasSection />, { auth: { token: 't', sub: 'u-im' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Follow practice areas' }));
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'Practice areas' })).getByRole('button', { name: 'Continue' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
