import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { ANONYMOUS, authStore } from './auth';
import { addToCart, useCartCount } from './cart';
import type { Cart, CartLine } from './commerce-schemas';
import { createEmitter, onEvent } from './events';
import type { CleEvents } from './events';

const line = (code: string, quantity: number, isStockItem = false): Partial<CartLine> => ({
  code,
  quantity,
  isStockItem,
  displayName: code,
  extendedPrice: 100,
  maxQuantity: 10,
});
const cartWith = (...lines: Partial<CartLine>[]) =>
  ({ orderLines: lines, totalWithoutDiscounts: 0, subTotal: 0, total: 0 }) as unknown as Cart;

/** Every commerce event, in order. */
function recordEvents() {
  const seen: string[] = [];
  const names: (keyof CleEvents)[] = ['commerce:cart-adding', 'commerce:cart-updated', 'commerce:item-added'];
  const offs = names.map((n) => onEvent(n, (d) => seen.push(`${n} ${JSON.stringify(d)}`)));
  return { seen, stop: () => offs.forEach((off) => off()) };
}

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', sub: 'u-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('cart contract (docs/decisions/015-cart-contract.md)', () => {
  test('[S3-CART-01] the count is the sum of the line quantities', async () => {
    server.use(
      api.post('/commerce/carts', () => ({ cartUrl: '/cart', cart: cartWith(line('A', 2), line('B', 3)) })),
    );
    expect((await addToCart({ code: 'B' }))?.itemCount).toBe(5);
  });

  test('[S3-CART-16] [S3-CART-35] an add posts quantity 1 and a null priority code, and announces itself as commerce', async () => {
    server.use(
      api.post('/commerce/carts', () => ({
        cartUrl: '/cart',
        cart: cartWith(line('A', 2), line('380007', 1)),
      })),
    );
    const events = recordEvents();
    const added = await addToCart({ code: '380007' });
    events.stop();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: '380007',
      quantity: 1,
      priorityCode: null,
    });
    expect(added).toEqual({
      cartUrl: '/cart',
      itemCount: 3,
      lines: [
        { code: 'A', quantity: 2, isStockItem: false },
        { code: '380007', quantity: 1, isStockItem: false },
      ],
    });
    expect(events.seen).toEqual([
      'commerce:cart-adding {"code":"380007","adding":true}',
      'commerce:cart-updated {"itemCount":3}',
      'commerce:item-added {"code":"380007","itemCount":3}',
      'commerce:cart-adding {"code":"380007","adding":false}',
    ]);
  });

  test('an answer without the cart asks the light cart for the count', async () => {
    server.use(api.post('/commerce/carts', () => ({ cartUrl: '/cart' }) as never));
    server.use(
      api.get('/commerce/carts/cart-items/', () => ({ count: 4, items: [{ code: 'B', quantity: 4 }] })),
    );
    expect((await addToCart({ code: 'B', quantity: 2, priorityCode: 'SAVE20PCT' })).itemCount).toBe(4);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'B',
      quantity: 2,
      priorityCode: 'SAVE20PCT',
    });
  });

  test('a failed add rejects, announces no new count and ends the adding state', async () => {
    server.use(api.post('/commerce/carts', () => apiError(400, "Invalid body field 'code'")));
    const events = recordEvents();
    await expect(addToCart({ code: 'nope' })).rejects.toMatchObject({ status: 400 });
    events.stop();
    expect(events.seen).toEqual([
      'commerce:cart-adding {"code":"nope","adding":true}',
      'commerce:cart-adding {"code":"nope","adding":false}',
    ]);
  });
});

describe('header cart count (spec 1 §2)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );

  test('anonymous visitors ask nothing and see 0', () => {
    act(() => authStore.set(ANONYMOUS));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toBe(0);
    expect(calls).toEqual([]);
  });

  test('[S3-CART-35] signed in with the cart flag on: the light cart, then every commerce:cart-updated', async () => {
    server.use(api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true));
    server.use(
      api.get('/commerce/carts/cart-items/', () => ({ count: 2, items: [{ code: 'A', quantity: 2 }] })),
    );
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(2));
    act(() => createEmitter('commerce')('commerce:cart-updated', { itemCount: 7 }));
    await waitFor(() => expect(result.current).toBe(7));
  });

  test('[S3-CART-36] a licence change invalidates cached cart data', async () => {
    let count = 2;
    server.use(
      api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
      api.get('/commerce/carts/cart-items/', () => ({ count, items: [{ code: 'A', quantity: count }] })),
    );
    // the shell's SWR cache (the default one), which invalidateCartData reaches
    const { result } = renderHook(() => useCartCount());
    await waitFor(() => expect(result.current).toBe(2));
    count = 5;
    act(() => createEmitter('credit')('credit:licenses-changed', {}));
    await waitFor(() => expect(result.current).toBe(5));
  });

  test('with the cart flag off the count is not asked for', async () => {
    server.use(api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => false));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(['/commerce/carts/feature-flag/cart-from-new-cms']),
    );
    expect(result.current).toBe(0);
  });
});
