// What both halves of the shell's sign-in share: the runtime config's shape, the render mode's
// busy/expired flags, the anonymous reset and the provider's session check. Apart from auth-start.ts
// (the light half) so auth-service.ts (the heavy half, loaded on demand) needs no import back into it.
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { endStaffSessionIfAny } from './staff-session';

/** The provider's session check gives up after this (decision 031): the visitor stays anonymous. */
const SESSION_CHECK_TIMEOUT_MS = 3000;

export interface ShellConfig {
  identityUrl: string;
  clientId: string;
  /** the API client's request timeout, when the operator sets one (API_TIMEOUT_MS on the shell server) */
  apiTimeoutMs?: number;
}

declare global {
  interface Window {
    __CLE_CONFIG__?: Promise<ShellConfig>;
    /** the session check index.html starts with the config: whether the provider has a session, null when it could not say */
    __CLE_SESSION__?: Promise<boolean | null>;
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
  endStaffSessionIfAny();
}

/** Asks the provider whether it still has a session (cache-busting, with its cookie); false when it cannot say. */
export async function providerHasSession(cfg: ShellConfig): Promise<boolean> {
  try {
    const res = await fetch(`${cfg.identityUrl}/session/check?t=${Date.now()}`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    return res.ok && ((await res.json()) as { authenticated?: boolean }).authenticated === true;
  } catch (err) {
    console.warn('[auth] session check failed', err);
    return false;
  }
}
