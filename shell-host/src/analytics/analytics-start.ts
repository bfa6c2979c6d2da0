// Anonymous visitors never download the tracking module: it loads with the first signed-in state.
import { authStore } from '@cle/contracts/auth';

export function startAnalyticsWhenSignedIn(): () => void {
  let stopTracking: (() => void) | undefined;
  let stopped = false;
  const check = () => {
    if (!authStore.get().token) return;
    stopWatching();
    void import(/* webpackChunkName: "analytics" */ './analytics').then(
      (m) => {
        if (!stopped) stopTracking = m.startAnalytics();
      },
      (err: unknown) => console.warn('[analytics] not loaded', err),
    );
  };
  const stopWatching = authStore.subscribe(check);
  check();
  return () => {
    stopped = true;
    stopWatching();
    stopTracking?.();
  };
}
