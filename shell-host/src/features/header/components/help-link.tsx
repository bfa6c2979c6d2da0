// The bar's help link (spec 1 §2), from the site parts' header.
import type { NavigationLink } from '@cle/contracts/page';
import { helpLinkCss } from './help-link.styles';

export function HelpLink({ link }: { link: NavigationLink }) {
  return (
    <a href={link.href} css={helpLinkCss}>
      {link.text}
    </a>
  );
}
