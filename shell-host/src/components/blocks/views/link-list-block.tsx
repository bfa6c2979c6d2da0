import type { LocalBlock } from '@cle/contracts/block-schemas';
import { linkGridCss } from '@cle/ui/theme';
import { linkCss } from '../blocks.styles';
import { CmsLink } from '../cms-link';
import { BlockHeading } from './block-heading';

export function LinkListBlock({ block }: { block: Extract<LocalBlock, { type: 'LinkListBlock' }> }) {
  return (
    <nav aria-label={block.heading ?? 'Links'}>
      <BlockHeading text={block.heading} />
      <ul css={linkGridCss}>
        {block.links.map((l) => (
          <li key={l.href}>
            <CmsLink link={l} css={linkCss} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
