import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressesResponse, Cart, PrepareCheckoutResponse } from '@cle/contracts/commerce-schemas';
import type { PageContent } from '@cle/contracts/page';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { address, cart, LOOKUPS, prepared } from '../lib/store-fixtures';
import CheckoutPage from './checkout-page';

const HOME = address({ sk: 11, address1: '1177 Avenue of the Americas' });

const PAGE: PageContent = {
  contentType: ['PageData', 'CheckoutPage'],
  contentLink: { id: 'checkout' },
  name: 'Checkout',
  friendlyUrl: '/checkout',
  properties: {},
};

describe('the checkout page users reach (spec 3 §2.4)', () => {
  test('[S3-CHECKOUT-21] the right column has the promo code entry: a code applied there reprices the order', async () => {
    let priced: Cart = cart({ totalWithoutDiscounts: 400, total: 400 });
    server.use(
      api.get('/site-parts', () => ({ labels: { cartUrl: '/cart', customerServiceEmail: 'help@pli.edu' } })),
      api.get<AddressesResponse>('/user/addresses', () => ({ ...LOOKUPS, items: [HOME] })),
      api.post<PrepareCheckoutResponse>('/commerce/checkout/prepare', () =>
        prepared({ cart: priced, selectedBillingAddress: HOME }),
      ),
      api.put<Cart>('/commerce/carts/promo-code', () => {
        priced = cart({ totalWithoutDiscounts: 400, otherDiscountValue: 40, total: 360 });
        return priced;
      }),
    );
    const calls = recordApiCalls();
    renderWithProviders(<CheckoutPage page={PAGE} />, {
      auth: { token: 'token-1', sub: 'user-1', name: 'Dana Park' },
      path: '/checkout',
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const total = () => within(summary).getByText('Total').nextElementSibling?.textContent;
    await waitFor(() => expect(total()).toBe('$400.00'));
    fireEvent.click(within(summary).getByRole('button', { name: /Promo code/ }));
    fireEvent.change(within(summary).getByLabelText('Enter a promo code'), {
      target: { value: 'SAVE20PCT' },
    });
    fireEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total()).toBe('$360.00'));
    expect(calls.filter((c) => c.path === '/commerce/carts/promo-code').map((c) => c.body)).toEqual([
      { promoCode: 'SAVE 20PCT' },
    ]);
  });
});
