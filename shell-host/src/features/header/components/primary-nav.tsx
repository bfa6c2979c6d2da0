// The bar's primary navigation (desktop): the links arrive with the site parts.
import type { NavigationLink } from '@cle/contracts/page';
import { NavListItems } from '../../../components/nav-item';
import { primaryNavCss, primaryNavListCss } from './primary-nav.styles';

export function PrimaryNav({ links }: { links: readonly NavigationLink[] }) {
  return (
    <nav aria-label="Primary" css={primaryNavCss}>
      <ul css={primaryNavListCss}>
        <NavListItems links={links} />
      </ul>
    </nav>
  );
}
