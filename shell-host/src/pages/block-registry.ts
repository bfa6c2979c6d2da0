// Block content type -> remote module. An unknown block renders nothing and a missing-view event is tracked.
import { createEmitter } from '@cle/contracts/events';

const emit = createEmitter('shell');

export const BLOCK_REGISTRY: Record<string, { remote: string; module: string }> = {
  HomeCarouselBlock: { remote: 'mfe_product', module: './HomeCarousel' },
  ContentRowBlock: { remote: 'mfe_product', module: './ContentRow' },
};

export function trackMissingView(type: string): void {
  emit('shell:missing-view', { type });
  console.warn(`[blocks] no view for block type ${type}`);
}
