// Pure rules of the shell's sign-in handling (spec 1 §2, §4, §5, §6).
import type { PendingAction } from '@cle/contracts/auth';

export type RenderMode = 'loading' | 'signin' | 'redirect' | 'route';

export interface RenderModeInput {
  ready: boolean;
  /** the user manager is loading or signing in silently */
  busy: boolean;
  expired: boolean;
  localCheckDone: boolean;
  pathname: string;
}

export const SIGNIN_CALLBACK_PATH = '/signin-callback';
export const SIGNOUT_CALLBACK_PATH = '/signout-callback';
const SIGNOUT_PATH = '/signout';
/** What /signout shows when opened from outside the site (it never signs out by itself then). */
export const SIGNOUT_QUESTION = {
  title: 'Log out?',
  text: 'Do you want to log out of the PLI site?',
  confirm: 'Log out',
  stay: 'Stay signed in',
};

/** Spec 1 §4: loading until auth is known; signin on the callback; redirect renders nothing. */
export function renderMode(s: RenderModeInput): RenderMode {
  if (s.pathname === SIGNIN_CALLBACK_PATH) return 'signin';
  if (s.pathname === SIGNOUT_PATH || s.pathname === SIGNOUT_CALLBACK_PATH) return 'redirect';
  if (!s.ready || s.busy || s.expired || !s.localCheckDone) return 'loading';
  return 'route';
}

/** The sign-in callback's rotating messages and how long each shows (the spec leaves the pace open). */
const SIGNIN_MESSAGES = ['Signing you in...', 'Hang in there...', 'One moment...'] as const;
export const SIGNIN_MESSAGE_MS = 2000;

export function signinMessage(elapsedMs: number): string {
  return SIGNIN_MESSAGES[Math.floor(elapsedMs / SIGNIN_MESSAGE_MS) % SIGNIN_MESSAGES.length]!;
}

/** Claims (isPM/isIM) are cached this long (spec 1 §7: contract statuses cached 300 s). */
export const CLAIMS_CACHE_MS = 300_000;

const PLACEHOLDER_RE = /\{IndividualSK\}|%7BIndividualSK%7D/gi;

export function hasIndividualPlaceholder(href: string): boolean {
  PLACEHOLDER_RE.lastIndex = 0;
  return PLACEHOLDER_RE.test(href);
}

/** Spec 1 §5: a link with the individual placeholder gets the signed-in user's IndividualSK. */
export function resolveIndividualLink(href: string, individualSk: string | null): string | null {
  if (!hasIndividualPlaceholder(href)) return href;
  if (!individualSk) return null; // the caller sends the visitor to sign in
  return href.replace(PLACEHOLDER_RE, encodeURIComponent(individualSk));
}

/**
 * Seconds before expiry at which oidc-client-ts renews the token silently. Short enough for the
 * 15-second test tokens of the seeded u-short (renewal 5 s after issue), long enough for an iframe
 * round trip on a slow network with the usual 5-minute tokens.
 */
export const RENEW_BEFORE_EXPIRY_SECONDS = 10;

export interface PurchaseState {
  purchased: boolean;
  isPm: boolean;
}

export interface PendingActionPlan {
  /** what to do now, or null when nothing needs doing */
  replay: PendingAction['type'] | null;
  /** a success marker to show when nothing is replayed */
  outcome?: string;
}

/**
 * Spec 1 §4: the stored action is re-evaluated against the program's purchase state and membership,
 * and may replay a different action. A purchased program is launched, never bought again; a
 * privileged (PM) member registers for what a retail visitor would buy.
 */
export function planPendingAction(action: PendingAction, state: PurchaseState): PendingActionPlan {
  switch (action.type) {
    case 'save-to-library':
      return { replay: 'save-to-library' };
    case 'launch':
      return { replay: state.purchased ? 'launch' : state.isPm ? 'register' : 'add-to-cart' };
    case 'register':
      return state.purchased ? { replay: null, outcome: 'AlreadyRegistered' } : { replay: 'register' };
    case 'add-to-cart':
      if (state.purchased) return { replay: null, outcome: 'AlreadyPurchased' };
      return { replay: state.isPm ? 'register' : 'add-to-cart' };
  }
}

const ACTION_NAMES: Record<PendingAction['type'], string> = {
  'add-to-cart': 'AddToCart',
  register: 'Register',
  launch: 'Launch',
  'save-to-library': 'SaveToLibrary',
};

/** Rewrites the return URL with the success or error marker (consumed once by the page that shows it). */
export function withActionMarker(
  returnUrl: string,
  origin: string,
  action: PendingAction,
  result: { ok: boolean; name?: string; response?: string },
): string {
  const url = new URL(returnUrl, origin);
  const name = result.name ?? ACTION_NAMES[action.type];
  url.searchParams.set(result.ok ? 'successAction' : 'errorAction', name);
  url.searchParams.set('program', action.code);
  if (result.response) url.searchParams.set('response', result.response);
  return `${url.pathname}${url.search}${url.hash}`;
}
