import { act, createEvent, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@cle/contracts/auth';
import type { CleEventName, CleEvents } from '@cle/contracts/events';
import type { CartItemsResponse } from '@cle/contracts/commerce-schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { Header } from './header';
import { MenuBoundary } from './components/menu-boundary';
import { useSearchOverlay } from './hooks/use-search-overlay';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';

const signIn = jest.fn();
const signOut = jest.fn();
beforeEach(() => {
  signIn.mockReset();
  signOut.mockReset();
  authStore.setActions({ signIn, signOut });
  serveChromeParts();
});

/** Another team's event as it reaches the window (the shell only listens to these). */
function announce<K extends CleEventName>(name: K, detail: CleEvents[K]) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

const SIGNED_IN = { token: 't', name: 'Ada Lovelace', sub: 'u1' };

describe('header', () => {
  test("[S1-CHROME-04] the cart button shows the signed-in user's cart count, then what the cart reports", async () => {
    server.use(
      api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
      api.get<CartItemsResponse>('/commerce/carts/cart-items/', () => ({
        count: 2,
        items: [{ code: 'P1', quantity: 2 }],
      })),
    );
    const { container } = renderWithProviders(<Header />, { auth: SIGNED_IN });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('Cart 2');
    act(() => announce('commerce:cart-updated', { itemCount: 1 }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  test('[S1-CHROME-04] an anonymous visitor has no server cart: the count stays 0', async () => {
    renderWithProviders(<Header />);
    await screen.findByText('Help');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  test('[S1-CHROME-13] the cart button goes to the cart URL held in the site labels', async () => {
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  test('[S1-CHROME-14] a signed-in visitor whose new-CMS cart flag is off is sent to the classic shop', async () => {
    server.use(api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => false));
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    await waitFor(() => expect(cart).toHaveAttribute('href', 'https://shop.example/cart'));
  });

  test('[S1-CHROME-14] a signed-in visitor whose new-CMS cart flag is on keeps the site’s own cart', async () => {
    server.use(
      api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
      api.get<CartItemsResponse>('/commerce/carts/cart-items/', () => ({
        count: 3,
        items: [{ code: 'P1', quantity: 3 }],
      })),
    );
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    // the count is asked for only once the flag said true: the flag is in
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
  });

  test('[S1-CHROME-03] [S1-CHROME-05] the header shows an account button and the help link (in the bar from tablet up, in the menu on phones)', async () => {
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    const header = screen.getByRole('banner');
    // jsdom applies no media queries: the bar's link (display:none below md) is found by its text
    expect((await within(header).findByText('Help')).closest('a')).toHaveAttribute('href', '/help');
    fireEvent.click(within(header).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText('Help').closest('a')).toHaveAttribute('href', '/help');
    const account = within(header).getByRole('button', { name: 'Ada Lovelace' });
    expect(account).toHaveAttribute('aria-controls', 'account-panel');
  });

  test('[S1-CHROME-11] an anonymous visitor who presses the account button is sent to sign in and back here', async () => {
    renderWithProviders(<Header />, { path: '/programs/tax?tab=2' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn.mock.calls[0][0]).toBe('/programs/tax?tab=2');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  test('[S1-CHROME-09] [S1-CHROME-10] [S1-CHROME-12] the account panel lists the subnav and logs out through the session', async () => {
    renderWithProviders(<Header />, { auth: { ...SIGNED_IN, isPm: true, isIm: false } });
    await screen.findByText('Help');
    const account = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(panel).getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/my-library');
    expect(within(panel).getByText('Privileged member')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
  });

  test('[S1-CHROME-06] [S1-CHROME-07] [S1-CHROME-08] the menu panel lists primary nav, subnav and the provider site; a navigation closes it', async () => {
    renderWithProviders(<Header />, { showLocation: true });
    await screen.findByText('Help');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    expect(within(menu).getByRole('link', { name: 'My Library' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Provider site' })).toHaveAttribute(
      'href',
      'https://provider.example/',
    );
    fireEvent.click(within(menu).getByRole('link', { name: 'Programs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/programs');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('header panels at phone and tablet widths', () => {
  test('[S1-CHROME-06] Escape closes the menu panel and returns focus to the Menu button; opening the account panel closes it', async () => {
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    await screen.findByText('Help');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    // the panel follows its button in the DOM, so Tab goes from the button into its links
    expect(menuButton.nextElementSibling).toBe(menu);
    within(menu).getByRole('link', { name: 'Programs' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  test('[S1-CHROME-09] Escape closes the account panel and returns focus to the account button; a press outside the header closes it', async () => {
    const { container } = renderWithProviders(
      <>
        <Header />
        <p>page</p>
      </>,
      { auth: SIGNED_IN },
    );
    await screen.findByText('Help');
    const account = screen.getByRole('button', { name: 'Ada Lovelace' });
    fireEvent.click(account);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();

    fireEvent.click(account);
    // a press inside the panel keeps it open; one on the page closes it
    fireEvent.pointerDown(
      within(screen.getByRole('navigation', { name: 'Account' })).getByText('My Library'),
    );
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('page'));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });
});

test("[S1-ERRORS-55] a menu that fails shows 'Apologies, an error has occured with this menu'", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function BrokenMenu(): never {
    throw new Error('menu data unreadable');
  }
  renderWithProviders(
    <MenuBoundary>
      <BrokenMenu />
    </MenuBoundary>,
  );
  expect(
    screen.getByRole('heading', { name: 'Apologies, an error has occured with this menu' }),
  ).toBeInTheDocument();
  jest.restoreAllMocks();
});

describe('search launcher', () => {
  test('a search:open event from anywhere loads and opens the overlay; closing it returns focus to the search box', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    const { result } = renderHook(() => useSearchOverlay());
    result.current.triggerRef.current = trigger;
    expect(result.current).toMatchObject({ mounted: false, open: false });
    act(() => announce('search:open', {}));
    expect(result.current).toMatchObject({ mounted: true, open: true });
    act(() => result.current.closeSearch());
    // closed but kept loaded, so reopening is instant
    expect(result.current).toMatchObject({ mounted: true, open: false });
    expect(trigger).toHaveFocus();
    trigger.remove();
  });
});

describe('header menus on hover (spec 1 §9)', () => {
  afterEach(() => jest.useRealTimers());
  // jsdom has no PointerEvent: the pointer's type is set on the plain event it makes
  const pointer = (
    type: 'pointerOver' | 'pointerOut',
    el: Element,
    init: { pointerType: string; relatedTarget?: EventTarget },
  ) => {
    const event = createEvent[type](el, { relatedTarget: init.relatedTarget });
    Object.defineProperty(event, 'pointerType', { value: init.pointerType });
    fireEvent(el, event);
  };
  const mouse = { pointerType: 'mouse' };

  test('[S1-CONST-03] [S1-CONST-04] a mouse resting 250 ms opens the account panel; it closes 500 ms after the mouse leaves both button and panel', async () => {
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    await screen.findByText('Help');
    jest.useFakeTimers();
    const account = screen.getByRole('button', { name: 'Ada Lovelace' });
    pointer('pointerOver', account, mouse);
    act(() => jest.advanceTimersByTime(249));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const panel = await screen.findByRole('navigation', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'true');

    // crossing from the button to the panel keeps it open
    pointer('pointerOut', account, { ...mouse, relatedTarget: panel });
    pointer('pointerOver', panel, { ...mouse, relatedTarget: account });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();

    pointer('pointerOut', panel, { ...mouse, relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  test('[S1-CONST-03] a click on a panel the mouse opened keeps it open; a touch never hovers; the keyboard still toggles', async () => {
    renderWithProviders(<Header />, { auth: SIGNED_IN });
    await screen.findByText('Help');
    jest.useFakeTimers();
    const account = screen.getByRole('button', { name: 'Ada Lovelace' });
    pointer('pointerOver', account, mouse);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(account);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    // the click made it the person's: the mouse leaving no longer closes it
    pointer('pointerOut', account, { ...mouse, relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    fireEvent.click(account);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    pointer('pointerOver', account, { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();

    // a keyboard press is a click on the button: Enter opens, Escape closes
    account.focus();
    fireEvent.click(account);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  test('[S1-CONST-03] an anonymous visitor hovering the Sign in button gets no panel', async () => {
    renderWithProviders(<Header />);
    await screen.findByText('Help');
    jest.useFakeTimers();
    pointer('pointerOver', screen.getByRole('button', { name: 'Sign in' }), mouse);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });
});
