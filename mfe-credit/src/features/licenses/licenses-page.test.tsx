import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditJurisdiction, LicensesResponse } from '@cle/contracts/tracker-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { SWRConfig } from 'swr';
import { renderWithProviders } from '@cle/testing/render';
import { LicensesPage } from './licenses-page';
import { FL, NY, heldLicense, licensesAnswer } from './license-fixtures';

const member = { token: 't', sub: 'u-im', individualSk: '800002' };
const HELD = heldLicense(NY, 41);

function serve(answer: () => LicensesResponse | Response = () => licensesAnswer([HELD])) {
  server.use(
    api.get<CreditJurisdiction[]>('/cle/credit-jurisdictions', () => [NY, FL]),
    api.get<LicensesResponse>('/user/licenses', () => answer()),
  );
}
const renderPage = (props: { searchContext?: boolean } = {}, auth: object = member) =>
  renderWithProviders(<LicensesPage title="Licenses" {...props} />, { auth, toasts: true });

test('[S2-LICENSE-05] [S1-CONST-13] ten skeleton rows show while the licenses load', async () => {
  let answer: () => void = () => {};
  const held = new Promise<void>((r) => (answer = r));
  server.use(
    api.get<CreditJurisdiction[]>('/cle/credit-jurisdictions', () => [NY, FL]),
    api.get<LicensesResponse>('/user/licenses', async () => {
      await held;
      return licensesAnswer([HELD]);
    }),
  );
  renderPage();
  const skeleton = screen.getByRole('list', { name: 'Loading licenses' });
  expect(within(skeleton).getAllByRole('listitem')).toHaveLength(10);
  answer();
  expect(await screen.findByRole('list', { name: 'Your licenses' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Loading licenses' })).not.toBeInTheDocument();
});

test('[S1-AUTH-45] the add-license action banner shows only to signed-in members', async () => {
  serve();
  const { unmount } = renderPage();
  expect(await screen.findByRole('region', { name: 'Add your licenses' })).toBeInTheDocument();
  unmount();
  renderPage({}, {}); // anonymous
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Add your licenses' })).not.toBeInTheDocument();
});

test('[S2-LICENSE-03] [S2-TOAST-29] [S2-LICENSE-10] the certificate preferences section saves a changed choice, toasts Updated and refetches the licenses', async () => {
  let selected = 1;
  serve(() => licensesAnswer([HELD], selected));
  server.use(
    api.put('/user/licenses/certificate-preference', ({ body }) => {
      selected = (body as { key: number }).key;
      return licensesAnswer([HELD], selected);
    }),
  );
  const calls = recordApiCalls();
  // the site's own SWR cache, which the save's invalidation reaches (as on the shell)
  renderWithProviders(<LicensesPage title="Licenses" />, {
    auth: member,
    toasts: true,
    cache: SWRConfig.defaultValue.cache,
  });
  const prefs = await screen.findByRole('group', { name: 'Certificate preferences' });
  expect(within(prefs).getByRole('radio', { name: 'Email my certificates' })).toBeChecked();
  fireEvent.click(within(prefs).getByRole('radio', { name: 'Mail my certificates' }));
  const readsBefore = calls.filter((c) => c.method === 'GET' && c.path === '/user/licenses').length;
  fireEvent.click(within(prefs).getByRole('button', { name: 'Save preference' }));
  expect(await screen.findByText('Updated')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ key: 2 });
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/user/licenses').length).toBeGreaterThan(
      readsBefore,
    ),
  );
});

test('[S2-TOAST-28] a failed certificate preference save says so', async () => {
  serve();
  server.use(api.put('/user/licenses/certificate-preference', () => apiError(500, 'Down')));
  renderPage();
  const prefs = await screen.findByRole('group', { name: 'Certificate preferences' });
  fireEvent.click(within(prefs).getByRole('radio', { name: 'Mail my certificates' }));
  fireEvent.click(within(prefs).getByRole('button', { name: 'Save preference' }));
  expect(await screen.findByText('Error saving certificate preference')).toBeInTheDocument();
});

test('[S2-TOAST-27] a failure to load licenses shows its toast', async () => {
  serve(() => apiError(500, 'Down'));
  renderPage();
  expect(await screen.findByText('Error loading licenses')).toBeInTheDocument();
});

test('[S2-LICENSE-41] [S2-LICENSE-42] [S2-LICENSE-43] [S2-TOAST-23] the credit jurisdictions view adds, edits and deletes licenses (License has been deleted)', async () => {
  serve();
  let deleted = '';
  server.use(
    api.delete<LicensesResponse>('/user/licenses/:sk', ({ params }) => {
      deleted = String(params.sk);
      return licensesAnswer([]);
    }),
  );
  renderPage();
  const view = (await screen.findByRole('heading', { name: 'Credit jurisdictions' })).closest('section')!;
  // held: New York can be edited and deleted; not held: Florida can be added
  expect(within(view).queryByRole('button', { name: 'Add New York license' })).not.toBeInTheDocument();
  fireEvent.click(within(view).getByRole('button', { name: 'Add Florida license' }));
  expect(await screen.findByRole('dialog', { name: 'Licenses and Jurisdictions' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));

  fireEvent.click(within(view).getByRole('button', { name: 'Edit New York license' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit license' });
  expect(within(edit).getByLabelText('License number')).toHaveValue('4512009');
  fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(within(view).getByRole('button', { name: 'Delete New York license' }));
  expect(await screen.findByText('License has been deleted')).toBeInTheDocument();
  expect(deleted).toBe('41');
});

test('[S2-LICENSE-44] in a search context licenses cannot be edited, deleted or added from the lists', async () => {
  serve();
  renderPage({ searchContext: true });
  await screen.findByRole('heading', { name: 'Credit jurisdictions' });
  expect(screen.getByRole('list', { name: 'Your licenses' })).toHaveTextContent('New York');
  for (const name of ['Edit New York license', 'Delete New York license', 'Add Florida license'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

test('[S2-TOAST-24] a failed license delete says so', async () => {
  serve();
  server.use(api.delete('/user/licenses/:sk', () => apiError(500, 'Down')));
  renderPage();
  const mine = await screen.findByRole('list', { name: 'Your licenses' });
  fireEvent.click(within(mine).getByRole('button', { name: 'Delete New York license' }));
  expect(await screen.findByText('Error deleting license')).toBeInTheDocument();
});

test('[S2-TOAST-22] a failed license save says so and keeps the form open', async () => {
  serve();
  server.use(api.put('/user/licenses', () => apiError(500, 'Down')));
  renderPage();
  const mine = await screen.findByRole('list', { name: 'Your licenses' });
  fireEvent.click(within(mine).getByRole('button', { name: 'Edit New York license' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit license' });
  fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving license')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit license' })).toBeInTheDocument();
});

test('[S2-TOAST-25] a failed save in the add-license flow shows "Something went wrong"', async () => {
  serve();
  server.use(api.post('/user/licenses', () => apiError(500, 'Down')));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Add new license' }));
  const flow = await screen.findByRole('dialog', { name: 'Licenses and Jurisdictions' });
  fireEvent.click(within(flow).getByRole('checkbox', { name: 'Florida' }));
  fireEvent.click(within(flow).getByRole('button', { name: 'Continue' }));
  const single = await screen.findByRole('dialog', {
    name: 'Do you want to add this license to your profile?',
  });
  fireEvent.click(within(single).getByRole('button', { name: 'Add to my profile' }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});

test("[S2-TOAST-21] a saved license edit says 'License updated' and closes the form", async () => {
  serve();
  let sent: unknown = null;
  server.use(
    api.put<LicensesResponse>('/user/licenses', ({ body }) => {
      sent = body;
      return licensesAnswer([HELD]);
    }),
  );
  renderPage();
  const mine = await screen.findByRole('list', { name: 'Your licenses' });
  fireEvent.click(within(mine).getByRole('button', { name: 'Edit New York license' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit license' });
  fireEvent.change(within(edit).getByLabelText('License number'), { target: { value: '4512010' } });
  fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('License updated')).toBeInTheDocument();
  expect(sent).toMatchObject({ stateLicenseNumber: '4512010' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit license' })).not.toBeInTheDocument());
});
