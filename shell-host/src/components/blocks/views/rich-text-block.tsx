import type { LocalBlock } from '@cle/contracts/block-schemas';
import { RichText } from '../rich-text';

export function RichTextBlock({ block }: { block: Extract<LocalBlock, { type: 'RichTextBlock' }> }) {
  return <RichText html={block.html} css={{ lineHeight: 1.6 }} />;
}
