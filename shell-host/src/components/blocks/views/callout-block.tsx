import type { LocalBlock } from '@cle/contracts/block-schemas';
import { RichText } from '../rich-text';
import { calloutCss, calloutHeadingCss } from './callout-block.styles';

export function CalloutBlock({ block }: { block: Extract<LocalBlock, { type: 'CalloutBlock' }> }) {
  const warning = block.variant === 'warning';
  return (
    <aside aria-label={block.heading ?? (warning ? 'Important' : 'Note')} css={calloutCss(warning)}>
      {block.heading ? <h2 css={calloutHeadingCss}>{block.heading}</h2> : null}
      <RichText html={block.html} />
    </aside>
  );
}
