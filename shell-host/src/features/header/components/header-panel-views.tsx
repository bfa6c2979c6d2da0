// The header's panels (spec 1 §2, §6): the mobile and tablet menu (primary navigation, subnav and the
// provider's own site) and the signed-in person's account panel. A chunk of their own, loaded when a
// panel first opens: no page's first paint shows one.
import { showsPrivilegedBadge, PRIVILEGED_MEMBER_BADGE, signOut, useAuth } from '@cle/contracts/auth';
import type { NavigationLink } from '@cle/contracts/page';
import { bareList, colors, mq } from '@cle/ui/theme';
import { ACCOUNT_PANEL_ID } from './account-button';
import { panelUnderBarCss } from '../header.styles';
import type { HoverHandlers } from '../hooks/use-header-panels';
import { MENU_PANEL_ID } from './menu-button';
import { NavItem, NavListItems } from '../../../components/nav-item';

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

/** Spec 1 §2/§6: shown for a PM who is not an IM. */
function PrivilegedBadge() {
  return (
    <span
      css={{
        display: 'inline-block',
        marginLeft: 8,
        padding: '2px 8px',
        borderRadius: 12,
        background: colors.charcoal,
        color: colors.paper,
        fontSize: 12,
        fontWeight: 600,
      }}
    >
      {PRIVILEGED_MEMBER_BADGE}
    </span>
  );
}

export function AccountPanel({
  subNav,
  hover,
}: {
  subNav: readonly NavigationLink[];
  hover?: HoverHandlers;
}) {
  const auth = useAuth();
  return (
    <nav
      {...hover}
      id={ACCOUNT_PANEL_ID}
      aria-label="Account"
      css={{
        ...panelUnderBarCss,
        right: 16,
        // phones: the panel never runs off the left edge
        maxWidth: 'calc(100vw - 32px)',
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        minWidth: 240,
      }}
    >
      <p css={{ margin: '0 0 12px', fontWeight: 700 }}>
        {auth.name}
        {showsPrivilegedBadge(auth) ? <PrivilegedBadge /> : null}
      </p>
      <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
        <NavListItems links={subNav} />
        <li>
          <button
            type="button"
            onClick={() => signOut()}
            css={{
              font: 'inherit',
              background: 'none',
              border: 0,
              padding: 0,
              color: colors.red,
              cursor: 'pointer',
              fontWeight: 600,
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </nav>
  );
}
