// The shell's one tracking module (issue 14). The sink is the tag manager's data layer,
// window.dataLayer, the one the search remote already pushes its events to; the tag manager (or a
// test) reads it from there. Consent decides what is sent: without analytics consent ('Your privacy
// choices') nothing is pushed.
//
// The analytics user context is the auth individualSk (S1-AUTH-02): it is set when a user is loaded
// and cleared when the user is unloaded (S1-AUTH-10). The shell's auth service publishes both
// events through the auth store (applyUser / clearUser), so this module follows the store.
import { authStore } from '@cle/contracts/auth';
import { apiRequest } from '@cle/contracts/api-client';
import { onEvent } from '@cle/contracts/events';
import type { CleEvents } from '@cle/contracts/events';
import { readConsent } from '../api/consent';
import { IDENTITY_RESET_EVENT, identifyEntry } from './analytics-rules';
import type { TrackingProfile } from './analytics-rules';

export const TRACKING_PROFILE_PATH = '/user/tracking-profile';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The analytics user context (S1-AUTH-02/10): the signed-in person's IndividualSK, or null. */
let userContext: string | null = null;

function analyticsConsented(): boolean {
  return readConsent()?.analytics === 'granted';
}

/** Pushes one entry to the data layer when the visitor allows analytics; says whether it did. */
function track(entry: Record<string, unknown>): boolean {
  if (!analyticsConsented()) return false;
  (window.dataLayer ??= []).push(entry);
  return true;
}

async function identify(individualSk: string): Promise<void> {
  if (!analyticsConsented()) return; // no consent, no profile fetch either
  try {
    const profile = await apiRequest<TrackingProfile>(TRACKING_PROFILE_PATH);
    // the visitor may have signed out (or someone else in) while the profile was on its way
    if (userContext === individualSk) track({ ...identifyEntry(individualSk, profile) });
  } catch (err) {
    console.warn('[analytics] identify failed', err);
  }
}

/** The user-loaded and user-unloaded transitions, as the auth store shows them. */
function follow(): void {
  const { ready, token, individualSk } = authStore.get();
  if (!ready) return;
  const next = token ? individualSk : null;
  if (next === userContext) return;
  const previous = userContext;
  userContext = next;
  if (next) void identify(next);
  else if (previous) track({ event: IDENTITY_RESET_EVENT });
}

/**
 * A product page's analytics event (S3-ANALYTICS-01..07: launch, add to cart, registration, cancel,
 * transcript, share, calendar). The data layer's `event` is the site event's name, as for a placed
 * order; the product's own event name goes in `action`. It carries no user id: the tag manager ties
 * it to the last identify, and a signed-out visitor's share or calendar has none.
 */
export function trackProductEvent({ event, code, detail }: CleEvents['product:analytics']): void {
  track({ event: 'product:analytics', action: event, code, ...(detail ? { detail } : {}) });
}

/**
 * Starts following sign-in and sign-out, and records placed orders and product events; returns the
 * function that stops it.
 */
export function startAnalytics(): () => void {
  follow();
  const stop = authStore.subscribe(follow);
  // checkout announces a placed order (S3-CHECKOUT-71); this is where it is recorded
  const stopOrders = onEvent(
    'commerce:order-placed',
    ({ orderNumber, total }) => void track({ event: 'commerce:order-placed', orderNumber, total }),
  );
  // the product pages announce theirs (S3-ANALYTICS-01..07); recorded here the same way (decision 094)
  const stopProductEvents = onEvent('product:analytics', trackProductEvent);
  return () => {
    stop();
    stopOrders();
    stopProductEvents();
    userContext = null;
  };
}
