import type { LocalBlock } from '@cle/contracts/block-schemas';
import { CmsLink } from '../cms-link';
import { isDarkPromo, promoBodyCss, promoCss, promoHeadingCss, promoLinkCss } from './promo-block.styles';

export function PromoBlock({ block }: { block: Extract<LocalBlock, { type: 'PromoBlock' }> }) {
  return (
    <aside aria-label={block.heading} css={promoCss(block.theme)}>
      <h2 css={promoHeadingCss}>{block.heading}</h2>
      <p css={promoBodyCss}>{block.body}</p>
      <CmsLink link={block.link} css={promoLinkCss(isDarkPromo(block.theme))} />
    </aside>
  );
}
