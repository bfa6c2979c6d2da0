// A visitor reaches every credit-info page from the home page (no redirect to '/'), each rendered by
// mfe-credit from the real API: the river page, the jurisdiction page's breadcrumb and header links,
// the credit class page and its credit type and format pages, rule changes; and the request-a-quote modal.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary, expectShellChrome } from '../support/site';

async function home(page: Page) {
  await page.goto('/');
  await expectShellChrome(page);
}
const credit = (page: Page) => boundary(page, 'mfe-credit');

test.describe('credit-info pages from the home page', () => {
  test('[S2-CREDITINFO-22] [S2-CREDITINFO-23] [S2-CREDITINFO-24] [S2-CREDITINFO-25] the footer link opens the river page: one tab per visible child, activeTab picks one', async ({
    page,
  }) => {
    await home(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'CLE requirements' }).click();
    await expect(page).toHaveURL(/\/credit-info$/);
    const view = credit(page);
    await expect(
      view.getByRole('heading', { level: 1, name: 'CLE Requirements by Jurisdiction' }),
    ).toBeVisible();
    const tabs = view.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveText('Alabama');
    expect(await tabs.count()).toBeGreaterThanOrEqual(51);
    await expect(view.getByRole('tab', { name: /Territories/ })).toHaveCount(0);
    await view.getByRole('tab', { name: 'New York', exact: true }).click();
    await expect(page).toHaveURL(/activeTab=new-york/);
    await page.reload();
    await expect(credit(page).getByRole('tab', { name: 'New York', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = credit(page).getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'New York CLE Requirements' })).toBeVisible();
    await panel.getByRole('link', { name: 'Read the full New York CLE Requirements' }).click();
    await expect(page).toHaveURL(/\/credit-info\/new-york$/);
    await expect(credit(page).getByRole('heading', { level: 1 })).toHaveText(
      'New York Attorney CLE Requirements',
    );
  });

  test('from CLE Credit: breadcrumb to the river, New York Transitional to its credit class page, then a credit type and a format page', async ({
    page,
  }) => {
    await home(page);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'CLE Credit' }).click();
    await expect(credit(page).getByRole('heading', { level: 1 })).toHaveText(
      'New York Attorney CLE Requirements',
    );
    await test.step('[S2-CREDITINFO-03] the jurisdiction page breadcrumb leads to the river', async () => {
      await credit(page)
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'CLE Requirements by Jurisdiction' })
        .click();
      await expect(page).toHaveURL(/\/credit-info$/);
      await expect(credit(page).getByRole('tab').first()).toBeVisible();
      await page.goBack();
    });
    await test.step('[S2-CREDITINFO-05] a header link leads to New York Transitional', async () => {
      await credit(page)
        .getByRole('list', { name: 'Related links' })
        .getByRole('link', { name: /New York Transitional/ })
        .click();
      await expect(page).toHaveURL(/\/credit-info\/new-york-transitional$/);
    });
    const view = credit(page);
    const topics = view.getByRole('region', { name: /Topics for/ });
    await test.step('[S2-CREDITINFO-14] [S2-CREDITINFO-15] the credit class page: its main content and its child pages', async () => {
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(
        'New York Transitional (Newly Admitted) Attorneys',
      );
      await expect(view.getByRole('region', { name: 'Main content' })).toContainText(
        'About New York Transitional',
      );
      await expect(topics.getByRole('link')).toHaveCount(5);
    });
    await test.step("[S2-CREDITINFO-17] [S2-CREDITINFO-18] [S2-CREDITINFO-19] [S2-CREDITINFO-20] [S2-CREDITINFO-21] a credit type page: '{page} for {parent}', approval, panel messages, header link", async () => {
      await topics.getByRole('link', { name: 'Skills' }).click();
      await expect(page).toHaveURL(/new-york-transitional\/skills$/);
      await expect(credit(page).getByRole('heading', { level: 1 })).toHaveText(
        'Skills for New York Transitional (Newly Admitted) Attorneys',
      );
      await expect(credit(page).getByRole('note', { name: 'Approval' })).toContainText('Accredited Provider');
      await expect(credit(page).getByRole('heading', { name: 'What you need to know' })).toBeVisible();
      await expect(credit(page).getByRole('link', { name: 'Find skills programs' })).toHaveAttribute(
        'href',
        /\/search\?.*jurisdictions=NY.*creditType=SKL/,
      );
    });
    await test.step("[S2-CREDITINFO-16] a credit format page: '{page} for {parent}'", async () => {
      await credit(page)
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: /New York Transitional/ })
        .click();
      await credit(page)
        .getByRole('region', { name: /Topics for/ })
        .getByRole('link', { name: 'On-Demand Programs' })
        .click();
      await expect(credit(page).getByRole('heading', { level: 1 })).toHaveText(
        'On-Demand Programs for New York Transitional (Newly Admitted) Attorneys',
      );
    });
  });

  test('[S2-CREDITINFO-26] [S2-CREDITINFO-27] the river call-out leads to rule changes: recent changes, Current Orders and Expired Orders', async ({
    page,
  }) => {
    await home(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'CLE requirements' }).click();
    await credit(page)
      .getByRole('list', { name: 'Credit call-outs' })
      .getByRole('link', { name: 'See recent rule changes' })
      .click();
    await expect(page).toHaveURL(/\/credit-info\/rule-changes$/);
    const view = credit(page);
    await expect(view.getByRole('heading', { level: 1, name: 'Recent Rule Changes' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Recent rule changes', exact: true })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Current Orders' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Expired Orders' })).toBeVisible();
    await expect(view.getByText('Remote CLE for newly admitted attorneys')).toBeVisible();
  });
});

test.describe('the jurisdiction page address', () => {
  test('[S2-CREDITINFO-13] a visitor who leaves before the 500 ms restore keeps the address of the page they went to', async ({
    page,
  }) => {
    // The next page's content answers slowly: the router keeps the credit page mounted while it loads,
    // past the moment the restore fires.
    await page.route(
      (url) => url.pathname === '/api/content' && url.searchParams.get('url') === '/podcasts',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto('/credit-info/new-york');
    await expect(credit(page).getByRole('heading', { level: 1 })).toContainText('New York');
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Podcasts' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await page.waitForTimeout(600); // past the restore's 500 ms, counted from the credit page's mount
    await expect(page).toHaveURL(/\/podcasts$/);
  });
});

test.describe('request a quote', () => {
  test('[S2-QUOTE-01] steps, messages, a stored submission and the hand-off to the form handler of the step', async ({
    page,
  }) => {
    await page.goto('/membership/request-a-quote');
    await credit(page).getByRole('button', { name: 'Request a quote' }).click();
    const dialog = page.getByRole('dialog');
    await test.step('[S2-QUOTE-05] [S2-QUOTE-10] step 1 shows its indicator and no Back', async () => {
      await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    });
    await test.step('[S2-VALID-17] the phone number is formatted as (xxx) xxx-xxxx', async () => {
      await dialog.getByLabel('First name').fill('Dana');
      await dialog.getByLabel('Last name').fill('Quinn');
      await dialog.getByLabel('Email').fill('dana-at-example');
      await dialog.getByLabel('Phone').fill('2125550199');
      await expect(dialog.getByLabel('Phone')).toHaveValue('(212) 555-0199');
    });
    await test.step("[S2-VALID-15] [S2-QUOTE-08] a bad email: 'Please enter a valid email' and the step's error message", async () => {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
      await expect(dialog.getByText('Please correct the highlighted fields.')).toBeVisible();
    });
    await test.step('[S2-QUOTE-07] [S2-QUOTE-09] Next moves to step 2', async () => {
      await dialog.getByLabel('Email').fill('dana@example.com');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    });
    await test.step("[S2-VALID-13] [S2-QUOTE-11] a bad zip gives 'Zip format is invalid.'; empty dropdowns say Required", async () => {
      await dialog.getByLabel('Organisation (required)').fill('Quinn LLP');
      await dialog.getByLabel('Zip code').fill('1001');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Zip format is invalid.')).toBeVisible();
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);
    });
    await test.step('[S2-QUOTE-10] Back from step 2 goes to step 1', async () => {
      await dialog.getByRole('button', { name: 'Back' }).click();
      await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
      await dialog.getByRole('button', { name: 'Next' }).click();
    });
    await test.step('[S2-QUOTE-07] [S2-QUOTE-15] [S2-API-80] Submit on the last step stores it, hands it to the form handler and shows the success message', async () => {
      await dialog.getByLabel('Organisation type').selectOption('Law firm');
      await dialog.getByLabel('Number of attorneys').selectOption('11-50');
      await dialog.getByLabel('Zip code').fill('10019');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
      const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel('Preferred start date').fill(future);
      const posted = page.waitForResponse((r) => r.url().endsWith('/api/form/post'));
      const handed = page.waitForRequest((r) => r.url().endsWith('/api/form/handler/request-a-quote'));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      expect((await posted).status()).toBe(201);
      // the same data, url-encoded, to the submitting step's form handler (the API keeps it: 204)
      const handoff = await handed;
      expect(handoff.method()).toBe('POST');
      const sent = new URLSearchParams(handoff.postData() ?? '');
      expect(sent.get('formId')).toBe('request-a-quote');
      expect(sent.get('email')).toBe('dana@example.com');
      expect((await handoff.response())?.status()).toBe(204);
      await expect(dialog.getByRole('status')).toHaveText(/Thank you\. Your quote request was received/);
    });
  });
});
