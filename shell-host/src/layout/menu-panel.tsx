// The mobile and tablet menu (spec 1 §2): primary navigation, subnav and the provider's own site.
import type { NavigationLink } from '@cle/contracts/page';
import { bareList, colors, mq } from '@cle/ui/theme';
import { IconButton } from './header-styles';
import { NavItem, NavListItems } from './nav-item';

export const MENU_PANEL_ID = 'site-menu-panel';

export function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <IconButton
      type="button"
      aria-expanded={open}
      aria-controls={MENU_PANEL_ID}
      onClick={onToggle}
      css={{ [mq.lg]: { display: 'none' } }}
    >
      Menu
    </IconButton>
  );
}

export function MenuPanel({
  primaryNav,
  subNav,
  providerSiteLink,
}: {
  primaryNav: readonly NavigationLink[];
  subNav: readonly NavigationLink[];
  providerSiteLink: NavigationLink;
}) {
  return (
    <nav
      id={MENU_PANEL_ID}
      aria-label="Menu"
      css={{ padding: 16, borderBottom: `1px solid ${colors.line}`, [mq.lg]: { display: 'none' } }}
    >
      <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
        <NavListItems links={primaryNav} />
      </ul>
      <ul css={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 8 }}>
        <NavListItems links={subNav} />
        <li>
          <NavItem link={providerSiteLink} />
        </li>
      </ul>
    </nav>
  );
}
