import { fireEvent, screen, within } from '@testing-library/react';
import type { PracticeAreasResponse } from '@cle/contracts/tracker-schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
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

test('[S2-PRACTICE-04] dismissing the flow with Not now marks the offered practice areas as handled, following none', async () => {
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
