// The earn-more arrival (S2-TRACKER-63) on the tracker page a member reaches: the half where the
// address's credit types and formats match nothing of the license. The matching half is in
// credit-tracker-page-rows.test.tsx.
import { act, screen } from '@testing-library/react';
import { api, apiError, nextMacrotask, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from '../credit-tracker-page';
import { member, PATH, serve } from '../tracker-page-fixtures';

test('[S2-TRACKER-63] credit types and formats that match nothing of the license neither scroll nor open the panel', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  serve();
  server.use(api.post('/search', () => apiError(503)));
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
      auth: member(),
      path: `${PATH}?invariantCreditType=Underwater%20Basket%20Law&invariantProgramFormat=InPerson`,
      toasts: true,
    });
    const shown = () =>
      screen.queryByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' });
    for (let i = 0; i < 100 && !shown(); i++) await act(() => nextMacrotask());
    expect(shown()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(scroll).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Earn more credit in New York' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
