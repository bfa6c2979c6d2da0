// The product page's modals against the real API: a live program's calendar file downloads and a
// standard parser (ical.js) reads its start and end; Google and Outlook open in a new tab with the
// same dates; share copies the page's address; materials open for the person who bought the program
// and download as a PDF; anonymous visitors are sent to sign in for materials; the download modal
// preselects what was bought and resets on close; show more like this lands on the search page.
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { retailLibraryPrograms, submitLogin, USERS } from '../support/auth';
import { boundary } from '../support/site';

interface Hit {
  pk: string;
  title: string;
  url: string;
  productCode: string;
  searchableType: string;
}

async function search(page: Page, query: string, type: string): Promise<Hit[]> {
  const res = await page.request.post('/api/search', { data: { query, pageSize: 50, currentPage: 1 } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { searchResults: { searchResultsItems: Hit[] } };
  return body.searchResults.searchResultsItems.filter((i) => i.searchableType === type);
}

interface ProductAnswer {
  variation: {
    code: string;
    displayName: string;
    eventStartDate: string | null;
    eventEndDate: string | null;
  };
}

/** A live program still to come, with its dates from the product API. */
async function upcomingLive(page: Page): Promise<{ hit: Hit; product: ProductAnswer }> {
  for (const hit of await search(page, 'Live', 'liveprogram')) {
    const res = await page.request.get(`/api/product/${hit.productCode}`);
    const product = (await res.json()) as ProductAnswer;
    const v = product.variation;
    if (v.eventStartDate && v.eventEndDate && Date.parse(v.eventStartDate) > Date.now() + 3_600_000)
      return { hit, product };
  }
  throw new Error('no upcoming live program in the seed');
}

const actions = (page: Page) => boundary(page, 'mfe-product').getByRole('group', { name: 'Program actions' });

test.describe('product modals', () => {
  test('[S3-MODALS-09] [S3-MODALS-12] [S3-MODALS-15] Add To Calendar: iCal downloads an .ics file that a standard parser reads with the program start and end', async ({
    page,
    context,
  }) => {
    const { hit, product } = await upcomingLive(page);
    await page.goto(hit.url);
    await actions(page).getByRole('button', { name: 'Add To Calendar' }).click();
    const modal = page.getByRole('dialog', { name: 'Add To Calendar' });
    await expect(modal).toBeVisible();
    // the file may arrive on the new tab or the page: listen on every page of the context
    const download = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      context.once('page', (p) => p.once('download', resolve));
    });
    await modal.getByRole('link', { name: 'iCal' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${product.variation.code}.ics`);
    const text = await readFile((await file.path())!, 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(product.variation.displayName);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(product.variation.eventStartDate!).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      new Date(product.variation.eventEndDate!).toISOString(),
    );
  });

  test('[S3-MODALS-12] [S3-API-23] Google and Outlook open add-to-calendar in a new tab, which redirects with the program dates', async ({
    page,
  }) => {
    const { hit, product } = await upcomingLive(page);
    await page.goto(hit.url);
    await actions(page).getByRole('button', { name: 'Add To Calendar' }).click();
    const modal = page.getByRole('dialog', { name: 'Add To Calendar' });
    const v = product.variation;
    // the calendars are on the internet: follow the site's answer up to the redirect, not beyond
    const redirect = async (name: string, type: number) => {
      const link = modal.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/api/add-to-calendar/${v.code}?calendarType=${type}`);
      const res = await page.request.get(href, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      return new URL(res.headers().location!);
    };
    const basic = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    await test.step('[S3-MODALS-10] [S3-MODALS-13] Google sends calendarType 0 and lands on Google Calendar with the dates', async () => {
      const g = await redirect('Google', 0);
      expect(g.hostname).toBe('calendar.google.com');
      expect(g.searchParams.get('dates')).toBe(`${basic(v.eventStartDate!)}/${basic(v.eventEndDate!)}`);
      expect(g.searchParams.get('text')).toBe(v.displayName);
    });
    await test.step('[S3-MODALS-11] [S3-MODALS-14] Outlook sends calendarType 1 and lands on Outlook with the dates', async () => {
      const o = await redirect('Outlook', 1);
      expect(o.hostname).toBe('outlook.live.com');
      expect(o.searchParams.get('startdt')).toBe(new Date(v.eventStartDate!).toISOString());
      expect(o.searchParams.get('enddt')).toBe(new Date(v.eventEndDate!).toISOString());
    });
  });

  test('[S3-MODALS-16] [S3-MODALS-17] [S3-MODALS-18] share: copy link puts the page address on the clipboard; e-mail is a mailto link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { hit } = await upcomingLive(page);
    await page.goto(hit.url);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await actions(page).getByRole('button', { name: 'Share' }).click();
    const modal = page.getByRole('dialog', { name: 'Share' });
    await modal.getByRole('button', { name: 'Copy link' }).click();
    await expect(modal.getByRole('status')).toHaveText('Link copied');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${hit.url}`);
    await expect(modal.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[S3-ROLES-16] an anonymous visitor is sent to sign in for materials; the purchaser then opens them and downloads a PDF', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // a program the retail member bought, from their library
    const owned = (await retailLibraryPrograms(page)).find(
      (i) => i.isPurchased && ['liveprogram', 'ondemandprogram'].includes(i.searchableType),
    );
    expect(owned, 'a purchased program').toBeTruthy();
    await page.getByRole('banner').getByRole('button', { name: USERS.retail.name }).click();
    // sign-out goes to the provider's end-session and back through /signout-callback: wait for the
    // return before opening another page, or that navigation races it
    const ended = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/signout-callback',
    );
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await ended;
    await page.waitForURL((u) => u.pathname !== '/signout-callback');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    // anonymous: Materials sends to the provider's form and back to the page
    await page.goto(owned!.url);
    await actions(page).getByRole('button', { name: 'Materials' }).click();
    await submitLogin(page, USERS.retail);
    await page.waitForURL((u) => u.pathname === owned!.url);
    await expect(page.getByRole('banner').getByRole('button', { name: USERS.retail.name })).toBeVisible();

    await actions(page).getByRole('button', { name: 'Materials' }).click();
    const modal = page.getByRole('dialog', { name: 'Materials' });
    await test.step('[S3-MODALS-01] [S3-MODALS-03] [S3-MODALS-08] the course materials tab lists the chaptered items, linking to their PDF', async () => {
      await expect(modal.getByRole('tab', { name: 'Course materials' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const course = modal.getByRole('link', { name: /^Chapter 1: / });
      await expect(course).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), course.click()]);
      expect(download.suggestedFilename()).toMatch(/-course\.pdf$/);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
    await test.step('[S3-MODALS-02] [S3-MODALS-04] the presentation materials tab lists the items without a chapter', async () => {
      await modal.getByRole('tab', { name: 'Presentation materials' }).click();
      await expect(modal.getByRole('link', { name: /slides/i })).toBeVisible();
    });
  });

  test('[S3-MODALS-20] [S3-MODALS-21] [S3-MODALS-22] download: a bought segment is preselected with its MP4 and MP3, another choice is forgotten on close', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const program = (await retailLibraryPrograms(page)).find(
      (i) => i.isPurchased && i.searchableType === 'ondemandprogram',
    );
    expect(program, 'a purchased on-demand program').toBeTruthy();
    // its first segment: a video version the person owns through the program
    await page.goto(`${program!.url}/1`);
    await actions(page).getByRole('button', { name: 'Download' }).click();
    const modal = page.getByRole('dialog', { name: 'Download' });
    const video = modal.getByRole('group', { name: 'Video' });
    const owned = video.getByRole('radio').first();
    await expect(owned).toBeChecked();
    // the bought version's files, on links signed for the person, saved as attachments (issue 38)
    const mp4 = modal.getByRole('link', { name: 'Download video (MP4)' });
    await expect(mp4).toHaveAttribute(
      'href',
      /^\/api\/product\/media\/[\w-]+\/\d+\.[\w-]+\.[\w-]+\/download\.mp4$/,
    );
    const [file] = await Promise.all([page.waitForEvent('download'), mp4.click()]);
    expect(file.suggestedFilename()).toMatch(/^cle-[\w-]+\.mp4$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    await expect(modal.getByRole('link', { name: 'Download audio (MP3)' })).toHaveAttribute(
      'href',
      /\/download\.mp3$/,
    );
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await actions(page).getByRole('button', { name: 'Download' }).click();
    await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('radio').first()).toBeChecked();
  });

  test('[S3-PANEL-56] [S3-API-22] show more like this follows the API redirect to the search page of the practice area', async ({
    page,
  }) => {
    const { hit } = await upcomingLive(page);
    await page.goto(hit.url);
    await actions(page).getByRole('button', { name: 'Show more like this' }).click();
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.has('practiceArea'));
    await expect(boundary(page, 'mfe-search').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('[S3-JUMP-10] [S3-JUMP-11] [S3-JUMP-12] jump links scroll to their section 95 px below the top and set the hash; an initial hash scrolls after load', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const { hit } = await upcomingLive(page);
    await page.goto(hit.url);
    const nav = boundary(page, 'mfe-product').getByRole('navigation', { name: 'On this page' });
    await nav.getByRole('link', { name: 'Faculty' }).click();
    await expect(page).toHaveURL(new RegExp(`${hit.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#faculty$`));
    const top = (id: string) =>
      page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
    // smooth: the page moves over several frames and settles at the offset
    await expect.poll(() => top('faculty')).toBeGreaterThan(85);
    await expect.poll(() => top('faculty')).toBeLessThan(105);
    await expect(nav.getByRole('link', { name: 'Faculty' })).toHaveAttribute('aria-current', 'location');

    // a fresh load with a hash scrolls there once the page is in
    await page.goto(`${hit.url}#credit-details`);
    await expect(
      boundary(page, 'mfe-product').getByRole('heading', { level: 2, name: 'Credit details' }),
    ).toBeVisible();
    await expect.poll(() => top('credit-details')).toBeLessThan(105);
    await expect.poll(() => top('credit-details')).toBeGreaterThan(85);
  });
});
