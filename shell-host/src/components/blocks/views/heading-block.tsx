import type { LocalBlock } from '@cle/contracts/block-schemas';
import { headingBlockCss } from './heading-block.styles';

export function HeadingBlock({ block }: { block: Extract<LocalBlock, { type: 'HeadingBlock' }> }) {
  const Tag = block.level === 3 ? 'h3' : 'h2';
  return (
    <Tag id={block.anchor} css={headingBlockCss(block.level)}>
      {block.text}
    </Tag>
  );
}
