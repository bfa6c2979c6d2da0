// The credit status markers on the tracker page users reach (MSW answers the tracker with one
// certificate per status), not on the rule alone.
import { screen, within } from '@testing-library/react';
import type { TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from '../credit-tracker-page';
import { isoInDays, trackerAnswer, trackerEntry } from '../tracker-fixtures';

type TrackerCertificate = TrackerEntry['certificates'][number];

const certificate = (id: number, programName: string, creditStatus: string | null): TrackerCertificate => ({
  id,
  programName,
  certificateSource: creditStatus === null ? 'Bar association' : 'PLI',
  dateCompleted: isoInDays(-10 - id),
  format: 'On-Demand',
  isExternal: creditStatus === null,
  isCarryover: false,
  carryOver: 0,
  transitionLevel: null,
  creditStatus,
  creditTypes: [{ creditType_PK: 1, creditType_SK: 1, creditTypeDescription: 'General', creditIssued: 1 }],
});

async function rowsFor(certificates: TrackerCertificate[]) {
  server.use(
    api.post<TrackerResponse>('/credit-tracker', () => trackerAnswer([trackerEntry({ certificates })])),
    api.get('/credit-tracker/organizationMessage', () => ({ message: null })),
    api.post('/credit-tracker/announcements/many', () => ({})),
  );
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: { token: 't', sub: 'u-im', individualSk: '800002' },
    path: '/account/credit/credit-tracker',
  });
  const section = await screen.findByRole('region', { name: 'Certificates' });
  await within(section).findByText(certificates[0]!.programName);
  return (name: string) => within(section).getByText(name).closest('tr')!;
}

/** The marker in a row: its icon's label and glyph, and the words beside it. */
function marker(row: HTMLElement) {
  const icon = within(row).queryByRole('img');
  return (
    icon && {
      label: icon.getAttribute('aria-label'),
      glyph: icon.textContent,
      text: icon.parentElement!.textContent,
    }
  );
}

test('[S2-TRACKER-28] an Approved certificate shows the success icon', async () => {
  const row = await rowsFor([certificate(1, 'Approved program', 'Approved')]);
  expect(marker(row('Approved program'))).toEqual({ label: 'Success', glyph: '✓', text: '✓Approved' });
});

test('[S2-TRACKER-29] Pending, CreditUponRequest and ApplicationSubmitted show a warning', async () => {
  const row = await rowsFor([
    certificate(1, 'Pending program', 'Pending'),
    certificate(2, 'On request program', 'CreditUponRequest'),
    certificate(3, 'Submitted program', 'ApplicationSubmitted'),
  ]);
  expect(marker(row('Pending program'))).toEqual({ label: 'Warning', glyph: '!', text: '!Pending' });
  expect(marker(row('On request program'))).toEqual({
    label: 'Warning',
    glyph: '!',
    text: '!Credit upon request',
  });
  expect(marker(row('Submitted program'))).toEqual({
    label: 'Warning',
    glyph: '!',
    text: '!Application submitted',
  });
});

test('[S2-TRACKER-30] any other status shows as not approved; external credit shows no status', async () => {
  const row = await rowsFor([
    certificate(1, 'Denied program', 'Denied'),
    certificate(2, 'Unaccredited program', 'NotApproved'),
    certificate(3, 'Outside seminar', null),
  ]);
  for (const name of ['Denied program', 'Unaccredited program'])
    expect(marker(row(name))).toEqual({ label: 'Not approved', glyph: '✕', text: '✕Not approved' });
  expect(marker(row('Outside seminar'))).toBeNull();
});

test('[S2-CONST-06] exactly the four enum statuses are not shown as not approved', async () => {
  const statuses = [
    'Approved',
    'Pending',
    'CreditUponRequest',
    'ApplicationSubmitted',
    'approved',
    'Rejected',
  ];
  const row = await rowsFor(statuses.map((s, i) => certificate(i + 1, `Program ${s}`, s)));
  expect(statuses.map((s) => marker(row(`Program ${s}`))!.label)).toEqual([
    'Success',
    'Warning',
    'Warning',
    'Warning',
    'Not approved',
    'Not approved',
  ]);
});
