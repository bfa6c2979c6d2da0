// Analytics of the product page (spec 3 §7: events on launch, add to cart, registration, cancel, share
// and calendar; details not given): one `product:analytics` event that trackers on the page may listen to.
import { createEmitter } from '@cle/contracts/events';
import type { ProductAnalyticsEvent } from '@cle/contracts/events';

const emit = createEmitter('product');

export function recordProductEvent(event: ProductAnalyticsEvent, code: string, detail?: string): void {
  emit('product:analytics', { event, code, ...(detail ? { detail } : {}) });
}
