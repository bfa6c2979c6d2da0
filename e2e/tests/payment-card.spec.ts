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
  test('[S3-PAYMENT-01][S3-PAYMENT-02][S3-PAYMENT-03][S3-PAYMENT-08][S3-PAYMENT-09][S3-PAYMENT-17][S3-PAYMENT-20][S3-PAYMENT-24][S3-PAYMENT-27][S3-PAYMENT-35][S3-PAYMENT-43][S3-PAYMENT-45][S3-API-41][S3-API-42][S3-API-44][S3-API-45] a card typed into the provider frames is saved and listed; its number never reaches the site', async ({
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

    // the saved cards (the seed's Visa among them): the default first and chosen; an expired card
    // cannot be chosen
    const radios = commerce.getByRole('radio');
    await expect(commerce.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveCount(1);
    await expect(radios.first()).toHaveAccessibleName(/· Default$/);
    await expect(radios.first()).toBeChecked();
    for (const expired of await commerce.getByRole('radio', { name: /Expired/ }).all())
      await expect(expired).toBeDisabled();
    const amexBefore = await commerce.getByRole('radio', { name: /American Express ending in 0005/ }).count();

    // Add payment method: the capture context comes through the API, the fields from the sandbox origin
    const contextAnswer = page.waitForResponse(
      (r) =>
        r.url() === `${siteOrigin}/api/commerce/payment/capture-context` && r.request().method() === 'POST',
    );
    await commerce.getByRole('button', { name: 'Add payment method' }).click();
    const panel = commerce.getByRole('region', { name: 'Add a new card' });
    const context = (await (await contextAnswer).json()) as { scriptsource: string; integritytoken: string };
    expect(context.scriptsource).toBe(`${PAYMENT_ORIGIN}/microform/v2/microform.js`);
    expect(context.integritytoken).toMatch(/^sha384-/);

    const numberFrame = panel.frameLocator('iframe[title="Card number"]');
    const codeFrame = panel.frameLocator('iframe[title="Security code"]');
    const number = numberFrame.getByLabel('Card number');
    const code = codeFrame.getByLabel('Security code');
    await expect(number).toBeEditable();
    const frameUrls = page
      .frames()
      .map((f) => f.url())
      .filter((u) => u.includes('/microform/v2/field.html'));
    expect(frameUrls).toHaveLength(2);
    for (const url of frameUrls) expect(new URL(url).origin).toBe(PAYMENT_ORIGIN);

    // a wrong check digit is refused by the hosted field (message shown by the site, no digits given to it)
    await number.pressSequentially('4111111111111112');
    await code.click();
    await expect(panel.getByText('Please enter a valid card number')).toBeVisible();

    // the real card: an American Express with its 4-digit security code
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
    // on this page the card chosen is the default one: the card just added is chosen, so it leads the list
    await expect(radios.first()).toHaveAccessibleName(/^American Express ending in 0005 .*· Default$/);
    await expect(radios.first()).toBeChecked();

    // what the site's origin saw: a transient token, never the number (plain or grouped)
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
    // nor the page's own DOM: the digits live only inside the provider's frames
    expect(await page.content()).not.toContain(AMEX.number);
  });
});
