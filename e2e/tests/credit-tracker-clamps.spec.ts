// The credit tracker's line clamps in Chromium against the real API, at phone and desktop widths: the
// retail member's California tracker shows the seeded long announcement ('California: how to report
// your compliance') clamped to 5 lines on a phone and 9 on a desktop, 9 and 16 with more content
// shown; every requirement message clamps to 4 lines. Lines are the box's height over its line height.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

const TRACKER = '/account/credit/credit-tracker';
const LONG_ANNOUNCEMENT = 'California: how to report your compliance';

/** The computed clamp, the lines shown and whether the text is cut. */
const clampOf = (el: Locator) =>
  el.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      clamp: style.getPropertyValue('-webkit-line-clamp'),
      lines: Math.round(node.clientHeight / parseFloat(style.lineHeight)),
      cut: node.scrollHeight > node.clientHeight + 1,
    };
  });

async function openCaliforniaTracker(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // sign in first: the tracker sends an anonymous visitor to sign in by itself
  await page.goto('/');
  await signInFromHeader(page, USERS.retail);
  await page.goto(TRACKER);
  const credit = boundary(page, 'mfe-credit');
  await credit
    .getByRole('navigation', { name: 'Licenses' })
    .getByRole('button', { name: 'California' })
    .click();
  await expect(credit.getByRole('heading', { level: 1, name: /California/ })).toBeVisible();
  return credit;
}

async function expectClamps(credit: Locator, collapsed: number, expanded: number) {
  const card = credit
    .getByRole('region', { name: 'Announcements' })
    .getByRole('listitem')
    .filter({ hasText: LONG_ANNOUNCEMENT });
  const body = card.getByTestId('announcement-body');
  await expect(body).toBeVisible();
  expect(await clampOf(body)).toEqual({ clamp: String(collapsed), lines: collapsed, cut: true });
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect(await clampOf(body)).toEqual({ clamp: String(expanded), lines: expanded, cut: true });
  await card.getByRole('button', { name: 'Show less' }).click();
  expect(await clampOf(body)).toEqual({ clamp: String(collapsed), lines: collapsed, cut: true });

  // S2-TRACKER-31: each requirement message shows at most 4 lines
  const messages = credit.getByTestId('requirement-message');
  await expect(messages.first()).toBeVisible();
  for (const m of await messages.all()) {
    const { clamp, lines } = await clampOf(m);
    expect(clamp).toBe('4');
    expect(lines).toBeLessThanOrEqual(4);
  }
}

test.describe('credit tracker line clamps', () => {
  test('[S2-TRACKER-44] [S2-TRACKER-31] [S2-CONST-01] on a phone an announcement clamps to 5 lines, 9 with more shown; the title ends in " - PLI"', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const credit = await openCaliforniaTracker(page, 390);
    await expect(page).toHaveTitle(/\S - PLI$/);
    await expectClamps(credit, 5, 9);
  });

  test('[S2-TRACKER-45] [S2-TRACKER-31] on a desktop an announcement clamps to 9 lines, 16 with more shown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const credit = await openCaliforniaTracker(page, 1280);
    await expectClamps(credit, 9, 16);
  });
});
