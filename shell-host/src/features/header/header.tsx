// The site header (spec 1 §2): composes the bar's parts, each in its own module.
import { lazy, useRef } from 'react';
import { useSiteParts } from '../../api/use-site-parts';
import { useSiteState } from '../../lib/site-state';
import { AccountButton } from './components/account-button';
import { CartButton } from './components/cart-button';
import { HelpLink } from './components/help-link';
import { MenuBoundary } from './components/menu-boundary';
import { MenuButton } from './components/menu-button';
import { PrimaryNav } from './components/primary-nav';
import { SearchOverlaySlot, SearchTrigger } from './components/search-launcher';
import { SiteLogo } from './components/site-logo';
import { headerOrFallback } from './fallback-menu';
import { Bar, SearchRow } from './header.styles';
import { useBarHeight } from './hooks/use-bar-height';
import { useCloseOnNavigation, useHeaderPanels } from './hooks/use-header-panels';
import { useHeaderSiteState } from './hooks/use-header-site-state';
import { useSearchOverlay } from './hooks/use-search-overlay';
import { useStickyHeader } from './hooks/use-sticky-header';

// the panels load the first time one opens (a click or a hover), not with the page
const views = () => import(/* webpackChunkName: "header-panels" */ './components/header-panel-views');
const MenuPanel = lazy(() => views().then((m) => ({ default: m.MenuPanel })));
const AccountPanel = lazy(() => views().then((m) => ({ default: m.AccountPanel })));

export function Header() {
  const { data: parts, error: partsFailed } = useSiteParts();
  const sticky = useStickyHeader();
  const barRef = useRef<HTMLDivElement>(null);
  const barHeight = useBarHeight(barRef, sticky);
  const search = useSearchOverlay();
  const panels = useHeaderPanels();
  useHeaderSiteState(panels.headerRef, sticky, barHeight);
  const headerTheme = useSiteState((s) => s.headerTheme);
  useCloseOnNavigation(panels.close);

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
        <SiteLogo />
        <PrimaryNav links={header?.primaryNav ?? []} />
        <SearchRow>
          <SearchTrigger search={search} />
        </SearchRow>
        {header ? <HelpLink link={header.helpLink} /> : null}
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
