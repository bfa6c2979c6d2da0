// Product links and content against the real API and seed: a card's Launch goes through the shell's
// authenticated product redirect (GET /product-link-auth/{id}) and replaces the history entry; a
// podcast episode shows its editor content areas (migration 024); a purchased digital book is read on
// PLI PLUS through the plus-content redirect.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

const main = (page: Page) => boundary(page, 'mfe-product');

interface Variant {
  code: string;
  url: string;
}
interface ContentArea {
  heading: string | null;
  paragraphs: string[];
}
interface Answer {
  variation: Variant & { displayName: string; bookFormat?: string | null };
  podcastContent?: Record<string, ContentArea | number | null> | null;
}

async function product(page: Page, code: string): Promise<Answer> {
  const res = await page.request.get(`/api/product/${code}`);
  expect(res.status(), `GET /api/product/${code}`).toBe(200);
  return (await res.json()) as Answer;
}

const MOBILE = { width: 390, height: 900 };

/** Opens the more-options menu of the first card in the home page's 'Upcoming live programs' row. */
async function openFirstCardMenu(page: Page) {
  const button = page
    .getByRole('region', { name: 'Upcoming live programs' })
    .getByRole('button', { name: /^More options for / })
    .first();
  await button.click();
  return button;
}

test.describe('links through the authenticated product redirect', () => {
  test('[S3-API-13] [S3-PANEL-53] [S1-ROUTES-08] [S1-ROUTES-09] [S1-ROUTES-10] a signed-in member’s card Launch looks the page up with the token, keeps the query and replaces the history entry', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await signInFromHeader(page, USERS.retail);
    await page.setViewportSize(MOBILE);
    const row = page.getByRole('region', { name: 'Upcoming live programs' });
    const menuButton = row.getByRole('button', { name: /^More options for / }).first();
    await expect(menuButton).toBeVisible();
    const title = (await menuButton.getAttribute('aria-label'))!.replace(/^More options for /, '');
    await menuButton.click();
    const menu = page.getByRole('menu', { name: `Options for ${title}` });
    await expect(menu.getByRole('menuitem')).toHaveText(['Launch', 'Show more like this']);
    const launch = menu.getByRole('menuitem', { name: 'Launch' });
    const href = (await launch.getAttribute('href'))!;
    expect(href).toMatch(/^\/product-auth\/[^/?]+\?action=StartWatching$/);
    const code = decodeURIComponent(href.split('/')[2]!.split('?')[0]!);

    // the signed-in lookup (with the bearer token) names the page; the site navigates inside itself
    const lookup = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/product-link-auth/${code}`,
    );
    await launch.click();
    const answer = await lookup;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);
    const { url } = (await answer.json()) as { url: string };
    await page.waitForURL((u) => u.pathname === url);
    // the query string is kept: the panel is asked to start watching
    expect(new URL(page.url()).search).toBe('?action=StartWatching');
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();

    // the redirect replaced its own history entry: Back goes straight home
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('[S1-ROUTES-08] an anonymous visitor who chooses a card’s Launch is sent to sign in first', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await openFirstCardMenu(page);
    await page.getByRole('menuitem', { name: 'Launch' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('[S3-PANEL-54] [S3-PANEL-53] [S3-API-22] on a large screen the card menu offers Show more like this only, which follows the API’s redirect', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const button = await openFirstCardMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Show more like this']);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole('menuitem', { name: 'Show more like this' }).click();
    await page.waitForURL((u) => u.pathname === '/search');
  });
});

test.describe('podcast episode content', () => {
  test('[S3-PDP-74] [S3-PDP-75] [S3-PDP-82] [S3-PDP-83] [S3-DATA-18] an episode shows the pre- and post-overview areas around the overview, content areas with the push area, and the bottom of the page', async ({
    page,
  }) => {
    // the home page's 'Latest podcast episodes' feed
    const res = await page.request.get('/api/content-row/feed?tab=Podcasts&sort=newest');
    expect(res.status()).toBe(200);
    const hits = ((await res.json()) as { searchResults: { searchResultsItems: { productCode: string }[] } })
      .searchResults.searchResultsItems;
    let episode: Answer | null = null;
    for (const h of hits) {
      const p = await product(page, h.productCode);
      if (p.podcastContent?.postOverviewContentArea && p.podcastContent.contentArea4) {
        episode = p;
        break;
      }
    }
    expect(episode, 'an episode with a post-overview area and content area 4').toBeTruthy();
    const content = episode!.podcastContent! as Record<string, ContentArea | null> & {
      pushAreaPosition: number | null;
    };
    await page.goto(episode!.variation.url);
    await expect(
      main(page).getByRole('heading', { level: 1, name: episode!.variation.displayName }),
    ).toBeVisible();

    // the order on the page: pre-overview, Episode overview, post-overview, then areas 1-4 with the push area
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('[data-content-area], #episode-overview')].map(
        (el) => el.getAttribute('data-content-area') ?? el.id,
      ),
    );
    // the push area goes before content area N (pushAreaPosition, 1 when unset); empty areas are left out
    const slots: string[] = ['contentArea1', 'contentArea2', 'contentArea3', 'contentArea4'];
    slots.splice((content.pushAreaPosition ?? 1) - 1, 0, 'podcastContentArea');
    const withPush = slots.filter((slot) => content[slot]);
    expect(order).toEqual([
      'preOverviewContentArea',
      'episode-overview',
      'postOverviewContentArea',
      ...withPush,
      'bottomPageContent',
    ]);
    const pre = content.preOverviewContentArea!.paragraphs[0]!;
    await expect(main(page).getByText(pre)).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: content.postOverviewContentArea!.heading! }),
    ).toBeVisible();
    await expect(main(page).getByRole('region', { name: content.contentArea4!.heading! })).toBeVisible();
    await expect(
      main(page).getByRole('region', { name: content.podcastContentArea!.heading! }),
    ).toBeVisible();
  });
});

test.describe('Read on PLI PLUS', () => {
  test('[S3-PANEL-20] [S1-ROUTES-11] [S1-API-41] a purchased digital book is read on PLI PLUS through the signed-in plus-content redirect', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // PLI PLUS is another site: answered here, so the journey ends where the browser arrives
    await context.route('https://plus.pli.edu/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PLI PLUS</title>' }),
    );
    // retail@ bought the digital edition of this guide (the seeded library)
    const book = await product(page, '206633');
    expect(book.variation.bookFormat).toBe('digital-program');
    await page.goto(book.variation.url);
    await signInFromHeader(page, USERS.retail);
    const panel = main(page).getByRole('region', { name: 'Purchase options' });
    const read = panel.getByRole('button', { name: 'Read on PLI PLUS' });
    await expect(read).toBeVisible();
    const lookup = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/plus-content-redirect-auth/${book.variation.code}`,
    );
    await read.click();
    expect((await lookup).status()).toBe(200);
    // the browser has left the site (the answer's body goes with the page): it is where the API said
    await page.waitForURL(`https://plus.pli.edu/details/${book.variation.code}`);
    await expect(page).toHaveTitle('PLI PLUS');
  });
});

test.describe('panel placement', () => {
  test('[S3-PDP-30] [S3-PDP-31] the book page shows its purchase panel in a sidebar on large screens and above the content on small ones', async ({
    page,
  }) => {
    const book = await product(page, '206633');
    const panel = main(page).getByRole('region', { name: 'Purchase options' });
    const overview = main(page).locator('#overview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(book.variation.url);
    const [wide, wideText] = [await panel.boundingBox(), await overview.boundingBox()];
    expect(wide!.x, 'beside the content').toBeGreaterThan(wideText!.x + wideText!.width - 1);
    await page.setViewportSize(MOBILE);
    await expect
      .poll(async () => (await panel.boundingBox())!.y < (await overview.boundingBox())!.y, {
        message: 'above the content',
      })
      .toBe(true);
  });

  test('[S3-PANEL-06] [S3-PANEL-07] on a phone a program page has a sticky button that opens the panel full screen', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const program = await product(page, '380007');
    await page.goto(program.variation.url);
    const sticky = main(page).getByRole('button', { name: 'Buy', exact: true });
    await expect(sticky).toBeVisible();
    const box = (await sticky.boundingBox())!;
    expect(box.y + box.height, 'at the bottom of the screen').toBeGreaterThan(MOBILE.height - 80);
    await page.mouse.wheel(0, 1500);
    await expect(sticky).toBeInViewport();
    await sticky.click();
    const dialog = page.getByRole('dialog', { name: 'Registration and purchase' });
    await expect(dialog).toBeVisible();
    const full = (await dialog.boundingBox())!;
    expect(full.width).toBeGreaterThanOrEqual(MOBILE.width - 1);
    expect(full.height).toBeGreaterThanOrEqual(MOBILE.height - 1);
  });
});
