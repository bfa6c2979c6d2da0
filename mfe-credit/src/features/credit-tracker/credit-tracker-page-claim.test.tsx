// S2-API-06 on the page a member reaches: a certificate whose credit comes upon request offers "Claim
// credit", which asks GET /cle/claimcredit-link/{code} for the program and follows the link it returns; a
// failed call shows a message. Other certificates (approved, external) offer no claim.
import { fireEvent, screen, within } from '@testing-library/react';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from './credit-tracker-page';
import { member, PATH, serve } from './tracker-page-fixtures';
import { trackerCertificate, trackerEntry } from './tracker-fixtures';

const LINK = `${PATH}?creditTrackerCode=PLI_NY-ETH-204`;
const CERTIFICATES = [
  trackerCertificate(1, {
    programName: 'Ethics upon request',
    creditStatus: 'CreditUponRequest',
    productCode: 'NY-ETH-204',
  }),
  trackerCertificate(2, { programName: 'Approved program', productCode: 'NY-GEN-101' }),
  trackerCertificate(3, {
    programName: 'Bar association lunch',
    certificateSource: 'Bar association',
    isExternal: true,
    creditStatus: null,
  }),
];

async function renderTracker() {
  serve(() => trackerEntry({ certificates: CERTIFICATES }));
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: member(),
    path: PATH,
    showLocation: true,
  });
  const section = await screen.findByRole('region', { name: 'Certificates' });
  await within(section).findByText('Ethics upon request');
  return section;
}

test('[S2-API-06] "Claim credit" calls GET /cle/claimcredit-link/{code} for the program and follows the link', async () => {
  const calls = recordApiCalls();
  server.use(
    api.get<{ url: string }>('/cle/claimcredit-link/:code', ({ params }) =>
      params.code === 'NY-ETH-204' ? { url: LINK } : apiError(404),
    ),
  );
  const section = await renderTracker();
  // only the certificate whose credit comes upon request can be claimed
  expect(within(section).getAllByRole('button', { name: /^Claim credit/ })).toHaveLength(1);
  fireEvent.click(within(section).getByRole('button', { name: 'Claim credit for Ethics upon request' }));
  expect(await screen.findByText(LINK)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(LINK);
  expect(calls.filter((c) => c.path.startsWith('/cle/claimcredit-link/')).map((c) => c.path)).toEqual([
    '/cle/claimcredit-link/NY-ETH-204',
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[S2-API-06] a failed claim-credit call shows a message and stays on the tracker', async () => {
  server.use(api.get('/cle/claimcredit-link/:code', () => apiError(500)));
  const section = await renderTracker();
  fireEvent.click(within(section).getByRole('button', { name: 'Claim credit for Ethics upon request' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'The claim credit link could not be opened. Try again later.',
  );
  expect(screen.getByTestId('location').textContent).toBe(PATH);
  // the member can try again
  expect(within(section).getByRole('button', { name: 'Claim credit for Ethics upon request' })).toBeEnabled();
});

test('[S2-API-06] a claim-credit link that is not an http(s) address is refused with the message', async () => {
  server.use(
    api.get<{ url: string }>('/cle/claimcredit-link/:code', () => ({
      url: 'javascript:alert(document.cookie)',
    })),
  );
  const section = await renderTracker();
  fireEvent.click(within(section).getByRole('button', { name: 'Claim credit for Ethics upon request' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'The claim credit link could not be opened. Try again later.',
  );
  expect(screen.getByTestId('location').textContent).toBe(PATH);
});
