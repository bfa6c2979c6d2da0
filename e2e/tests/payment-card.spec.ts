// Cards through hosted fields, in Chromium on the composed site (shell, mfe-commerce, API, identity and
// the payment sandbox on its own origin): the retail member opens Payment Methods from the account
// menu's link, sees the saved cards, adds one by typing into the sandbox's iframes, and finds it listed.
// Every request the page makes to the site's own origin is recorded: none carries the card number.
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary, siteOrigin } from '../support/site';

const PAGE = '/account/payment-methods';
const PAYMENT_ORIGIN = (process.env.PAYMENT_URL ?? 'http://localhost:4002').replace(/\/$/, '');
const AMEX = { number: '378282246310005', code: '1234', lastFour: '0005' };

test.describe('Payment methods: cards through hosted fields', () => {
  test('a card typed into the provider frames is saved and listed; its number never reaches the site', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // everything the page sends to the site's own origin (API calls included), with bodies
    const toSite: { url: string; body: string }[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin === siteOrigin)
        toSite.push({ url: req.url(), body: req.postData() ?? '' });
    });

    await page.goto(PAGE);
    await signInFromHeader(page, USERS.retail);
    const commerce = boundary(page, 'mfe-commerce');
    await expect(commerce.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    const radios = commerce.getByRole('radio');

    const amexBefore =
      await test.step('[S3-API-41] [S3-PAYMENT-01] [S3-PAYMENT-02] [S3-PAYMENT-03] the saved cards from the API: the default first and chosen; an expired card cannot be chosen', async () => {
        await expect(commerce.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveCount(1);
        await expect(radios.first()).toHaveAccessibleName(/· Default$/);
        await expect(radios.first()).toBeChecked();
        for (const expired of await commerce.getByRole('radio', { name: /Expired/ }).all())
          await expect(expired).toBeDisabled();
        expect(
          toSite.some((r) => new URL(r.url).pathname === '/api/user/payment-methods/credit-cards/tokens'),
        ).toBe(true);
        return commerce.getByRole('radio', { name: /American Express ending in 0005/ }).count();
      });

    const panel = commerce.getByRole('region', { name: 'Add a new card' });
    await test.step("[S3-PAYMENT-08] [S3-PAYMENT-09] [S3-PAYMENT-35] [S3-API-44] [S3-API-45] 'Add payment method' opens the 'Add a new card' panel after a capture context through the API", async () => {
      const contextAnswer = page.waitForResponse(
        (r) =>
          r.url() === `${siteOrigin}/api/commerce/payment/capture-context` && r.request().method() === 'POST',
      );
      await commerce.getByRole('button', { name: 'Add payment method' }).click();
      const context = (await (await contextAnswer).json()) as {
        scriptsource: string;
        integritytoken: string;
      };
      expect(context.scriptsource).toBe(`${PAYMENT_ORIGIN}/microform/v2/microform.js`);
      expect(context.integritytoken).toMatch(/^sha384-/);
      await expect(panel).toBeVisible();
    });

    const numberFrame = panel.frameLocator('iframe[title="Card number"]');
    const codeFrame = panel.frameLocator('iframe[title="Security code"]');
    const number = numberFrame.getByLabel('Card number');
    const code = codeFrame.getByLabel('Security code');
    await test.step('the fields are iframes from the sandbox origin', async () => {
      await expect(number).toBeEditable();
      const frameUrls = page
        .frames()
        .map((f) => f.url())
        .filter((u) => u.includes('/microform/v2/field.html'));
      expect(frameUrls).toHaveLength(2);
      for (const url of frameUrls) expect(new URL(url).origin).toBe(PAYMENT_ORIGIN);
    });

    await test.step("[S3-PAYMENT-17] [S3-PAYMENT-20] a wrong check digit is refused by the hosted field: 'Please enter a valid card number'", async () => {
      await number.pressSequentially('4111111111111112');
      await code.click();
      await expect(panel.getByText('Please enter a valid card number')).toBeVisible();
    });

    const madeDefault = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/credit-cards\/tokens\/\d+\/default$/.test(r.url()),
    );
    await test.step("[S3-PAYMENT-24] [S3-PAYMENT-27] [S3-PAYMENT-43] an American Express with its 4-digit code saves with tender id 6 and 'Payment added'", async () => {
      await number.fill('');
      await number.pressSequentially(AMEX.number);
      await code.pressSequentially(AMEX.code);
      await expect(panel.getByText('American Express', { exact: true })).toBeVisible();
      await expect(panel.getByText('Please enter a valid card number')).toBeHidden();
      await panel.getByLabel('Cardholder name').fill('Riley Retail');
      await panel.getByLabel('Expiration month').selectOption('10');
      await panel.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 3));
      const stored = page.waitForResponse(
        (r) =>
          r.url() === `${siteOrigin}/api/user/payment-methods/credit-cards/tokens` &&
          r.request().method() === 'POST',
      );
      await panel.getByRole('button', { name: 'Save card' }).click();
      const answer = await stored;
      expect(answer.status()).toBe(201);
      const card = (await answer.json()) as { creditCardNumber: string; tenderTypeId: number };
      expect(card.creditCardNumber).toBe(`***********${AMEX.lastFour}`);
      expect(card.tenderTypeId).toBe(6);
      await expect(page.getByText('Payment added')).toBeVisible();
      await expect(commerce.getByRole('radio', { name: /American Express ending in 0005/ })).toHaveCount(
        amexBefore + 1,
      );
      await expect(commerce.getByRole('region', { name: 'Add a new card' })).toBeHidden();
    });

    await test.step('[S3-PAYMENT-45] [S3-API-42] the card chosen on this page is made the default through the API, and leads the list', async () => {
      expect((await madeDefault).ok()).toBe(true);
      await expect(radios.first()).toHaveAccessibleName(/^American Express ending in 0005 .*· Default$/);
      await expect(radios.first()).toBeChecked();
    });

    await test.step('what the site saw: a transient token, never the number (plain or grouped), nor in the DOM', async () => {
      const storeRequest = toSite.find(
        (r) => r.url.endsWith('/api/user/payment-methods/credit-cards/tokens') && r.body,
      );
      expect(storeRequest?.body).toContain('"transientToken"');
      const grouped = AMEX.number.replace(/(\d{4})(?=\d)/g, '$1 ');
      for (const r of toSite) {
        expect(r.url + r.body).not.toContain(AMEX.number);
        expect(r.url + r.body).not.toContain(grouped);
        expect(r.url + r.body).not.toContain('4111111111111112');
      }
      expect(await page.content()).not.toContain(AMEX.number);
    });
  });
});
