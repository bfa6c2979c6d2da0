// The shell's sign-in, the light half that every page runs. An anonymous visitor never downloads
// oidc-client-ts: the provider is asked with one fetch whether a session exists, and the library
// (auth-service.ts) is loaded only to sign in, to complete a callback, or to resume a session.
import { ANONYMOUS, authStore, type SignInOptions } from '@cle/contracts/auth';
import { SIGNIN_CALLBACK_PATH, SIGNOUT_CALLBACK_PATH } from './auth-rules';

export interface ShellConfig {
  identityUrl: string;
  clientId: string;
}

declare global {
  interface Window {
    __CLE_CONFIG__?: Promise<ShellConfig>;
  }
}

/** What the render mode needs beyond the auth store: is a silent sign-in or renewal under way? */
const runtime = { busy: false, expired: false };
let snapshot = { ...runtime };
const listeners = new Set<() => void>();
export const authRuntime = {
  get: () => snapshot,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  set(next: Partial<typeof runtime>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((l) => l());
  },
};

export function clearUser(): void {
  authStore.set({ ...ANONYMOUS });
  document.documentElement.dataset.authenticated = 'false';
}

let configPromise: Promise<ShellConfig> | null = null;
const loadConfig = () =>
  (configPromise ??=
    window.__CLE_CONFIG__ ?? fetch('/config.json').then((r) => r.json() as Promise<ShellConfig>));

/** The heavy half, started with the runtime config. */
export async function authService() {
  const [service, cfg] = await Promise.all([import('./auth-service'), loadConfig()]);
  await service.startManager(cfg);
  return service;
}

/** Asks the provider whether it still has a session (cache-busting, with its cookie). */
async function providerHasSession(cfg: ShellConfig): Promise<boolean> {
  try {
    const res = await fetch(`${cfg.identityUrl}/session/check?t=${Date.now()}`, {
      credentials: 'include',
      cache: 'no-store',
    });
    return res.ok && ((await res.json()) as { authenticated?: boolean }).authenticated === true;
  } catch (err) {
    console.warn('[auth] session check failed', err);
    return false;
  }
}

/** Called once at start-up. */
export async function initAuth(): Promise<void> {
  authStore.setActions({
    signIn: (returnUrl?: string, options?: SignInOptions) =>
      void authService().then((s) => s.signIn(returnUrl, options)),
    signOut: () => void authService().then((s) => s.signOut()),
  });
  const path = window.location.pathname;
  if (path === SIGNIN_CALLBACK_PATH || path === SIGNOUT_CALLBACK_PATH) return; // the callback pages finish the job

  // Not authenticated and no local user (tokens live in memory, so a reload has none):
  // ask the provider; if it has a session, sign in silently once.
  if (await providerHasSession(await loadConfig())) {
    const service = await authService();
    if (await service.silentSignIn()) return; // the user-loaded event filled the auth store
  }
  clearUser();
}
