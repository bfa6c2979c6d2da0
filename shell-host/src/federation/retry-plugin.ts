// Runtime plugin: a remote's remoteEntry.js that fails to arrive (network error, 5xx) and an exposed
// module whose chunks fail are fetched again by Module Federation's own retry plugin before the slot
// shows its fallback card (decision 083). The retry asks for the same URL, so the integrity plugin
// gives it the same SRI hash; an entry that arrives and throws is not retried (the runtime hands only
// network failures to the plugin). 'Try again' on the card re-registers the remote (remotes.ts).
// Keep React out of this file: it runs before shared modules are negotiated.
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * retry-plugin 0.17.1 counts attempts after the first retry: retryTimes 1 is a retry at once, then one
 * more RETRY_DELAY_MS later, so a remote that is down shows its card within half a second.
 */
const RETRY_TIMES = 1;
export const RETRY_DELAY_MS = 400;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({ script: { retryTimes: RETRY_TIMES, retryDelay: RETRY_DELAY_MS } });
}
