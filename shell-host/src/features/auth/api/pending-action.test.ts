// The post-sign-in step as the sign-in callback runs it (spec 1 §4): the action a visitor pressed before
// signing in is re-evaluated against the program's purchase state and the member's claims, and may
// replay another action. oidc-client-ts's UserManager is replaced by a stand-in; the API is MSW's.
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { PendingAction } from '@cle/contracts/auth';
import { api, delay, recordApiCalls, server } from '@cle/testing/msw';

const callbackUser = { current: null as unknown };

jest.mock('oidc-client-ts', () => ({
  InMemoryWebStorage: class {},
  WebStorageStateStore: class {},
  UserManager: class {
    events = {
      addUserLoaded: () => undefined,
      addUserUnloaded: () => undefined,
      addAccessTokenExpired: () => undefined,
      addSilentRenewError: () => undefined,
    };
    signinRedirectCallback = async () => callbackUser.current;
  },
}));
jest.mock('swr', () => ({ ...jest.requireActual('swr'), mutate: jest.fn(async () => []) }));

// imported after the mocks
import { completeSignIn, startManager } from './auth-service';
import { storeReturnUrl } from './return-url';

const PENDING_ACTION_KEY = 'cle:pendingAction';
let members = 0;

/** A member new to this page (the claims cache is per member), coming back from the provider. */
function memberBack(action: PendingAction) {
  members += 1;
  callbackUser.current = {
    access_token: `access-${members}`,
    profile: { sub: `u-replay-${members}`, name: 'Pat Member', IndividualSK: `70030${members}` },
  };
  storeReturnUrl('/programs/tax-institute', window.location.origin);
  sessionStorage.setItem(PENDING_ACTION_KEY, JSON.stringify(action));
}

/** The claims answer a little after the library's purchase state, as on a slow lookup. */
function serve({ isPM, purchased }: { isPM: boolean; purchased: boolean }) {
  server.use(
    api.get('/user/contract/statuses', async () => {
      await delay(60);
      return { isPM, isIM: false };
    }),
    api.get('/user/library/by-itemPks', () => ({
      items: purchased ? [{ pk: '380000', isPurchased: true }] : [],
    })),
    api.post('/registration', () => ({ ok: true })),
    api.post('/commerce/carts', () => ({
      cartUrl: '/cart',
      cart: { orderLines: [{ code: '380000', quantity: 1 }] },
    })),
  );
}

let jsdomNavigation: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeAll(() => startManager({ identityUrl: 'http://idp', clientId: 'cle-site' }));
beforeEach(() => {
  authStore.set({ ...ANONYMOUS });
  // the step ends in location.replace (the page reloads with its marker): jsdom says it cannot follow
  jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn');
});
afterEach(() => {
  // every replay went through: none failed, no purchase state was unknown
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  jsdomNavigation.mockRestore();
  sessionStorage.clear();
});

const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('the post-sign-in step (spec 1 §4)', () => {
  test('[S1-AUTH-17] [S1-AUTH-18] a PM who pressed Add to cart is registered instead, once the claims say PM', async () => {
    serve({ isPM: true, purchased: false });
    memberBack({ type: 'add-to-cart', code: '380000' });
    const calls = recordApiCalls();
    const navigate = jest.fn();
    await completeSignIn(navigate);
    expect(writes(calls)).toEqual(['/registration']);
    expect(calls.find((c) => c.path === '/registration')?.body).toEqual({
      itemPk: '380000',
      itemSk: '380000',
    });
    // the page reloads (location.replace) with its marker instead of a route change
    expect(navigate).not.toHaveBeenCalled();
    expect(jsdomNavigation).toHaveBeenCalled();
  });

  test('[S1-AUTH-17] a retail member who pressed Add to cart has it added', async () => {
    serve({ isPM: false, purchased: false });
    memberBack({ type: 'add-to-cart', code: '380000' });
    const calls = recordApiCalls();
    await completeSignIn(jest.fn());
    expect(writes(calls)).toEqual(['/commerce/carts']);
  });

  test('[S1-AUTH-17] [S1-AUTH-18] a program already purchased is not bought again; Launch replays for what was bought', async () => {
    serve({ isPM: false, purchased: true });
    memberBack({ type: 'add-to-cart', code: '380000' });
    const bought = recordApiCalls();
    await completeSignIn(jest.fn());
    expect(writes(bought)).toEqual([]);

    serve({ isPM: false, purchased: false });
    memberBack({ type: 'launch', code: '380000' });
    const notBought = recordApiCalls();
    await completeSignIn(jest.fn());
    expect(writes(notBought)).toEqual(['/commerce/carts']);
  });
});
