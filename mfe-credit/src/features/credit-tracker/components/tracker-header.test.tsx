import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from '../credit-tracker-page';
import { heading, member, PATH, serve, withNeighbours } from '../tracker-page-fixtures';
import { trackerEntry } from '../tracker-fixtures';

describe('the credit modals from the Add menu', () => {
  const requests: { kind: string; regionSk: number; carryoverPeriods: { start: string; label: string }[] }[] =
    [];
  let finish: (saved: { dateCompleted: string } | null) => void = () => {};
  beforeEach(() => {
    requests.length = 0;
  });
  function renderWithModals(onAddLicense = jest.fn()) {
    return renderWithProviders(
      <CreditTrackerPage
        title="Credit Tracker"
        renderAddLicense={({ onClose }) => {
          onAddLicense();
          return (
            <div role="dialog" aria-label="Add license stand-in">
              <button type="button" onClick={onClose}>
                Close add license
              </button>
            </div>
          );
        }}
        renderCreditModal={(request, done) => {
          requests.push(request);
          finish = done;
          return <div role="dialog" aria-label={`${request.kind} credit modal`} />;
        }}
      />,
      { auth: member(), path: PATH, toasts: true },
    );
  }

  test('[S2-TRACKER-46] [S2-TRACKER-47] [S2-TRACKER-48] the Add menu opens the add-license, external credit and carryover credit modals', async () => {
    serve(() => withNeighbours());
    const onAddLicense = jest.fn();
    renderWithModals(onAddLicense);
    await heading();
    const open = async (item: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
    };
    await open('Add new license');
    expect(await screen.findByRole('dialog', { name: 'Add license stand-in' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close add license' }));
    await open('Add external credit');
    expect(await screen.findByRole('dialog', { name: 'external credit modal' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ kind: 'external', regionSk: 132 });
    act(() => finish(null));
    await open('Add carryover credit');
    expect(await screen.findByRole('dialog', { name: 'carryover credit modal' })).toBeInTheDocument();
    expect(requests.at(-1)!.carryoverPeriods.map((p) => p.label.split(' (')[0])).toEqual([
      'Previous period',
      'Current period',
      'Next period',
    ]);
    expect(onAddLicense).toHaveBeenCalled();
  });

  test('[S2-TRACKER-49] a modal from the Add menu opens 10 ms after the choice', async () => {
    serve();
    renderWithModals();
    await heading();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add new license' }));
      act(() => jest.advanceTimersByTime(9));
      expect(screen.queryByRole('dialog', { name: 'Add license stand-in' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('dialog', { name: 'Add license stand-in' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('[S2-TRACKER-47] no carryover credit where the license does not allow carryover', async () => {
    serve(() => trackerEntry({ carryoverInformationText: null }));
    renderWithModals();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Add carryover credit' }),
    ).toBeNull();
  });

  test('[S2-CREDITFORM-12] a carryover saved into the next period switches the selected period to next', async () => {
    const calls = recordApiCalls();
    serve(() => withNeighbours());
    renderWithModals();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add carryover credit' }));
    await screen.findByRole('dialog', { name: 'carryover credit modal' });
    const next = requests.at(-1)!.carryoverPeriods[2]!;
    act(() => finish({ dateCompleted: next.start }));
    // the next period is asked for, then shown as selected
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/credit-tracker').at(-1)!.body).toMatchObject({
        period: 'next',
      }),
    );
    const periods = await screen.findByRole('group', { name: 'Compliance period' });
    expect(within(periods).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('[S2-CREDITFORM-35] a provider load that fails is kept in the page state and loading stops; the form still opens', async () => {
    serve(() => withNeighbours());
    server.use(api.get('/credit-tracker/providers', () => apiError(503, 'Providers are down')));
    renderWithModals();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add external credit' }));
    await screen.findByRole('dialog', { name: 'external credit modal' });
    await waitFor(() =>
      expect(requests.at(-1)!).toMatchObject({
        providers: { items: [], loading: false, error: expect.stringMatching(/Providers are down|503/) },
      }),
    );
  });

  test('providers load once for the credit form and reach it', async () => {
    const calls = recordApiCalls();
    serve(() => withNeighbours());
    server.use(api.get('/credit-tracker/providers', () => ['Lawline', 'PLI']));
    renderWithModals();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add external credit' }));
    await waitFor(() =>
      expect(requests.at(-1)!).toMatchObject({ providers: { items: ['Lawline', 'PLI'], loading: false } }),
    );
    act(() => finish(null));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add carryover credit' }));
    await screen.findByRole('dialog', { name: 'carryover credit modal' });
    expect(calls.filter((c) => c.path === '/credit-tracker/providers')).toHaveLength(1);
  });
});

test('[S1-ROUTES-27] without a credit modal, Add external credit links to the certificates page the site labels name', async () => {
  serve(() => withNeighbours());
  server.use(api.get('/site-parts', () => ({ labels: { certificatesPage: '/my-account/certificates' } })));
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, { auth: member(), path: PATH });
  await heading();
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const link = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add external credit' });
  await waitFor(() => expect(link).toHaveAttribute('href', '/my-account/certificates'));
});
