// The cart page at its edges: line notices, and the quantity and promo entries (what they refuse
// without a call, one apply at a time). Rendered as members reach it (CartView), the API by MSW.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cart } from '@cle/contracts/commerce-schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CartView } from './cart-page';
import { readCartPageContent } from './cart-rules';
import { emptyCart, line } from '../../lib/store-fixtures';

jest.mock('./leave-to', () => ({ leaveTo: jest.fn() }));

const CONTENT = readCartPageContent({});
const MEMBER = { token: 'token-1', sub: 'user-1', name: 'Dana Park' };
let calls: ApiCall[];
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

/** the cart page of a member whose cart holds `cart`; PUT promo-code answers with `onPromo` */
function renderCart(cart: Cart, onPromo: () => Promise<Cart> | Cart = () => cart) {
  server.use(
    api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
    api.get('/site-parts', () => ({ labels: { cartUrl: '/cart', customerServicePhone: '(800) 260-4754' } })),
    api.get<Cart>('/commerce/carts', () => cart),
    api.put<Cart>('/commerce/carts/promo-code', () => onPromo()),
  );
  renderWithProviders(<CartView content={CONTENT} />, { auth: MEMBER, path: '/cart' });
}

beforeEach(() => {
  calls = recordApiCalls();
});

describe('cart page edges (spec 3 §4.7, §5)', () => {
  test('[S3-CART-33] [S3-CART-34] a backorder line and a stock line not yet published show their notices', async () => {
    renderCart(
      emptyCart({
        orderLines: [
          line({ code: 'B-1', displayName: 'Treatise', isStockItem: true, isBackorder: true }),
          line({ code: 'B-2', displayName: 'Deskbook', isStockItem: true, publicationDate: '2099-01-15' }),
        ],
      }),
    );
    expect(
      await screen.findByText('Out of stock: this item is on backorder and ships when it is available.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Pre-order: this item ships after it is published on January 15, 2099.'),
    ).toBeInTheDocument();
  });

  test('[S3-CART-20] [S3-CART-22] [S3-CART-23] [S3-CART-26] an empty or non-numeric quantity is refused with the label and message, without a call', async () => {
    renderCart(emptyCart({ orderLines: [line({ maxQuantity: 10 })], subTotal: 299, total: 299 }));
    const input = await screen.findByRole('textbox', { name: 'Quantity of Ethics for Litigators 2026' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(
      await screen.findByText(
        'Invalid quantity. Contact us at (800) 260-4754 if you wish to purchase 10 or more.',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'two' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Invalid quantity. Please only use numbers.')).toBeInTheDocument();
    expect(sent('PUT', '/commerce/carts')).toHaveLength(0);
  });

  test('[S3-PROMO-01] [S3-PROMO-06] [S3-PROMO-07] an empty code is ignored; a code typed while one applies is not sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const cart = emptyCart();
    renderCart(cart, async () => {
      await gate;
      return cart;
    });
    fireEvent.click(await screen.findByRole('button', { name: /Promo code/ }));
    const input = screen.getByRole('textbox', { name: 'Enter a promo code' });
    const form = input.closest('form')!;
    fireEvent.change(input, { target: { value: '--' } });
    fireEvent.submit(form);
    expect(screen.queryByText('Promo code is incorrect or expired.')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'SAVE20PCT' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
    // a second code reaching the form while the first applies (the field is disabled meanwhile)
    fireEvent.change(input, { target: { value: 'MORE10OFF' } });
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    expect(sent('PUT', '/commerce/carts/promo-code').map((c) => c.body)).toEqual([
      { promoCode: 'SAVE 20PCT' },
    ]);
  });

  test('[S3-PROMO-12] the promo box stays open while an error shows', async () => {
    renderCart(emptyCart());
    const toggle = await screen.findByRole('button', { name: /Promo code/ });
    fireEvent.click(toggle);
    fireEvent.change(screen.getByRole('textbox', { name: 'Enter a promo code' }), {
      target: { value: 'SAVE1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code is incorrect or expired.')).toBeInTheDocument();
    // folding it away does not hide the error
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Promo code is incorrect or expired.')).toBeInTheDocument();
  });
});
