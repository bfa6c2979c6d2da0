// The administrator's bar on a member's tracker, through the page: the compliance reminder.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from '../credit-tracker-page';
import { heading, PATH, serve } from '../tracker-page-fixtures';

test('[S2-TRACKER-85] [S2-TRACKER-87] an administrator without an e-mail address: openReminder only warns in the console, and the reminder button is disabled', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  serve();
  server.use(
    api.get('/user/profile', () => ({
      profile: {
        given_name: 'Rosa',
        family_name: 'Roster',
        email: '',
        phone: null,
        jobTitle: null,
        company: null,
      },
      contentOptOut: [],
    })),
  );
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: { token: 't', sub: 'u-roster', individualSk: '800006', organizationSk: '9001' },
    path: `${PATH}?orgSk=9001&individualSk=800002&openReminder=true`,
    toasts: true,
  });
  await heading();
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Compliance reminder: the admin email is missing'));
  expect(screen.queryByRole('dialog', { name: 'Email compliance reminder' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Email compliance reminder' })).toBeDisabled();
  warn.mockRestore();
});

test("[S2-TRACKER-83] [S2-TRACKER-84] [S2-TRACKER-54] [S2-TRACKER-55] [S2-TRACKER-62] individualSk, orgSk and openReminder open the administrator's reminder for that member; Send reminder says whom it went to", async () => {
  serve();
  let sentFor: unknown = null;
  let sentOrg = '';
  server.use(
    api.get('/user/profile', () => ({
      profile: {
        given_name: 'Rosa',
        family_name: 'Roster',
        email: 'rosa@whitman.example',
        phone: null,
        jobTitle: null,
        company: null,
      },
      contentOptOut: [],
    })),
    api.post('/credit-tracker-admin/roster/:org/reminder', ({ body, params }) => {
      sentFor = body;
      sentOrg = String(params.org);
      return { sent: true, to: 'member@whitman.example', subject: 'Reminder', body: 'text' };
    }),
  );
  const address = `${PATH}?orgSk=9001&individualSk=800002&openReminder=true`;
  // the browser's address, which the page edits (the router here is in memory)
  window.history.replaceState(null, '', address);
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: { token: 't', sub: 'u-roster', individualSk: '800006', organizationSk: '9001' },
    path: address,
    toasts: true,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Email compliance reminder' });
  expect(window.location.search).toBe('?orgSk=9001&individualSk=800002');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
  expect(await within(dialog).findByText('Reminder sent to member@whitman.example')).toBeInTheDocument();
  expect(sentFor).toMatchObject({ regionSk: expect.any(Number), individualSk: 800002 });
  expect(sentOrg).toBe('9001');
  window.history.replaceState(null, '', '/');
});
