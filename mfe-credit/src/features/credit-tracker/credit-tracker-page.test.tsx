import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { heading, renderPage, serve, withNeighbours } from './tracker-page-fixtures';
import { isoInDays, requirement, trackerEntry } from './tracker-fixtures';
import { COMPLIANCE_HEADER_ANIMATION_DELAY_MS } from './tracker-rules';
import { useDelayedFlag } from './hooks/use-delayed-flag';

/** the page with two PLI certificates, the newer one second in the payload */
async function renderWithCertificates() {
  const older = { id: 1, dateCompleted: isoInDays(-200) };
  const newer = { id: 2, dateCompleted: isoInDays(-20) };
  const cert = (c: { id: number; dateCompleted: string }, programName: string) => ({
    ...c,
    programName,
    certificateSource: 'PLI',
    format: 'OnDemand',
    isExternal: false,
    isCarryover: false,
    carryOver: 0,
    transitionLevel: null,
    creditStatus: 'Approved',
    creditTypes: [{ creditType_PK: 2, creditType_SK: 2, creditTypeDescription: 'Ethics', creditIssued: 1.5 }],
  });
  serve(() => trackerEntry({ certificates: [cert(newer, 'Newer program'), cert(older, 'Older program')] }));
  renderPage();
  await heading();
}

test('[S2-TRACKER-02] [S2-TRACKER-07] [S2-TRACKER-08] [S2-TRACKER-09] the header Add menu, the organisation message, special status and Find Programs', async () => {
  await renderWithCertificates();
  const add = screen.getByRole('button', { name: 'Add' });
  expect(add).toHaveAttribute('aria-haspopup', 'menu');
  fireEvent.click(add);
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual(['Add new license', 'Add external credit']);
  expect(
    await screen.findByText("Whitman & Crane LLP reviews its members' CLE compliance."),
  ).toBeInTheDocument();
  const status = screen.getByRole('combobox', { name: 'Special status' });
  expect(status).toHaveValue('1');
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No special status', 'Experienced Attorney', 'Newly Admitted Attorney']);
  expect(screen.getByRole('button', { name: 'Find Programs' })).toBeInTheDocument();
});

test('[S2-TRACKER-34] [S2-TRACKER-36] [S2-TRACKER-37] the certificates newest first, the disclaimer and the guide link', async () => {
  await renderWithCertificates();
  const certificates = screen.getByRole('region', { name: 'Certificates' });
  expect(
    within(certificates)
      .getAllByRole('row')
      .slice(1)
      .map((r) => (r as HTMLTableRowElement).cells[1]!.firstChild!.textContent),
  ).toEqual(['Newer program', 'Older program']);
  expect(within(certificates).getByRole('link', { name: 'All my certificates' })).toHaveAttribute(
    'href',
    '/account/certificates',
  );
  const disclaimer = screen.getByRole('note', { name: 'Disclaimer' });
  expect(disclaimer).toHaveTextContent('The credit tracker is a guide.');
  expect(within(disclaimer).getByRole('link', { name: 'Guide to CLE requirements' })).toHaveAttribute(
    'href',
    '/credit-info',
  );
});

test('[S2-TRACKER-07] without an organisation message there is none on the page', async () => {
  serve(undefined, { message: null });
  const calls = recordApiCalls();
  renderPage();
  await heading();
  await waitFor(() => expect(calls.some((c) => c.path === '/credit-tracker/organizationMessage')).toBe(true));
  expect(screen.queryByText(/reviews its members/)).not.toBeInTheDocument();
});

test('[S2-TRACKER-12] without a compliance period there is no donut; with one there is', async () => {
  const missing = trackerEntry();
  missing.jurisdiction.clePeriod = {
    ...missing.jurisdiction.clePeriod,
    startDate: null,
    endDate: null,
    isUserInfoIncomplete: true,
  };
  serve(() => missing);
  const { unmount } = renderPage();
  await heading();
  expect(screen.getByText('Set your compliance period to see your progress.')).toBeInTheDocument();
  expect(screen.queryByTestId('progress-donut')).not.toBeInTheDocument();
  unmount();
  serve();
  renderPage();
  await heading();
  expect(screen.getByTestId('progress-donut')).toBeInTheDocument();
});

test('[S2-TRACKER-19] the compliance-period modal opens by itself without a period, not with one', async () => {
  const missing = trackerEntry();
  missing.jurisdiction.clePeriod = { ...missing.jurisdiction.clePeriod, startDate: null, endDate: null };
  serve(() => missing);
  const { unmount } = renderPage();
  await heading();
  expect(await screen.findByRole('dialog', { name: 'Edit compliance period' })).toBeInTheDocument();
  unmount();
  serve();
  renderPage();
  await heading();
  expect(screen.getByTestId('period-range')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Edit compliance period' })).not.toBeInTheDocument();
});

test('[S2-TRACKER-20] [S2-TRACKER-21] previous and next are disabled without a matching state transition option', async () => {
  const none = trackerEntry();
  none.jurisdiction.cleStateTransitionOptions = [];
  serve(() => none);
  const { unmount } = renderPage();
  await heading();
  const periods = screen.getByRole('group', { name: 'Compliance period' });
  expect(within(periods).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(periods).getByRole('button', { name: 'Current' })).toBeEnabled();
  expect(within(periods).getByRole('button', { name: 'Next' })).toBeDisabled();
  unmount();

  const onlyPrevious = trackerEntry();
  onlyPrevious.jurisdiction.cleStateTransitionOptions = [{ key: 'previous', text: 'Previous period' }];
  serve(() => onlyPrevious);
  renderPage();
  await heading();
  const again = screen.getByRole('group', { name: 'Compliance period' });
  expect(within(again).getByRole('button', { name: 'Previous' })).toBeEnabled();
  expect(within(again).getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('[S2-TRACKER-21] next is enabled with its transition option, previous then disabled', async () => {
  const onlyNext = trackerEntry();
  onlyNext.jurisdiction.cleStateTransitionOptions = [{ key: 'next', text: 'Next period' }];
  serve(() => onlyNext);
  renderPage();
  await heading();
  const periods = screen.getByRole('group', { name: 'Compliance period' });
  expect(within(periods).getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(within(periods).getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test("[S2-TRACKER-24] [S2-API-51] after a special-status update (the spec's fields) the tracker is fetched again", async () => {
  let group = 1;
  serve(() => trackerEntry({ complianceGroup_SK: group }));
  server.use(
    api.post('/credit-tracker/switch-status', ({ body }) => {
      group = (body as { complianceGroupSk: number }).complianceGroupSk;
      return new Response('OK', { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  const calls = recordApiCalls();
  // the site's own SWR cache, which the tracker reset reaches (a member of her own in this file)
  renderPage('800102', SWRConfig.defaultValue.cache as Map<string, unknown>);
  await heading();
  const reads = () => calls.filter((c) => c.path === '/credit-tracker').length;
  const before = reads();
  fireEvent.change(screen.getByRole('combobox', { name: 'Special status' }), { target: { value: '2' } });
  expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
  // S2-API-51: the license named as the period update names it, with the period shown
  expect(calls.find((c) => c.path === '/credit-tracker/switch-status')!.body).toEqual({
    customerId: 800002, // the fixture entry's customer
    jurisdictionId: 132,
    jurisdictionKey: expect.stringMatching(/^\d+-132$/),
    period: expect.objectContaining({ startDate: expect.any(String), endDate: expect.any(String) }),
    complianceGroupSk: 2,
  });
  await waitFor(() => expect(reads()).toBeGreaterThan(before));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Special status' })).toHaveValue('2'));
});

test('[S2-TRACKER-99] [S2-TRACKER-27] the donut and an unmet requirement card turn orange when the deadline approaches', async () => {
  serve(() => trackerEntry({}, 20));
  const { unmount } = renderPage();
  await heading();
  expect(screen.getByTestId('progress-donut')).toHaveAttribute('data-approaching', 'true');
  const card = screen.getByRole('heading', { level: 3, name: 'Ethics and Professionalism' });
  expect(card.closest('[data-warning]')).toHaveAttribute('data-warning', 'true');
  unmount();

  serve(() => trackerEntry({}, 400));
  renderPage();
  await heading();
  expect(screen.getByTestId('progress-donut')).not.toHaveAttribute('data-approaching');
  expect(document.querySelector('[data-warning]')).toBeNull();
});

test('[S2-TRACKER-27] a fulfilled requirement card is not orange even near the deadline', async () => {
  const done = trackerEntry({}, 20);
  done.jurisdiction.requirements = [requirement({ counted: 4, earned: 4, remaining: 0, isFulfilled: true })];
  serve(() => done);
  renderPage();
  await heading();
  expect(document.querySelector('[data-warning]')).toBeNull();
});

test('[S2-TRACKER-107] a tracker error is kept and nothing more is shown than the title', async () => {
  serve(() => apiError(500, 'Down'));
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Credit Tracker' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('tracker-skeleton-row')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Find Programs' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[S2-TRACKER-38] a special-status change shows a global banner whose Undo puts the old status back', async () => {
  serve();
  const sent: (number | null)[] = [];
  server.use(
    api.post('/credit-tracker/switch-status', ({ body }) => {
      sent.push((body as { complianceGroupSk: number | null }).complianceGroupSk);
      return new Response('OK', { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  renderPage();
  await heading();
  fireEvent.change(screen.getByRole('combobox', { name: 'Special status' }), { target: { value: '2' } });
  const updates = await screen.findByRole('list', { name: 'Updates' });
  const banner = within(updates).getByRole('status');
  expect(banner).toHaveTextContent('Special status changed to Newly Admitted Attorney.');
  fireEvent.click(within(banner).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Updates' })).not.toBeInTheDocument());
  expect(sent).toEqual([2, 1]);
});

describe('periods, header, tooltips and links', () => {
  test('[S2-TRACKER-33] one collapsible accordion per period; opening another period loads it', async () => {
    const calls = recordApiCalls();
    serve(() => withNeighbours());
    renderPage();
    await heading();
    const toggles = screen.getAllByTestId('period-accordion').map((a) => within(a).getByRole('button'));
    expect(toggles.map((t) => t.textContent!.split(':')[0])).toEqual([
      'Previous compliance period',
      'Current compliance period',
      'Next compliance period',
    ]);
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    // the shown period holds the requirement cards; it collapses and opens again
    expect(screen.getAllByTestId('requirement-card')).toHaveLength(1);
    fireEvent.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('requirement-card')).not.toBeVisible();
    fireEvent.click(toggles[1]!);
    expect(screen.getByTestId('requirement-card')).toBeVisible();
    // another period's accordion asks the tracker for that period
    fireEvent.click(toggles[0]!);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/credit-tracker').at(-1)!.body).toMatchObject({
        period: 'previous',
      }),
    );
  });

  test('[S2-TRACKER-33] a neighbour period without its transition option gets no accordion', async () => {
    serve(() => {
      const e = withNeighbours();
      e.jurisdiction.cleStateTransitionOptions = [{ key: 'next', text: 'Next compliance period' }];
      return e;
    });
    renderPage();
    await heading();
    expect(
      screen
        .getAllByTestId('period-accordion')
        .map((a) => within(a).getByRole('button').textContent!.split(':')[0]),
    ).toEqual(['Current compliance period', 'Next compliance period']);
  });

  test('[S2-TRACKER-67] the compliance header animation runs after 500 ms', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useDelayedFlag(COMPLIANCE_HEADER_ANIMATION_DELAY_MS));
      expect(result.current).toBe(false);
      act(() => jest.advanceTimersByTime(499));
      expect(result.current).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    // on the page: the header is there at once, its animation attribute comes later
    serve();
    renderPage();
    await heading();
    const header = screen.getByTestId('compliance-header');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(header).toHaveAttribute('data-animated', 'true'));
  });

  test('[S2-TRACKER-102] [S2-OTHER-04] a newly admitted New York license gets the transitional tooltip wording and a link to the transitional requirements', async () => {
    serve(() => trackerEntry({ isTransitionalOrNewlyAdmitted: true, complianceGroup_SK: 2 }));
    renderPage();
    await heading();
    expect(
      screen.getByRole('link', { name: 'New York transitional (newly admitted) requirements' }),
    ).toHaveAttribute('href', '/credit-info/new-york-transitional');
    expect(
      await screen.findByText(
        'Your transitional period runs from your admission date. Not your dates? Edit them here.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  test('[S2-TRACKER-102] limited mode gets its own tooltip wording; an experienced license the standard one and no transitional link', async () => {
    serve(() => {
      const e = trackerEntry({
        jurisdiction: { ...trackerEntry().jurisdiction, activeFlags: ['LimitedMode'] },
      });
      e.jurisdiction.displayName = 'Michigan';
      return e;
    });
    const { unmount } = renderPage();
    await heading();
    expect(
      await screen.findByText(
        'Michigan sets no compliance period: the tracker lists your credits without a deadline.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    unmount();

    serve();
    renderPage();
    await heading();
    expect(
      await screen.findByText('Not your dates? Edit your compliance period here.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /transitional/ })).not.toBeInTheDocument();
  });
});
