// The account button and the panel it opens (spec 1 §2, §6): anonymous visitors are sent to sign in.
import { useLocation } from 'react-router-dom';
import { PRIVILEGED_MEMBER_BADGE, showsPrivilegedBadge, signIn, signOut, useAuth } from '@cle/contracts/auth';
import type { NavigationLink } from '@cle/contracts/page';
import { bareList, colors } from '@cle/ui/theme';
import { IconButton, panelUnderBarCss } from './header-styles';
import type { HoverHandlers, PanelButtonProps } from './header-panels';
import { NavListItems } from './nav-item';

export const ACCOUNT_PANEL_ID = 'account-panel';

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

export function AccountButton({ open, onToggle, buttonRef, hover }: PanelButtonProps) {
  const auth = useAuth();
  const location = useLocation();
  return (
    <IconButton
      // an anonymous visitor has no panel to open: the button signs in
      {...(auth.isAuthenticated ? hover : undefined)}
      ref={buttonRef}
      type="button"
      aria-expanded={auth.isAuthenticated ? open : undefined}
      aria-controls={auth.isAuthenticated ? ACCOUNT_PANEL_ID : undefined}
      onClick={() => (auth.isAuthenticated ? onToggle() : signIn(`${location.pathname}${location.search}`))}
    >
      {auth.isAuthenticated ? (auth.name ?? 'Account') : 'Sign in'}
    </IconButton>
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
