import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RosterResponse } from '@cle/contracts/roster-schemas';
import { api, apiError, nextMacrotask, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { RosterPage } from './roster-page';

const admin = { token: 't', sub: 'u-roster', organizationSk: '9001' };

/** A roster of `total` members answered 20 a page, counting pages from 0 as the server does. */
function rosterOf(total: number, pageSize = 20) {
  const names = Array.from({ length: total }, (_, i) => `Member ${String(i + 1).padStart(2, '0')}`);
  return (page: number): RosterResponse => ({
    organizationSk: 9001,
    members: names.slice(page * pageSize, (page + 1) * pageSize).map((displayName, i) => ({
      individual_SK: 810001 + page * pageSize + i,
      displayName,
      primaryEmail: { email: `m${page * pageSize + i}@whitmancrane.example` },
      licenses: [],
    })),
    filters: [],
    totalPages: Math.ceil(total / pageSize),
    totalResults: total,
    page,
  });
}

function serve(total: number) {
  const pageOf = rosterOf(total);
  server.use(
    api.get<RosterResponse>('/credit-tracker-admin/roster/:orgSk', ({ query }) =>
      pageOf(Number(query.get('page'))),
    ),
    api.post('/credit-tracker-admin/roster/:orgSk/tracker', () => ({})),
  );
}

const rosterCalls = (calls: ReturnType<typeof recordApiCalls>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/credit-tracker-admin/roster/9001');

test('[S2-ROSTER-08] [S2-ROSTER-09] [S2-ROSTER-10] pagination (20 a page) shows page 1 of 2 for server page 0; Next asks the server for page 1 and shows 2 of 2', async () => {
  serve(30);
  const calls = recordApiCalls();
  renderWithProviders(<RosterPage />, { auth: admin });
  const nav = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByText('1 of 2')).toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(rosterCalls(calls).at(-1)!.query).toMatchObject({ page: '0', size: '20' });
  expect(screen.getByText('Member 01')).toBeInTheDocument();

  fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
  expect(await within(nav).findByText('2 of 2')).toBeInTheDocument();
  expect(await screen.findByText('Member 21')).toBeInTheDocument();
  expect(screen.queryByText('Member 01')).not.toBeInTheDocument();
  expect(rosterCalls(calls).at(-1)!.query).toMatchObject({ page: '1' });
  expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

  fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
  expect(await within(nav).findByText('1 of 2')).toBeInTheDocument();
  expect(await screen.findByText('Member 01')).toBeInTheDocument();
});

test('[S2-ROSTER-17] the members are kept keyed by request: back on page 1 its members show at once, before the server answers again', async () => {
  const pageOf = rosterOf(30);
  let asked = 0;
  server.use(
    api.get<RosterResponse>('/credit-tracker-admin/roster/:orgSk', ({ query }) => {
      const page = Number(query.get('page'));
      // page 1 (server page 0) is answered once; asked again, the server never answers
      if (page === 0 && asked++ > 0) return new Promise<never>(() => {});
      return pageOf(page);
    }),
    api.post('/credit-tracker-admin/roster/:orgSk/tracker', () => ({})),
  );
  renderWithProviders(<RosterPage />, { auth: admin });
  const nav = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(await screen.findByText('Member 01')).toBeInTheDocument();
  fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Member 21')).toBeInTheDocument();
  fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
  expect(screen.getByText('Member 01')).toBeInTheDocument();
  expect(screen.queryByText('Member 21')).not.toBeInTheDocument();
  expect(within(nav).getByText('1 of 2')).toBeInTheDocument();
});

test('[S2-ROSTER-08] a roster that fits one page shows no pagination', async () => {
  serve(14);
  renderWithProviders(<RosterPage />, { auth: admin });
  expect(await screen.findByText('14 members')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('[S2-ROSTER-09] a search from page 2 starts again at UI page 1 (server page 0)', async () => {
  serve(30);
  const calls = recordApiCalls();
  renderWithProviders(<RosterPage />, { auth: admin });
  const nav = await screen.findByRole('navigation', { name: 'Pagination' });
  fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
  await within(nav).findByText('2 of 2');
  fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'member' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await within(await screen.findByRole('navigation', { name: 'Pagination' })).findByText('1 of 2');
  expect(rosterCalls(calls).at(-1)!.query).toMatchObject({ page: '0', query: 'member' });
});

test('[S2-TOAST-34] a failed roster Excel download shows the alert toast', async () => {
  serve(3);
  server.use(api.get('/credit-tracker-admin/roster/:orgSk/excel', () => apiError(500, 'Workbook failed')));
  renderWithProviders(<RosterPage />, { auth: admin, toasts: true });
  await screen.findByText('3 members');
  fireEvent.click(screen.getByRole('button', { name: 'Download all in Excel' }));
  expect(await screen.findByText('Error downloading file for all roster members')).toBeInTheDocument();
});

test("[S2-ROSTER-01] [S2-ROSTER-12] [S2-ROSTER-13] [S2-ROSTER-14] [S2-ROSTER-15] OrgId and UserId from the address; View and Remind open the member's tracker in a new tab", async () => {
  const nyLicense = {
    creditRegion: 132,
    creditRegionShortDescription: 'NY',
    creditRegionLongDescription: 'New York',
    complianceGroupSk: null,
    complianceGroup: null,
    compliancePeriod: { start: '2025-01-01', end: '2026-12-31' },
    totalForPeriod: 3,
  };
  server.use(
    api.get<RosterResponse>('/credit-tracker-admin/roster/:orgSk', () => ({
      ...rosterOf(1)(0),
      organizationSk: 42,
      members: [{ ...rosterOf(1)(0).members[0]!, individual_SK: 810007, licenses: [nyLicense] }],
    })),
    api.post('/credit-tracker-admin/roster/:orgSk/tracker', () => ({
      '810007': {
        customerId: 810007,
        displayName: 'Member 01',
        trackers: [
          { creditRegion_SK: 132, creditRegionLongDescription: 'New York', creditsStillNeeded: true },
        ],
      },
    })),
  );
  const calls = recordApiCalls();
  // the page reads the browser's address (the god-mode panel rewrites it)
  window.history.replaceState(null, '', '/account/roster?OrgId=42&UserId=810007');
  renderWithProviders(<RosterPage />, { auth: admin, path: '/account/roster?OrgId=42&UserId=810007' });
  const view = await screen.findByRole('link', { name: 'View Member 01' });
  expect(
    calls.find((c) => c.method === 'GET' && c.path === '/credit-tracker-admin/roster/42')!.query,
  ).toMatchObject({ individualSk: '810007' });
  expect(view).toHaveAttribute('target', '_blank');
  expect(view).toHaveAttribute('href', '/account/credit/credit-tracker?orgSk=42&individualSk=810007');
  const remind = await screen.findByRole('link', { name: 'Remind Member 01 about New York' });
  expect(remind).toHaveAttribute('target', '_blank');
  expect(remind).toHaveAttribute(
    'href',
    '/account/credit/credit-tracker?orgSk=42&individualSk=810007&region=132&openReminder=true',
  );
  window.history.replaceState(null, '', '/');
});

test("[S2-GODMODE-04] the god-mode panel shows only when the token's IsLMSAdmin is 'true'", async () => {
  serve(1);
  // the server calls her staff either way: only the token's flag decides
  server.use(api.get('/user/claims', () => ({ isPLIEmployee: true, isLMSAdmin: true })));
  const calls = recordApiCalls();
  const path = '/account/roster?OrgId=9001';
  window.history.replaceState(null, '', path);
  const member = renderWithProviders(<RosterPage />, { auth: { ...admin, isLmsAdmin: false }, path });
  expect(await screen.findByRole('link', { name: 'View Member 01' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Admin mode' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === '/user/claims')).toBe(false);
  member.unmount();
  renderWithProviders(<RosterPage />, { auth: { ...admin, isLmsAdmin: true }, path });
  expect(await screen.findByRole('heading', { name: 'Admin mode' })).toBeInTheDocument();
  window.history.replaceState(null, '', '/');
});

test('[S2-GODMODE-05] an LMS admin whom the server does not report as PLI staff gets no god-mode panel', async () => {
  serve(1);
  let employee = false;
  server.use(api.get('/user/claims', () => ({ isPLIEmployee: employee, isLMSAdmin: true })));
  const calls = recordApiCalls();
  const path = '/account/roster?OrgId=9001';
  window.history.replaceState(null, '', path);
  const notStaff = renderWithProviders(<RosterPage />, { auth: { ...admin, isLmsAdmin: true }, path });
  expect(await screen.findByRole('link', { name: 'View Member 01' })).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.path === '/user/claims')).toBe(true));
  await nextMacrotask();
  expect(screen.queryByRole('heading', { name: 'Admin mode' })).not.toBeInTheDocument();
  notStaff.unmount();
  employee = true;
  renderWithProviders(<RosterPage />, { auth: { ...admin, isLmsAdmin: true }, path });
  expect(await screen.findByRole('heading', { name: 'Admin mode' })).toBeInTheDocument();
  window.history.replaceState(null, '', '/');
});

test('[S2-GODMODE-06] the god-mode panel needs OrgId or UserId in the address: UserId alone shows it, neither does not', async () => {
  serve(1);
  server.use(api.get('/user/claims', () => ({ isPLIEmployee: true, isLMSAdmin: true })));
  const staff = { ...admin, isLmsAdmin: true };
  const byUser = '/account/roster?UserId=810001';
  window.history.replaceState(null, '', byUser);
  const first = renderWithProviders(<RosterPage />, { auth: staff, path: byUser });
  expect(await screen.findByRole('heading', { name: 'Admin mode' })).toBeInTheDocument();
  first.unmount();
  const calls = recordApiCalls();
  window.history.replaceState(null, '', '/account/roster');
  renderWithProviders(<RosterPage />, { auth: staff, path: '/account/roster' });
  expect(await screen.findByRole('link', { name: 'View Member 01' })).toBeInTheDocument();
  await nextMacrotask();
  expect(screen.queryByRole('heading', { name: 'Admin mode' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === '/user/claims')).toBe(false);
  window.history.replaceState(null, '', '/');
});
