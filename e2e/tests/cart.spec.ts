// The cart against the real API, signed in as the seeded retail member: add a program from its page
// (toast, header count, the upsell in the 628 px side panel), change the quantity (valid and over the
// maximum), a wrong and an expired promo code, a valid one and its removal, remove a line with Undo,
// reload and keep the cart. A purchased program offers Launch instead of Add to cart.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, submitLogin, USERS } from '../support/auth';
import { boundary } from '../support/site';

/** Seeded on-demand programs (api/src/seed): one the retail member does not own, one they bought. */
const PROGRAM = {
  code: '380007',
  url: '/programs/understanding-government-contracts-2027',
  title: 'Understanding Government Contracts 2027',
};
const PURCHASED = {
  url: '/programs/ethics-and-professional-responsibility-boot-camp-2026-2',
};

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

/** The cart page after the commerce remote answered with the user's cart. */
async function openCart(page: Page) {
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const commerce = boundary(page, 'mfe-commerce');
  await expect(commerce.getByRole('heading', { level: 1, name: /^My Cart \(\d+\)$/ })).toBeVisible();
  await expect(commerce.getByRole('region', { name: 'Order summary' })).toBeVisible();
  return commerce;
}

/** Earlier runs share the database: start from an empty cart, through the page's own Remove buttons. */
async function emptyCart(page: Page) {
  const commerce = await openCart(page);
  const remove = commerce.getByRole('button', { name: /^Remove (?!promo)/ });
  for (let left = await remove.count(); left > 0; left--) {
    const done = page.waitForResponse((r) => r.url().endsWith('/api/commerce/carts/delete'));
    await remove.first().click();
    expect((await done).status()).toBe(200);
    // the cart redraws once its answer has rendered: the next Remove is then a live line's
    await expect(remove).toHaveCount(left - 1);
  }
  await expect(commerce.getByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
}

test.describe('cart', () => {
  test('a program goes into the cart from its page and the cart is edited against the real API', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PROGRAM.url);
    await signInFromHeader(page, USERS.retail);
    await emptyCart(page);

    await test.step("[S3-ERRORS-15] Add to cart on the program's page: the toast names the title cut to 30 characters and offers View In Cart", async () => {
      // add from the product page (client-side navigation: the session stays in memory)
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${PROGRAM.url}$`));
      const product = boundary(page, 'mfe-product');
      const add = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/commerce/carts'),
      );
      await product.getByRole('button', { name: 'Add to cart' }).first().click();
      expect((await add).status()).toBe(200);
      const toastText = `"${PROGRAM.title.slice(0, 30)}"... added to cart.`;
      const toast = page.locator('[data-toast-type="confirmation"]').filter({ hasText: toastText }).last();
      await expect(toast).toBeVisible();
      await expect(toast.getByRole('button', { name: 'View In Cart' })).toBeAttached();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    });

    await test.step('[S3-CART-06] [S3-CART-15] [S3-UPSELL-01] [S3-UPSELL-08] [S3-UPSELL-22] the add opens the side panel with the cart and, for a retail member with a program last, the membership upsell', async () => {
      const panel = page.getByRole('dialog', { name: 'My Cart (1)' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: /^Add to cart • \$2,495\.00 \/ yr$/ })).toBeVisible();
      await expect(panel.getByText(PROGRAM.title)).toBeVisible();
    });

    await test.step('[S3-CART-07] [S1-CHROME-39] the side panel is 628 px wide on a 1280 px screen', async () => {
      const panel = page.getByRole('dialog', { name: 'My Cart (1)' });
      expect((await panel.boundingBox())?.width).toBe(628);
    });

    await test.step("[S3-UPSELL-23] [S3-UPSELL-09] 'No, thanks' declines the upsell and closes the panel", async () => {
      const panel = page.getByRole('dialog', { name: 'My Cart (1)' });
      await panel.getByRole('button', { name: 'No, thanks' }).click();
      await expect(panel).toBeHidden();
    });

    const commerce =
      await test.step('[S3-CART-14] [S3-CART-01] [S3-CART-02] [S3-CART-03] [S3-CART-05] the header cart link opens the cart: heading with the count, the line, the summary, Checkout', async () => {
        const cart = await openCart(page);
        await expect(cart.getByRole('heading', { level: 1, name: 'My Cart (1)' })).toBeVisible();
        await expect(cart.getByRole('link', { name: PROGRAM.title })).toBeVisible();
        await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
        return cart;
      });
    const quantity = commerce.getByRole('textbox', { name: `Quantity of ${PROGRAM.title}` });

    await test.step('[S3-CART-17] [S3-CART-21] [S3-CART-22] a quantity over the maximum, left on blur, is refused naming the maximum, and nothing is sent', async () => {
      await quantity.fill('99');
      await quantity.press('Tab');
      await expect(commerce.getByRole('alert').filter({ hasText: 'Invalid quantity.' })).toContainText(
        /Contact us at \(800\) 260-4754 if you wish to purchase \d+ or more\./,
      );
      await expect(commerce.getByRole('heading', { level: 1, name: 'My Cart (1)' })).toBeVisible();
    });

    await test.step('[S3-CART-18] [S3-CART-28] [S3-CART-35] a valid quantity applies on Enter: the server updates the line and the header count follows', async () => {
      const put = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/commerce/carts'),
      );
      await quantity.fill('3');
      await quantity.press('Enter');
      expect((await put).status()).toBe(200);
      await expect(commerce.getByRole('heading', { level: 1, name: 'My Cart (3)' })).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    });
    const total = commerce.locator('[data-summary-row="total"] dd');
    const fullTotal = await total.innerText();
    const promo = commerce.getByRole('textbox', { name: 'Enter a promo code' });

    await test.step("[S3-PROMO-05] [S3-PROMO-11] [S3-PROMO-13] a wrong promo code: 'Promo code is incorrect or expired.' inline, the box keeps the code", async () => {
      await commerce.getByRole('button', { name: /^Promo code/ }).click();
      await promo.fill('wrong-12345');
      await expect(promo).toHaveValue('wron g12345');
      await commerce.getByRole('button', { name: 'Apply' }).click();
      await expect(
        commerce.getByRole('alert').filter({ hasText: 'Promo code is incorrect or expired.' }),
      ).toBeVisible();
      await expect(promo).toHaveValue('wron g12345');
    });

    await test.step('[S3-PROMO-10] a valid promo code shows the success message and a discount', async () => {
      await promo.fill('save20pct');
      await commerce.getByRole('button', { name: 'Apply' }).click();
      await expect(
        commerce.getByRole('status').filter({ hasText: /Promo code SAVE 20PCT applied\./ }),
      ).toBeVisible();
      await expect(total).not.toHaveText(fullTotal);
    });

    await test.step("[S3-PROMO-14] [S3-PROMO-16] removing the promo code calls the API, shows 'Promo code removed.' and restores the total", async () => {
      const removePromo = page.waitForResponse(
        (r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/commerce/carts/promo-code'),
      );
      await commerce.getByRole('button', { name: 'Remove promo code' }).click();
      expect((await removePromo).status()).toBe(200);
      await expect(
        page.locator('[data-toast-type="confirmation"]').filter({ hasText: 'Promo code removed.' }).last(),
      ).toBeVisible();
      await expect(total).toHaveText(fullTotal);
    });

    const kept =
      await test.step("[S3-CART-29] [S3-CART-30] [S3-CART-31] removing the line shows 'Item removed' with Undo, which puts it back", async () => {
        await commerce.getByRole('button', { name: `Remove ${PROGRAM.title}` }).click();
        await expect(commerce.getByRole('heading', { level: 1, name: 'My Cart (0)' })).toBeVisible();
        // the newest 'Item removed' (emptying the cart may have left earlier ones on screen)
        const removed = page
          .locator('[data-toast-type="confirmation"]')
          .filter({ hasText: 'Item removed' })
          .last();
        await expect(removed).toBeVisible();
        await removed.getByRole('button', { name: 'Undo' }).click();
        await expect(commerce.getByRole('link', { name: PROGRAM.title })).toBeVisible();
        await expect(
          commerce.getByRole('heading', { level: 1, name: /^My Cart \([1-9]\d*\)$/ }),
        ).toBeVisible();
        return commerce.getByRole('heading', { level: 1 }).innerText();
      });

    await test.step('a reload keeps the cart (it lives on the server, per user)', async () => {
      await page.reload();
      await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
      await expect(
        boundary(page, 'mfe-commerce').getByRole('heading', { level: 1, name: kept }),
      ).toBeVisible();
      await expect(boundary(page, 'mfe-commerce').getByRole('link', { name: PROGRAM.title })).toBeVisible();
    });
  });

  test('[S3-PANEL-35] [S3-ROLES-15] a purchased program offers Launch instead of Add to cart', async ({
    page,
  }) => {
    await page.goto(PURCHASED.url);
    await signInFromHeader(page, USERS.retail);
    const product = boundary(page, 'mfe-product');
    await expect(product.getByRole('button', { name: 'Launch' }).first()).toBeVisible();
    await expect(product.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('[S1-AUTH-17] [S1-AUTH-19] [S1-AUTH-20] an anonymous Add to cart is replayed after sign-in and ends in successAction', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(PROGRAM.url);
    const product = boundary(page, 'mfe-product');
    await expect(product.getByText('You will be asked to sign in first.').first()).toBeVisible();
    const replayed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/commerce/carts'),
    );
    await product.getByRole('button', { name: 'Add to cart' }).first().click();
    await submitLogin(page, USERS.retail);
    expect((await replayed).status()).toBe(200);
    // the page comes back with the marker, shows its message once and takes it out of the URL
    let marked: URL | undefined;
    await page.waitForURL((url) => {
      if (url.pathname === PROGRAM.url && url.searchParams.has('successAction')) marked = url;
      return Boolean(marked);
    });
    expect(marked!.searchParams.get('successAction')).toBe('AddToCart');
    expect(marked!.searchParams.get('program')).toBe(PROGRAM.code);
    await expect(page.getByText('The item was added to your cart.')).toBeVisible();
    await expect(page).not.toHaveURL(/successAction|program=/);
    // after the reload the header counts the replayed item, and the cart holds the program
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();
    const commerce = await openCart(page);
    await expect(commerce.getByRole('link', { name: PROGRAM.title })).toBeVisible();
  });
});
