// The auth contract. The shell owns oidc-client-ts and publishes AuthState here; remotes only
// read it with useAuth() and ask for signIn/signOut. An embedded remote gets an adapter
// through its mount options (or stays anonymous).
import { useSyncExternalStore } from 'react';

export interface AuthState {
  /** false until the shell (or embed adapter) knows whether someone is signed in */
  ready: boolean;
  token: string | null;
  name: string | null;
  /** claims (isPm/isIm) are loaded lazily after sign-in */
  claimFetched: boolean;
  isPm: boolean;
  isIm: boolean;
  individualSk: string | null;
  organizationSk: string | null;
  sub: string | null;
}

export interface AuthActions {
  signIn(returnUrl?: string): void;
  signOut(): void;
}

export const ANONYMOUS: AuthState = {
  ready: true,
  token: null,
  name: null,
  claimFetched: false,
  isPm: false,
  isIm: false,
  individualSk: null,
  organizationSk: null,
  sub: null,
};

const INITIAL: AuthState = { ...ANONYMOUS, ready: false };

let state: AuthState = INITIAL;
const listeners = new Set<() => void>();
let actions: AuthActions = {
  // Until an adapter is installed there is nowhere to sign in: say so rather than fail silently.
  signIn: () => console.warn('[auth] no auth adapter installed; staying anonymous'),
  signOut: () => undefined,
};

export const authStore = {
  get: (): AuthState => state,
  set(next: Partial<AuthState>): void {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  },
  reset(): void {
    state = INITIAL;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The shell (or an embed host) installs the real sign-in/out behaviour. */
  setActions(next: AuthActions): void {
    actions = next;
  },
};

export function signIn(returnUrl?: string): void {
  actions.signIn(returnUrl);
}

export function signOut(): void {
  actions.signOut();
}

export function useAuth(): AuthState & { isAuthenticated: boolean } {
  const s = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  return { ...s, isAuthenticated: Boolean(s.token) };
}
