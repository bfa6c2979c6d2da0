import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { PRIVILEGED_MEMBER_BADGE, showsPrivilegedBadge, signIn, signOut, useAuth } from '@cle/contracts/auth';
import { useCartCount } from '@cle/contracts/cart';
import { onEvent } from '@cle/contracts/events';
import type { NavigationLink } from '@cle/contracts/page';
import { colors, focusRing, mq } from '@cle/ui/theme';
import { RemoteSlot } from '../federation/remote-slot';
import { cartUrl, useNewCmsCartFlag, useSiteParts } from './use-site-parts';
import { useStickyHeader } from './sticky-header';

const Bar = styled.div<{ sticky: boolean }>(({ sticky }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: 64,
  padding: '0 16px',
  background: colors.paper,
  borderBottom: `1px solid ${colors.line}`,
  position: sticky ? 'sticky' : 'relative',
  top: 0,
  zIndex: 50,
  boxShadow: sticky ? '0 2px 8px rgba(0,0,0,.12)' : 'none',
  [mq.lg]: { padding: '0 32px' },
}));

const NavLinkStyled = styled(Link)({
  color: colors.ink,
  textDecoration: 'none',
  fontWeight: 600,
  padding: '8px 4px',
  '&:hover': { color: colors.red },
  '&:focus-visible': focusRing,
});

const IconButton = styled.button({
  font: 'inherit',
  background: 'none',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '8px 12px',
  cursor: 'pointer',
  color: colors.ink,
  '&:focus-visible': focusRing,
});

/** A navigation link rendered from its href, text, title and target (spec 1 §3). */
export function NavItem({ link }: { link: NavigationLink }) {
  const external = /^https?:/.test(link.href) || link.target === '_blank';
  if (external)
    return (
      <a
        href={link.href}
        title={link.title}
        target={link.target}
        rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
        css={{ color: 'inherit' }}
      >
        {link.text}
      </a>
    );
  return (
    <NavLinkStyled to={link.href} title={link.title} target={link.target}>
      {link.text}
    </NavLinkStyled>
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

export function Header() {
  const { data: parts } = useSiteParts();
  const auth = useAuth();
  const { data: newCmsCart } = useNewCmsCartFlag(auth.isAuthenticated);
  const location = useLocation();
  const sticky = useStickyHeader();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const searchTrigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [location.pathname]);
  useEffect(
    () =>
      onEvent('search:open', () => {
        setSearchMounted(true);
        setSearchOpen(true);
      }),
    [],
  );

  const header = parts?.header;
  const openSearch = () => {
    setSearchMounted(true);
    setSearchOpen(true);
  };
  const closeSearch = () => {
    setSearchOpen(false);
    searchTrigger.current?.focus();
  };

  return (
    <header>
      <Bar sticky={sticky}>
        <IconButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-menu-panel"
          onClick={() => setMenuOpen((o) => !o)}
          css={{ [mq.lg]: { display: 'none' } }}
        >
          Menu
        </IconButton>
        <Link
          to="/"
          aria-label="PLI home"
          css={{ color: colors.red, fontWeight: 800, fontSize: 26, textDecoration: 'none', letterSpacing: 1 }}
        >
          PLI
        </Link>
        <nav aria-label="Primary" css={{ display: 'none', [mq.lg]: { display: 'block' } }}>
          <ul css={{ display: 'flex', gap: 20, listStyle: 'none', margin: 0, padding: 0 }}>
            {header?.primaryNav.map((l) => (
              <li key={l.href}>
                <NavItem link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={searchTrigger}
          type="button"
          onClick={openSearch}
          aria-haspopup="dialog"
          css={{
            flex: 1,
            minWidth: 0,
            textAlign: 'left',
            font: 'inherit',
            color: colors.inkSoft,
            background: colors.mist,
            border: `1px solid ${colors.line}`,
            borderRadius: 24,
            padding: '10px 16px',
            cursor: 'pointer',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            '&:focus-visible': focusRing,
          }}
        >
          Find a program, publication, or credit
        </button>
        {header ? (
          <a
            href={header.helpLink.href}
            css={{ color: colors.ink, display: 'none', [mq.md]: { display: 'inline' } }}
          >
            {header.helpLink.text}
          </a>
        ) : null}
        <Link
          to={cartUrl(parts?.labels, newCmsCart)}
          aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          css={{ color: colors.ink, textDecoration: 'none', fontWeight: 600, '&:focus-visible': focusRing }}
        >
          Cart{' '}
          <span
            css={{
              background: colors.red,
              color: colors.paper,
              borderRadius: 12,
              padding: '2px 8px',
              fontSize: 13,
            }}
          >
            {cartCount}
          </span>
        </Link>
        <IconButton
          type="button"
          aria-expanded={auth.isAuthenticated ? accountOpen : undefined}
          aria-controls={auth.isAuthenticated ? 'account-panel' : undefined}
          onClick={() =>
            auth.isAuthenticated
              ? setAccountOpen((o) => !o)
              : signIn(`${location.pathname}${location.search}`)
          }
        >
          {auth.isAuthenticated ? (auth.name ?? 'Account') : 'Sign in'}
        </IconButton>
      </Bar>

      {menuOpen && header ? (
        <nav
          id="site-menu-panel"
          aria-label="Menu"
          css={{ padding: 16, borderBottom: `1px solid ${colors.line}`, [mq.lg]: { display: 'none' } }}
        >
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {header.primaryNav.map((l) => (
              <li key={l.href}>
                <NavItem link={l} />
              </li>
            ))}
          </ul>
          <ul css={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 8 }}>
            {header.subNav.map((l) => (
              <li key={l.href}>
                <NavItem link={l} />
              </li>
            ))}
            <li>
              <NavItem link={header.providerSiteLink} />
            </li>
          </ul>
        </nav>
      ) : null}

      {accountOpen && header ? (
        <nav
          id="account-panel"
          aria-label="Account"
          css={{
            position: 'absolute',
            right: 16,
            zIndex: 60,
            background: colors.paper,
            border: `1px solid ${colors.line}`,
            borderRadius: 8,
            padding: 16,
            minWidth: 240,
          }}
        >
          <p css={{ margin: '0 0 12px', fontWeight: 700 }}>
            {auth.name}
            {showsPrivilegedBadge(auth) ? <PrivilegedBadge /> : null}
          </p>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {header.subNav.map((l) => (
              <li key={l.href}>
                <NavItem link={l} />
              </li>
            ))}
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
      ) : null}

      {searchMounted ? (
        <RemoteSlot
          remote="mfe_search"
          module="./SearchOverlay"
          props={{ open: searchOpen, onClose: closeSearch }}
          skeletonRows={1}
        />
      ) : null}
    </header>
  );
}
