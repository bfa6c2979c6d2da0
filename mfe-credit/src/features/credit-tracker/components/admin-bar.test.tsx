// The administrator's bar on a member's tracker, through the page: the compliance reminder.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from '../credit-tracker-page';
import { heading, PATH, serve } from '../tracker-page-fixtures';
import { trackerEntry } from '../tracker-fixtures';

/** The roster administrator on member 800002's tracker at `search`, with the e-mail address given. */
function renderAsAdmin(search = '', email = 'rosa@whitman.example') {
  server.use(
    api.get('/user/profile', () => ({
      profile: {
        given_name: 'Rosa',
        family_name: 'Roster',
        email,
        phone: null,
        jobTitle: null,
        company: null,
      },
      contentOptOut: [],
    })),
  );
  return renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: { token: 't', sub: 'u-roster', individualSk: '800006', organizationSk: '9001' },
    path: `${PATH}?orgSk=9001&individualSk=800002${search}`,
    toasts: true,
  });
}

test('[S2-TRACKER-85] [S2-TRACKER-87] an administrator without an e-mail address: openReminder only warns in the console, and the reminder button is disabled', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  serve();
  renderAsAdmin('&openReminder=true', '');
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
    api.post('/credit-tracker-admin/roster/:org/reminder', ({ body, params }) => {
      sentFor = body;
      sentOrg = String(params.org);
      return { sent: true, to: 'member@whitman.example', subject: 'Reminder', body: 'text' };
    }),
  );
  const address = `${PATH}?orgSk=9001&individualSk=800002&openReminder=true`;
  // the browser's address, which the page edits (the router here is in memory)
  window.history.replaceState(null, '', address);
  renderAsAdmin('&openReminder=true');
  const dialog = await screen.findByRole('dialog', { name: 'Email compliance reminder' });
  expect(window.location.search).toBe('?orgSk=9001&individualSk=800002');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
  expect(await within(dialog).findByText('Reminder sent to member@whitman.example')).toBeInTheDocument();
  expect(sentFor).toMatchObject({ regionSk: expect.any(Number), individualSk: 800002 });
  expect(sentOrg).toBe('9001');
  window.history.replaceState(null, '', '/');
});

test("[S2-TRACKER-14] [S2-TRACKER-15] the admin's back link and reminder button show while credits are needed, not once the total is met", async () => {
  serve();
  const { unmount } = renderAsAdmin();
  await heading();
  expect(screen.getByRole('link', { name: 'Back to admin dashboard' })).toHaveAttribute(
    'href',
    '/account/credit/roster?OrgId=9001',
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Email compliance reminder' })).toBeEnabled(),
  );
  unmount();

  const met = trackerEntry();
  met.jurisdiction.totalRequirement = { required: 24, counted: 24, earned: 24, isFulfilled: true };
  serve(() => met);
  renderAsAdmin();
  await heading();
  expect(screen.queryByRole('link', { name: 'Back to admin dashboard' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Email compliance reminder' })).not.toBeInTheDocument();
});

test('[S2-TRACKER-86] [S2-TRACKER-88] a member without a compliance period: openReminder only warns in the console, and the reminder button is disabled', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const missing = trackerEntry();
  missing.jurisdiction.clePeriod = { ...missing.jurisdiction.clePeriod, startDate: null, endDate: null };
  serve(() => missing);
  renderAsAdmin('&openReminder=true');
  await heading();
  await waitFor(() =>
    expect(warn).toHaveBeenCalledWith('Compliance reminder: the compliance period is missing'),
  );
  expect(screen.queryByRole('dialog', { name: 'Email compliance reminder' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Email compliance reminder' })).toBeDisabled();
  warn.mockRestore();
});

test('[S2-TRACKER-83] without openReminder the reminder stays closed until the admin opens it', async () => {
  serve();
  renderAsAdmin();
  await heading();
  const button = screen.getByRole('button', { name: 'Email compliance reminder' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByRole('dialog', { name: 'Email compliance reminder' })).not.toBeInTheDocument();
  fireEvent.click(button);
  expect(await screen.findByRole('dialog', { name: 'Email compliance reminder' })).toBeInTheDocument();
});
