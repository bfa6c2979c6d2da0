import { fireEvent, screen } from '@testing-library/react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { ProfileSettings } from './profile-settings';
import { memberProfile } from '@cle/testing/fixtures';

const SAVED = memberProfile();
const member = { token: 't', sub: 'u-im', individualSk: '800002' };

test('[S2-TOAST-30] a saved profile change shows "Your profile has been updated"', async () => {
  let stored = SAVED;
  server.use(
    api.get<UserProfile>('/user/profile', () => stored),
    api.put<UserProfile>('/user/profile', ({ body }) => {
      stored = { ...stored, profile: { ...stored.profile, ...(body as Partial<UserProfile['profile']>) } };
      return stored;
    }),
  );
  const calls = recordApiCalls();
  renderWithProviders(<ProfileSettings heading="Profile" />, { auth: member, toasts: true });
  fireEvent.change(await screen.findByLabelText(/^Last name/), { target: { value: 'Smith' } });
  fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
  expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ family_name: 'Smith' });
});

test('a failed profile save does not say it was updated', async () => {
  server.use(
    api.get<UserProfile>('/user/profile', () => SAVED),
    api.put('/user/profile', () => apiError(500, 'Down')),
  );
  renderWithProviders(<ProfileSettings heading="Profile" />, { auth: member, toasts: true });
  fireEvent.change(await screen.findByLabelText(/^Last name/), { target: { value: 'Smith' } });
  fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
  expect(await screen.findAllByText('Your profile could not be updated. Please try again.')).not.toHaveLength(
    0,
  );
  expect(screen.queryByText('Your profile has been updated')).not.toBeInTheDocument();
});

/** A credit-tracker view on the same page: it counts how often its data is fetched. */
function TrackerReader() {
  const { data } = useSWR<{ fetched: number }>('/credit-tracker/providers', (path: string) =>
    apiRequest<{ fetched: number }>(path),
  );
  return <p>tracker fetched {data?.fetched ?? 0}</p>;
}

test('[S3-API-03] a successful PUT /user/profile makes cached credit tracker data load again', async () => {
  let trackerFetches = 0;
  server.use(
    api.get<UserProfile>('/user/profile', () => SAVED),
    api.put<UserProfile>('/user/profile', () => SAVED),
    api.get('/credit-tracker/providers', () => ({ fetched: ++trackerFetches })),
  );
  renderWithProviders(
    <>
      <TrackerReader />
      <ProfileSettings heading="Profile" />
    </>,
    { auth: member, toasts: true },
  );
  expect(await screen.findByText('tracker fetched 1')).toBeInTheDocument();
  fireEvent.change(await screen.findByLabelText(/^Last name/), { target: { value: 'Smith' } });
  fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
  expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
  expect(await screen.findByText('tracker fetched 2')).toBeInTheDocument();
});
