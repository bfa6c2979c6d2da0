// The render-mode gate in front of every page (spec 1 §4), as the shell mounts it around its routes:
// loading while sign-in is unsettled, the sign-in callback's messages on its path, nothing on the
// sign-out callback, the page otherwise. The callbacks' one call to the auth service is stood in for.
import { screen, waitFor } from '@testing-library/react';
import type { AuthState } from '@cle/contracts/auth';
import { renderWithProviders } from '@cle/testing/render';
import { authRuntime } from '../auth-state';
import { AuthGate } from './auth-gate';

const completeSignIn = jest.fn();
const completeSignOut = jest.fn();
jest.mock('../api/use-auth-callbacks', () => ({
  useCompleteSignIn: () => completeSignIn(),
  useCompleteSignOut: () => completeSignOut(),
}));

const SIGNED_IN: Partial<AuthState> = { ready: true, token: 't', name: 'Ada', sub: 'u-1' };

function renderGate(
  path: string,
  auth: Partial<AuthState>,
  runtime: { busy?: boolean; expired?: boolean } = {},
  keepPageWhileLoading = false,
) {
  authRuntime.set({ busy: false, expired: false, ...runtime });
  return renderWithProviders(
    <AuthGate keepPageWhileLoading={keepPageWhileLoading}>
      <h1>The page</h1>
    </AuthGate>,
    { path, auth },
  );
}

const loading = () => screen.queryByRole('status', { name: 'Loading page' });
const thePage = () => screen.queryByRole('heading', { name: 'The page' });

afterEach(() => authRuntime.set({ busy: false, expired: false }));

describe('render modes as the gate renders them (spec 1 §4)', () => {
  test.each([
    ['auth not ready', { ready: false }, {}],
    ['a silent sign-in or load under way', SIGNED_IN, { busy: true }],
    ['the user expired', SIGNED_IN, { expired: true }],
  ] as const)('[S1-AUTH-11] %s: the loading layout, not the page', (_case, auth, runtime) => {
    renderGate('/programs/x', auth, runtime);
    expect(loading()).toBeInTheDocument();
    expect(thePage()).toBeNull();
  });

  test('[S1-AUTH-11] a page the server rendered stays as it came while sign-in settles', () => {
    renderGate('/programs/x', { ready: false }, {}, true);
    expect(thePage()).toBeInTheDocument();
  });

  test("[S1-AUTH-12] on the sign-in callback, before auth is ready: 'Signing you in...' and the callback's step", async () => {
    renderGate('/signin-callback', { ready: false });
    expect(await screen.findByText('Signing you in...')).toBeInTheDocument();
    expect(completeSignIn).toHaveBeenCalled();
    expect(thePage()).toBeNull();
  });

  test('[S1-AUTH-13] on the sign-out callback the gate renders nothing while it redirects', async () => {
    const { container } = renderGate('/signout-callback', SIGNED_IN);
    await waitFor(() => expect(completeSignOut).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  test('[S1-AUTH-14] auth ready and nothing under way: the page renders', () => {
    renderGate('/programs/x', SIGNED_IN);
    expect(thePage()).toBeInTheDocument();
    expect(loading()).toBeNull();
  });
});
