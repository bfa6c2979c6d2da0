// Start-up without a signed-in person: the provider is asked whether it has a session, and signed in
// silently only when it has (spec 1 §4); the shell server's staff session (decision 065) ends only when
// the provider says nobody is signed in, not when it could not answer in time.
import { authStore } from '@cle/contracts/auth';
import { http, HttpResponse, server } from '@cle/testing/msw';

// the heavy half of the sign-in (oidc-client-ts): only what start-up calls, to see whether it is
jest.mock('./auth-service', () => ({
  startManager: jest.fn(async () => undefined),
  silentSignIn: jest.fn(async () => null),
}));

// imported after the mock
import { initAuth } from './auth-start';
import { silentSignIn } from './auth-service';

const ended: string[] = [];
beforeEach(() => {
  ended.length = 0;
  server.use(
    http.delete('*/staff-session', ({ request }) => {
      ended.push(request.method);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  // the server saw this browser as staff when it served the page
  window.__CLE_REMOTES__ = Promise.resolve({ remotes: [], visitor: { staff: true } });
});
afterEach(() => {
  window.__CLE_REMOTES__ = undefined;
  window.__CLE_SESSION__ = undefined;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

test('a provider that says nobody is signed in ends the staff session', async () => {
  window.__CLE_SESSION__ = Promise.resolve(false);
  await initAuth();
  await settled();
  expect(authStore.get()).toMatchObject({ ready: true, token: null });
  expect(ended).toEqual(['DELETE']);
});

test('a provider that cannot answer at start-up leaves the staff session (and its QA override) alone', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.__CLE_SESSION__ = Promise.resolve(null);
  await initAuth();
  await settled();
  expect(authStore.get()).toMatchObject({ ready: true, token: null });
  expect(ended).toEqual([]);
  warn.mockRestore();
});

describe('no local user at start-up: the provider is asked whether a session exists', () => {
  const IDP = 'http://idp.test';
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    jest.mocked(silentSignIn).mockClear();
    // the page's config, but no early answer: the shell asks itself
    window.__CLE_CONFIG__ = Promise.resolve({ identityUrl: IDP, clientId: 'cle-site' });
  });
  afterEach(() => (window.__CLE_CONFIG__ = undefined));
  const provider = (authenticated: boolean) =>
    server.use(
      http.get(`${IDP}/session/check`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ authenticated });
      }),
    );

  test('[S1-AUTH-21] the provider has no session: asked once, no sign-in is tried, the visitor is anonymous', async () => {
    provider(false);
    await initAuth();
    await settled();
    expect(asked).toEqual(['/session/check']);
    expect(silentSignIn).not.toHaveBeenCalled();
    expect(authStore.get()).toMatchObject({ ready: true, token: null });
  });

  test('[S1-AUTH-21] [S1-AUTH-22] the provider has a session: asked once, then one silent sign-in', async () => {
    provider(true);
    jest.mocked(silentSignIn).mockResolvedValueOnce({ profile: { sub: 'u-1' } } as never);
    await initAuth();
    await settled();
    expect(asked).toEqual(['/session/check']);
    expect(silentSignIn).toHaveBeenCalledTimes(1);
  });

  test('[S1-AUTH-22] a silent sign-in that fails is not tried again: the visitor is anonymous', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provider(true);
    jest.mocked(silentSignIn).mockResolvedValueOnce(null);
    await initAuth();
    await settled();
    expect(asked).toEqual(['/session/check']);
    expect(silentSignIn).toHaveBeenCalledTimes(1);
    expect(authStore.get()).toMatchObject({ ready: true, token: null });
    warn.mockRestore();
  });
});
