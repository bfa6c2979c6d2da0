import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addToCart } from '@cle/contracts/cart';
import type { CartUpsell } from '@cle/contracts/schemas';
import { toast } from '@cle/contracts/toast';
import { api, apiError, nextMacrotask, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { cartPanelMounts } from '../features/cart/cart-rules';
import { emptyCart, line } from '../lib/store-fixtures';
import { CartPanelRoot } from './cart-panel';

const BLOCK: CartUpsell = {
  contentLink: { id: 'cart-upsell-1' },
  titleLine1: 'Make this the first of many programs',
  titleLine2: 'Become a PLI Privileged Member',
  titleLine2Color: 'teal-200',
  image: { url: '/images/programs/1.webp', name: 'Attorneys at a PLI program' },
  copy: 'Members watch PLI programs on demand.',
  footerText: 'Membership is {price} a year.',
  catalogVariant: [{ code: 'MEM-IM-1Y', discountedPrice: 2495 }],
  frequencyOfPresentation: 'once-per-session',
};

// where the product keeps dismissals: the session storage key and the cookie name
const UPSELL_SESSION_KEY = 'cle.upsell.dismissed';
const UPSELL_COOKIE = 'cle_upsell_dismissed';

const RETAIL = { token: 'token-1', sub: 'u-retail', claimFetched: true, isIm: false, isPm: false };
let calls: ApiCall[];

/** The API around the panel: flag on, labels and the upsell block, the cart after the add. */
function serve({
  block = BLOCK,
  lines = [line({ code: '380007', displayName: 'Government Contracts' })],
} = {}) {
  let cart = emptyCart({ orderLines: lines, totalWithoutDiscounts: 1995, subTotal: 1995, total: 1995 });
  server.use(
    api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
    api.get('/site-parts', ({ query }) =>
      query.get('names') === 'cartUpsell' ? { cartUpsell: block } : { labels: { cartUrl: '/cart' } },
    ),
    api.get('/commerce/carts', () => cart),
    api.post('/commerce/carts', ({ body }) => {
      const code = (body as { code: string }).code;
      if (code === 'MEM-IM-1Y')
        cart = { ...cart, orderLines: [...cart.orderLines, line({ code, displayName: 'Membership' })] };
      return { cartUrl: '/cart', cart };
    }),
  );
}

async function renderPanel(auth: Record<string, unknown> = RETAIL) {
  renderWithProviders(<CartPanelRoot />, { auth, path: '/programs/x', showLocation: true, toasts: true });
  // mounted (flag answered): nothing shows until an add
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toContain('/commerce/carts/feature-flag/cart-from-new-cms'),
  );
}

const addProgram = () => act(async () => void (await addToCart({ code: '380007' })));

beforeEach(() => {
  calls = recordApiCalls();
  sessionStorage.clear();
  document.cookie = `${UPSELL_COOKIE}=; max-age=0; path=/`;
  toast.list().forEach((t) => toast.dismiss(t.id));
});

describe('cart side panel (spec 3 §2.3, §4.7; spec 1 §2)', () => {
  test('[S1-CHROME-37] [S1-CHROME-38] mounts only for a signed-in user with a token and the cart flag exactly true', () => {
    const signedIn = { ready: true, isAuthenticated: true, token: 't' };
    expect(cartPanelMounts(signedIn, true)).toBe(true);
    expect(cartPanelMounts(signedIn, 'true')).toBe(false);
    expect(cartPanelMounts(signedIn, false)).toBe(false);
    expect(cartPanelMounts({ ...signedIn, token: null }, true)).toBe(false);
    expect(cartPanelMounts({ ...signedIn, isAuthenticated: false }, true)).toBe(false);
    expect(cartPanelMounts({ ...signedIn, ready: false }, true)).toBe(false);
  });

  // the 628 px width on larger screens (S3-CART-07, S1-CHROME-39) is a media query jsdom does not
  // apply: e2e/tests/cart.spec.ts measures the panel in the browser.

  /** the panel after a program is added with the upsell due */
  async function panelAfterAdd() {
    serve();
    await renderPanel();
    await addProgram();
    return screen.findByRole('dialog', { name: 'My Cart (1)' });
  }

  test('[S3-CART-15] [S1-CHROME-35] the panel is closed until an add, then open', async () => {
    serve();
    await renderPanel();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await addProgram();
    expect(await screen.findByRole('dialog', { name: 'My Cart (1)' })).toBeInTheDocument();
  });

  test('[S3-CART-06] [S3-UPSELL-01] [S3-UPSELL-08] after an add the side panel shows the cart and, all conditions holding, the upsell', async () => {
    const panel = await panelAfterAdd();
    expect(within(panel).getByText('Government Contracts')).toBeInTheDocument();
    expect(within(panel).getByText('Make this the first of many programs')).toBeInTheDocument();
  });

  test('[S3-UPSELL-24] [S3-UPSELL-25] the upsell shows titleLine1, and titleLine2 in its titleLine2Color', async () => {
    const panel = await panelAfterAdd();
    expect(within(panel).getByText('Make this the first of many programs')).toBeInTheDocument();
    const line2 = within(panel).getByText('Become a PLI Privileged Member');
    expect(line2).toHaveAttribute('data-title-color', 'teal-200');
    expect(line2).toHaveStyle({ color: '#00827f' });
  });

  test('[S3-UPSELL-27] [S3-UPSELL-28] [S3-UPSELL-29] the upsell shows its image, its copy and its footer with the price', async () => {
    const panel = await panelAfterAdd();
    expect(within(panel).getByRole('img', { name: 'Attorneys at a PLI program' })).toHaveAttribute(
      'src',
      '/images/programs/1.webp',
    );
    expect(within(panel).getByText('Members watch PLI programs on demand.')).toBeInTheDocument();
    expect(within(panel).getByText('Membership is $2,495.00 a year.')).toBeInTheDocument();
  });

  test("[S3-UPSELL-22] [S3-UPSELL-23] the upsell offers 'Add to cart • {price} / yr' and 'No, thanks'", async () => {
    const panel = await panelAfterAdd();
    expect(within(panel).getByRole('button', { name: 'Add to cart • $2,495.00 / yr' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'No, thanks' })).toBeInTheDocument();
  });

  test('[S3-UPSELL-12] [S3-UPSELL-13] [S3-UPSELL-14] the upsell adds quantity 1 of its code, closes the panel and goes to the cart', async () => {
    serve();
    await renderPanel();
    await addProgram();
    const panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to cart • $2,495.00 / yr' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: '380007', quantity: 1, priorityCode: null },
      { code: 'MEM-IM-1Y', quantity: 1, priorityCode: null },
    ]);
    // its own add does not offer it again
    expect(sessionStorage.getItem(UPSELL_SESSION_KEY)).toBeNull();
  });

  test('[S3-UPSELL-09] [S3-UPSELL-17] [S3-UPSELL-18] [S3-UPSELL-07] "No, thanks" records the dismissal for the session; the next add shows no upsell', async () => {
    serve();
    await renderPanel();
    await addProgram();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(UPSELL_SESSION_KEY) ?? '[]')).toEqual(['cart-upsell-1']);
    const cartReads = () => calls.filter((c) => c.path === '/commerce/carts' && c.method === 'GET').length;
    const before = cartReads();
    await addProgram();
    // the upsell looked at the cart again, and stayed away
    await waitFor(() => expect(cartReads()).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S3-UPSELL-10] [S3-UPSELL-19] [S3-UPSELL-20] [S3-UPSELL-21] closing the panel records a once-per-browser dismissal in a 365-day cookie; the next add offers nothing', async () => {
    serve({ block: { ...BLOCK, frequencyOfPresentation: 'once-per-browser' } });
    await renderPanel();
    await addProgram();
    const panel = await screen.findByRole('dialog');
    const written = jest.spyOn(document, 'cookie', 'set');
    try {
      fireEvent.click(within(panel).getByRole('button', { name: 'Close cart' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.cookie).toContain(`${UPSELL_COOKIE}=cart-upsell-1`);
      // the cookie the browser keeps: 365 days
      expect(written).toHaveBeenCalledWith(
        expect.stringMatching(/^cle_upsell_dismissed=.*; max-age=31536000;/),
      );
    } finally {
      written.mockRestore();
    }
    const cartReads = () => calls.filter((c) => c.path === '/commerce/carts' && c.method === 'GET').length;
    const before = cartReads();
    await addProgram();
    await waitFor(() => expect(cartReads()).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S1-AUTH-35] [S3-UPSELL-02] [S3-UPSELL-03] IM and PM users never get the upsell (claims, or the contract-status lookup)', async () => {
    serve();
    server.use(api.get('/user/contract/statuses', () => ({ isIM: false, isPM: true })));
    await renderPanel({ ...RETAIL, claimFetched: false });
    await addProgram();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/user/contract/statuses'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/commerce/carts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S1-AUTH-35] an IM user by the loaded claims gets no upsell, without a contract-status lookup', async () => {
    serve();
    await renderPanel({ ...RETAIL, isIm: true });
    await addProgram();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toContain('/commerce/carts'),
    );
    // the cart's answer reaches the upsell's decision
    await act(async () => {
      await nextMacrotask();
      await nextMacrotask();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/user/contract/statuses');
  });

  test('[S3-UPSELL-06] a stock item last in the cart offers nothing', async () => {
    serve({ lines: [line({ code: 'B-1', isStockItem: true })] });
    await renderPanel();
    await addProgram();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toContain('/commerce/carts'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** after an add, the upsell looked at the cart (or `path`) and the panel stayed closed */
  async function addOffersNothing(path = '/commerce/carts') {
    await addProgram();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toContain(path));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }

  test('[S3-UPSELL-04] the upsell product already in the cart offers nothing', async () => {
    serve({ lines: [line({ code: 'MEM-IM-1Y' }), line({ code: '380007' })] });
    await renderPanel();
    await addOffersNothing();
  });

  test('[S3-UPSELL-05] the upsell product as the last line offers nothing', async () => {
    serve({ lines: [line({ code: '380007' }), line({ code: 'MEM-IM-1Y' })] });
    await renderPanel();
    await addOffersNothing();
  });

  test('[S1-CHROME-37] [S1-CHROME-38] on the page: no panel without a token, nor with the cart flag off', async () => {
    serve();
    server.use(api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => false));
    await renderPanel();
    await addOffersNothing();
    cleanup();
    // signed out, the flag is not even asked for, and the mount check refuses as well
    calls = recordApiCalls();
    serve();
    renderWithProviders(<CartPanelRoot />, { auth: { ...RETAIL, token: null }, path: '/programs/x' });
    await addOffersNothing();
  });

  test('[S3-CART-16] [S1-CHROME-36] the open panel shows isAddingToCart while an add is under way', async () => {
    serve();
    await renderPanel();
    await addProgram();
    const panel = await screen.findByRole('dialog');
    // a second add whose answer waits: the real addToCart announces it
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      api.post('/commerce/carts', async () => {
        await gate;
        return { cartUrl: '/cart', cart: emptyCart({ orderLines: [line({ code: '380007' })] }) };
      }),
    );
    let second!: Promise<unknown>;
    act(() => {
      second = addToCart({ code: '380014' });
    });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Adding to cart…'));
    expect(within(panel).getByRole('button', { name: 'View cart' })).toBeDisabled();
    release();
    await act(async () => void (await second));
    await waitFor(() => expect(within(panel).queryByText('Adding to cart…')).not.toBeInTheDocument());
  });

  test('a failed upsell add says so with the cart error and keeps the panel', async () => {
    serve();
    await renderPanel();
    await addProgram();
    const panel = await screen.findByRole('dialog');
    server.use(api.post('/commerce/carts', () => apiError(500, 'boom')));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to cart • $2,495.00 / yr' }));
    expect(
      await screen.findByText(
        "We're sorry, something went wrong while adding this program to your cart. Please refresh and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
