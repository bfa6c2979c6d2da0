// The shell's sign-in, the heavy half: oidc-client-ts against the site's OpenID provider
// (authorization code + PKCE). Loaded only when someone signs in or has a session (auth-start.ts). The user (and so every token) lives in memory only; a reload finds it again through a
// silent sign-in when the provider still has a session. Everything the rest of the site needs is
// published in the auth store of @cle/contracts; remotes never touch oidc-client-ts.
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';
import { mutate } from 'swr';
import { authStore } from '@cle/contracts/auth';
import type { PendingAction, SignInOptions } from '@cle/contracts/auth';
import { authRuntime, clearUser } from '../auth-state';
import { providerHasSession } from './session-check';
import type { ShellConfig } from '../auth-state';
import { apiRequest } from '@cle/contracts/api-client';
import { addToCart } from '@cle/contracts/cart';
import {
  CLAIMS_CACHE_MS,
  planPendingAction,
  resolveIndividualLink,
  RENEW_BEFORE_EXPIRY_SECONDS,
  SIGNIN_CALLBACK_PATH,
  SIGNOUT_CALLBACK_PATH,
  withActionMarker,
} from '../auth-rules';
import { storeReturnUrl, takeReturnUrl } from './return-url';
import { endSessionByPost } from './end-session-post';
import { endStaffSession, startStaffSession } from './staff-session';
import { recoverFromFailedRenewal, SILENT_RENEW_TIMEOUT_RETRIES } from './renewal-recovery';
import { answerSessionRequests } from './opener-session';

const PENDING_ACTION_KEY = 'cle:pendingAction';
/** How long the sign-in callback waits for cached data to refetch before moving on. */
const INVALIDATE_WAIT_MS = 3000;
const origin = () => window.location.origin;
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

let manager: UserManager | null = null;

function userManager(): UserManager {
  if (!manager) throw new Error('auth not initialised');
  return manager;
}

/** The user manager's settings: exported so a unit test runs oidc-client-ts with exactly these. */
export function managerSettings(cfg: ShellConfig): UserManagerSettings {
  return {
    authority: cfg.identityUrl,
    client_id: cfg.clientId,
    redirect_uri: `${origin()}${SIGNIN_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin()}/silent-callback.html`,
    post_logout_redirect_uri: `${origin()}${SIGNOUT_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid profile cle',
    loadUserInfo: true,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_EXPIRY_SECONDS,
    monitorSession: false,
    // a provider that hangs must not hold the page on 'loading' (decision 031)
    requestTimeoutInSeconds: 5,
    silentRequestTimeoutInSeconds: 8,
    // a renewal that times out is reported at once (renewal-recovery.ts), never retried for ever
    maxSilentRenewTimeoutRetries: SILENT_RENEW_TIMEOUT_RETRIES,
    // Tokens stay in memory: never in localStorage or sessionStorage.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // The sign-in request state (PKCE verifier, nonce) must survive the redirect: the tab's session storage.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'cle.oidc.' }),
  };
}

function createManager(cfg: ShellConfig): UserManager {
  const created: UserManager = new UserManager(
    managerSettings(cfg),
    // sign-out is a form POST to the end-session endpoint (a GET there only asks the visitor)
    endSessionByPost(() => created.metadataService.getEndSessionEndpoint()),
  );
  return created;
}

const claimsCache = new Map<string, { at: number; isPm: boolean; isIm: boolean }>();
/** The claims lookup the last loaded user started (it never rejects): the post-sign-in step waits for it. */
let claimsLoading: Promise<void> = Promise.resolve();

/** isPM / isIM come lazily from the contract-status lookup, cached 300 s. Failures are logged only. */
async function loadClaims(sub: string): Promise<void> {
  const cached = claimsCache.get(sub);
  if (cached && Date.now() - cached.at < CLAIMS_CACHE_MS) {
    authStore.set({ isPm: cached.isPm, isIm: cached.isIm, claimFetched: true });
    return;
  }
  try {
    const c = await apiRequest<{ isPM: boolean; isIM: boolean }>('/user/contract/statuses');
    claimsCache.set(sub, { at: Date.now(), isPm: c.isPM, isIm: c.isIM });
    if (authStore.get().sub === sub) authStore.set({ isPm: c.isPM, isIm: c.isIM, claimFetched: true });
  } catch (err) {
    console.warn('[auth] claims fetch failed', err);
  }
}

function applyUser(user: User): void {
  const p = user.profile as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const sameUser = authStore.get().sub === user.profile.sub;
  authStore.set({
    ready: true,
    token: user.access_token,
    name: str(p.name) ?? [str(p.given_name), str(p.family_name)].filter(Boolean).join(' ') ?? null,
    sub: user.profile.sub,
    individualSk: str(p.IndividualSK),
    organizationSk: str(p.OrganizationSK),
    isEmployee: p.isPLIEmployee === true,
    isLmsAdmin: String(p.IsLMSAdmin).toLowerCase() === 'true',
    roles: Array.isArray(p.roles) ? (p.roles as string[]) : [],
    ...(sameUser ? {} : { claimFetched: false, isPm: false, isIm: false }),
  });
  document.documentElement.dataset.authenticated = 'true';
  authRuntime.set({ expired: false });
  claimsLoading = loadClaims(user.profile.sub);
  // staff-only rollouts and QA overrides on the shell server (decision 065)
  startStaffSession(user.access_token, authStore.get().roles);
}

export async function silentSignIn(): Promise<User | null> {
  authRuntime.set({ busy: true });
  try {
    return await userManager().signinSilent();
  } catch (err) {
    console.warn('[auth] silent sign-in failed', err);
    return null;
  } finally {
    authRuntime.set({ busy: false });
  }
}

/**
 * Signs this window in with the session its opener handed over (opener-session.ts); false when that
 * session has expired or cannot be read.
 * @public called through the module auth-start.ts imports on demand (knip cannot follow it)
 */
export async function adoptSession(stored: string): Promise<boolean> {
  try {
    const user = User.fromStorageString(stored);
    if (user.expired !== false) return false;
    await userManager().storeUser(user);
    await userManager().events.load(user); // userLoaded: applyUser, and the renewal timers start
    return true;
  } catch (err) {
    console.warn("[auth] the opener's session could not be used", err);
    return false;
  }
}

/**
 * Resolves when the browser is on its way to the provider; rejects when the provider cannot be reached.
 * @public called through the module auth-start.ts imports on demand (knip cannot follow it)
 */
export function signIn(returnUrl?: string, options?: SignInOptions): Promise<void> {
  storeReturnUrl(returnUrl ?? here(), origin());
  if (options?.pendingAction)
    sessionStorage.setItem(PENDING_ACTION_KEY, JSON.stringify(options.pendingAction));
  else sessionStorage.removeItem(PENDING_ACTION_KEY);
  return userManager().signinRedirect();
}

/** How long sign-out waits for the API to end the session before going to the provider anyway. */
const END_SESSION_TIMEOUT_MS = 2000;

/**
 * Ends the session at the API (S1-API-26: every token issued before now stops opening user data),
 * then the provider's (end-session endpoint), then comes back to /signout-callback.
 * @public called through the module auth-start.ts imports on demand (knip cannot follow it)
 */
export function signOut(): void {
  storeReturnUrl(here(), origin());
  const endAtApi = authStore.get().token
    ? apiRequest('/user/endsession', { timeoutMs: END_SESSION_TIMEOUT_MS }).catch((err: unknown) =>
        console.warn('[auth] the API did not end the session', err),
      )
    : Promise.resolve();
  void Promise.all([endAtApi, endStaffSession()])
    .then(() => userManager().getUser())
    .then((u) => userManager().signoutRedirect({ id_token_hint: u?.id_token }))
    .catch((err) => {
      console.error('[auth] sign-out failed', err);
      void userManager().removeUser();
    });
}

/** Creates the user manager and its event handling; the light start-up module calls it on demand. */
export async function startManager(cfg: ShellConfig): Promise<void> {
  if (manager) return;
  manager = createManager(cfg);
  manager.events.addUserLoaded(applyUser);
  manager.events.addUserUnloaded(clearUser);
  manager.events.addAccessTokenExpired(() => authRuntime.set({ expired: true }));
  // a program window this one opens starts with this session (opener-session.ts)
  answerSessionRequests(async () => {
    const user = await userManager().getUser();
    return user && !user.expired ? user.toStorageString() : null;
  });
  // Renewal failed: forget the user, try one silent sign-in, and reload on success (decision 032).
  manager.events.addSilentRenewError(async (error) => {
    await recoverFromFailedRenewal(error, {
      removeUser: () => userManager().removeUser(),
      providerHasSession: () => providerHasSession(cfg),
      silentSignIn,
      reload: () => window.location.reload(),
      log: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
    });
    authRuntime.set({ expired: false });
  });
}

/** The sign-in callback: completes the code exchange, then runs the post-sign-in step. */
export async function completeSignIn(navigate: (to: string) => void): Promise<void> {
  let returnUrl = takeReturnUrl(origin());
  try {
    const user = await userManager().signinRedirectCallback();
    applyUser(user);
    // a link with the individual placeholder that sent the visitor here now gets the IndividualSK
    returnUrl = resolveIndividualLink(returnUrl, authStore.get().individualSk) ?? returnUrl;
  } catch (err) {
    console.error('[auth] sign-in callback failed', err);
    clearUser();
    navigate(returnUrl);
    return;
  }
  // Cached content and cart data were fetched as someone else: refetch them (never wait on it for long).
  const invalidated = mutate((key) => {
    const k = Array.isArray(key) ? String(key[0]) : String(key);
    return k.startsWith('/content') || k.startsWith('/commerce');
  });
  await Promise.race([invalidated, new Promise((r) => setTimeout(r, INVALIDATE_WAIT_MS))]);
  const raw = sessionStorage.getItem(PENDING_ACTION_KEY);
  sessionStorage.removeItem(PENDING_ACTION_KEY);
  if (!raw) {
    navigate(returnUrl);
    return;
  }
  try {
    const action = JSON.parse(raw) as PendingAction;
    const target = await runPendingAction(action, returnUrl);
    window.location.replace(target); // the page reloads with the marker
  } catch (err) {
    console.error('[auth] post-sign-in step failed', err);
    navigate(returnUrl);
  }
}

async function isPurchased(action: PendingAction): Promise<boolean> {
  try {
    const res = await apiRequest<{
      items?: { pk: string; isPurchased?: boolean; isParentProgramPurchased?: boolean }[];
    }>('/user/library/by-itemPks', {
      query: {
        itemPks: action.programPk ?? action.code,
        includeAllSegments: true,
        includeArchived: true,
        includeFavorites: true,
        includeNested: true,
        noCache: true,
      },
    });
    return (res.items ?? []).some((i) => i.isPurchased || i.isParentProgramPurchased);
  } catch (err) {
    console.warn('[auth] purchase state unknown', err);
    return false;
  }
}

const REPLAY: Record<PendingAction['type'], (a: PendingAction) => Promise<unknown>> = {
  // through the cart contract: the header count and cached cart data follow the replayed add
  'add-to-cart': (a) => addToCart({ code: a.code }),
  register: (a) =>
    apiRequest('/registration', { method: 'POST', body: { itemPk: a.programPk ?? a.code, itemSk: a.code } }),
  launch: (a) =>
    apiRequest(`/launch/${encodeURIComponent(a.code)}`, {
      method: 'POST',
      body: { sourcecode: '', keycode: '' },
    }),
  'save-to-library': (a) => apiRequest(`/user/library/${encodeURIComponent(a.code)}`, { method: 'POST' }),
};

/** Re-evaluates the stored action, replays what is due, and returns the return URL with its marker. */
async function runPendingAction(action: PendingAction, returnUrl: string): Promise<string> {
  const purchased = await isPurchased(action);
  // isPm comes lazily from the claims the user-loaded step asked for: wait for them, or a PM who
  // pressed Add to cart would be sent to the cart instead of registering (spec 1 §4)
  await claimsLoading;
  const plan = planPendingAction(action, { purchased, isPm: authStore.get().isPm });
  if (!plan.replay) return withActionMarker(returnUrl, origin(), action, { ok: true, name: plan.outcome });
  const replayed = { ...action, type: plan.replay };
  try {
    await REPLAY[plan.replay](replayed);
    return withActionMarker(returnUrl, origin(), replayed, { ok: true });
  } catch (err) {
    console.warn('[auth] pending action failed', err);
    return withActionMarker(returnUrl, origin(), replayed, { ok: false });
  }
}

/**
 * The post-sign-out callback: back to the stored return URL, else '/'.
 * @public called through the module auth-start.ts imports on demand (knip cannot follow it)
 */
export async function completeSignOut(navigate: (to: string) => void): Promise<void> {
  try {
    await userManager().signoutRedirectCallback();
  } catch (err) {
    console.warn('[auth] sign-out callback', err);
  }
  await userManager().removeUser();
  clearUser();
  navigate(takeReturnUrl(origin()));
}
