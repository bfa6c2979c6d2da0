// Checkout against the real API, signed in as the seeded retail member: a program goes into the cart,
// every step that applies is gone through (a new billing address: a bad ZIP first, then a good one;
// the stored card), Place Order is double-clicked, the confirmation shows the order, the order
// history holds exactly one new order and the program is in My Library.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary, identityOrigin } from '../support/site';

const VISA = { number: '4242424242424242', code: '123' };

interface SearchItem {
  pk: string;
  title: string;
  productCode: string;
  searchableType: string;
  isPurchased?: boolean;
}

/** The bearer token the site sends to the API (the shell keeps it in memory only). */
function watchToken(page: Page): () => string {
  let token = '';
  page.on('request', (request) => {
    const auth = request.headers()['authorization'];
    if (auth && new URL(request.url()).pathname.startsWith('/api/')) token = auth;
  });
  return () => {
    if (!token) throw new Error('no signed-in API call seen yet');
    return token;
  };
}

/**
 * Signs the retail member in from the home page (My Library would send a visitor to sign in by
 * itself) and waits for a signed-in API call: its token is the one the journey uses for its own calls.
 */
async function signInRetailWatchingToken(page: Page): Promise<() => string> {
  const token = watchToken(page);
  await page.goto('/');
  await signInFromHeader(page, USERS.retail);
  await expect
    .poll(() => {
      try {
        return token().length > 0;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return token;
}

async function apiJson<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: token }, data });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/** Empties the cart, then puts in the first program the member can buy; returns it. */
async function cartWithOneProgram(request: APIRequestContext, token: string): Promise<SearchItem> {
  const cart = await apiJson<{ orderLines: { code: string }[] }>(request, token, 'GET', '/commerce/carts');
  expect(cart.status).toBe(200);
  if (cart.body.orderLines.length)
    expect(
      (
        await apiJson(
          request,
          token,
          'POST',
          '/commerce/carts/delete',
          cart.body.orderLines.map((l) => l.code),
        )
      ).status,
    ).toBe(200);
  // the API pages search at most 100 at a time (decision 029): page by page until a program the member
  // can buy is found (a long-lived database holds every earlier run's purchases)
  const items: SearchItem[] = [];
  const refused: string[] = [];
  for (let currentPage = 1; currentPage <= 20; currentPage++) {
    const search = await apiJson<{ searchResults: { searchResultsItems: SearchItem[] } }>(
      request,
      token,
      'POST',
      '/search',
      { query: '', pageSize: 100, currentPage },
    );
    expect(search.status).toBe(200);
    const page = search.body.searchResults.searchResultsItems;
    items.push(...page);
    for (const item of page.filter((i) => !i.isPurchased && i.searchableType === 'ondemandprogram')) {
      const added = await apiJson(request, token, 'POST', '/commerce/carts', {
        code: item.productCode,
        quantity: 1,
        priorityCode: null,
      });
      if (added.status === 200) return item;
      refused.push(`${item.productCode}: ${added.status}`);
    }
    if (page.length < 100) break;
  }
  throw new Error(
    `no program the retail member can buy among ${items.length} results (${refused.join(', ')}; ${JSON.stringify(items.slice(0, 5).map((i) => [i.searchableType, i.isPurchased, i.productCode]))})`,
  );
}

test.describe('checkout', () => {
  test('[S1-AUTH-32] a signed-in member checks out a program with a new address and the stored card; one order, in My Library', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const token = await signInRetailWatchingToken(page);

    const before = await apiJson<{ items: { orderNumber: string }[] }>(
      page.request,
      token(),
      'GET',
      '/commerce/orders',
    );
    expect(before.status).toBe(200);
    const program = await cartWithOneProgram(page.request, token());

    await page.goto('/checkout');
    const checkout = boundary(page, 'mfe-commerce');
    const steps = checkout.getByRole('list', { name: 'Checkout steps' });
    const step = (name: RegExp) =>
      steps.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

    await test.step("[S3-CHECKOUT-01] [S3-CHECKOUT-03] [S3-CHECKOUT-09] [S3-CHECKOUT-46] the 'Checkout' page, 'Back to cart', the billing step, review with 'Place Order'", async () => {
      await expect(checkout.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(checkout.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
      // the member has a default card and billing address: review comes up, the earlier steps saved
      await expect(step(/Review order/).getByRole('button', { name: 'Place Order' })).toBeVisible();
      // (the default card is the seeded Visa, or the card payment-card.spec saved as default when it ran
      // first on another worker: this journey chooses the Visa itself below)
      await expect(step(/Payment method/)).toContainText(/ending in \d{4}/);
      await expect(step(/Billing address/)).toContainText('1177 Avenue of the Americas');
      await expect(steps.getByRole('heading', { name: /Shipping address/ })).toHaveCount(0);
    });

    // a street of its own per run: the member's addresses stay from earlier runs
    const street = `${100 + (Date.now() % 9000)} Fifth Avenue`;
    const form = checkout.getByRole('form', { name: 'New address' });
    await test.step("[S3-CHECKOUT-36] [S3-CHECKOUT-37] [S3-ADDRESS-03] [S3-ADDRESS-13] Edit reopens billing; 'Add Address' with a bad ZIP gives 'Zip format is invalid.'", async () => {
      await step(/Billing address/)
        .getByRole('button', { name: 'Edit Billing address' })
        .click();
      await step(/Billing address/)
        .getByRole('button', { name: 'Add Address' })
        .click();
      await form.getByLabel('Type *').selectOption({ label: 'Home' });
      await form.getByLabel('Attention').fill('Riley Retail');
      await form.getByLabel('Address *', { exact: true }).fill(street);
      await form.getByLabel('City *').fill('New York');
      await form.getByLabel('State *').selectOption({ label: 'New York' });
      await form.getByLabel('ZIP *').fill('1011');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Zip format is invalid.')).toBeVisible();
    });

    await test.step("[S3-ADDRESS-25] [S3-CHECKOUT-41] a good ZIP saves with 'Address added'; 'Save billing address' keeps it", async () => {
      await form.getByLabel('ZIP *').fill('10118-0110');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Address added' })).toBeVisible();
      await expect(
        step(/Billing address/)
          .getByRole('radio', { name: new RegExp(street) })
          .first(),
      ).toBeChecked();
      await step(/Billing address/)
        .getByRole('button', { name: 'Save billing address' })
        .click();
      await expect(step(/Billing address/)).toContainText(`${street}, New York, NY 10118-0110`);
    });

    await test.step('the card: Edit, the stored Visa, saved', async () => {
      await step(/Payment method/)
        .getByRole('button', { name: 'Edit Payment method' })
        .click();
      await step(/Payment method/)
        .getByRole('radio', { name: /Visa ending in 1111/ })
        .check();
      await step(/Payment method/)
        .getByRole('button', { name: 'Save payment method' })
        .click();
      await expect(step(/Payment method/)).toContainText('Visa ending in 1111');
    });

    const orderCalls: string[] = [];
    let orderTotal = '';
    const orderNumber =
      await test.step('[S3-CHECKOUT-72] a double click on Place Order sends one order and goes to its confirmation url', async () => {
        const total = checkout.getByTestId('checkout-total');
        await expect(total).not.toHaveText('$0.00');
        orderTotal = await total.innerText();
        const placeOrder = step(/Review order/).getByRole('button', { name: 'Place Order' });
        await expect(placeOrder).toBeEnabled();
        page.on('request', (r) => {
          if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/commerce/checkout')
            orderCalls.push(r.headers()['idempotency-key'] ?? '');
        });
        await placeOrder.dblclick();
        await page.waitForURL(/\/order-confirmation\?orderNumber=W\d+$/);
        // a double click sends one order (and any retry carries the same key)
        expect(new Set(orderCalls).size).toBe(1);
        expect(orderCalls[0]).toMatch(/^[0-9a-f-]{36}$/);
        return new URL(page.url()).searchParams.get('orderNumber')!;
      });

    const confirmation = boundary(page, 'mfe-commerce');
    await test.step('[S3-ORDER-01] [S3-ORDER-02] [S3-ORDER-03] [S3-ORDER-10] the confirmation page loads the order of its orderNumber: its lines and total', async () => {
      await expect(
        confirmation.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
      ).toBeVisible();
      await expect(confirmation.getByTestId('order-number')).toHaveText(orderNumber);
      await expect(confirmation.getByRole('region', { name: 'Items' })).toContainText(program.title);
      await expect(confirmation.getByRole('region', { name: 'Order total' })).toContainText(orderTotal);
    });

    await test.step('exactly one new order, listed in the order history', async () => {
      const after = await apiJson<{ items: { orderNumber: string }[] }>(
        page.request,
        token(),
        'GET',
        '/commerce/orders',
      );
      expect(after.body.items.length).toBe(before.body.items.length + 1);
      expect(after.body.items.map((o) => o.orderNumber)).toContain(orderNumber);
      await confirmation.getByRole('link', { name: 'See all your orders' }).click();
      await expect(page).toHaveURL(/\/account\/profile\/order-history$/);
      const history = boundary(page, 'mfe-commerce');
      await expect(history.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
      await expect(history.getByRole('link', { name: `Order ${orderNumber}` })).toHaveAttribute(
        'href',
        `/order-confirmation?orderNumber=${orderNumber}`,
      );
      await expect(history.getByRole('row')).toHaveCount(after.body.items.length + 1);
    });

    await test.step('the program is in My Library at once', async () => {
      await page.goto('/account/library');
      const library = boundary(page, 'mfe-library');
      await expect(library.getByRole('article').filter({ hasText: program.title }).first()).toBeVisible();
    });
  });

  test('[S3-CHECKOUT-40] [S3-PAYMENT-43] a member pays with a new card typed into the hosted fields', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const token = await signInRetailWatchingToken(page);
    const before = await apiJson<{ items: unknown[] }>(page.request, token(), 'GET', '/commerce/orders');
    const program = await cartWithOneProgram(page.request, token());

    await page.goto('/checkout');
    const checkout = boundary(page, 'mfe-commerce');
    const steps = checkout.getByRole('list', { name: 'Checkout steps' });
    const payment = steps
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Payment method/ }) });
    await expect(steps.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await payment.getByRole('button', { name: 'Edit Payment method' }).click();
    await payment.getByRole('button', { name: 'Add payment method' }).click();
    const panel = payment.getByRole('region', { name: 'Add a new card' });
    const number = panel.frameLocator('iframe[title="Card number"]').getByLabel('Card number');
    const code = panel.frameLocator('iframe[title="Security code"]').getByLabel('Security code');
    await expect(number).toBeEditable();
    await number.pressSequentially(VISA.number);
    await code.pressSequentially(VISA.code);
    await panel.getByLabel('Cardholder name').fill('Riley Retail');
    await panel.getByLabel('Expiration month').selectOption('11');
    await panel.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 2));
    await panel.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Payment added')).toBeVisible();
    // the new card is chosen; saving the step returns to the review
    await expect(payment.getByRole('radio', { checked: true })).toHaveAccessibleName(/Visa ending in 4242/);
    await payment.getByRole('button', { name: 'Save payment method' }).click();
    await expect(payment).toContainText('Visa ending in 4242');

    await steps.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=W\d+$/);
    await expect(boundary(page, 'mfe-commerce').getByRole('region', { name: 'Items' })).toContainText(
      program.title,
    );
    const after = await apiJson<{ items: unknown[] }>(page.request, token(), 'GET', '/commerce/orders');
    expect(after.body.items.length).toBe(before.body.items.length + 1);
  });

  test('[S3-CHECKOUT-04] a visitor who is not signed in is sent to sign in', async ({ page }) => {
    await page.goto('/checkout');
    await expect.poll(() => new URL(page.url()).origin).toBe(identityOrigin);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('an unknown order number shows a clear message', async ({ page, expectApiErrors }) => {
    expectApiErrors([
      { status: 404, path: /^\/api\/commerce\/checkout\/order-confirmation\?orderNumber=W999999999$/ },
    ]);
    await page.goto('/');
    await signInFromHeader(page, USERS.retail);
    await page.goto('/order-confirmation?orderNumber=W999999999');
    await expect(boundary(page, 'mfe-commerce').getByRole('alert')).toHaveText(
      /We could not find order W999999999 in your account\./,
    );
  });
});
