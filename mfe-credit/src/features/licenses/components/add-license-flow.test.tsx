// The add-license flow as a member reaches it: the licenses page's 'Add new license' (spec 2 §2, §4).
// S2-LICENSE-14 (a visitor who is not signed in) cannot be reached here: the page offers 'Add new
// license' to signed-in members only, and the tracker that also opens the flow needs sign-in; the
// reducer's refusal is tested in license-rules.test.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditJurisdiction, LicensesResponse } from '@cle/contracts/tracker-schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { LicensesPage } from '../licenses-page';
import { localLicensesCookie } from '../license-rules';
import { FL, NY, heldLicense, licensesAnswer } from '../license-fixtures';

const NJ: CreditJurisdiction = { ...NY, id: 134, creditRegion_SK: 134, name: 'New Jersey' };
const member = { token: 't', sub: 'u-im', individualSk: '800002' };

function serve() {
  server.use(
    api.get<CreditJurisdiction[]>('/cle/credit-jurisdictions', () => [NY, FL, NJ]),
    api.get<LicensesResponse>('/user/licenses', () => licensesAnswer([heldLicense(NY, 41)])),
    api.post<LicensesResponse>('/user/licenses', () => licensesAnswer([heldLicense(NY, 41)])),
  );
}
async function openFlow() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add new license' }));
  return screen.findByRole('dialog', { name: 'Licenses and Jurisdictions' });
}
/** Florida and New Jersey chosen: the question whether to add both */
async function chooseTwo() {
  const first = await openFlow();
  fireEvent.click(within(first).getByRole('checkbox', { name: 'Florida' }));
  fireEvent.click(within(first).getByRole('checkbox', { name: 'New Jersey' }));
  fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Do you want to add these licenses to your profile?' });
}

afterEach(() => {
  document.cookie = 'LO_Licenses=; max-age=0; path=/';
  window.localStorage.clear();
});

test("[S2-LICENSE-16] [S2-LICENSE-17] [S2-LICENSE-18] [S2-LICENSE-19] [S2-LICENSE-20] several licenses: one form each, 'n of m', 'Continue' then 'Add to my profile'", async () => {
  serve();
  renderWithProviders(<LicensesPage title="Licenses" />, { auth: member, toasts: true });
  const ask = await chooseTwo();
  expect(
    within(ask)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Florida', 'New Jersey']);
  fireEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
  const step = await screen.findByRole('dialog', { name: 'Add your licenses' });
  expect(within(step).getByText('1 of 2: Florida')).toBeInTheDocument();
  expect(within(step).queryByRole('button', { name: 'Add to my profile' })).not.toBeInTheDocument();
  fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
  expect(await within(step).findByText('2 of 2: New Jersey')).toBeInTheDocument();
  expect(within(step).getByLabelText('Jurisdiction')).toHaveValue('134');
  expect(within(step).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  expect(within(step).getByRole('button', { name: 'Add to my profile' })).toBeInTheDocument();
});

test("[S2-LICENSE-21] [S2-TOAST-20] after the last license every license is saved at once: 'License added'", async () => {
  serve();
  const calls = recordApiCalls();
  renderWithProviders(<LicensesPage title="Licenses" />, { auth: member, toasts: true });
  fireEvent.click(within(await chooseTwo()).getByRole('button', { name: 'Yes' }));
  const step = await screen.findByRole('dialog', { name: 'Add your licenses' });
  fireEvent.click(within(step).getByRole('button', { name: 'Continue' }));
  await within(step).findByText('2 of 2: New Jersey');
  fireEvent.change(within(step).getByLabelText('License number'), { target: { value: '777' } });
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.click(within(step).getByRole('button', { name: 'Add to my profile' }));
  expect(await screen.findByText('License added')).toBeInTheDocument();
  const posts = calls.filter((c) => c.method === 'POST' && c.path === '/user/licenses');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual([
    expect.objectContaining({ creditRegion_SK: 109 }),
    expect.objectContaining({ creditRegion_SK: 134, stateLicenseNumber: '777' }),
  ]);
});

test('[S2-LICENSE-22] Back from the first license returns to the question; [S2-LICENSE-13] Continue with nothing chosen closes the flow', async () => {
  serve();
  const calls = recordApiCalls();
  renderWithProviders(<LicensesPage title="Licenses" />, { auth: member, toasts: true });
  fireEvent.click(within(await chooseTwo()).getByRole('button', { name: 'Yes' }));
  const step = await screen.findByRole('dialog', { name: 'Add your licenses' });
  fireEvent.click(within(step).getByRole('button', { name: 'Back' }));
  expect(
    await screen.findByRole('dialog', { name: 'Do you want to add these licenses to your profile?' }),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const first = await openFlow();
  fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('[S2-LICENSE-23] [S2-LICENSE-24] jurisdictions picked while signed out are offered once; closing marks them handled', async () => {
  document.cookie = localLicensesCookie([FL, NY].map((j) => j));
  serve();
  renderWithProviders(<LicensesPage title="Licenses" />, { auth: member, toasts: true });
  const first = await openFlow();
  // New York is held already: only Florida is offered, and checked
  const suggested = within(first).getByRole('group', { name: 'Suggested for you' });
  expect(within(suggested).getByRole('checkbox', { name: 'Florida' })).toBeChecked();
  expect(within(suggested).queryByRole('checkbox', { name: 'New York' })).not.toBeInTheDocument();
  fireEvent.click(within(first).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const again = await openFlow();
  expect(within(again).queryByRole('group', { name: 'Suggested for you' })).not.toBeInTheDocument();
  expect(within(again).getByRole('checkbox', { name: 'Florida' })).not.toBeChecked();
});
