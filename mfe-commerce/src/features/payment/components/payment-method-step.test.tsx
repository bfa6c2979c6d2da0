// Rendering and edge states of the payment step (spec 3 §4.9, §5, §8) against a mocked site API (MSW)
// and a stand-in for the card provider's script (its real iframes are proven in
// e2e/tests/payment-card.spec.ts; the API rules in api/test/payments.test.ts).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { API_BASE, http, HttpResponse, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { PaymentMethodStep } from './payment-method-step';
import type { PaymentMethodStepProps } from './payment-method-step';
import { loadMicroform } from '../api/microform-loader';
import type { HostedFieldState, MicroformLibrary } from '../api/microform-loader';
import { cardDisplay } from '../../../lib/card-display';
import { card as storedCard } from '../../../lib/store-fixtures';

jest.mock('../api/microform-loader', () => ({ loadMicroform: jest.fn() }));

const NOTICE =
  'We are temporarily unable to process new credit cards. Please contact our customer service for assistance.';
const TIMEOUT =
  'Your session timed out for security reasons, and your payment details have been removed. Please re-enter to proceed.';

/** Riley's stored cards: a Visa ending 1111 unless a test says otherwise, none default. */
const card = (over: Partial<PaymentInstrument>): PaymentInstrument =>
  storedCard({ sk: 1, creditCardName: 'Riley Retail', token: 'pi_1', isDefault: false, ...over });

const VISA = card({ sk: 11, isDefault: true });
const AMEX = card({ sk: 12, cardType: 'AMEX', numberLastFour: '0005', tenderTypeId: 6 });
const EXPIRED = card({
  sk: 13,
  cardType: 'MASTERCARD',
  numberLastFour: '4444',
  expirationYear: 2024,
  isExpired: true,
});

/** The capture context the API answers; its expiry drives the timeout. */
function captureContext(expiresInMs = 900_000) {
  return {
    scriptsource: 'http://localhost:4002/microform/v2/microform.js',
    integritytoken: 'sha384-x',
    jwt: `jwt-${expiresInMs}`,
  };
}

/** A stand-in for window.CleMicroform: it reports field states on demand and returns a token. */
function fakeLibrary(opts: { expiresInMs?: number; token?: () => Promise<string> } = {}) {
  const created: { change: (s: HostedFieldState) => void; destroyed: boolean }[] = [];
  const library: MicroformLibrary = {
    create(_ctx, options) {
      const entry = { change: options.onChange!, destroyed: false };
      created.push(entry);
      setTimeout(() => options.onReady?.(), 0);
      return {
        expiresAt: Date.now() + (opts.expiresInMs ?? 900_000),
        createToken: opts.token ?? (() => Promise.resolve('transient.jwt.token')),
        clear() {},
        focus() {},
        destroy() {
          entry.destroyed = true;
        },
      };
    },
  };
  (loadMicroform as jest.Mock).mockResolvedValue(library);
  return created;
}

const valid = (field: 'number' | 'securityCode', network: string | null = 'VISA'): HostedFieldState => ({
  field,
  empty: false,
  valid: true,
  couldBeValid: true,
  network,
});

function mockApi(routes: Record<string, { status: number; body?: unknown }>) {
  const calls: { key: string; body: unknown }[] = [];
  server.use(
    http.all(`${API_BASE}/*`, async ({ request }) => {
      const key = `${request.method} ${new URL(request.url).pathname.slice(API_BASE.length)}`;
      const text = await request.text();
      calls.push({ key, body: text ? JSON.parse(text) : undefined });
      const reply = routes[key] ?? { status: 404, body: { message: `No route ${key}` } };
      return reply.body === undefined
        ? new HttpResponse(null, { status: reply.status })
        : HttpResponse.json(reply.body as object, { status: reply.status });
    }),
  );
  return calls;
}

function renderStep(props: Partial<PaymentMethodStepProps> = {}) {
  const all: PaymentMethodStepProps = {
    instruments: [AMEX, EXPIRED, VISA],
    disableNewPaymentMethod: false,
    selectedSk: null,
    onSelect: jest.fn(),
    onInstrumentsChanged: jest.fn(),
    ...props,
  };
  render(
    <TestProviders>
      <PaymentMethodStep {...all} />
    </TestProviders>,
  );
  return all;
}

const toastTexts = () => toast.list().map((t) => t.content);

beforeEach(() => {
  authStore.set({ ...ANONYMOUS, ready: true, token: 'token-1', sub: 'u-1' });
  toast.list().forEach((t) => toast.dismiss(t.id));
  (loadMicroform as jest.Mock).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('saved cards', () => {
  test('[S3-PAYMENT-01][S3-PAYMENT-02][S3-PAYMENT-46] saved cards are radios, the default first, with the network name and image', () => {
    const props = renderStep({ selectedSk: 11 });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('Visa ending in 1111'),
      expect.stringContaining('American Express ending in 0005'),
      expect.stringContaining('MasterCard ending in 4444'),
    ]);
    expect(radios[0]).toBeChecked();
    // the network's badge: an inline SVG that reads VISA
    const badge = radios[0]!.closest('label')!.querySelector('img')!.getAttribute('src')!;
    expect(badge).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(badge)).toContain('>VISA</text>');
    fireEvent.click(screen.getByRole('radio', { name: /American Express ending in 0005/ }));
    expect(props.onSelect).toHaveBeenCalledWith(12);
  });

  test('[S3-PAYMENT-03][S3-PAYMENT-04][S3-PAYMENT-05][S3-PAYMENT-06][S3-PAYMENT-07] an expired card cannot be chosen; Remove deletes it, says so and refreshes', async () => {
    const calls = mockApi({ 'DELETE /user/payment-methods/credit-cards/tokens/13': { status: 204 } });
    const props = renderStep();
    const expired = screen.getByRole('radio', { name: /MasterCard ending in 4444/ });
    expect(expired).toBeDisabled();
    fireEvent.click(expired);
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove MasterCard ending in 4444' }));
    await waitFor(() => expect(props.onInstrumentsChanged).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.key)).toEqual(['DELETE /user/payment-methods/credit-cards/tokens/13']);
    expect(toastTexts()).toContain('Expired payment method removed');
  });
});

describe('adding a card', () => {
  test("[S3-PAYMENT-08][S3-PAYMENT-09][S3-PAYMENT-35] 'Add payment method' opens the 'Add a new card' panel, which asks for a capture context", async () => {
    fakeLibrary();
    const calls = mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext() },
    });
    renderStep();
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    const panel = screen.getByRole('region', { name: 'Add a new card' });
    expect(within(panel).getByRole('form', { name: 'Card details' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save card' })).toBeEnabled());
    expect(calls[0]).toEqual({
      key: 'POST /commerce/payment/capture-context',
      body: { targetOrigin: window.location.origin },
    });
    expect(loadMicroform).toHaveBeenCalledWith('http://localhost:4002/microform/v2/microform.js', 'sha384-x');
  });

  test('[S3-PAYMENT-10] with no saved card the card form shows inline', async () => {
    fakeLibrary();
    mockApi({ 'POST /commerce/payment/capture-context': { status: 200, body: captureContext() } });
    renderStep({ instruments: [] });
    expect(screen.queryByRole('button', { name: 'Add payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Card details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
  });

  test('[S3-PAYMENT-11][S3-PAYMENT-12] new cards disabled: no way to add one, and the notice', () => {
    renderStep({ disableNewPaymentMethod: true });
    expect(screen.queryByRole('button', { name: 'Add payment method' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    renderStep({ disableNewPaymentMethod: true, instruments: [] });
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });

  test('[S3-PAYMENT-11][S3-PAYMENT-12] new cards allowed: the add option, and no notice', () => {
    renderStep({ disableNewPaymentMethod: false });
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  /** the empty card form, submitted once: the hosted fields it created, and the calls made */
  async function submitEmptyForm() {
    const created = fakeLibrary();
    const calls = mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext() },
    });
    renderStep({ instruments: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    return { created, calls };
  }
  const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

  test('[S3-PAYMENT-15][S3-PAYMENT-19][S3-PAYMENT-22] an empty form: name, number, expiry and CVV each say Required, and nothing is saved', async () => {
    const { calls } = await submitEmptyForm();
    expect(alerts()).toEqual(['Required', 'Required', 'Required', 'Required']);
    expect(calls.map((c) => c.key)).toEqual(['POST /commerce/payment/capture-context']);
  });

  test('[S3-PAYMENT-16][S3-PAYMENT-20][S3-PAYMENT-21] a name with digits, an invalid number and an invalid CVV say what is wrong', async () => {
    const { created, calls } = await submitEmptyForm();
    fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: 'R2 D2' } });
    act(() => {
      created[0]!.change({ field: 'number', empty: false, valid: false, couldBeValid: false, network: null });
      created[0]!.change({
        field: 'securityCode',
        empty: false,
        valid: false,
        couldBeValid: false,
        network: null,
      });
    });
    expect(alerts()).toEqual([
      'Please enter a name without digits or special characters',
      'Please enter a valid card number',
      'Required',
      'Please enter a valid CVV',
    ]);
    expect(calls.map((c) => c.key)).toEqual(['POST /commerce/payment/capture-context']);
  });

  test('[S3-PAYMENT-43] a saved card: the API gets the transient token (no digits), says Payment added, and the card is selected', async () => {
    const created = fakeLibrary();
    const stored = card({ sk: 99, isDefault: true });
    const calls = mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext() },
      'POST /user/payment-methods/credit-cards/tokens': { status: 201, body: stored },
    });
    const props = renderStep({ instruments: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: "Seán O'Brien" } });
    fireEvent.change(screen.getByLabelText('Expiration month'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Expiration year'), {
      target: { value: String(new Date().getFullYear() + 2) },
    });
    act(() => {
      created[0]!.change(valid('number'));
      created[0]!.change(valid('securityCode'));
    });
    expect(screen.getByText('Visa')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(props.onSelect).toHaveBeenCalledWith(99));
    expect(props.onInstrumentsChanged).toHaveBeenCalled();
    expect(calls[1]).toEqual({
      key: 'POST /user/payment-methods/credit-cards/tokens',
      body: {
        transientToken: 'transient.jwt.token',
        cardholderName: "Seán O'Brien",
        expirationMonth: 10,
        expirationYear: new Date().getFullYear() + 2,
        isDefault: true,
      },
    });
    expect(toastTexts()).toContain('Payment added');
  });

  test('[S3-PAYMENT-44] a card the API refuses shows Error saving card', async () => {
    const created = fakeLibrary();
    mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext() },
      'POST /user/payment-methods/credit-cards/tokens': {
        status: 422,
        body: { message: 'The card token has expired' },
      },
    });
    const props = renderStep({ instruments: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Expiration month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Expiration year'), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    act(() => {
      created[0]!.change(valid('number'));
      created[0]!.change(valid('securityCode'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(toastTexts()).toContain('Error saving card'));
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  test('[S3-PAYMENT-36][S3-PAYMENT-37][S3-PAYMENT-38][S3-PAYMENT-39] when the capture context expires: the timeout toast (898 s) and new, empty fields', async () => {
    const created = fakeLibrary({ expiresInMs: 60 });
    const calls = mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext(60) },
    });
    renderStep({ instruments: [] });
    await waitFor(() => expect(toastTexts()).toContain(TIMEOUT));
    const shown = toast.list().find((t) => t.content === TIMEOUT)!;
    expect(shown.type).toBe('microform-timeout');
    // a microform-timeout toast lasts 898 s (toast.test.ts: [S1-TOAST-06])
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key === 'POST /commerce/payment/capture-context').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(created[0]!.destroyed).toBe(true);
  });

  test('[S3-PAYMENT-37][S3-PAYMENT-39] while the capture context lasts: no timeout toast, the same fields', async () => {
    const created = fakeLibrary();
    const calls = mockApi({
      'POST /commerce/payment/capture-context': { status: 200, body: captureContext() },
    });
    renderStep({ instruments: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled());
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(toastTexts()).not.toContain(TIMEOUT);
    expect(calls.filter((c) => c.key === 'POST /commerce/payment/capture-context')).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(created[0]!.destroyed).toBe(false);
  });

  test('[S3-PAYMENT-40] a missing capture context is logged only', async () => {
    mockApi({ 'POST /commerce/payment/capture-context': { status: 503, body: { message: 'down' } } });
    renderStep({ instruments: [] });
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('card form: no capture context', expect.anything()),
    );
    expect(toast.list()).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });

  test('[S3-PAYMENT-41][S3-PAYMENT-42] a script that fails to load is logged and the card fields do not show', async () => {
    (loadMicroform as jest.Mock).mockRejectedValue(new Error('blocked'));
    mockApi({ 'POST /commerce/payment/capture-context': { status: 200, body: captureContext() } });
    renderStep({ instruments: [] });
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'card form: the card provider script failed to load',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
  });
});

test('[S3-PAYMENT-46] card display settings map each card type key to a name and an image', () => {
  expect(cardDisplay('AMEX').displayName).toBe('American Express');
  expect(cardDisplay('dinersclub').displayName).toBe('Diners Club');
  expect(cardDisplay('VISA').imageUrl).toMatch(/^data:image\/svg\+xml,/);
  expect(cardDisplay('JCB')).toEqual({ displayName: 'JCB', imageUrl: null });
});
