import type { LocalBlock } from '@cle/contracts/block-schemas';
import { ResponsiveImage } from '@cle/ui/responsive-image';
import { mediaCaptionCss, mediaFigureCss, mediaImageCss } from './media-block.styles';

export function MediaBlock({ block }: { block: Extract<LocalBlock, { type: 'MediaBlock' }> }) {
  return (
    <figure css={mediaFigureCss}>
      <ResponsiveImage
        src={block.image.url}
        alt={block.image.alt}
        sizes="(min-width: 889px) 880px, 100vw"
        css={mediaImageCss}
      />
      {block.caption ? <figcaption css={mediaCaptionCss}>{block.caption}</figcaption> : null}
    </figure>
  );
}
