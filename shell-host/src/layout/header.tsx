// The site header (spec 1 §2): composes the bar's parts, each in its own module.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bareList, colors, mq } from '@cle/ui/theme';
import { AccountButton, AccountPanel } from './account-menu';
import { CartButton } from './cart-button';
import { headerOrFallback, HomeLogo } from './fallback-header';
import { Bar, SearchRow } from './header-styles';
import { MenuButton, MenuPanel } from './menu-panel';
import { NavListItems } from './nav-item';
import { SearchOverlaySlot, SearchTrigger, useSearchOverlay } from './search-launcher';
import { useStickyHeader } from './sticky-header';
import { useSiteParts } from './use-site-parts';

export function Header() {
  const { data: parts, error: partsFailed } = useSiteParts();
  const location = useLocation();
  const sticky = useStickyHeader();
  const barRef = useRef<HTMLDivElement>(null);
  // the bar's height while in the page flow: held by <header> while the bar is fixed, so nothing jumps
  const [barHeight, setBarHeight] = useState(64);
  useLayoutEffect(() => {
    if (!sticky && barRef.current) setBarHeight(barRef.current.offsetHeight);
  }, [sticky]);
  const search = useSearchOverlay();
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);

  // a navigation closes whichever panel led to it
  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [location.pathname]);

  // the site parts' call failed (API down): the built-in menu (S1-CHROME-20)
  const header = headerOrFallback(parts?.header, partsFailed);
  return (
    <header css={sticky ? { minHeight: barHeight } : undefined}>
      <Bar ref={barRef} sticky={sticky} data-sticky={sticky ? 'true' : undefined}>
        <MenuButton open={menuOpen} onToggle={() => setMenuOpen((o) => !o)} />
        <HomeLogo />
        {/* links arrive with the site parts: kept on one line so the bar never grows taller (main moved 24 px) */}
        <nav
          aria-label="Primary"
          css={{ display: 'none', flexShrink: 0, whiteSpace: 'nowrap', [mq.lg]: { display: 'block' } }}
        >
          <ul css={{ display: 'flex', gap: 20, ...bareList }}>
            <NavListItems links={header?.primaryNav ?? []} />
          </ul>
        </nav>
        <SearchRow>
          <SearchTrigger search={search} />
        </SearchRow>
        {header ? (
          <a
            href={header.helpLink.href}
            css={{ color: colors.ink, display: 'none', whiteSpace: 'nowrap', [mq.md]: { display: 'inline' } }}
          >
            {header.helpLink.text}
          </a>
        ) : null}
        <CartButton labels={parts?.labels} />
        <AccountButton open={accountOpen} onToggle={() => setAccountOpen((o) => !o)} />
      </Bar>

      {menuOpen && header ? (
        <MenuPanel
          primaryNav={header.primaryNav}
          subNav={header.subNav}
          providerSiteLink={header.providerSiteLink}
        />
      ) : null}
      {accountOpen && header ? <AccountPanel subNav={header.subNav} /> : null}
      <SearchOverlaySlot search={search} />
    </header>
  );
}
