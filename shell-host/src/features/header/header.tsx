// The site header (spec 1 §2): composes the bar's parts, each in its own module.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { bareList, colors, mq } from '@cle/ui/theme';
import { AccountButton } from './components/account-button';
import { CartButton } from './components/cart-button';
import { headerOrFallback } from './fallback-menu';
import { Bar, SearchRow } from './header.styles';
import { MENU_FAILURE_TEXT, useHeaderPanels } from './hooks/use-header-panels';
import { ShellBoundary } from '../../components/shell-boundary';
import { MenuButton } from './components/menu-button';
import { NavListItems } from '../../components/nav-item';
import { SearchOverlaySlot, SearchTrigger } from './components/search-launcher';
import { useSearchOverlay } from './hooks/use-search-overlay';
import { useStickyHeader } from './hooks/use-sticky-header';
import { useSiteParts } from '../../api/use-site-parts';
import { observeInView, siteState, useSiteState } from '../../lib/site-state';

// the panels load the first time one opens (a click or a hover), not with the page
const views = () => import(/* webpackChunkName: "header-panels" */ './components/header-panel-views');
const MenuPanel = lazy(() => views().then((m) => ({ default: m.MenuPanel })));
const AccountPanel = lazy(() => views().then((m) => ({ default: m.AccountPanel })));

export function Header() {
  const { data: parts, error: partsFailed } = useSiteParts();
  const location = useLocation();
  const sticky = useStickyHeader();
  const barRef = useRef<HTMLDivElement>(null);
  // the bar's height while in the page flow: held by <header> while the bar is fixed, so nothing jumps
  const [barHeight, setBarHeight] = useState(64);
  // Measured by the browser after its own layout (a ResizeObserver) while the bar is in the flow: reading
  // offsetHeight in a layout effect forced a layout and a second render inside the first commit.
  useEffect(() => {
    const bar = barRef.current;
    if (sticky || !bar) return;
    if (typeof ResizeObserver === 'undefined') {
      setBarHeight(bar.offsetHeight);
      return;
    }
    const observer = new ResizeObserver(() => setBarHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [sticky]);
  // the site-wide page state (spec 1 §3): the sticky header and the header's place in the viewport
  useEffect(() => {
    // the measured height, not offsetHeight here: a read in an effect forced a layout mid-render
    siteState.set({ isSticky: sticky, headerHeight: barHeight });
  }, [sticky, barHeight]);
  const search = useSearchOverlay();
  const panels = useHeaderPanels();
  const { headerRef } = panels;
  useEffect(() => {
    const el = headerRef.current;
    if (!el) return;
    return observeInView(el, (isInView, inViewOffset) => siteState.set({ isInView, inViewOffset }));
  }, [headerRef]);
  const logoColor = useSiteState((s) => s.logoColor);
  const headerTheme = useSiteState((s) => s.headerTheme);
  const { close: closePanels } = panels;

  // a navigation closes whichever panel led to it (not the first render: a panel opened by a press
  // made before hydration stays open)
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closePanels();
  }, [location.pathname, closePanels]);

  // the site parts' call failed (API down): the built-in menu (S1-CHROME-20)
  const header = headerOrFallback(parts?.header, partsFailed);
  return (
    <header ref={panels.headerRef} css={sticky ? { minHeight: barHeight } : undefined}>
      <Bar
        ref={barRef}
        sticky={sticky}
        theme={headerTheme}
        data-sticky={sticky ? 'true' : undefined}
        data-theme={headerTheme}
      >
        <MenuButton
          open={panels.open === 'menu'}
          onToggle={() => panels.toggle('menu')}
          buttonRef={panels.buttonRefs.menu}
          hover={panels.hover('menu')}
        />
        {/* each panel follows its button in the DOM, so Tab goes from the button into it; it hangs under
            the bar (and follows it while sticky), over the page: opening one moves nothing below */}
        {panels.open === 'menu' && header ? (
          <MenuBoundary>
            <MenuPanel
              primaryNav={header.primaryNav}
              subNav={header.subNav}
              providerSiteLink={header.providerSiteLink}
              helpLink={header.helpLink}
              hover={panels.hover('menu')}
            />
          </MenuBoundary>
        ) : null}
        <Link
          to="/"
          aria-label="PLI home"
          data-logo-color={logoColor}
          css={{
            color: logoColor === 'white' ? colors.paper : colors.red,
            fontWeight: 800,
            fontSize: 26,
            textDecoration: 'none',
            letterSpacing: 1,
          }}
        >
          PLI
        </Link>
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
            css={{ color: 'inherit', display: 'none', whiteSpace: 'nowrap', [mq.md]: { display: 'inline' } }}
          >
            {header.helpLink.text}
          </a>
        ) : null}
        <CartButton labels={parts?.labels} />
        <AccountButton
          open={panels.open === 'account'}
          onToggle={() => panels.toggle('account')}
          buttonRef={panels.buttonRefs.account}
          hover={panels.hover('account')}
        />
        {panels.open === 'account' && header ? (
          <MenuBoundary>
            <AccountPanel subNav={header.subNav} hover={panels.hover('account')} />
          </MenuBoundary>
        ) : null}
      </Bar>
      <SearchOverlaySlot search={search} />
    </header>
  );
}

/** A panel that fails to render costs only itself: the spec's apology, under the bar. */
export function MenuBoundary({ children }: { children: ReactNode }) {
  return (
    <ShellBoundary name="shell/menu" fallbackContent={{ headingText: MENU_FAILURE_TEXT }}>
      <Suspense fallback={null}>{children}</Suspense>
    </ShellBoundary>
  );
}
