import type { LocalBlock } from '@cle/contracts/block-schemas';
import { linkCss } from '../blocks.styles';
import { CmsLink } from '../cms-link';
import { BlockHeading } from './block-heading';
import { cardBodyCss, cardEyebrowCss, cardGridCss, cardHeadingCss, cardItemCss } from './cards-block.styles';

export function CardsBlock({ block }: { block: Extract<LocalBlock, { type: 'CardsBlock' }> }) {
  return (
    <section aria-label={block.heading}>
      <BlockHeading text={block.heading} />
      <ul css={cardGridCss}>
        {block.cards.map((c) => (
          <li key={c.heading} css={cardItemCss}>
            {c.eyebrow ? <p css={cardEyebrowCss}>{c.eyebrow}</p> : null}
            <h3 css={cardHeadingCss}>{c.heading}</h3>
            <p css={cardBodyCss}>{c.body}</p>
            {c.link ? <CmsLink link={c.link} css={linkCss} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
