// The callback pages as a visitor reaches them: through the render-mode gate in front of every page
// (spec 1 §2, §4). The identity provider's half is never reached here: the auth service stays loading.
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { authService } from '../api/auth-start';
import { AuthGate } from './auth-gate';

jest.mock('../api/auth-start', () => ({ authService: jest.fn(() => new Promise(() => undefined)) }));

const PAGE = <p>The page</p>;

beforeEach(() => jest.mocked(authService).mockClear());
afterEach(() => jest.useRealTimers());

test("[S1-ROUTES-15] the sign-in callback rotates 'Signing you in...', 'Hang in there...', 'One moment...'", async () => {
  jest.useFakeTimers();
  renderWithProviders(<AuthGate>{PAGE}</AuthGate>, { path: '/signin-callback', auth: { ready: false } });
  // the callback page is a chunk of its own: the loader shows until it is in
  const status = await screen.findByText('Signing you in...');
  expect(status).toHaveAttribute('role', 'status');
  expect(authService).toHaveBeenCalledTimes(1);
  act(() => void jest.advanceTimersByTime(2000));
  expect(status).toHaveTextContent('Hang in there...');
  act(() => void jest.advanceTimersByTime(2000));
  expect(status).toHaveTextContent('One moment...');
  act(() => void jest.advanceTimersByTime(2000));
  expect(status).toHaveTextContent('Signing you in...');
  expect(screen.queryByText('The page')).toBeNull();
});

test('[S1-ROUTES-18] the sign-out callback renders nothing while it completes the sign-out', async () => {
  const { container } = renderWithProviders(<AuthGate>{PAGE}</AuthGate>, { path: '/signout-callback' });
  // the callback page is there: it handed the provider's answer to the auth service
  await waitFor(() => expect(authService).toHaveBeenCalledTimes(1));
  expect(container).toBeEmptyDOMElement();
});
