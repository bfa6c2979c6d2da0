import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { API_BASE, http, HttpResponse, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { toast } from '@cle/contracts/toast';
import { CartView } from './cart-page';
import { readCartPageContent } from './cart-rules';
import { leaveTo } from './leave-to';
import { emptyCart, line } from '../../lib/store-fixtures';

jest.mock('./leave-to', () => ({ leaveTo: jest.fn() }));

const LABELS = {
  labels: {
    cartUrl: '/cart',
    classicCartUrl: 'https://legacy.pli.example/cart',
    customerServicePhone: '(800) 260-4754',
  },
};

const CONTENT = readCartPageContent({
  emptyCartHeading: 'Your cart is empty',
  emptyCartBody: 'Browse programs, publications and memberships to get started.',
  emptyCartLinks: [{ href: '/search?query=', text: 'Browse all programs' }],
});

type Reply = { status: number; body?: unknown };
type Handler = Reply | ((body: unknown) => Reply);

/** A fake site API: 'METHOD /path' -> reply; anything else is a 404 like the real API's. */
function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  server.use(
    http.all(`${API_BASE}/*`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      const key = `${request.method} ${pathname.slice(API_BASE.length)}`;
      const text = await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ key, body });
      const handler = routes[key];
      const reply =
        typeof handler === 'function'
          ? handler(body)
          : (handler ?? { status: 404, body: { message: `No route ${key}` } });
      return reply.body === undefined
        ? new HttpResponse(null, { status: reply.status })
        : HttpResponse.json(reply.body as object, { status: reply.status });
    }),
  );
  return calls;
}

/** A cart holding one line of 299 (by default the fixture's line), with its totals. */
const oneLineCart = (orderLine = line()) =>
  emptyCart({ orderLines: [orderLine], totalWithoutDiscounts: 299, subTotal: 299, total: 299 });

const gate = (flag: unknown = true): Record<string, Handler> => ({
  'GET /commerce/carts/feature-flag/cart-from-new-cms': { status: 200, body: flag },
  'GET /site-parts': { status: 200, body: LABELS },
});

function renderCart() {
  return render(
    <TestProviders path="/cart">
      <CartView content={CONTENT} />
    </TestProviders>,
  );
}

const signIn = jest.fn();

beforeEach(() => {
  authStore.set({ ...ANONYMOUS });
  authStore.setActions({ signIn, signOut: jest.fn() });
  signIn.mockReset();
  (leaveTo as jest.Mock).mockReset();
  toast.list().forEach((t) => toast.dismiss(t.id));
});

const signInAs = () => authStore.set({ ...ANONYMOUS, token: 'token-1', sub: 'user-1', name: 'Dana Park' });

describe('cart page (spec 3 §2.3)', () => {
  test('[S3-CART-10] [S3-ROLES-08] shows a loading placeholder until auth is ready', async () => {
    authStore.reset();
    mockApi(gate());
    renderCart();
    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => authStore.set({ ...ANONYMOUS }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeInTheDocument();
  });

  test('[S3-CART-08] [S3-CART-09] checks the flag on entry; not true sends the browser to the classic cart', async () => {
    signInAs();
    const calls = mockApi(gate(false));
    renderCart();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://legacy.pli.example/cart'));
    expect(calls.map((c) => c.key)).toContain('GET /commerce/carts/feature-flag/cart-from-new-cms');
    expect(screen.queryByRole('heading', { name: /My Cart/ })).not.toBeInTheDocument();
  });

  test('[S3-CART-08] a flag that is not exactly true also redirects', async () => {
    signInAs();
    mockApi(gate('true'));
    renderCart();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
  });

  test('a failed flag check shows an error with retry, and no redirect', async () => {
    signInAs();
    let flagUp = false;
    mockApi({
      ...gate(),
      'GET /commerce/carts': { status: 200, body: emptyCart() },
      'GET /commerce/carts/feature-flag/cart-from-new-cms': () =>
        flagUp ? { status: 200, body: true } : { status: 503, body: { message: 'down' } },
    });
    renderCart();
    const alert = await screen.findByRole('alert', { name: 'The cart is unavailable right now' });
    expect(leaveTo).not.toHaveBeenCalled();
    flagUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeInTheDocument();
  });

  test('[S3-CART-01] [S3-CART-03] [S3-CART-04] [S3-CART-05] anonymous: empty CMS cart, sign-in prompt, $0.00 summary, disabled promo and checkout', async () => {
    const calls = mockApi(gate());
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(
      screen.getByText('Browse programs, publications and memberships to get started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all programs' })).toHaveAttribute(
      'href',
      '/search?query=',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/cart', undefined);

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$0.00');
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$0.00');

    const promo = screen.getByRole('textbox', { name: 'Enter a promo code' });
    expect(promo).toBeDisabled();
    expect(promo).toHaveAccessibleDescription('Sign in to apply a promo code.');
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Sign in to check out.');

    // commerce calls need a signed-in user: nothing is asked for a cart an anonymous visitor does not have
    expect(calls.map((c) => c.key)).not.toContain('GET /commerce/carts');
    expect(calls.map((c) => c.key)).not.toContain('GET /commerce/carts/feature-flag/cart-from-new-cms');
  });

  test('[S3-CART-02] signed in: an honest error with retry when the cart call fails, then the lines', async () => {
    signInAs();
    let up = false;
    mockApi({
      ...gate(),
      'GET /commerce/carts': () =>
        up
          ? {
              status: 200,
              body: oneLineCart(),
            }
          : { status: 404, body: { message: 'No route GET /api/commerce/carts' } },
    });
    renderCart();
    const alert = await screen.findByRole('alert', { name: 'Your cart could not be loaded' });
    expect(alert).toHaveTextContent('(800) 260-4754');
    // no made-up summary while the cart is unknown
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ethics for Litigators 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart (1)' })).toBeInTheDocument();
  });

  test('[S3-CART-02] [S3-ROLES-11] signed in: lines, totals and the membership message from the cart', async () => {
    signInAs();
    const events: number[] = [];
    const onUpdated = (e: Event) => events.push((e as CustomEvent<{ itemCount: number }>).detail.itemCount);
    window.addEventListener('commerce:cart-updated', onUpdated);
    mockApi({
      ...gate(),
      'GET /commerce/carts': {
        status: 200,
        body: emptyCart({
          orderLines: [
            line(),
            line({
              code: 'B-42',
              displayName: 'Corporate Compliance Answer Book',
              isStockItem: true,
              quantity: 2,
              extendedPrice: 778,
              isBackorder: true,
            }),
          ],
          totalWithoutDiscounts: 1077,
          membershipDiscountValue: 100,
          subTotal: 977,
          total: 977,
        }),
      },
    });
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-line-code'))).toHaveLength(2);
    expect(screen.getByText('You are saving $100.00 with your PLI Membership.')).toBeInTheDocument();
    expect(screen.getByText('$977.00')).toBeInTheDocument();
    expect(screen.getByText(/Out of stock/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(
      screen.getByRole('combobox', { name: 'Quantity of Corporate Compliance Answer Book' }),
    ).toHaveValue('2');
    await waitFor(() => expect(events).toContain(3));
    window.removeEventListener('commerce:cart-updated', onUpdated);
  });

  test('[S3-CART-17] [S3-CART-18] [S3-CART-19] [S3-CART-21] [S3-CART-28] quantity: numbers only, below the maximum, applied on Enter or blur', async () => {
    signInAs();
    const tenMax = line({ maxQuantity: 10 });
    const calls = mockApi({
      ...gate(),
      'GET /commerce/carts': {
        status: 200,
        body: oneLineCart(tenMax),
      },
      'PUT /commerce/carts': (body) => ({
        status: 200,
        body: emptyCart({
          orderLines: [line({ quantity: (body as { quantity: number }[])[0]!.quantity })],
          totalWithoutDiscounts: 897,
          subTotal: 897,
          total: 897,
        }),
      }),
    });
    renderCart();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Ethics for Litigators 2026' });

    fireEvent.change(input, { target: { value: '2x' } });
    expect(screen.getByText(/Please only use numbers\./)).toBeInTheDocument();
    fireEvent.blur(input);
    expect(calls.some((c) => c.key === 'PUT /commerce/carts')).toBe(false);

    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.blur(input);
    expect(
      await screen.findByText(/Contact us at \(800\) 260-4754 if you wish to purchase 10 or more\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invalid quantity/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'PUT /commerce/carts')).toBe(false);

    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /commerce/carts')?.body).toEqual([
        { code: 'P-1', quantity: 3, priorityCode: null },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' })).toBeInTheDocument();

    const again = screen.getByRole('textbox', { name: 'Quantity of Ethics for Litigators 2026' });
    fireEvent.change(again, { target: { value: '4' } });
    fireEvent.blur(again);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /commerce/carts').map((c) => c.body)).toEqual([
      [{ code: 'P-1', quantity: 3, priorityCode: null }],
      [{ code: 'P-1', quantity: 4, priorityCode: null }],
    ]);
  });

  test('[S3-CART-24] [S3-CART-25] a stock line offers 1-4 and 5+; 5+ opens the free-text entry', async () => {
    signInAs();
    mockApi({
      ...gate(),
      'GET /commerce/carts': {
        status: 200,
        body: emptyCart({
          orderLines: [line({ code: 'B-1', displayName: 'Treatise', isStockItem: true, maxQuantity: 50 })],
          totalWithoutDiscounts: 1,
          subTotal: 1,
          total: 1,
        }),
      },
    });
    renderCart();
    const select = await screen.findByRole('combobox', { name: 'Quantity of Treatise' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5+']);
    fireEvent.change(select, { target: { value: '5+' } });
    const text = screen.getByRole('textbox', { name: 'Quantity of Treatise' });
    expect(text).toHaveValue('5');
    expect(text).toHaveFocus();
  });

  const promoCart = (message?: { category: number; message: string }) =>
    emptyCart({
      totalWithoutDiscounts: 0,
      subTotal: 0,
      total: 0,
      ...(message ? { resultMessages: [message] } : {}),
    });

  /** the cart page of a member, the promo box opened; PUT promo-code answers with `answers` in turn */
  async function openPromoBox(answers: Reply[]) {
    signInAs();
    const calls = mockApi({
      ...gate(),
      'GET /commerce/carts': { status: 200, body: promoCart() },
      'PUT /commerce/carts/promo-code': () => answers.shift()!,
    });
    renderCart();
    const toggle = await screen.findByRole('button', { name: /Promo code/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const input = screen.getByRole('textbox', { name: 'Enter a promo code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    return { calls, input, apply };
  }

  test('[S3-PROMO-02] [S3-PROMO-03] [S3-PROMO-04] [S3-PROMO-05] a code formatted as typed and not 10 characters long is refused inline, without a call', async () => {
    const { calls, input, apply } = await openPromoBox([]);
    fireEvent.change(input, { target: { value: 'sa-ve1234' } });
    expect(input).toHaveValue('save 1234');
    fireEvent.click(apply);
    expect(await screen.findByText('Promo code is incorrect or expired.')).toBeInTheDocument();
    expect(input).toHaveValue('save 1234');
    expect(calls.some((c) => c.key === 'PUT /commerce/carts/promo-code')).toBe(false);
  });

  test('[S3-PROMO-09] [S3-PROMO-13] a failed call says so, and the box keeps the code', async () => {
    const { calls, input, apply } = await openPromoBox([{ status: 500, body: { message: 'boom' } }]);
    fireEvent.change(input, { target: { value: 'SAVE20PCT' } });
    fireEvent.click(apply);
    expect(
      await screen.findByText('There was a problem applying the promo code. Please try again.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /commerce/carts/promo-code')?.body).toEqual({
      promoCode: 'SAVE 20PCT',
    });
    expect(input).toHaveValue('SAVE 20PCT');
  });

  test('[S3-PROMO-08] [S3-PROMO-10] [S3-PROMO-11] another category is an inline error; category 0 is a success and clears the box', async () => {
    const { input, apply } = await openPromoBox([
      { status: 200, body: promoCart({ category: 3, message: 'This promo code has expired.' }) },
      { status: 200, body: promoCart({ category: 0, message: 'Promo code SAVE 20PCT applied.' }) },
    ]);
    fireEvent.change(input, { target: { value: 'SAVE20PCT' } });
    fireEvent.click(apply);
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(input).toHaveValue('SAVE 20PCT');
    fireEvent.click(apply);
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code SAVE 20PCT applied.');
    expect(input).toHaveValue('');
    expect(screen.queryByText('This promo code has expired.')).not.toBeInTheDocument();
  });

  test('[S3-PROMO-14] [S3-PROMO-15] [S3-PROMO-16] a promo code on the cart is removed with DELETE /commerce/carts/promo-code', async () => {
    signInAs();
    const discounted = emptyCart({
      orderLines: [line({ otherDiscountValue: 59.8 })],
      totalWithoutDiscounts: 299,
      otherDiscountValue: 59.8,
      subTotal: 239.2,
      total: 239.2,
    });
    let removeWorks = false;
    const calls = mockApi({
      ...gate(),
      'GET /commerce/carts': { status: 200, body: discounted },
      'DELETE /commerce/carts/promo-code': () =>
        removeWorks
          ? {
              status: 200,
              body: oneLineCart(),
            }
          : { status: 500, body: { message: 'boom' } },
    });
    renderCart();
    const remove = await screen.findByRole('button', { name: 'Remove promo code' });
    expect(screen.getByText('A promo code is applied')).toBeInTheDocument();
    fireEvent.click(remove);
    await waitFor(() =>
      expect(toast.list().map((t) => [t.type, t.content])).toEqual([
        ['alert', 'Failed to remove the promo code'],
      ]),
    );
    removeWorks = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code' }));
    await waitFor(() => expect(toast.list().map((t) => t.content)).toContain('Promo code removed.'));
    expect(screen.queryByRole('button', { name: 'Remove promo code' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('Total').nextSibling,
    ).toHaveTextContent('$299.00');
    expect(calls.filter((c) => c.key === 'DELETE /commerce/carts/promo-code')).toHaveLength(2);
  });

  test('[S3-CART-29] [S3-CART-30] [S3-CART-31] [S3-CART-32] removing a line', async () => {
    signInAs();
    let removeWorks = false;
    const calls = mockApi({
      ...gate(),
      'GET /commerce/carts': {
        status: 200,
        body: oneLineCart(),
      },
      'POST /commerce/carts/delete': () =>
        removeWorks
          ? { status: 200, body: emptyCart({ totalWithoutDiscounts: 0, subTotal: 0, total: 0 }) }
          : { status: 500, body: { message: 'boom' } },
      'POST /commerce/carts': { status: 200, body: { cartUrl: '/cart' } },
    });
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ethics for Litigators 2026' }));
    await waitFor(() => expect(toast.list().map((t) => t.content)).toEqual(['Failed to delete the item']));

    removeWorks = true;
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ethics for Litigators 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /commerce/carts/delete')?.body).toEqual(['P-1']);
    const removed = toast.list().find((t) => t.content === 'Item removed');
    expect(removed?.action?.label).toBe('Undo');
    // the signed-in empty cart shows the CMS content without the sign-in prompt
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    await act(async () => removed?.action?.onClick());
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /commerce/carts')?.body).toEqual({
        code: 'P-1',
        quantity: 1,
        priorityCode: null,
      }),
    );
  });
});
