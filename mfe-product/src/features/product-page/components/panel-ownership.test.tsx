// The panel from the person's library and registrations (spec 3 §4.3, §8): the delayed hard selection,
// the launch fallback to the cart, the waitlist warning. Rendering and edge states against MSW.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { onDemandVariation, payload, variation } from '../../../test/fixtures';
import { ProductView } from '../product-view';
import { DELAYED_HARD_SELECTION_MS } from '../purchase-rules';
import { useVariantSelection } from '../hooks/use-variant-selection';

const inlinePanel = () =>
  screen.getByRole('heading', { name: 'Choose how to attend', hidden: true }).closest('section')!;

/** The person owns nothing: an empty library and no upcoming registrations. */
const nothingOwned = () => [
  api.get('/user/library/by-itemPks', () => ({ items: [] })),
  api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
];

/** Renders the product page in the shell and waits for its heading. */
async function renderProductPage(code = '380021') {
  render(
    <TestProviders path="/programs/x">
      <ProductView code={code} inShell />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
}

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('selection (spec 3 §4.3)', () => {
  afterEach(() => jest.useRealTimers());

  test('[S3-PANEL-26] [S3-PANEL-45] [S3-PANEL-46] [S3-PANEL-47] an owned variant is soft-selected, loads for 1200 ms, then is hard-selected', () => {
    jest.useFakeTimers();
    const variants = [{ code: 'a' }, { code: 'b' }];
    const { result, rerender } = renderHook(({ owned }) => useVariantSelection(variants, 'none', owned), {
      initialProps: { owned: null as string | null },
    });
    expect(result.current.selection).toEqual({ code: null, hard: false });
    rerender({ owned: 'b' });
    expect(result.current.selection).toEqual({ code: 'b', hard: false });
    expect(result.current.hardening).toBe(true);
    act(() => jest.advanceTimersByTime(DELAYED_HARD_SELECTION_MS - 1));
    expect(result.current.hardening).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.selection).toEqual({ code: 'b', hard: true });
    expect(result.current.hardening).toBe(false);
  });

  test("[S3-PANEL-46] the person's own choice is hard at once and is not replaced by the owned variant", () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ owned }) => useVariantSelection([{ code: 'a' }, { code: 'b' }], 'none', owned),
      {
        initialProps: { owned: null as string | null },
      },
    );
    act(() => result.current.choose('a'));
    rerender({ owned: 'b' });
    act(() => jest.advanceTimersByTime(DELAYED_HARD_SELECTION_MS));
    expect(result.current.selection).toEqual({ code: 'a', hard: true });
  });
});

describe('panel actions from ownership', () => {
  test('[S3-PANEL-39] [S3-PANEL-40] a live launch with no upcoming registrations adds to the cart and goes there', async () => {
    const live = variation({ type: 'online' });
    server.use(
      api.get('/site-parts', () => ({ labels: { cartUrl: '/cart' } })),
      api.get('/product/:code', () => payload(live)),
      api.get('/user/library/by-itemPks', ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, isPurchased: true }],
      })),
      api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
      api.post('/commerce/carts', () => ({ cartUrl: '/cart', itemCount: 1 })),
    );
    await renderProductPage();
    const panel = inlinePanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Launch', hidden: true }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/commerce/carts',
          body: expect.objectContaining({ code: live.code, quantity: 1 }),
        }),
      ),
    );
    expect(calls.some((c) => c.path.startsWith('/launch/'))).toBe(false);
  });

  test('[S3-PANEL-39] a live launch with an upcoming registration launches the program, no cart', async () => {
    const live = variation({ type: 'online' });
    const other = variation({ code: '380099', pk: 'prg-380099', type: 'online' });
    const win = { close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    server.use(
      api.get('/site-parts', () => ({ labels: { cartUrl: '/cart' } })),
      api.get('/product/:code', () => payload(live)),
      api.get('/user/library/by-itemPks', ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, isPurchased: true }],
      })),
      api.get('/registration/upcoming-registrations', () => ({
        registrations: [
          {
            pk: other.pk,
            sk: other.externalSystemKey,
            launchUrl: null,
            code: other.code,
            title: other.displayName,
            url: other.url,
            type: other.type,
            format: other.format,
            location: other.location,
            eventStartDate: other.eventStartDate!,
            eventEndDate: other.eventEndDate,
            timeZoneIdentifier: other.timeZoneIdentifier,
            registeredAt: '2026-11-01T10:00:00.000Z',
            isCancelable: true,
          },
        ],
      })),
      api.post('/launch/:code', () => ({ launchUrl: 'http://localhost/player?code=380021' })),
      api.post('/commerce/carts', () => ({ cartUrl: '/cart', itemCount: 1 })),
    );
    await renderProductPage();
    fireEvent.click(await within(inlinePanel()).findByRole('button', { name: 'Launch', hidden: true }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: `/launch/${live.code}` })),
    );
    expect(calls.some((c) => c.path === '/commerce/carts')).toBe(false);
    open.mockRestore();
  });

  test.each([
    ['S3-ERRORS-09', 'a refused launch', () => apiError(403, 'not yours'), 'Error code: 403'],
    ['S3-ERRORS-10', 'a launch answer without launchUrl', () => ({}), 'Error code:'],
  ])(
    '[%s] %s: the panel shows the launch error and closes the launching window',
    async (_id, _what, answer, code) => {
      toast.list().forEach((t) => toast.dismiss(t.id));
      const onDemand = onDemandVariation('OnDemandWebVariation', {
        searchableType: 'ondemandprogram',
        type: null,
      });
      const win = { close: jest.fn(), location: { href: '' } };
      const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      server.use(
        api.get('/site-parts', () => ({ labels: {} })),
        api.get('/product/:code', () => payload(onDemand)),
        api.get('/user/library/by-itemPks', ({ query }) => ({
          items: [{ pk: query.get('itemPks')!, isPurchased: true }],
        })),
        api.post('/launch/:code', answer),
      );
      await renderProductPage();
      const panel = screen.getByRole('heading', { name: 'Purchase', hidden: true }).closest('section')!;
      fireEvent.click(await within(panel).findByRole('button', { name: 'Launch', hidden: true }));
      await waitFor(() => expect(win.close).toHaveBeenCalled());
      expect(open).toHaveBeenCalledWith('/launching', '_blank');
      const alert = toast.list().find((t) => t.type === 'alert');
      expect(String(alert?.content)).toMatch(
        /^We're sorry, something went wrong while launching this program\. Please refresh and try again\. Error code: /,
      );
      expect(String(alert?.content)).toContain(code);
      expect(win.location.href).toBe('');
      open.mockRestore();
    },
  );

  test('[S3-PANEL-31] a purchased on-demand program shows no price; not purchased, its price shows', async () => {
    const onDemand = onDemandVariation('OnDemandWebVariation', {
      searchableType: 'ondemandprogram',
      type: null,
      price: 895,
      retail: true,
    });
    const purchasePanel = () =>
      screen.getByRole('heading', { name: 'Purchase', hidden: true }).closest('section')!;
    server.use(
      api.get('/site-parts', () => ({ labels: {} })),
      api.get('/product/:code', () => payload(onDemand)),
      ...nothingOwned(),
    );
    const { unmount } = render(
      <TestProviders path="/programs/x">
        <ProductView code={onDemand.code} inShell />
      </TestProviders>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(
      await within(purchasePanel()).findByRole('button', { name: /Add to cart/, hidden: true }),
    ).toBeInTheDocument();
    expect(within(purchasePanel()).getAllByText('$895').length).toBeGreaterThan(0);
    unmount();

    server.use(
      api.get('/user/library/by-itemPks', ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, isPurchased: true }],
      })),
    );
    await renderProductPage(onDemand.code);
    expect(
      await within(purchasePanel()).findByRole('button', { name: 'Launch', hidden: true }),
    ).toBeInTheDocument();
    expect(within(purchasePanel()).queryByText('$895')).toBeNull();
  });

  test('[S3-ERRORS-28] submitting with nothing selected shows the no-selection message and the waitlist mail', async () => {
    const full = variation({ code: '380031', pk: 'prg-380031', waitlist: true, retail: false, price: 0 });
    const open = variation({
      code: '380032',
      pk: 'prg-380032',
      retail: false,
      price: 0,
      eventStartDate: '2027-04-10T13:00:00.000Z',
      eventEndDate: '2027-04-10T20:00:00.000Z',
    });
    server.use(
      api.get('/site-parts', () => ({ labels: { customerServiceEmail: 'info@pli.edu' } })),
      api.get('/product/:code', () => payload(variation(), { programVariants: [full, open] })),
      ...nothingOwned(),
    );
    await renderProductPage();
    const panel = inlinePanel();
    expect(within(panel).queryByRole('alert', { hidden: true })).toBeNull();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Register', hidden: true }));
    expect(within(panel).getByRole('alert', { hidden: true })).toHaveTextContent(
      'Please choose an option to continue.',
    );
    expect(within(panel).getByRole('link', { name: /waitlist/i, hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@pli\.edu/),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('[S3-ERRORS-27] a waitlisted variant with no waitlist address logs a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = variation({ waitlist: true, retail: false, price: 0 });
    server.use(
      api.get('/site-parts', () => ({ labels: {} })),
      api.get('/product/:code', () => payload(full)),
      ...nothingOwned(),
    );
    await renderProductPage();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no waitlist address/)));
    warn.mockRestore();
  });
});

describe('analytics (spec 3 §7)', () => {
  const events: unknown[] = [];
  const listen = (e: Event) => events.push((e as CustomEvent).detail);
  beforeEach(() => {
    events.length = 0;
    window.addEventListener('product:analytics', listen);
  });
  afterEach(() => window.removeEventListener('product:analytics', listen));

  test('[S3-ANALYTICS-02] adding to the cart records an add-to-cart event, after the cart accepted it', async () => {
    const onDemand = onDemandVariation('OnDemandWebVariation', {
      code: '380567',
      pk: 'prg-380567',
      searchableType: 'ondemandprogram',
      type: null,
      price: 1195,
    });
    server.use(
      api.get('/site-parts', () => ({ labels: { cartUrl: '/cart' } })),
      api.get('/product/:code', () => payload(onDemand)),
      ...nothingOwned(),
      api.post('/commerce/carts', () => ({ cartUrl: '/cart', itemCount: 1 })),
      api.get('/commerce/carts/cart-items/', () => ({ items: [{ code: '380567', quantity: 1 }], count: 1 })),
    );
    await renderProductPage('380567');
    const panel = screen.getByRole('heading', { name: 'Purchase', hidden: true }).closest('section')!;
    fireEvent.click(await within(panel).findByRole('button', { name: 'Add to cart', hidden: true }));
    await waitFor(() => expect(events).toEqual([{ event: 'add-to-cart', code: '380567' }]));
  });

  async function registerWith(status: number) {
    server.use(
      api.get('/site-parts', () => ({ labels: {} })),
      api.get('/product/:code', () => payload(variation({ retail: false, price: 0 }))),
      ...nothingOwned(),
      api.post('/registration', () =>
        status === 200
          ? {
              pk: 'prg-380021',
              sk: 'prg-380021',
              launchUrl: null,
              code: '380021',
              title: 'A program',
              url: '/programs/x',
              type: 'online',
              format: 'Live Webcast',
              location: 'Online',
              eventStartDate: '2027-03-27T13:00:00.000Z',
              eventEndDate: null,
              timeZoneIdentifier: null,
              registeredAt: '2026-11-22T12:00:00.000Z',
              isCancelable: true,
            }
          : new Response(JSON.stringify({ message: 'no' }), { status }),
      ),
    );
    await renderProductPage();
    fireEvent.click(await within(inlinePanel()).findByRole('button', { name: 'Register', hidden: true }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/registration')).toBe(true),
    );
  }

  test('[S3-ANALYTICS-03] registering records a registration event', async () => {
    await registerWith(200);
    await waitFor(() => expect(events).toEqual([{ event: 'registration', code: '380021' }]));
  });

  test('[S3-ANALYTICS-03] a refused registration records none', async () => {
    await registerWith(500);
    await waitFor(() =>
      expect(toast.list().map((t) => t.content)).toContainEqual(
        expect.stringMatching(/something went wrong with your registration/),
      ),
    );
    expect(events).toEqual([]);
  });
});
