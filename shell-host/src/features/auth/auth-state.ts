// What both halves of the shell's sign-in share: the runtime config's shape, the render mode's
// busy/expired flags and the anonymous reset (the provider's session check is api/session-check.ts).
// Apart from api/auth-start.ts (the light half) so api/auth-service.ts (the heavy half, loaded on
// demand) needs no import back into it.
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { endStaffSessionIfAny } from './api/staff-session';

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

/**
 * Nobody is signed in on this page. The shell server's staff session (and its QA override) ends too,
 * unless `keepStaffSession`: the provider could not say in time whether anyone is signed in.
 */
export function clearUser({ keepStaffSession = false }: { keepStaffSession?: boolean } = {}): void {
  authStore.set({ ...ANONYMOUS });
  document.documentElement.dataset.authenticated = 'false';
  if (!keepStaffSession) endStaffSessionIfAny();
}
