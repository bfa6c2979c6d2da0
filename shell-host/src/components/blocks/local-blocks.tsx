// The shell's own CMS blocks, one view per block type (views/). A block whose fields do not match its
// schema shows the page's fallback blocks instead (spec 1 §8), on the server as in the browser: React's
// server render has no error boundaries, and a block thrown there left its place to the browser (a
// skeleton in the HTML, a recoverable error at hydration). A view that throws while rendering still
// meets the block's error boundary in the browser.
import { useEffect, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as z from 'zod/mini';
import { LocalBlockSchema } from '@cle/contracts/block-schemas';
import type { CmsBlock, LocalBlock } from '@cle/contracts/block-schemas';
import { CalloutBlock } from './views/callout-block';
import { CardsBlock } from './views/cards-block';
import { HeadingBlock } from './views/heading-block';
import { JumpLinksBlock } from './views/jump-links-block';
import { LinkListBlock } from './views/link-list-block';
import { MediaBlock } from './views/media-block';
import { PromoBlock } from './views/promo-block';
import { RichTextBlock } from './views/rich-text-block';

/** One view per block type, each taking its own block's fields. */
type BlockViews = {
  [T in LocalBlock['type']]: ComponentType<{ block: Extract<LocalBlock, { type: T }> }>;
};

const BLOCK_VIEWS: BlockViews = {
  RichTextBlock,
  HeadingBlock,
  LinkListBlock,
  CardsBlock,
  PromoBlock,
  MediaBlock,
  CalloutBlock,
  JumpLinksBlock,
};

/** Renders one of the shell's blocks, or `fallback` for a block its schema refuses (a block failure). */
export function LocalBlockView({ block, fallback = null }: { block: CmsBlock; fallback?: ReactNode }) {
  const parsed = useMemo(() => z.safeParse(LocalBlockSchema, block), [block]);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'bad data');
  useEffect(() => {
    if (problem)
      console.error(
        `[blocks] ${block.type} failed; showing the fallback blocks`,
        `Invalid ${block.type}: ${problem}`,
      );
  }, [problem, block.type]);
  if (!parsed.success) return fallback;
  const View = BLOCK_VIEWS[parsed.data.type] as ComponentType<{ block: LocalBlock }>;
  return <View block={parsed.data} />;
}
