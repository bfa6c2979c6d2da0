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
  /** from the token: staff (isPLIEmployee), LMS admin (IsLMSAdmin 'true'), roles such as 'editor' */
  isEmployee: boolean;
  isLmsAdmin: boolean;
  roles: string[];
}

/**
 * An action the visitor asked for before signing in (spec 1 §4, post-sign-in action). The shell
 * stores it, and after sign-in re-evaluates it against the program's purchase state.
 */
export interface PendingAction {
  type: 'add-to-cart' | 'register' | 'launch' | 'save-to-library';
  /** product code (or library item pk for save-to-library) */
  code: string;
  /** program pk, when the action concerns a program */
  programPk?: string;
  title?: string;
}

export interface SignInOptions {
  pendingAction?: PendingAction;
}

export interface AuthActions {
  signIn(returnUrl?: string, options?: SignInOptions): void;
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
  isEmployee: false,
  isLmsAdmin: false,
  roles: [],
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

export function signIn(returnUrl?: string, options?: SignInOptions): void {
  actions.signIn(returnUrl, options);
}

export function signOut(): void {
  actions.signOut();
}

/** Spec 1 §6: a PM who is not an IM sees the 'Privileged member' badge. */
export function showsPrivilegedBadge(s: Pick<AuthState, 'isPm' | 'isIm'>): boolean {
  return s.isPm && !s.isIm;
}

export const PRIVILEGED_MEMBER_BADGE = 'Privileged member';

/**
 * What a server render and the browser's hydrating render see: the state every page starts in (no one
 * known yet, not ready), never the process's store. A server renders the public view for everyone and
 * no person's data; in the browser the real state fills in right after hydration.
 */
const serverSnapshot = (): AuthState => INITIAL;

export function useAuth(): AuthState & { isAuthenticated: boolean } {
  const s = useSyncExternalStore(authStore.subscribe, authStore.get, serverSnapshot);
  return { ...s, isAuthenticated: Boolean(s.token) };
}
