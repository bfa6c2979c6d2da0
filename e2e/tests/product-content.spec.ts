// Product page content and panel flows against the real API and seed (migration 015): a book's content
// areas, table of contents by volume with the PLI PLUS search and the PDF download, testimonials; the
// on-demand program's runtime and credit modals; staff (LMS admin) requesting a groupcast for a live
// program's item class; the full seminar's waitlist e-mail with no registration call; and the
// purchase panel's Materials button for a program the person bought.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { retailLibraryPrograms, signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

interface Answer {
  variation: {
    code: string;
    pk: string;
    url: string;
    displayName: string;
    externalSystemKey: string;
    itemClassId?: number | null;
    waitlist?: boolean;
    runTimeSeconds: number | null;
    sortedTableOfContentListJsonString?: string;
    specialFeatures?: string;
    emptyOverviewSections?: string[];
  };
  catalogRelations: { creditJurisdictions: { name: string }[]; segments: { code: string }[] };
  bookContent?: {
    bookProductContentAreaPosition: number | null;
    plusSearchUrl: string | null;
    plusTOCUrl: string | null;
    contentArea1: { heading: string | null } | null;
  } | null;
  testimonials?: { quote: string; name: string }[];
}

async function product(page: Page, code: string): Promise<Answer> {
  const res = await page.request.get(`/api/product/${code}`);
  expect(res.status(), `GET /api/product/${code}`).toBe(200);
  return (await res.json()) as Answer;
}

/** The seed's first book with two ToC volumes (one paging) and testimonials. */
async function twoVolumeBook(page: Page): Promise<Answer> {
  for (let i = 0; i < 60; i++) {
    const p = await product(page, String(200000 + i * 11));
    const toc = JSON.parse(p.variation.sortedTableOfContentListJsonString ?? '[]') as { volume: number }[];
    const v1 = toc.filter((r) => r.volume === 1).length;
    if (toc.some((r) => r.volume === 2) && v1 > 10 && p.testimonials?.length) return p;
  }
  throw new Error('the seed has no two-volume book with testimonials');
}

/** Spec 3 §6 item classes that allow a groupcast request. */
const GROUPCAST_ITEM_CLASSES = [13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183];
const main = (page: Page) => boundary(page, 'mfe-product');

test.describe('product page content (migration 015)', () => {
  test('a book shows its content areas, the ToC by volume with the PLUS search and the PDF, and testimonials', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const book = await twoVolumeBook(page);
    await context.route('https://plus.pli.edu/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'PLI PLUS' }),
    );
    await page.goto(book.variation.url);
    await expect(page.getByRole('heading', { level: 1, name: book.variation.displayName })).toBeVisible();

    await test.step('[S3-PDP-26] [S3-PDP-27] content area 1 and the book content, placed by bookProductContentAreaPosition (default 3)', async () => {
      const heading = book.bookContent!.contentArea1!.heading!;
      const area1 = main(page).getByRole('region', { name: heading });
      await expect(area1).toBeVisible();
      const position = book.bookContent!.bookProductContentAreaPosition ?? 3;
      const areaFirst = await page.evaluate(
        ({ label }) => {
          const area = document.querySelector(`[data-content-area="contentArea1"]`)!;
          const overview = document.getElementById('overview')!;
          return (
            Boolean(area.compareDocumentPosition(overview) & Node.DOCUMENT_POSITION_FOLLOWING) && !!label
          );
        },
        { label: heading },
      );
      expect(areaFirst, `content area 1 ${position > 1 ? 'before' : 'after'} the book content`).toBe(
        position > 1,
      );
    });

    const toc = main(page).locator('#table-of-contents');
    await test.step('[S3-PDP-19] [S3-PDP-21] [S1-PRODUCT-08] the table of contents: 10 chapters a volume until See all', async () => {
      const volume1 = toc.getByRole('list', { name: 'Volume 1' });
      await expect(volume1.getByRole('listitem')).toHaveCount(10);
      await expect(toc.getByRole('list', { name: 'Volume 2' })).toBeVisible();
      await toc.getByRole('button', { name: 'See all' }).first().click();
      const chapters = JSON.parse(book.variation.sortedTableOfContentListJsonString!) as { volume: number }[];
      await expect(volume1.getByRole('listitem')).toHaveCount(chapters.filter((c) => c.volume === 1).length);
    });

    await test.step('[S3-PDP-20] [S1-PRODUCT-09] [S1-PRODUCT-10] the PLUS search: disabled while empty, then the template with the text, in a new tab', async () => {
      const search = toc.getByRole('button', { name: 'Search the full text on PLI PLUS' });
      await expect(search).toBeDisabled();
      await toc.getByRole('searchbox', { name: 'Search the table of contents' }).fill('ground lease');
      const [plus] = await Promise.all([context.waitForEvent('page'), search.click()]);
      expect(plus.url()).toBe(book.bookContent!.plusSearchUrl!.replace('{query}', 'ground%20lease'));
      await plus.close();
    });

    await test.step("[S3-PDP-22] the download link is the API's PDF", async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        toc.getByRole('link', { name: 'Download the table of contents (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${book.variation.code}-table-of-contents.pdf`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    await test.step('[S3-PDP-25] the testimonials section', async () => {
      const testimonials = main(page).locator('#testimonials');
      await expect(testimonials.getByText(book.testimonials![0]!.quote, { exact: false })).toBeVisible();
    });
  });

  test('[S3-PDP-56] [S3-PDP-57] an on-demand program offers its runtime and credit modals', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // 'Understanding Government Contracts 2027' on demand: the seed's first on-demand program (every
    // program has 4 segments; this one has credit in several jurisdictions). Checked, not assumed.
    const p = await product(page, '380007');
    expect(p.variation.url).toMatch(/^\/programs\//);
    expect(p.catalogRelations.segments.length, 'segments').toBeGreaterThan(0);
    expect(p.catalogRelations.creditJurisdictions.length, 'credit jurisdictions').toBeGreaterThan(0);
    await page.goto(p.variation.url);
    const actions = main(page).getByRole('group', { name: 'Program actions' });
    await actions.getByRole('button', { name: 'Runtime' }).click();
    const runtime = page.getByRole('dialog', { name: 'Runtime' });
    await expect(runtime.getByText(/^Total running time /)).toBeVisible();
    await expect(
      runtime.getByRole('list', { name: 'Running time by segment' }).getByRole('listitem'),
    ).toHaveCount(p.catalogRelations.segments.length);
    await runtime.getByRole('button', { name: 'Close' }).click();
    await actions.getByRole('button', { name: 'Credit' }).click();
    const credit = page.getByRole('dialog', { name: 'Credit' });
    await expect(
      credit.getByRole('list', { name: 'Credit by jurisdiction' }).getByRole('listitem'),
    ).toHaveCount(p.catalogRelations.creditJurisdictions.length);
    await expect(credit.getByText(p.catalogRelations.creditJurisdictions[0]!.name)).toBeVisible();
  });

  test('[S3-ROLES-23] [S3-ROLES-24] [S3-MODALS-24] staff request a groupcast for a live program, not for an on-demand one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const live = await product(page, '380854');
    expect(GROUPCAST_ITEM_CLASSES).toContain(live.variation.itemClassId);
    await page.goto(live.variation.url);
    await signInFromHeader(page, USERS.lms);
    const actions = main(page).getByRole('group', { name: 'Program actions' });
    await actions.getByRole('button', { name: 'Staff actions' }).click();
    const modal = page.getByRole('dialog', { name: 'Staff actions' });
    const groupcast = modal.getByRole('link', { name: 'Request a groupcast' });
    await expect(groupcast).toHaveAttribute(
      'href',
      /^https:\/\/lms\.pli\.edu\/groupcast\/request\?externalKey=prg-380854$/,
    );
    await expect(groupcast).toHaveAttribute('target', '_blank');
    await expect(modal.getByRole('link', { name: 'Register from roster' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();

    const onDemand = await product(page, '380567');
    expect(GROUPCAST_ITEM_CLASSES).not.toContain(onDemand.variation.itemClassId);
    await page.goto(onDemand.variation.url);
    await actions.getByRole('button', { name: 'Staff actions' }).click();
    await expect(modal.getByRole('link', { name: 'Register from roster' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Request a groupcast' })).toHaveCount(0);
  });

  test('[S3-PANEL-17] [S3-PANEL-18] [S3-CONST-07] the full seminar offers the waitlist e-mail to the support address and makes no registration call', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const full = await product(page, '380952');
    expect(full.variation.waitlist).toBe(true);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/registration') posts.push(r.url());
    });
    await page.goto(full.variation.url);
    await signInFromHeader(page, USERS.im);
    const panel = main(page).getByRole('region', { name: 'Registration and purchase' });
    await panel.getByRole('radio', { name: /Live In-Person/ }).check();
    const waitlist = panel.getByRole('link', { name: 'Join the waitlist' });
    await expect(waitlist).toHaveAttribute('href', /^mailto:info@pli\.edu\?subject=Waitlist%20request/);
    await expect(waitlist).toHaveAttribute('href', /380952/);
    await expect(panel.getByRole('button', { name: 'Register' })).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('[S3-DATA-07] [S3-PANEL-17] changing to the free webcast asks GET /product/{code}/variants and shows its price and Register', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const full = await product(page, '380952');
    await page.goto(full.variation.url);
    const panel = main(page).getByRole('region', { name: 'Registration and purchase' });
    await panel.getByRole('radio', { name: /Live In-Person/ }).check();
    await expect(panel.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Register' })).toHaveCount(0);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/product/380952W/variants');
    await panel.getByRole('radio', { name: /Live Webcast/ }).check();
    const res = await answer;
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      liveVariants: { code: string; price: number; waitlist: boolean; registered: boolean }[];
    };
    expect(body.liveVariants.find((v) => v.code === '380952W')).toMatchObject({
      price: 0,
      waitlist: false,
      registered: false,
    });
    expect(body.liveVariants.find((v) => v.code === '380952')).toMatchObject({ waitlist: true });
    // the answer's state: the webcast has seats, so it can be registered for; its price ($0) shows
    await expect(panel.getByText('$0', { exact: true }).last()).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(panel.getByRole('link', { name: 'Join the waitlist' })).toHaveCount(0);
  });

  test('[S3-PANEL-15] [S3-ROLES-16] the purchase panel offers Materials for a program the person bought', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const owned = (await retailLibraryPrograms(page)).find(
      (i) => i.isPurchased && i.searchableType === 'ondemandprogram',
    );
    expect(owned, 'a purchased on-demand program').toBeTruthy();
    await page.goto(owned!.url);
    const panel = main(page).getByRole('region', { name: 'Registration and purchase' });
    await panel.getByRole('button', { name: 'Materials' }).click();
    const modal = page.getByRole('dialog', { name: 'Materials' });
    await expect(modal.getByRole('link', { name: /^Chapter 1: / })).toBeVisible();
  });

  test("[S3-PDP-66] a program's overview section flagged empty by its editors is not shown, in the server HTML or after hydration", async ({
    page,
  }) => {
    // 380007's special features have text but are flagged empty (the seed's program content, migration 032)
    const p = await product(page, '380007');
    expect(p.variation.emptyOverviewSections).toEqual(['specialFeatures']);
    expect(p.variation.specialFeatures, 'the flagged section has text of its own').toBeTruthy();
    const html = await (await page.request.get(p.variation.url)).text();
    expect(html).toContain('Why you should attend');
    expect(html).not.toContain('Special features');
    await page.goto(p.variation.url);
    await expect(main(page).getByRole('heading', { name: 'Why you should attend' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Special features' })).toHaveCount(0);
  });

  test('[S3-JUMP-01] [S3-JUMP-09] a program with testimonials offers their jump link and section; one without offers neither', async ({
    page,
  }) => {
    const withThem = await product(page, '380000');
    const quote = withThem.testimonials?.[0]?.quote;
    expect(quote, 'the seed gives 380000 testimonials').toBeTruthy();
    await page.goto(withThem.variation.url);
    await main(page).getByRole('link', { name: 'Testimonials' }).click();
    await expect(main(page).locator('#testimonials').getByText(quote!, { exact: false })).toBeInViewport();

    const without = await product(page, '380007');
    expect(without.testimonials ?? []).toEqual([]);
    await page.goto(without.variation.url);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Testimonials' })).toHaveCount(0);
    await expect(main(page).locator('#testimonials')).toHaveCount(0);
  });
});
