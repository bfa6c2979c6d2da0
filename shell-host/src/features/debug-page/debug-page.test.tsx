import { act, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { PageContent } from '@cle/contracts/page';
import { renderWithProviders } from '@cle/testing/render';
import { DebugPage } from './debug-page';

const PAGE: PageContent = {
  contentType: ['PageData', 'DebugPage'],
  contentLink: { id: '9001' },
  name: 'Debug',
  friendlyUrl: '/debug',
  properties: {},
};

// A server-rendered page hydrates with the state every page starts in (sign-in not settled yet): the
// debug page must wait for it, not decide from it.
describe('the debug page while sign-in settles', () => {
  test('[S1-AUTH-51] [S1-PAGES-11] staff arriving before sign-in settles stay and see the page data as JSON', async () => {
    renderWithProviders(<DebugPage page={PAGE} />, {
      path: '/debug',
      auth: { ready: false },
      showLocation: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/debug$/);
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => authStore.set({ ...ANONYMOUS, token: 't', isEmployee: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug: Debug' })).toBeVisible();
    expect(JSON.parse(screen.getByLabelText('Page data').textContent ?? '{}')).toMatchObject({
      contentType: ['PageData', 'DebugPage'],
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/debug$/);
  });

  test('[S1-PAGES-12] anyone else goes to / once sign-in has settled', async () => {
    renderWithProviders(<DebugPage page={PAGE} />, {
      path: '/debug',
      auth: { ready: false },
      showLocation: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/debug$/);
    act(() => authStore.set({ ...ANONYMOUS }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  test('[S1-AUTH-51] a signed-in member who is not staff goes to / as well', async () => {
    renderWithProviders(<DebugPage page={PAGE} />, {
      path: '/debug',
      auth: { ready: false },
      showLocation: true,
    });
    act(() => authStore.set({ ...ANONYMOUS, token: 't', name: 'Pat Member', isPm: true, isEmployee: false }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('heading', { name: 'Debug: Debug' })).toBeNull();
  });
});
