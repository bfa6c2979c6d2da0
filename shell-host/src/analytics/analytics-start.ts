// Anonymous visitors download the tracking module only when it has something to record: it loads with
// the first signed-in state, or with the first product analytics event of a visitor who allows
// analytics (share and calendar need no sign-in; decision 094). The events that come while it loads
// are held here and handed to it, so the one that asked for it is recorded too.
import { authStore } from '@cle/contracts/auth';
import { onEvent } from '@cle/contracts/events';
import type { CleEvents } from '@cle/contracts/events';

export function startAnalyticsWhenNeeded(): () => void {
  let stopTracking: (() => void) | undefined;
  let stopped = false;
  let requested = false;
  const held: CleEvents['product:analytics'][] = [];
  const load = () => {
    if (requested) return;
    requested = true;
    stopWatching();
    void import(/* webpackChunkName: "analytics" */ './analytics').then(
      (m) => {
        // the module's own listener takes over in this same task: no event is lost or recorded twice
        stopHolding();
        if (stopped) return;
        stopTracking = m.startAnalytics();
        held.splice(0).forEach(m.trackProductEvent);
      },
      (err: unknown) => {
        stopHolding();
        console.warn('[analytics] not loaded', err);
      },
    );
  };
  const stopWatching = authStore.subscribe(() => {
    if (authStore.get().token) load();
  });
  // without analytics consent the module would record nothing, so an event alone does not load it
  // the consent cookie's reader comes with the first event, not with every page's boot
  const stopHolding = onEvent('product:analytics', (event) => {
    held.push(event);
    void import(/* webpackChunkName: "consent" */ '../api/consent').then(({ readConsent }) => {
      if (readConsent()?.analytics === 'granted') load();
      else if (!requested) held.length = 0;
    });
  });
  if (authStore.get().token) load();
  return () => {
    stopped = true;
    stopWatching();
    stopHolding();
    stopTracking?.();
  };
}
