import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@cle/contracts/auth';
import type {
  Address,
  AddressesResponse,
  CheckoutResponse,
  PrepareCheckoutRequest,
  PrepareCheckoutResponse,
} from '@cle/contracts/commerce-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { address, cart, line, LOOKUPS, prepared } from '../../lib/store-fixtures';
import { readCheckoutContent } from './checkout-content';
import { CheckoutView } from './checkout-page';
import type { AddressPickerProps, CheckoutSlots, PaymentStepProps } from './checkout-slots';

// The address picker the exposed module wires in is the addresses feature's; here a radio list of
// the same addresses keeps this test about the steps.
function TestAddressPicker({ selectedSk, onSelect, kind }: AddressPickerProps) {
  return (
    <fieldset>
      <legend>{kind} addresses</legend>
      {ADDRESSES.map((a) => (
        <label key={a.sk}>
          <input type="radio" name={kind} checked={a.sk === selectedSk} onChange={() => onSelect(a)} />
          {a.address1}
        </label>
      ))}
    </fieldset>
  );
}

/** The payment step as a radio list of the saved cards (the payment feature has its own tests). */
function StoredCardChoice({ instruments, selectedSk, onSelect }: PaymentStepProps) {
  if (!instruments.length) return <p>You have no saved cards.</p>;
  return (
    <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 8 }}>Choose a card</legend>
      {instruments.map((card) => (
        <label key={card.sk} css={{ display: 'flex', gap: 8, alignItems: 'center', margin: '6px 0' }}>
          <input
            type="radio"
            name="payment-card"
            checked={card.sk === selectedSk}
            disabled={card.isExpired}
            onChange={() => onSelect(card.sk)}
          />
          {card.cardType} ending in {card.numberLastFour}, expires{' '}
          {String(card.expirationMonth).padStart(2, '0')}/{card.expirationYear}
          {card.isExpired ? ' (expired)' : ''}
          {card.isDefault ? ' (default)' : ''}
        </label>
      ))}
    </fieldset>
  );
}

const SLOTS: CheckoutSlots = {
  AddressPicker: TestAddressPicker,
  PaymentStep: StoredCardChoice,
  renderPromo: () => <p>promo entry</p>,
};

const US = address({ sk: 11, address1: '1177 Avenue of the Americas' });
const GB = address({ sk: 31, address1: '10 Downing Street', country: 'GBR', state: '', zip: 'SW1A 2AA' });
const GB2 = address({ sk: 32, address1: '221B Baker Street', country: 'GBR', state: '', zip: 'NW1 6XE' });
const ADDRESSES: Address[] = [US, GB, GB2];

const CONTENT = readCheckoutContent({
  contentAbove: 'Orders placed by 5 p.m. ship today.',
  contentBelow: 'Questions? Call us.',
  stsTerms: ['Standard subscriptions renew each year.'],
});

const LABELS = {
  labels: { backToCartUrl: '/my-cart', cartUrl: '/cart', customerServiceEmail: 'help@pli.edu' },
};

/** The prepare call answers for the addresses asked for (the default ones for -1). */
function servePrepare(
  base: Partial<PrepareCheckoutResponse>,
  defaults: { billing?: Address | null; shipping?: Address | null },
) {
  const requests: PrepareCheckoutRequest[] = [];
  server.use(
    api.get('/site-parts', () => LABELS),
    api.get<AddressesResponse>('/user/addresses', () => ({ ...LOOKUPS, items: ADDRESSES })),
    api.post<PrepareCheckoutResponse>('/commerce/checkout/prepare', ({ body }) => {
      const req = body as PrepareCheckoutRequest;
      requests.push(req);
      const pick = (sk: number, fallback: Address | null | undefined) =>
        sk > 0 ? (ADDRESSES.find((a) => a.sk === sk) ?? null) : (fallback ?? null);
      return prepared({
        ...base,
        selectedBillingAddress: pick(req.billingAddressSk, defaults.billing),
        selectedShippingAddress: pick(req.shippingAddressSk, defaults.shipping),
      });
    }),
  );
  return requests;
}

const signedIn = { token: 'token-1', sub: 'user-1', name: 'Dana Park' };

function renderCheckout() {
  return renderWithProviders(<CheckoutView content={CONTENT} slots={SLOTS} />, {
    auth: signedIn,
    path: '/checkout',
    toasts: true,
    redirectTargets: ['/order-confirmation'],
  });
}

const stepItem = (step: string) => document.querySelector(`[data-step="${step}"]`) as HTMLElement;
const statusOf = (step: string) => stepItem(step)?.getAttribute('data-status');

describe('checkout page (spec 3 §2.4)', () => {
  test('[S3-CHECKOUT-04] [S3-CHECKOUT-05] shows a loading placeholder until auth is ready, then sends a visitor to sign in', async () => {
    server.use(api.get('/site-parts', () => LABELS));
    const signIn = jest.fn();
    authStore.setActions({ signIn, signOut: jest.fn() });
    const view = renderWithProviders(<CheckoutView content={CONTENT} slots={SLOTS} />, {
      auth: { ready: false },
      path: '/checkout',
    });
    expect(screen.getByRole('status', { name: 'Loading checkout' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    act(() => authStore.set({ ...authStore.get(), ready: true }));
    view.rerender(<CheckoutView content={CONTENT} slots={SLOTS} />);
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(signIn.mock.calls[0]![0]).toBe('/checkout');
    expect(screen.getByRole('status', { name: 'Loading checkout' })).toBeInTheDocument();
  });

  test("[S3-CHECKOUT-01] [S3-CHECKOUT-02] [S3-CHECKOUT-03] [S3-CHECKOUT-22] [S3-CHECKOUT-23] heading, logo link home, 'Back to cart' from the labels, content areas", async () => {
    servePrepare({}, { billing: US });
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PLI, go to the home page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/my-cart');
    expect(screen.getByText('Orders placed by 5 p.m. ship today.')).toBeInTheDocument();
    expect(screen.getByText('Questions? Call us.')).toBeInTheDocument();
  });

  /** the order summary of a cart with every kind of amount; row(label) reads one line of it */
  async function summaryRows() {
    servePrepare(
      {
        cart: cart({
          totalWithoutDiscounts: 400,
          membershipDiscountValue: 40,
          otherDiscountValue: 10,
          shippingCost: 12.5,
          taxTotal: 7.25,
          total: 369.75,
        }),
      },
      { billing: US },
    );
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const row = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    // the prepared cart has arrived (the summary shows zeros until it has)
    await waitFor(() => expect(row('Subtotal')).toBe('$400.00'));
    return { summary, row };
  }

  test('[S3-CHECKOUT-15] [S3-CHECKOUT-16] [S3-CHECKOUT-17] the order summary: subtotal without discounts, membership and other discounts', async () => {
    const { row } = await summaryRows();
    expect(row('Membership discount')).toBe('-$40.00');
    expect(row('Other discounts')).toBe('-$10.00');
  });

  test('[S3-CHECKOUT-18] [S3-CHECKOUT-19] [S3-CHECKOUT-20] the order summary: shipping, tax and the total, with the promo slot inside it', async () => {
    const { summary, row } = await summaryRows();
    await waitFor(() => expect(row('Total')).toBe('$369.75'));
    expect(row('Shipping')).toBe('$12.50');
    expect(row('Tax')).toBe('$7.25');
    expect(within(summary).getByText('promo entry')).toBeInTheDocument();
  });

  test('[S3-CHECKOUT-06] [S3-CHECKOUT-14] [S3-CHECKOUT-24] with every step applying, the steps are listed in order, 0 shipping to 7 review order last', async () => {
    servePrepare(
      {
        cart: cart({
          orderLines: [line({ isStockItem: true })],
          total: 320,
          hasUpkeepItems: true,
          hasSTS: true,
          hasIndividualPlusSubscription: true,
        }),
      },
      { billing: GB, shipping: GB },
    );
    renderCheckout();
    const list = await screen.findByRole('list', { name: 'Checkout steps' });
    await waitFor(() => expect(list.querySelectorAll('[data-step]')).toHaveLength(8));
    expect(
      Array.from(list.querySelectorAll('[data-step]'), (el, n) => [n, el.getAttribute('data-step')]),
    ).toEqual([
      [0, 'shipping'],
      [1, 'payment'],
      [2, 'billing'],
      [3, 'upkeep'],
      [4, 'vat'],
      [5, 'stsTermsAndConditions'],
      [6, 'ipsTermsAndConditions'],
      [7, 'reviewOrder'],
    ]);
  });

  test('[S3-CHECKOUT-07] [S3-CHECKOUT-26] [S3-CHECKOUT-34] [S3-CHECKOUT-39] [S3-CHECKOUT-77] a shipped order without a shipping address opens shipping, others collapsed, total 0', async () => {
    servePrepare(
      { cart: cart({ orderLines: [line({ isStockItem: true })], total: 320 }) },
      { billing: US, shipping: null },
    );
    renderCheckout();
    await waitFor(() => expect(statusOf('shipping')).toBe('current'));
    expect(
      within(stepItem('shipping')).getByRole('button', { name: 'Save shipping address' }),
    ).toBeInTheDocument();
    expect(statusOf('reviewOrder')).toBe('collapsed');
    expect(within(stepItem('reviewOrder')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$0.00');
  });

  /** checkout with the upkeep step current; returns the prepare requests */
  async function atUpkeep() {
    const requests = servePrepare({ cart: cart({ hasUpkeepItems: true }) }, { billing: US });
    renderCheckout();
    await waitFor(() => expect(statusOf('upkeep')).toBe('current'));
    return requests;
  }
  const upkeepRadios = () => within(stepItem('upkeep')).getAllByRole('radio');

  test('[S3-CHECKOUT-29] [S3-CHECKOUT-54] [S3-CHECKOUT-55] upkeep items without a choice open the upkeep step, offering yes and no, with yes chosen', async () => {
    await atUpkeep();
    expect(upkeepRadios()).toHaveLength(2);
    expect(upkeepRadios()[0]).toBeChecked();
    expect(upkeepRadios()[1]).not.toBeChecked();
  });

  test("[S3-CHECKOUT-42] [S3-CHECKOUT-56] [S3-CHECKOUT-38] 'Save preferences' saves the upkeep choice and moves to the next step", async () => {
    const requests = await atUpkeep();
    fireEvent.click(upkeepRadios()[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ upkeepService: false }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    expect(statusOf('upkeep')).toBe('complete');
  });

  // Not reachable by a visitor: the choice defaults to yes (S3-CHECKOUT-55), a radio cannot be
  // unset, nothing clears a saved choice and the prepare answer carries none, so the step never has
  // 'no selection'; the guard (upkeepError) runs on every save and stays silent.
  test("[S3-CHECKOUT-57] [S3-CHECKOUT-55] saving the upkeep step untouched saves yes, never 'Please select an option to continue'", async () => {
    const requests = await atUpkeep();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(statusOf('upkeep')).toBe('complete'));
    expect(screen.queryByText('Please select an option to continue')).toBeNull();
    expect(requests.at(-1)).toMatchObject({ upkeepService: true });
    fireEvent.click(within(stepItem('upkeep')).getByRole('button', { name: 'Edit Upkeep service' }));
    expect(upkeepRadios()[0]).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(statusOf('upkeep')).toBe('complete'));
    expect(screen.queryByText('Please select an option to continue')).toBeNull();
  });

  test('[S3-CHECKOUT-35] [S3-CHECKOUT-36] [S3-CHECKOUT-37] a completed step shows its summary and an Edit that reopens it', async () => {
    await atUpkeep();
    fireEvent.click(upkeepRadios()[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(statusOf('upkeep')).toBe('complete'));
    expect(stepItem('upkeep')).toHaveTextContent('No, do not send upkeep service');
    fireEvent.click(within(stepItem('upkeep')).getByRole('button', { name: 'Edit Upkeep service' }));
    expect(statusOf('upkeep')).toBe('current');
    expect(upkeepRadios()[1]).toBeChecked();
  });

  /** checkout with a foreign billing address: the VAT step is current */
  async function atVat() {
    servePrepare({}, { billing: GB });
    renderCheckout();
    await waitFor(() => expect(statusOf('vat')).toBe('current'));
    return stepItem('vat');
  }

  test("[S3-CHECKOUT-30] [S3-CHECKOUT-60] [S3-CHECKOUT-61] [S3-CHECKOUT-43] a foreign billing address opens the VAT step; 'Save selection' with no VAT choice gives 'Please make a selection to continue'", async () => {
    const vat = await atVat();
    fireEvent.click(within(vat).getByRole('button', { name: 'Save selection' }));
    expect(within(vat).getByRole('alert')).toHaveTextContent('Please make a selection to continue');
    expect(statusOf('vat')).toBe('current');
  });

  test("[S3-CHECKOUT-63] VAT choice 1 with a blank number gives 'Please enter a valid VAT number'", async () => {
    const vat = await atVat();
    fireEvent.click(within(vat).getByRole('radio', { name: 'I have a VAT number' }));
    fireEvent.click(within(vat).getByRole('button', { name: 'Save selection' }));
    expect(within(vat).getByRole('alert')).toHaveTextContent('Please enter a valid VAT number');
    expect(statusOf('vat')).toBe('current');
  });

  test('[S3-CHECKOUT-59] [S3-CHECKOUT-62] the member chooses a VAT number or none; none clears the number and saves', async () => {
    const vat = await atVat();
    fireEvent.click(within(vat).getByRole('radio', { name: 'I have a VAT number' }));
    fireEvent.change(within(vat).getByRole('textbox', { name: 'VAT number' }), {
      target: { value: 'GB123' },
    });
    fireEvent.click(within(vat).getByRole('radio', { name: 'I do not have a VAT number' }));
    expect(within(vat).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(vat).getByRole('radio', { name: 'I have a VAT number' }));
    expect(within(vat).getByRole('textbox', { name: 'VAT number' })).toHaveValue('');
    fireEvent.click(within(vat).getByRole('radio', { name: 'I do not have a VAT number' }));
    fireEvent.click(within(vat).getByRole('button', { name: 'Save selection' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    expect(stepItem('vat')).toHaveTextContent('I do not have a VAT number');
  });

  test('[S3-CHECKOUT-11] a US billing address brings no VAT step', async () => {
    servePrepare({}, { billing: US, shipping: US });
    renderCheckout();
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    expect(stepItem('vat')).toBeNull();
  });

  test('[S3-CHECKOUT-48] [S3-CHECKOUT-49] [S3-CHECKOUT-52] changing the billing address clears the VAT choice, refetches prepare, and the shipping address follows it', async () => {
    const requests = servePrepare({}, { billing: GB });
    renderCheckout();
    await waitFor(() => expect(statusOf('vat')).toBe('current'));
    fireEvent.click(within(stepItem('vat')).getByRole('radio', { name: 'I do not have a VAT number' }));
    fireEvent.click(within(stepItem('vat')).getByRole('button', { name: 'Save selection' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));

    fireEvent.click(within(stepItem('billing')).getByRole('button', { name: 'Edit Billing address' }));
    fireEvent.click(within(stepItem('billing')).getByRole('radio', { name: '221B Baker Street' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save billing address' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ billingAddressSk: 32, shippingAddressSk: 32, upkeepService: true }),
    );
    // the VAT choice is gone: the new foreign address asks again
    await waitFor(() => expect(statusOf('vat')).toBe('current'));
  });

  /** checkout with a standard subscription in the cart: the STS terms step is current */
  async function atTerms() {
    servePrepare({ cart: cart({ hasSTS: true }) }, { billing: US });
    renderCheckout();
    await waitFor(() => expect(statusOf('stsTermsAndConditions')).toBe('current'));
    return stepItem('stsTermsAndConditions');
  }

  test("[S3-CHECKOUT-12] [S3-CHECKOUT-31] [S3-CHECKOUT-67] [S3-CHECKOUT-68] a cart with hasSTS opens the terms step; 'Read' expands the text and 'Hide' collapses it", async () => {
    const sts = await atTerms();
    expect(screen.getByText('Standard subscriptions renew each year.')).not.toBeVisible();
    fireEvent.click(within(sts).getByRole('button', { name: 'Read terms and conditions' }));
    expect(screen.getByText('Standard subscriptions renew each year.')).toBeVisible();
    fireEvent.click(within(sts).getByRole('button', { name: 'Hide terms and conditions' }));
    expect(screen.getByText('Standard subscriptions renew each year.')).not.toBeVisible();
  });

  test("[S3-CHECKOUT-65] [S3-CHECKOUT-66] [S3-CHECKOUT-44] 'Save selection' needs the box ticked, else 'Please make a selection to continue'", async () => {
    const sts = await atTerms();
    fireEvent.click(within(sts).getByRole('button', { name: 'Save selection' }));
    expect(within(sts).getByRole('alert')).toHaveTextContent('Please make a selection to continue');
    expect(statusOf('stsTermsAndConditions')).toBe('current');
    fireEvent.click(within(sts).getByRole('checkbox'));
    fireEvent.click(within(sts).getByRole('button', { name: 'Save selection' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
  });

  test("[S3-CHECKOUT-13] [S3-CHECKOUT-32] [S3-CHECKOUT-45] an Individual Plus subscription brings its terms step; 'Save selection' needs the box ticked", async () => {
    servePrepare({ cart: cart({ hasIndividualPlusSubscription: true }) }, { billing: US });
    renderCheckout();
    await waitFor(() => expect(statusOf('ipsTermsAndConditions')).toBe('current'));
    const ips = stepItem('ipsTermsAndConditions');
    expect(stepItem('stsTermsAndConditions')).toBeNull();
    fireEvent.click(within(ips).getByRole('button', { name: 'Save selection' }));
    expect(within(ips).getByRole('alert')).toHaveTextContent('Please make a selection to continue');
    fireEvent.click(within(ips).getByRole('checkbox'));
    fireEvent.click(within(ips).getByRole('button', { name: 'Save selection' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
  });

  test('[S3-CHECKOUT-53] [S3-CHECKOUT-78] [S3-CHECKOUT-28] the default card is preselected; with no billing address billing opens and the total shows 0', async () => {
    servePrepare({}, { billing: null });
    renderCheckout();
    await waitFor(() => expect(statusOf('billing')).toBe('current'));
    expect(statusOf('payment')).toBe('complete');
    expect(stepItem('payment')).toHaveTextContent('Visa ending in 1111');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$0.00');
  });
});

describe('placing the order (spec 3 §4.9, §8)', () => {
  /** checkout ready to order; the order call waits for release() */
  async function readyToOrder() {
    servePrepare({}, { billing: US, shipping: US });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      api.post<CheckoutResponse>('/commerce/checkout', async () => {
        await gate;
        return { orderConfirmationUrl: '/order-confirmation?orderNumber=PLI-1001' };
      }),
    );
    const calls = recordApiCalls();
    const orders = () => calls.filter((c) => c.method === 'POST' && c.path === '/commerce/checkout');
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    return { button, release, orders };
  }
  const confirmed = () =>
    waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation?orderNumber=PLI-1001'),
    );

  test("[S3-CHECKOUT-46] [S3-CHECKOUT-70] 'Place Order' is disabled while the order call runs: a double click places one order", async () => {
    const { button, release, orders } = await readyToOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await confirmed();
    expect(orders()).toHaveLength(1);
    expect(orders()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  // the page announces the order; the shell's analytics module records it (analytics.test.ts, decision 086)
  test('[S3-CHECKOUT-71] [S3-CHECKOUT-72] a placed order records the analytics event and goes to orderConfirmationUrl', async () => {
    const placed = jest.fn();
    const onPlaced = (e: Event) => placed((e as CustomEvent).detail);
    window.addEventListener('commerce:order-placed', onPlaced);
    try {
      const { button, release } = await readyToOrder();
      release();
      fireEvent.click(button);
      await confirmed();
      expect(placed).toHaveBeenCalledWith({ orderNumber: 'PLI-1001', total: 299 });
    } finally {
      window.removeEventListener('commerce:order-placed', onPlaced);
    }
  });

  test('[S3-CHECKOUT-79] [S3-CHECKOUT-80] [S3-CHECKOUT-81] [S3-CHECKOUT-82] the order sends upkeepService, the billing and shipping sks and the VAT number', async () => {
    const { button, release, orders } = await readyToOrder();
    release();
    fireEvent.click(button);
    await confirmed();
    expect(orders()[0]!.body).toMatchObject({
      upkeepService: true,
      selectedBillingAddress: 11,
      selectedShippingAddress: 11,
      selectedVatNumber: '',
    });
  });

  test('[S3-CHECKOUT-83] [S3-CHECKOUT-84] [S3-CHECKOUT-85] the order sends paymentOption: the stored card, isStoredInstrument and totalAmount', async () => {
    const { button, release, orders } = await readyToOrder();
    release();
    fireEvent.click(button);
    await confirmed();
    expect((orders()[0]!.body as { paymentOption: unknown }).paymentOption).toMatchObject({
      sk: 21,
      token: 'tok-21',
      isStoredInstrument: true,
      totalAmount: 299,
    });
  });

  test('[S3-CHECKOUT-69] Place Order is disabled while the prepare data loads', async () => {
    servePrepare({ cart: cart({ hasUpkeepItems: true }) }, { billing: US });
    renderCheckout();
    await waitFor(() => expect(statusOf('upkeep')).toBe('current'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      api.post<PrepareCheckoutResponse>('/commerce/checkout/prepare', async () => {
        await gate;
        return prepared({ cart: cart({ hasUpkeepItems: true }) });
      }),
    );
    // 'no' changes what prepare prices: the data refetches
    fireEvent.click(within(stepItem('upkeep')).getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(statusOf('reviewOrder')).toBe('current'));
    expect(within(stepItem('reviewOrder')).getByRole('button', { name: 'Place Order' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  test('[S3-CHECKOUT-74] [S3-CHECKOUT-75] [S3-CHECKOUT-76] a failed order shows the toast and the customer-service mail link; a retry reuses the key', async () => {
    servePrepare({}, { billing: US });
    let answers = 0;
    server.use(
      api.post<CheckoutResponse>('/commerce/checkout', () =>
        ++answers === 1 ? apiError(502, 'card provider down') : { orderConfirmationUrl: '' },
      ),
    );
    const calls = recordApiCalls();
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const message =
      'There was an error placing your order. Please refresh the page or contact customer service.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('link', { name: 'help@pli.edu' })).toHaveAttribute('href', 'mailto:help@pli.edu');
    expect(screen.getByRole('button', { name: 'Email customer service' })).toBeInTheDocument();
    // the retry answers without a confirmation url: still an error, and the same attempt's key
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(answers).toBe(2));
    const keys = calls
      .filter((c) => c.path === '/commerce/checkout')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByTestId('location')).toBeNull();
  });
  test('[S3-CHECKOUT-73] an answer without a confirmation url, the first answer, shows the error toast and stays on checkout', async () => {
    servePrepare({}, { billing: US });
    server.use(api.post<CheckoutResponse>('/commerce/checkout', () => ({ orderConfirmationUrl: '' })));
    const calls = recordApiCalls();
    renderCheckout();
    const message =
      'There was an error placing your order. Please refresh the page or contact customer service.';
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(button);
    // the toast (with its customer-service action) beside the step's own alert
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Email customer service' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/commerce/checkout')).toHaveLength(1);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });
  test('a refused order (4xx) also says why; a 5xx keeps the generic message only', async () => {
    servePrepare({}, { billing: US });
    let answers = 0;
    server.use(
      api.post<CheckoutResponse>('/commerce/checkout', () =>
        ++answers === 1 ? apiError(422, 'The card was declined') : apiError(503, 'provider down'),
      ),
    );
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const alert = await screen.findByText('The card was declined');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/There was an error placing your order/);
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(answers).toBe(2));
    await waitFor(() => expect(screen.queryByText('The card was declined')).toBeNull());
    expect(screen.queryByText('provider down')).toBeNull();
  });
  test("[S3-DATA-28] the priced cart's result messages show above the steps: errors as an alert, notices as status", async () => {
    servePrepare(
      {
        cart: {
          ...prepared({}).cart,
          hasErrors: true,
          resultMessages: [
            { category: 1, message: 'Only 2 of "Deskbook" are in stock' },
            { category: 0, message: '"Deskbook 2027" ships when it is published' },
          ],
        },
      },
      { billing: US },
    );
    renderCheckout();
    expect(await screen.findByText('Only 2 of "Deskbook" are in stock')).toBeInTheDocument();
    expect(screen.getByText('Only 2 of "Deskbook" are in stock').closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.getByText('"Deskbook 2027" ships when it is published').closest('[role="status"]'),
    ).not.toBeNull();
  });
});
