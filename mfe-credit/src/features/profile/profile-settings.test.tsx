import { fireEvent, screen } from '@testing-library/react';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { ProfileSettings } from './profile-settings';
import { SAVED_PROFILE } from './profile-fixtures';

const SAVED = SAVED_PROFILE;
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
