// Block content type -> remote module. An unknown block renders nothing and a missing-view event is tracked.
import { createEmitter } from '@cle/contracts/events';
import type { SlotReserve } from '../federation/remote-slot';

const emit = createEmitter('shell');

/**
 * `reserve`: the block's height per breakpoint, held while it loads (measured on the seeded home
 * page at 390, 900 and 1350 px; the smallest row, so a short row leaves no gap).
 */
export const BLOCK_REGISTRY: Record<string, { remote: string; module: string; reserve?: SlotReserve }> = {
  HomeCarouselBlock: { remote: 'mfe_product', module: './HomeCarousel', reserve: { base: 575, md: 532 } },
  ContentRowBlock: { remote: 'mfe_product', module: './ContentRow', reserve: { base: 400, md: 440 } },
};

export function trackMissingView(type: string): void {
  emit('shell:missing-view', { type });
  console.warn(`[blocks] no view for block type ${type}`);
}
