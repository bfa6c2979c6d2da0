import { screen, within } from '@testing-library/react';
import type { OrderConfirmation, OrderHistoryResponse } from '@cle/contracts/commerce-schemas';
import { api, apiError, delay, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { line } from '../../lib/store-fixtures';
import { OrderConfirmationView } from './order-confirmation-page';
import { OrderHistoryView } from './order-history-page';
import { formatOrderDate, orderHistoryUrl } from './order-rules';

const ORDER: OrderConfirmation = {
  orderNumber: 'PLI-1001',
  placedAt: '2026-11-22T15:04:05.000Z',
  cart: {
    orderLines: [
      line({ code: 'P-1', displayName: 'Ethics for Litigators 2026', extendedPrice: 299 }),
      line({
        code: 'B-2',
        displayName: 'Securities Answer Book',
        displayType: 'Hardcover',
        extendedPrice: 150,
        quantity: 2,
      }),
    ],
  },
  shippingAddress: {
    attention: 'Dana Park',
    address1: '1177 Avenue of the Americas',
    address2: 'Floor 2',
    city: 'New York',
    state: 'NY',
    zip: '10036',
    country: 'USA',
  },
  totalWithoutDiscounts: 449,
  membershipDiscountValue: 20,
  otherDiscountValue: 5,
  shippingCost: 9.95,
  taxTotal: 12.34,
  total: 446.29,
};

const signedIn = { token: 't', sub: 'user-1' };
const labels = () => api.get('/site-parts', () => ({ labels: { profilePage: '/account/profile' } }));

describe('order confirmation page (spec 3 §2.5)', () => {
  test('[S3-ORDER-11] [S1-CONST-12] shows a skeleton of 5 rows while the order loads', async () => {
    server.use(
      labels(),
      api.get('/commerce/checkout/order-confirmation', async () => {
        await delay('infinite');
        return ORDER;
      }),
    );
    renderWithProviders(<OrderConfirmationView />, {
      auth: signedIn,
      path: '/order-confirmation?orderNumber=PLI-1001',
    });
    const skeleton = await screen.findByRole('status', { name: 'Loading your order' });
    expect(skeleton.children).toHaveLength(5);
  });

  /** the confirmation page of ?orderNumber=PLI-1001, loaded; the order numbers the API was asked for */
  async function openConfirmation(): Promise<string[]> {
    const asked: string[] = [];
    server.use(
      labels(),
      api.get<OrderConfirmation>('/commerce/checkout/order-confirmation', ({ query }) => {
        asked.push(query.get('orderNumber') ?? '');
        return ORDER;
      }),
    );
    renderWithProviders(<OrderConfirmationView />, {
      auth: signedIn,
      path: '/order-confirmation?orderNumber=PLI-1001',
    });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('PLI-1001');
    return asked;
  }

  test('[S3-ORDER-01] [S3-ORDER-02] [S3-ORDER-03] [S3-ORDER-04] shows the order of ?orderNumber=: its lines and shipping address', async () => {
    expect(await openConfirmation()).toEqual(['PLI-1001']);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ethics for Litigators 2026 · Live Webcast · Quantity 1$299.00',
      'Securities Answer Book · Hardcover · Quantity 2$150.00',
    ]);
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Dana Park1177 Avenue of the AmericasFloor 2New York, NY 10036USA');
  });

  test('[S3-ORDER-05] [S3-ORDER-06] [S3-ORDER-07] [S3-ORDER-08] [S3-ORDER-09] the totals: subtotal, membership and other discounts, shipping and tax', async () => {
    await openConfirmation();
    const totals = screen.getByRole('region', { name: 'Order total' });
    const row = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(row('Subtotal')).toBe('$449.00');
    expect(row('Membership discount')).toBe('-$20.00');
    expect(row('Other discounts')).toBe('-$5.00');
    expect(row('Shipping')).toBe('$9.95');
    expect(row('Tax')).toBe('$12.34');
  });

  test('[S3-ORDER-10] the total, and the way to every order', async () => {
    await openConfirmation();
    const totals = screen.getByRole('region', { name: 'Order total' });
    const row = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(row('Total')).toBe('$446.29');
    expect(screen.getByRole('link', { name: 'See all your orders' })).toHaveAttribute(
      'href',
      '/account/profile/order-history',
    );
  });

  test('an unknown order number says so', async () => {
    server.use(
      labels(),
      api.get('/commerce/checkout/order-confirmation', () => apiError(404, 'Order not found')),
    );
    renderWithProviders(<OrderConfirmationView />, {
      auth: signedIn,
      path: '/order-confirmation?orderNumber=NOPE',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find order NOPE in your account.',
    );
  });

  test('no order number asks nothing and points to the order history', async () => {
    server.use(labels());
    renderWithProviders(<OrderConfirmationView />, { auth: signedIn, path: '/order-confirmation' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No order number was given.');
  });
});

describe('order history page', () => {
  test('lists the orders with number, date, item count, total and a link to the confirmation', async () => {
    server.use(
      api.get<OrderHistoryResponse>('/commerce/orders', () => ({
        items: [
          {
            orderNumber: 'PLI-1002',
            placedAt: '2026-11-22T10:00:00.000Z',
            total: 150,
            lineCount: 1,
            orderConfirmationUrl: '/order-confirmation?orderNumber=PLI-1002',
          },
          {
            orderNumber: 'PLI-1001',
            placedAt: '2026-10-01T10:00:00.000Z',
            total: 446.29,
            lineCount: 2,
            orderConfirmationUrl: '/order-confirmation?orderNumber=PLI-1001',
          },
        ],
      })),
    );
    renderWithProviders(<OrderHistoryView />, { auth: signedIn, path: '/account/profile/order-history' });
    const link = await screen.findByRole('link', { name: 'Order PLI-1001' });
    expect(link).toHaveAttribute('href', '/order-confirmation?orderNumber=PLI-1001');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'PLI-1002November 22, 20261$150.00',
      'PLI-1001October 1, 20262$446.29',
    ]);
  });

  test('[S1-CONST-12] 5 skeleton rows while orders load; no orders says so', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      api.get<OrderHistoryResponse>('/commerce/orders', async () => {
        await gate;
        return { items: [] };
      }),
    );
    renderWithProviders(<OrderHistoryView />, { auth: signedIn });
    expect((await screen.findByRole('status', { name: 'Loading your orders' })).children).toHaveLength(5);
    release();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  test('[S2-OTHER-05] dates, and the history link is {profile}/order-history', () => {
    expect(formatOrderDate('2026-01-05T23:59:00Z')).toBe('January 5, 2026');
    expect(formatOrderDate('not a date')).toBe('not a date');
    expect(orderHistoryUrl('/account/profile/')).toBe('/account/profile/order-history');
  });
});
