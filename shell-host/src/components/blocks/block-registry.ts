// Block content type -> view. Remote blocks are a remote's exposed module; local blocks are the shell's
// own CMS blocks (one lazy chunk, so the home page never downloads DOMPurify). An unknown block renders
// nothing and a missing-view event is tracked.
import { createEmitter } from '@cle/contracts/events';
import type { SlotReserve } from '../../federation/remote-slot';

const emit = createEmitter('shell');

export type BlockView =
  | { kind: 'remote'; remote: string; module: string; reserve?: SlotReserve }
  | { kind: 'local'; reserve?: SlotReserve };

const local: BlockView = { kind: 'local' };

/**
 * `reserve`: the block's height per breakpoint, held while it loads (measured on the seeded home
 * page at 390, 900 and 1350 px; the smallest row, so a short row leaves no gap).
 */
export const BLOCK_REGISTRY: Record<string, BlockView> = {
  HomeCarouselBlock: {
    kind: 'remote',
    remote: 'mfe_product',
    module: './HomeCarousel',
    reserve: { base: 575, md: 532 },
  },
  // the large carousel is the home carousel's module, taller (spec 3 §2.6)
  LargeCarouselBlock: {
    kind: 'remote',
    remote: 'mfe_product',
    module: './HomeCarousel',
    reserve: { base: 600, md: 600 },
  },
  ContentRowBlock: {
    kind: 'remote',
    remote: 'mfe_product',
    module: './ContentRow',
    reserve: { base: 400, md: 440 },
  },
  RichTextBlock: local,
  HeadingBlock: local,
  LinkListBlock: local,
  CardsBlock: local,
  PromoBlock: local,
  MediaBlock: local,
  CalloutBlock: local,
  JumpLinksBlock: local,
};

export function blockViewFor(type: string): BlockView | null {
  return Object.hasOwn(BLOCK_REGISTRY, type) ? BLOCK_REGISTRY[type]! : null;
}

export function trackMissingView(type: string): void {
  emit('shell:missing-view', { type });
  console.warn(`[blocks] no view for block type ${type}`);
}
