import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  Address,
  AddressesResponse,
  Cart,
  CheckoutResponse,
  PrepareCheckoutRequest,
  PrepareCheckoutResponse,
} from '@cle/contracts/commerce-schemas';
import type { PageContent } from '@cle/contracts/page';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { address, card, cart, line, LOOKUPS, prepared } from '../lib/store-fixtures';
import CheckoutPage from './checkout-page';

const HOME = address({ sk: 11, address1: '1177 Avenue of the Americas' });
const LONDON = address({
  sk: 31,
  address1: '10 Downing Street',
  city: 'London',
  country: 'GBR',
  state: '',
  zip: 'SW1A 2AA',
  isPrimaryBAddress: false,
  isPrimarySAddress: false,
});

/** The page's API: the member's two addresses; prepare answers for the addresses asked for. */
function servePage(base: Partial<PrepareCheckoutResponse>, shippingByDefault: Address | null) {
  const requests: PrepareCheckoutRequest[] = [];
  server.use(
    api.get('/site-parts', () => ({ labels: { cartUrl: '/cart', customerServiceEmail: 'help@pli.edu' } })),
    api.get<AddressesResponse>('/user/addresses', () => ({ ...LOOKUPS, items: [HOME, LONDON] })),
    api.post<PrepareCheckoutResponse>('/commerce/checkout/prepare', ({ body }) => {
      const req = body as PrepareCheckoutRequest;
      requests.push(req);
      const pick = (sk: number, fallback: Address | null) =>
        sk > 0 ? ([HOME, LONDON].find((a) => a.sk === sk) ?? null) : fallback;
      return prepared({
        ...base,
        selectedBillingAddress: pick(req.billingAddressSk, HOME),
        selectedShippingAddress: pick(req.shippingAddressSk, shippingByDefault),
      });
    }),
  );
  renderWithProviders(<CheckoutPage page={PAGE} />, {
    auth: { token: 'token-1', sub: 'user-1', name: 'Dana Park' },
    path: '/checkout',
  });
  return requests;
}
const stepItem = (step: string) => document.querySelector(`[data-step="${step}"]`) as HTMLElement;
const statusOf = (step: string) => stepItem(step)?.getAttribute('data-status');

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

  test('[S3-ADDRESS-22] [S3-ADDRESS-23] [S3-CHECKOUT-50] [S3-CHECKOUT-51] in the address book a foreign shipping address is refused; a domestic one is saved and refetches prepare', async () => {
    const requests = servePage({ cart: cart({ orderLines: [line({ isStockItem: true })] }) }, null);
    await waitFor(() => expect(statusOf('shipping')).toBe('current'));
    const shipping = stepItem('shipping');
    fireEvent.click(await within(shipping).findByRole('radio', { name: /10 Downing Street/ }));
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    expect(within(shipping).getByRole('alert')).toHaveTextContent(
      'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.',
    );
    fireEvent.click(within(shipping).getByRole('radio', { name: /1177 Avenue of the Americas/ }));
    fireEvent.click(within(shipping).getByRole('button', { name: 'Save shipping address' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ shippingAddressSk: 11 }));
    await waitFor(() => expect(statusOf('shipping')).toBe('complete'));
  });

  test("[S3-CHECKOUT-27] [S3-CHECKOUT-40] [S3-PAYMENT-14] payment opens with no usable card; 'Save payment method' needs a valid one", async () => {
    const expired = card({ sk: 40, isDefault: false, isExpired: true, numberLastFour: '0004' });
    const valid = card({ sk: 41, isDefault: false, numberLastFour: '4242', token: 'tok-41' });
    servePage({ paymentInstruments: [expired, valid] }, HOME);
    await waitFor(() => expect(statusOf('payment')).toBe('current'));
    const payment = stepItem('payment');
    fireEvent.click(within(payment).getByRole('button', { name: 'Save payment method' }));
    expect(within(payment).getByRole('alert')).toHaveTextContent('Please select a valid card');
    fireEvent.click(within(payment).getByRole('radio', { name: /ending in 4242/ }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Save payment method' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    expect(stepItem('payment')).toHaveTextContent('Visa ending in 4242');
  });

  test('[S3-PAYMENT-13] with new cards disabled and every saved card expired, the payment button is disabled', async () => {
    servePage(
      { paymentInstruments: [card({ isExpired: true, isDefault: false })], disableNewPaymentMethod: true },
      HOME,
    );
    await waitFor(() => expect(statusOf('payment')).toBe('current'));
    expect(within(stepItem('payment')).getByRole('button', { name: 'Save payment method' })).toBeDisabled();
  });

  test('[S3-CHECKOUT-79] the order sends the upkeep choice the member saved: no upkeep service', async () => {
    servePage({ cart: cart({ hasUpkeepItems: true }) }, HOME);
    server.use(
      api.post<CheckoutResponse>('/commerce/checkout', () => ({
        orderConfirmationUrl: '/order-confirmation?orderNumber=PLI-1001',
      })),
    );
    const calls = recordApiCalls();
    await waitFor(() => expect(statusOf('upkeep')).toBe('current'));
    fireEvent.click(within(stepItem('upkeep')).getByRole('radio', { name: /^No/ }));
    fireEvent.click(within(stepItem('upkeep')).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    const place = within(stepItem('reviewOrder')).getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);
    await waitFor(() => expect(calls.some((c) => c.path === '/commerce/checkout')).toBe(true));
    expect(calls.find((c) => c.path === '/commerce/checkout')!.body).toMatchObject({ upkeepService: false });
  });
});
