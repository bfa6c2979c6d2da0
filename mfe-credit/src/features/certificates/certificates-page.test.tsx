import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CertificateListQuery, CertificateListResponse } from '@cle/contracts/certificate-schemas';
import { api, apiError, http, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CertificatesPage } from './certificates-page';
import { cert, certificatePage, file } from '../../lib/certificate-fixtures';

const member = { token: 't', sub: 'u-im' };
const ROWS = [
  cert({ id: 1, programName: 'Ethics in Practice', certificateBlobs: [file('a')] }),
  cert({
    id: 2,
    programName: 'Carried over',
    isExternal: true,
    isCarryover: true,
    certificateSource: 'Carryover',
    certificateBlobs: [file('b')],
    creditTypes: [{ creditType_PK: 1, creditType_SK: 1, creditTypeDescription: 'General', creditIssued: 2 }],
  }),
];
const OPTIONS = {
  jurisdictions: [
    { regionSk: 132, name: 'New York' },
    { regionSk: 105, name: 'California' },
  ],
  years: [2026, 2025],
};

/** Answers the list: everything without filters, nothing with any. */
function serveList(items = ROWS) {
  server.use(
    api.post<CertificateListResponse>('/user/certificates', ({ body }) => {
      const q = body as CertificateListQuery;
      const filtered = Boolean(q.source?.length || q.jurisdictions?.length || q.year);
      return certificatePage(filtered ? [] : items, {}, OPTIONS);
    }),
  );
}
/** Answers the list as 45 certificates on three pages, the page asked for. */
function serveThreePages() {
  server.use(
    api.post<CertificateListResponse>('/user/certificates', ({ body }) => {
      const pageNumber = (body as CertificateListQuery).pageNumber ?? 1;
      return certificatePage(ROWS, { count: 45, totalPages: 3, pageNumber }, OPTIONS);
    }),
  );
}
const listCalls = (calls: ReturnType<typeof recordApiCalls>) =>
  calls.filter((c) => c.path === '/user/certificates').map((c) => c.body as CertificateListQuery);

function renderPage() {
  return renderWithProviders(<CertificatesPage renderCreditModal={() => null} />, {
    auth: member,
    toasts: true,
  });
}

test('[S2-CERT-01] [S2-CERT-02] [S2-CERT-03] [S2-CERT-07] [S2-CERT-10] heading, quick filters, sort menu, results count and the table columns', async () => {
  serveList();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
  const quick = screen.getByRole('group', { name: 'Quick filters' });
  expect(
    within(quick)
      .getAllByRole('button')
      .filter((b) => !b.closest('[role="note"]'))
      .map((b) => b.textContent),
  ).toEqual(['All', 'PLI', 'External', 'All Filters']);
  expect(within(quick).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const sort = screen.getByRole('combobox', { name: 'Sort' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Newest First', 'Oldest First', 'A-Z', 'Z-A']);
  expect(await screen.findByText('2 results')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Date', 'Program', 'Jurisdiction', 'Credits', 'Actions']);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('[S2-CERT-13] [S2-CERT-14] with no certificates and no filters the page says there are none to display', async () => {
  serveList([]);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No certificates to display.' })).toBeInTheDocument();
  expect(screen.getByText("You either haven't earned any or have one being processed.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});

test('[S2-CERT-15] [S2-CERT-02] a quick filter that matches nothing shows the filtered empty state, which clears back', async () => {
  serveList();
  const calls = recordApiCalls();
  renderPage();
  await screen.findByText('2 results');
  fireEvent.click(screen.getByRole('button', { name: 'PLI' }));
  expect(
    await screen.findByRole('heading', { name: 'No certificates match these filters.' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('No certificates to display.')).not.toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toMatchObject({ source: ['pli'], pageNumber: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  // the unfiltered page again (SWR may answer it from its cache)
  expect(await screen.findByText('2 results')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('[S2-CERT-06] [S2-CERT-22] [S2-CERT-23] [S2-CERT-25] the All Filters panel offers jurisdictions and years; Custom reveals a date range', async () => {
  serveList();
  const calls = recordApiCalls();
  renderPage();
  await screen.findByText('2 results');
  fireEvent.click(screen.getByRole('button', { name: 'All Filters' }));
  const panel = screen.getByRole('dialog', { name: 'All Filters' });
  const places = within(panel).getByRole('group', { name: 'Jurisdictions' });
  expect(
    within(places)
      .getAllByRole('checkbox')
      .map((c) => c.parentElement!.textContent!.trim()),
  ).toEqual(['New York', 'California']);
  fireEvent.click(within(places).getByRole('checkbox', { name: 'New York' }));
  await screen.findByText('0 results');
  expect(listCalls(calls).at(-1)).toMatchObject({ jurisdictions: [132] });

  const year = within(panel).getByRole('combobox', { name: 'Year' });
  expect(
    within(year)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All years', '2026', '2025', 'Custom']);
  expect(within(panel).queryByLabelText('From')).not.toBeInTheDocument();
  fireEvent.change(year, { target: { value: '9999' } });
  fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '01/01/2025' } });
  fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '06/30/2025' } });
  await screen.findByText('0 results');
  expect(listCalls(calls).at(-1)).toMatchObject({ year: 9999, dateRange: '01/01/2025;06/30/2025' });
});

test('[S2-CERT-11] the pager reads n of m, and Next asks for the next page', async () => {
  serveThreePages();
  const calls = recordApiCalls();
  renderPage();
  const pager = await screen.findByRole('navigation', { name: 'Pagination' });
  expect(await within(pager).findByText('1 of 3')).toBeInTheDocument();
  fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  expect(await within(pager).findByText('2 of 3')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toMatchObject({ pageNumber: 2, pageSize: 20 });
});

test('[S2-TOAST-19] [S2-CERT-35] a failed list shows the error toast, and the error stays on the page', async () => {
  server.use(api.post('/user/certificates', () => apiError(500, 'Database down')));
  renderPage();
  // the toast and, from the list's error state, the page's own message
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((a) => a.textContent)).toEqual(
    expect.arrayContaining([expect.stringContaining('Error loading certificates')]),
  );
  expect(await screen.findAllByText('Error loading certificates')).toHaveLength(2);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('[S2-TOAST-12] a failed single download names the certificate or the carryover credit', async () => {
  serveList();
  server.use(api.get('/user/certificates/download/:customerId', () => apiError(404, 'File not found')));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Download certificate for Ethics in Practice' }));
  expect(await screen.findByText('There was an error downloading certificate')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Download certificate for Carried over' }));
  expect(await screen.findByText('There was an error downloading carryover credit')).toBeInTheDocument();
});

test('[S2-API-56] a downloaded certificate is saved under its file name, or its blob name when it has none', async () => {
  const unnamed = { blobUri: 'c'.padEnd(32, '0'), fileName: '' };
  serveList([ROWS[0]!, cert({ id: 3, programName: 'Unnamed file', certificateBlobs: [unnamed] })]);
  const asked: string[] = [];
  server.use(
    http.get('*/api/user/certificates/download/:customerId', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('blobName')!);
      return new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
  );
  URL.createObjectURL = jest.fn(() => 'blob:certificate');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Download certificate for Ethics in Practice' }));
  await waitFor(() => expect(saved).toEqual(['a.pdf']));
  fireEvent.click(screen.getByRole('button', { name: 'Download certificate for Unnamed file' }));
  await waitFor(() => expect(saved).toEqual(['a.pdf', unnamed.blobUri]));
  expect(asked).toEqual([ROWS[0]!.certificateBlobs[0]!.blobUri, unnamed.blobUri]);
  click.mockRestore();
});

test('[S2-TOAST-13] a failed download of the page of certificates shows its toast', async () => {
  serveList();
  const calls = recordApiCalls();
  server.use(api.post('/user/certificates/download-bulk/:customerId', () => apiError(500, 'Zip failed')));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
  expect(await screen.findByText('There was an error downloading certificates')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/user/certificates/download-bulk/u-im')!.body).toMatchObject({
    keys: [1, 2],
    pageNumber: 1,
  });
});

describe('the first-time filter tooltip', () => {
  const clear = () => (document.cookie = 'certificatesFilterTooltip=; Max-Age=0; Path=/');
  beforeEach(clear);
  afterAll(clear);

  test('[S2-ROLES-14] it shows to signed-in members, not to visitors', async () => {
    serveList();
    const { unmount } = renderPage();
    const quick = screen.getByRole('group', { name: 'Quick filters' });
    expect(within(quick).getByRole('note', { name: 'Filter tip' })).toHaveTextContent(
      'New: narrow your certificates by source, jurisdiction and year in All Filters.',
    );
    await screen.findByText('2 results');
    unmount();
    renderWithProviders(<CertificatesPage renderCreditModal={() => null} />, { auth: {} });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Filter tip' })).not.toBeInTheDocument();
  });

  test('[S2-CERT-28] Got it dismisses it with a cookie that lasts 365 days', async () => {
    serveList();
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      written.push(v);
      cookie.set!.call(document, v);
    });
    const { unmount } = renderPage();
    fireEvent.click(
      within(screen.getByRole('note', { name: 'Filter tip' })).getByRole('button', { name: 'Got it' }),
    );
    expect(screen.queryByRole('note', { name: 'Filter tip' })).not.toBeInTheDocument();
    expect(written).toEqual([`certificatesFilterTooltip=1; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax`]);
    spy.mockRestore();
    await screen.findByText('2 results');
    unmount();
    renderPage();
    expect(screen.queryByRole('note', { name: 'Filter tip' })).not.toBeInTheDocument();
  });
});

test("[S2-CERT-17] [S2-CERT-18] [S2-CERT-19] [S2-CERT-20] [S2-CERT-09] each row's action; the page's Download only with 2 certificates holding files", async () => {
  const rows = [
    cert({ id: 1, programName: 'Outside course', isExternal: true }),
    cert({ id: 2, programName: 'Pending one', isRequestPending: true, requestDate: '2026-02-03T15:04:00Z' }),
    cert({ id: 3, programName: 'With a file', certificateBlobs: [file('c')] }),
  ];
  serveList(rows);
  const { unmount } = renderPage();
  await screen.findByText('3 results');
  const row = (name: string) => screen.getByText(name).closest('tr')!;
  expect(
    within(row('Outside course')).getByRole('button', { name: 'Edit Outside course' }),
  ).toHaveTextContent('Edit');
  expect(within(row('Pending one')).getByText('Requested')).toHaveAttribute(
    'title',
    'Requested on 02/03/2026 at 3:04 PM UTC',
  );
  expect(
    within(row('With a file')).getByRole('button', { name: 'Download certificate for With a file' }),
  ).toHaveTextContent('Download certificate');
  expect(within(row('Outside course')).queryByRole('button', { name: /^Download/ })).toBeNull();
  // one certificate with a file: no bulk Download
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  unmount();
  serveList([...rows, cert({ id: 4, programName: 'Another file', certificateBlobs: [file('d')] })]);
  renderPage();
  await screen.findByText('4 results');
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

test('[S2-CERT-27] changing a filter on page 2 asks for page 1', async () => {
  serveThreePages();
  const calls = recordApiCalls();
  renderPage();
  const pager = await screen.findByRole('navigation', { name: 'Pagination' });
  fireEvent.click(await within(pager).findByRole('button', { name: 'Next' }));
  expect(await within(pager).findByText('2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'PLI' }));
  expect(await within(pager).findByText('1 of 3')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)).toMatchObject({ source: ['pli'], pageNumber: 1 });
});
