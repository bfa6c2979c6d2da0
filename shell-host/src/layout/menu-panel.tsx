// The mobile and tablet menu (spec 1 §2): primary navigation, subnav and the provider's own site.
import type { NavigationLink } from '@cle/contracts/page';
import { bareList, colors, mq } from '@cle/ui/theme';
import { IconButton, panelUnderBarCss } from './header-styles';
import type { HoverHandlers, PanelButtonProps } from './header-panels';
import { NavItem, NavListItems } from './nav-item';

export const MENU_PANEL_ID = 'site-menu-panel';

export function MenuButton({ open, onToggle, buttonRef, hover }: PanelButtonProps) {
  return (
    <IconButton
      {...hover}
      ref={buttonRef}
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
  helpLink,
  hover,
}: {
  primaryNav: readonly NavigationLink[];
  subNav: readonly NavigationLink[];
  providerSiteLink: NavigationLink;
  helpLink: NavigationLink;
  hover?: HoverHandlers;
}) {
  return (
    <nav
      {...hover}
      id={MENU_PANEL_ID}
      aria-label="Menu"
      css={{
        ...panelUnderBarCss,
        left: 0,
        right: 0,
        // a phone in landscape: the panel scrolls inside the screen instead of past it
        maxHeight: 'calc(100vh - 64px)',
        overflowY: 'auto',
        borderBottom: `1px solid ${colors.line}`,
        boxShadow: '0 8px 16px rgba(0,0,0,.12)',
        // tablet: two columns, primary navigation beside the subnav
        [mq.sm700]: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, padding: '16px 32px' },
        [mq.lg]: { display: 'none' },
      }}
    >
      <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
        <NavListItems links={primaryNav} />
      </ul>
      <ul css={{ ...bareList, marginTop: 16, display: 'grid', gap: 8, [mq.sm700]: { marginTop: 0 } }}>
        <NavListItems links={subNav} />
        <li>
          <NavItem link={providerSiteLink} />
        </li>
        {/* phones: the bar has no room for the help link, so the menu carries it */}
        <li css={{ [mq.md]: { display: 'none' } }}>
          <NavItem link={helpLink} />
        </li>
      </ul>
    </nav>
  );
}
