// The user-loaded / user-unloaded handling of the shell's sign-in (spec 1 §4), with oidc-client-ts's
// UserManager replaced by a stand-in whose events the test raises.
import { mutate } from 'swr';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { AuthState } from '@cle/contracts/auth';
import { api, HttpResponse, server } from '@cle/testing/msw';
import { waitFor } from '@testing-library/react';

type Handler = (user?: unknown) => void;
const handlers: Record<string, Handler[]> = {};
const on = (name: string) => (h: Handler) => (handlers[name] ??= []).push(h);
const raise = (name: string, user?: unknown) => handlers[name]?.forEach((h) => h(user));
const callbackUser = { current: null as unknown };

jest.mock('oidc-client-ts', () => ({
  InMemoryWebStorage: class {},
  WebStorageStateStore: class {},
  UserManager: class {
    events = {
      addUserLoaded: on('loaded'),
      addUserUnloaded: on('unloaded'),
      addAccessTokenExpired: on('expired'),
      addSilentRenewError: on('renewError'),
    };
    metadataService = { getEndSessionEndpoint: async () => 'http://idp/end' };
    signinRedirectCallback = async () => callbackUser.current;
    signoutRedirectCallback = async () => undefined;
    removeUser = async () => undefined;
  },
}));
jest.mock('swr', () => ({ ...jest.requireActual('swr'), mutate: jest.fn(async () => []) }));

// imported after the mocks
import { completeSignIn, completeSignOut, startManager } from './auth-service';
import { storeReturnUrl } from './return-url';

const USER = {
  access_token: 'access-1',
  id_token: 'id-1',
  profile: { sub: 'u-pm', name: 'Pat Member', IndividualSK: '700200', OrganizationSK: '9001' },
};

beforeAll(() => startManager({ identityUrl: 'http://idp', clientId: 'cle-site' }));
beforeEach(() => {
  authStore.set({ ...ANONYMOUS });
  server.use(api.get('/user/contract/statuses', () => ({ isPM: true, isIM: false })));
});

describe('sign-in events', () => {
  test('[S1-AUTH-01] [S1-AUTH-03] [S1-AUTH-06] [S1-AUTH-08] a loaded user fills the auth state from its profile, loads the claims and flags the window', async () => {
    raise('loaded', USER);
    const s: AuthState = authStore.get();
    expect(s).toMatchObject({
      ready: true,
      token: 'access-1',
      name: 'Pat Member',
      sub: 'u-pm',
      individualSk: '700200',
      organizationSk: '9001',
    });
    expect(document.documentElement.dataset.authenticated).toBe('true');
    await waitFor(() =>
      expect(authStore.get()).toMatchObject({ claimFetched: true, isPm: true, isIm: false }),
    );
  });

  test('[S1-AUTH-07] a loaded user marks auth ready, starting from a window where it was not', async () => {
    // the page's start: nobody known yet (ANONYMOUS, the other tests' start, is already ready)
    authStore.set({ ...ANONYMOUS, ready: false });
    raise('loaded', USER);
    expect(authStore.get()).toMatchObject({ ready: true, token: 'access-1' });
    await waitFor(() => expect(authStore.get().claimFetched).toBe(true));
  });

  test('[S3-ROLES-20] the profile flag IsLMSAdmin makes an LMS admin when it reads true, in any case', () => {
    const withFlag = (IsLMSAdmin: unknown) => ({ ...USER, profile: { ...USER.profile, IsLMSAdmin } });
    for (const [flag, admin] of [
      ['TRUE', true],
      ['True', true],
      [true, true],
      ['false', false],
      [undefined, false],
    ] as const) {
      raise('loaded', withFlag(flag));
      expect({ flag, admin: authStore.get().isLmsAdmin }).toEqual({ flag, admin });
    }
  });

  test('[S1-AUTH-38] the claims are fetched once and kept 300 s for the same member', async () => {
    let lookups = 0;
    server.use(
      api.get('/user/contract/statuses', () => {
        lookups += 1;
        return { isPM: false, isIM: true };
      }),
    );
    const member = { ...USER, profile: { ...USER.profile, sub: 'u-claims-cache' } };
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      raise('loaded', member);
      await waitFor(() => expect(authStore.get()).toMatchObject({ claimFetched: true, isIm: true }));
      clock.mockReturnValue(start + 299_000);
      raise('loaded', member);
      await waitFor(() => expect(authStore.get().isIm).toBe(true));
      expect(lookups).toBe(1);
      clock.mockReturnValue(start + 301_000);
      raise('loaded', member);
      await waitFor(() => expect(lookups).toBe(2));
    } finally {
      clock.mockRestore();
    }
  });

  test('[S1-AUTH-09] an unloaded user clears all auth state and the window flag', async () => {
    raise('loaded', USER);
    await waitFor(() => expect(authStore.get().claimFetched).toBe(true));
    raise('unloaded');
    expect(authStore.get()).toEqual({ ...ANONYMOUS });
    expect(document.documentElement.dataset.authenticated).toBe('false');
  });

  test('[S1-AUTH-16] after sign-in the cached content and cart data are invalidated, nothing else', async () => {
    callbackUser.current = USER;
    const navigate = jest.fn();
    await completeSignIn(navigate);
    expect(mutate).toHaveBeenCalledTimes(1);
    const matches = (mutate as jest.Mock).mock.calls[0][0] as (key: unknown) => boolean;
    expect(matches(['/content', '/about', 'ANON'])).toBe(true);
    expect(matches('/commerce/cart/items')).toBe(true);
    expect(matches('/user/library')).toBe(false);
    expect(matches('/site-parts')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('failures that are logged only (spec 1 §8)', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
    sessionStorage.clear();
  });

  test('[S1-ERRORS-30] a failed claims fetch is logged; the user stays signed in, without claims', async () => {
    server.use(
      api.get('/user/contract/statuses', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    raise('loaded', { ...USER, profile: { ...USER.profile, sub: 'u-claims-down' } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[auth] claims fetch failed', expect.anything()));
    expect(authStore.get()).toMatchObject({
      ready: true,
      token: 'access-1',
      sub: 'u-claims-down',
      claimFetched: false,
      isPm: false,
      isIm: false,
    });
  });

  test('[S1-ERRORS-31] a failed post-sign-in step is logged; the visitor still lands on the return URL', async () => {
    callbackUser.current = USER;
    sessionStorage.setItem('cle:pendingAction', '{not json');
    const navigate = jest.fn();
    await completeSignIn(navigate);
    expect(error).toHaveBeenCalledWith('[auth] post-sign-in step failed', expect.any(SyntaxError));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(authStore.get()).toMatchObject({ ready: true, sub: 'u-pm' });
    expect(sessionStorage.getItem('cle:pendingAction')).toBeNull();
  });
});

describe('the post-sign-out callback (spec 1 §2)', () => {
  test('[S1-ROUTES-16] [S1-ROUTES-17] it goes back to the stored return URL, or to / when none is stored', async () => {
    const navigate = jest.fn();
    storeReturnUrl('/credit-info/new-york?tab=2', window.location.origin);
    await completeSignOut(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/credit-info/new-york?tab=2');
    await completeSignOut(navigate);
    expect(navigate).toHaveBeenLastCalledWith('/');
    expect(authStore.get()).toMatchObject({ token: null });
  });
});
