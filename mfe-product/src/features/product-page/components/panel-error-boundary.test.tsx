// The panel's error boundary (spec 3 §8): its own data failing to load shows the error card; 'Try
// again' reloads and renders the panel. Rendering and edge states against MSW.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, apiError, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { payload, variation } from '../../../test/fixtures';
import { PANEL_ERROR_TEXT } from '../panel-error-text';
import { ProductView } from '../product-view';

beforeEach(() => {
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

test('[S3-ERRORS-22] [S3-ERRORS-23] a failed registrations load shows the panel error card; Try again reloads the panel', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  server.use(
    api.get('/product/:code', () => payload(variation({ type: 'online' }))),
    api.get('/user/library/by-itemPks', () => ({ items: [] })),
    api.get('/registration/upcoming-registrations', () =>
      fail ? apiError(500, 'Registrations are unavailable') : { registrations: [] },
    ),
  );
  render(
    <TestProviders path="/programs/x">
      <ProductView code="380021" inShell />
    </TestProviders>,
  );
  // a loaded machine renders slowly: wait for the card as long as the test may run
  const cards = await screen.findAllByRole(
    'alert',
    { name: PANEL_ERROR_TEXT.headingText, hidden: true },
    { timeout: 10_000 },
  );
  expect(cards.length).toBeGreaterThan(0);
  fail = false;
  fireEvent.click(screen.getAllByRole('button', { name: PANEL_ERROR_TEXT.buttonText, hidden: true })[0]!);
  await waitFor(
    () =>
      expect(
        screen.queryAllByRole('alert', { name: PANEL_ERROR_TEXT.headingText, hidden: true }),
      ).toHaveLength(0),
    { timeout: 10_000 },
  );
  expect(
    (await screen.findAllByRole('heading', { name: 'Choose how to attend', hidden: true })).length,
  ).toBeGreaterThan(0);
});

test('[S3-ERRORS-22] a failed ownership (library) lookup is not a panel failure: nothing is owned, no error card', async () => {
  server.use(
    api.get('/product/:code', () => payload(variation({ type: 'online' }))),
    api.get('/user/library/by-itemPks', () => apiError(500)),
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
  );
  render(
    <TestProviders path="/programs/x">
      <ProductView code="380021" inShell />
    </TestProviders>,
  );
  expect(
    (await screen.findAllByRole('heading', { name: 'Choose how to attend', hidden: true })).length,
  ).toBeGreaterThan(0);
  expect(screen.queryAllByRole('alert', { name: PANEL_ERROR_TEXT.headingText, hidden: true })).toHaveLength(
    0,
  );
});
