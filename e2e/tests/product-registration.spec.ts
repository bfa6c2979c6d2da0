// Registering for a live program on its product page, against the real API and database: the
// Registrations tab, changing to another way to attend (three steps) and canceling, with the spec's
// toasts; the registration puts the program in My Library and canceling takes it out.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

interface Variant {
  code: string;
  pk: string;
  url: string;
  price: number;
  retail: boolean;
  format: string;
  eventStartDate: string | null;
  searchableType: string;
}

/**
 * A free program with two ways to attend still to come, from the seeded catalogue ('Practical Guide to
 * Executive Compensation 2027': two groupcasts in 2027). Found through the product API, so the test
 * fails loudly if the seed ever stops offering one.
 */
async function freeProgramWithTwoDates(page: Page): Promise<[Variant, Variant]> {
  const res = await page.request.get('/api/product/380854');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { catalogRelations: { programVariants: Variant[] } };
  const soon = Date.now() + 2 * 86_400_000;
  const free = body.catalogRelations.programVariants.filter(
    (v) =>
      v.searchableType === 'liveprogram' &&
      (v.price === 0 || !v.retail) &&
      v.eventStartDate !== null &&
      Date.parse(v.eventStartDate) > soon,
  );
  expect(free.length, 'two free dates of one program still to come').toBeGreaterThanOrEqual(2);
  return [free[0]!, free[1]!];
}

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data !== undefined ? { data } : {}),
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
}
const upcomingPks = async (page: Page, token: string) =>
  (
    await api<{ registrations: { pk: string; sk: string }[] }>(
      page,
      token,
      'GET',
      '/registration/upcoming-registrations',
    )
  ).registrations;
const inLibrary = async (page: Page, token: string, pk: string) =>
  (
    await api<{ items: { pk: string; isPurchased?: boolean }[] }>(
      page,
      token,
      'GET',
      `/user/library/by-itemPks?itemPks=${pk}&includeArchived=true&includeFavorites=true`,
    )
  ).items.find((i) => i.pk === pk) ?? null;

test.describe('Registration on a live program page', () => {
  test('[S1-AUTH-32] a member registers, sees the Registrations tab, changes to another date and cancels', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tokens = recordTokens(page);
    const [first, second] = await freeProgramWithTwoDates(page);
    await page.goto(first.url);
    await signInFromHeader(page, USERS.im);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const token = tokens.at(-1)!;
    // a clean start (a run stopped half-way may have left a registration)
    for (const r of await upcomingPks(page, token))
      if (r.pk === first.pk || r.pk === second.pk)
        await api(page, token, 'POST', '/registration/program-cancel', { itemSk: r.sk });
    await page.reload();
    // the registration writes the page makes, in order
    const writes: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path.startsWith('/api/registration')) writes.push(path);
    });

    const panel = boundary(page, 'mfe-product').getByRole('region', { name: 'Registration and purchase' });
    await test.step('[S3-PANEL-04] with no registration there is no Registrations tab', async () => {
      await expect(panel.getByRole('tab', { name: 'Registrations' })).toHaveCount(0);
    });

    await test.step("[S3-PANEL-14] [S3-API-09] [S3-ERRORS-12] [S3-PANEL-08] [S3-API-07] Register: the real POST, 'Registered', the Registrations tab selected", async () => {
      const posted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/registration',
      );
      await panel.getByRole('button', { name: 'Register', exact: true }).click();
      expect((await posted).status()).toBe(200);
      // the toast reads exactly 'Registered' (beside its close button)
      await expect(
        page.getByRole('status').filter({ has: page.getByText('Registered', { exact: true }) }),
      ).toBeVisible();
      await expect(panel.getByRole('tab', { name: 'Registrations' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(panel.getByText('Registered, Groupcast')).toBeVisible();
      expect((await upcomingPks(page, token)).map((r) => r.pk)).toContain(first.pk);
      expect(await inLibrary(page, token, first.pk)).toMatchObject({ isPurchased: true });
    });

    await test.step('[S3-PANEL-32] the registered date shows no price any more', async () => {
      await panel.getByRole('tab', { name: 'Ways to attend' }).click();
      const registeredOption = panel.locator('label').filter({ hasText: 'Registered' });
      await expect(registeredOption).toBeVisible();
      await expect(registeredOption).not.toContainText('$');
      await panel.getByRole('tab', { name: 'Registrations' }).click();
    });

    await test.step('[S3-REG-11] [S3-API-08] [S3-REG-01] [S3-REG-02] [S3-REG-03] cancellability is checked; step 0 offers the other dates only', async () => {
      const checked = page.waitForResponse((r) =>
        r.url().includes('/api/registration/program-cancel?itemSk='),
      );
      await panel.getByRole('button', { name: 'Change or cancel registration' }).click();
      expect((await checked).status()).toBe(200);
      await expect(panel.getByRole('heading', { name: 'Choose another way to attend' })).toBeVisible();
      const others = panel.getByRole('radio');
      await expect(others.first()).toBeVisible();
      await expect(others.and(page.locator(`[value="${first.code}"]`))).toHaveCount(0);
      await others.and(page.locator(`[value="${second.code}"]`)).check();
    });

    await test.step("[S3-REG-05] [S3-REG-09] [S3-REG-10] [S3-ERRORS-13] step 1 confirms the change: cancel, then register; 'Registration updated'", async () => {
      await panel.getByRole('button', { name: 'Change registration' }).click();
      await expect(panel.getByRole('heading', { name: 'Confirm change' })).toBeVisible();
      writes.length = 0;
      await panel.getByRole('button', { name: 'Confirm change' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Registration updated' })).toBeVisible();
      expect(writes).toEqual(['/api/registration/program-cancel', '/api/registration']);
      await expect
        .poll(async () =>
          (await upcomingPks(page, token))
            .map((r) => r.pk)
            .filter((pk) => pk === first.pk || pk === second.pk),
        )
        .toEqual([second.pk]);
      expect(await inLibrary(page, token, first.pk)).toBeNull();
      expect(await inLibrary(page, token, second.pk)).toMatchObject({ isPurchased: true });
    });

    await test.step("[S3-REG-06] [S3-API-10] [S3-ERRORS-14] step 2 confirms the cancellation: 'Registration canceled', the tab goes, My Library no longer has it", async () => {
      await panel.getByRole('button', { name: 'Change or cancel registration' }).click();
      await panel.getByRole('button', { name: 'Cancel registration' }).click();
      await expect(panel.getByRole('heading', { name: 'Confirm cancellation' })).toBeVisible();
      await panel.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Registration canceled' })).toBeVisible();
      await expect(panel.getByRole('tab', { name: 'Registrations' })).toHaveCount(0);
      expect((await upcomingPks(page, token)).map((r) => r.pk)).not.toContain(second.pk);
      expect(await inLibrary(page, token, second.pk)).toBeNull();
    });
  });

  test('[S3-ROLES-04] [S3-ROLES-05] an anonymous visitor who presses Register is sent to sign in; no registration call is made', async ({
    page,
  }) => {
    const [first] = await freeProgramWithTwoDates(page);
    const registrations: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/registration')) registrations.push(r.url());
    });
    await page.goto(first.url);
    const panel = boundary(page, 'mfe-product').getByRole('region', { name: 'Registration and purchase' });
    await expect(panel.getByText('You will be asked to sign in first.')).toBeVisible();
    await panel.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(registrations).toEqual([]);
  });
});
