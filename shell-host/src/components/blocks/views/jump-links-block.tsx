import type { LocalBlock } from '@cle/contracts/block-schemas';
import { scrollToSection } from '../../../lib/hash-scroll';
import { linkCss } from '../blocks.styles';
import { BlockHeading } from './block-heading';
import { jumpLinksListCss, jumpLinksNavCss } from './jump-links-block.styles';

/** Links to sections of this page: the hash goes in the URL, the page scrolls (lib/hash-scroll.ts). */
export function JumpLinksBlock({ block }: { block: Extract<LocalBlock, { type: 'JumpLinksBlock' }> }) {
  return (
    <nav aria-label={block.heading ?? 'On this page'} css={jumpLinksNavCss}>
      <BlockHeading text={block.heading} />
      <ul css={jumpLinksListCss}>
        {block.links.map((l) => (
          <li key={l.anchor}>
            <a
              href={`#${l.anchor}`}
              css={linkCss}
              onClick={(e) => {
                e.preventDefault();
                window.history.replaceState(window.history.state, '', `#${l.anchor}`);
                scrollToSection(l.anchor);
              }}
            >
              {l.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
