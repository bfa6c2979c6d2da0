// One of the footer's link lists (site parts): a navigation landmark named by its heading.
import type { SiteParts } from '@cle/contracts/schemas';
import { NavListItems } from '../../../components/nav-item';
import { linkListCss, linkListHeadingCss } from './footer-link-list.styles';

export function FooterLinkList({ list }: { list: SiteParts['footer']['linkLists'][number] }) {
  return (
    <nav aria-label={list.heading}>
      <h2 css={linkListHeadingCss}>{list.heading}</h2>
      <ul css={linkListCss}>
        <NavListItems links={list.links} />
      </ul>
    </nav>
  );
}
