// The shell's sign-in, the light half that every page runs. An anonymous visitor never downloads
// oidc-client-ts: the provider is asked with one fetch whether a session exists, and the library
// (auth-service.ts) is loaded only to sign in, to complete a callback, or to resume a session.
import { authStore } from '@cle/contracts/auth';
import type { SignInOptions } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { SIGNIN_CALLBACK_PATH, SIGNOUT_CALLBACK_PATH } from '../auth-rules';
import { clearUser } from '../auth-state';
import { providerSessionAnswer } from './session-check';
import { sessionFromOpener } from './opener-session';
import type { ShellConfig } from '../auth-state';

/** Shown when sign-in cannot reach the identity provider (not a spec text; decision 031). */
const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a few minutes.';

/**
 * Start-up deadline (decision 031): an anonymous visitor sees the page even when /config.json hangs.
 * index.html gives its own /config.json fetch the same deadline.
 */
const CONFIG_TIMEOUT_MS = 4000;

let configPromise: Promise<ShellConfig> | null = null;
function loadConfig(): Promise<ShellConfig> {
  configPromise ??= (
    window.__CLE_CONFIG__ ??
    fetch('/config.json', { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) }).then((r) => {
      if (!r.ok) throw new Error(`config.json answered ${r.status}`);
      return r.json() as Promise<ShellConfig>;
    })
  ).catch((err: unknown) => {
    // a later sign-in click asks again instead of failing for the rest of the visit
    configPromise = null;
    window.__CLE_CONFIG__ = undefined;
    throw err;
  });
  return configPromise;
}

/** The heavy half, started with the runtime config. */
export async function authService() {
  // named: the build lists its chunks in auth-chunks.json, which a personal page preloads
  const [service, cfg] = await Promise.all([
    import(/* webpackChunkName: "auth-service" */ './auth-service'),
    loadConfig(),
  ]);
  await service.startManager(cfg);
  return service;
}

/** Sign-in or sign-out could not reach the provider (or the config): say so instead of failing silently. */
function providerUnreachable(err: unknown): void {
  console.warn('[auth] the sign-in service is unreachable', err);
  toast.show({ type: 'alert', id: 'auth-unreachable', content: SIGN_IN_UNAVAILABLE });
}

/** The start-up session check: the one index.html started (used once), else asked now; null when the provider could not say. */
async function startupSessionCheck(): Promise<boolean | null> {
  const early = window.__CLE_SESSION__;
  window.__CLE_SESSION__ = undefined;
  if (!early) return providerSessionAnswer(await loadConfig());
  const answer = await early;
  if (answer === null) console.warn('[auth] session check failed (started by the page)');
  return answer;
}

/** The opener's session, adopted; false when there is none (the usual start-up follows). */
async function signedInByOpener(): Promise<boolean> {
  // the library loads while the opener answers: a program window is opened only for a signed-in person
  const service = authService();
  service.catch(() => undefined);
  const shared = await sessionFromOpener();
  if (!shared) return false;
  try {
    return await (await service).adoptSession(shared);
  } catch (err) {
    console.warn("[auth] the opener's session could not be used", err);
    return false;
  }
}

/**
 * Called once at start-up. Whatever fails or times out on the way (config, session check, the
 * library's download, a silent sign-in), the visitor ends up anonymous, never stuck on 'loading'.
 */
export async function initAuth(): Promise<void> {
  authStore.setActions({
    signIn: (returnUrl?: string, options?: SignInOptions) =>
      void authService()
        .then((s) => s.signIn(returnUrl, options))
        .catch(providerUnreachable),
    signOut: () =>
      void authService()
        .then((s) => s.signOut())
        .catch(providerUnreachable),
  });
  const path = window.location.pathname;
  if (path === SIGNIN_CALLBACK_PATH || path === SIGNOUT_CALLBACK_PATH) return; // the callback pages finish the job

  // A program window the site opened takes its opener's session (no sign-in round trip of its own).
  if (window.opener && (await signedInByOpener())) return;

  // Not authenticated and no local user (tokens live in memory, so a reload has none):
  // ask the provider; if it has a session, sign in silently once.
  // only the provider's "no session" ends the shell server's staff session: a provider too slow or
  // unreachable at start-up left staff without their QA override (a later renewal wrote a new session)
  let noSession = false;
  try {
    const session = await startupSessionCheck();
    noSession = session === false;
    if (session) {
      const service = await authService();
      if (await service.silentSignIn()) return; // the user-loaded event filled the auth store
    }
  } catch (err) {
    console.warn('[auth] start-up without sign-in:', err);
  }
  clearUser({ keepStaffSession: !noSession });
}
