// The shell's own page types and chrome against the composed site and the real API (spec 1 §2, §8, §9).
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { expectShellChrome, waitForHydration } from '../support/site';

test.describe('shell pages', () => {
  test('[S1-ROUTES-32] [S1-ROUTES-34] [S1-ROUTES-35] [S1-ERRORS-27] XSS payloads stored in CMS rich text never execute', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __missing: string[] };
      w.__missing = [];
      window.addEventListener('shell:missing-view', (e) =>
        w.__missing.push((e as CustomEvent<{ type: string }>).detail.type),
      );
    });
    await page.goto('/qa/rich-text-safety');
    const main = page.getByRole('main');
    await expect(main.getByText('Stored payloads follow.')).toBeVisible();
    // the block whose data is broken shows the page's fallback block; the unknown block shows nothing
    await expect(main.getByText('This part of the page is unavailable.')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __missing: string[] }).__missing))
      .toEqual(['UnknownLegacyBlock']);
    // provoke what a payload would need: hover, toggle, click the links that survived
    await main.getByText('hover me').hover();
    for (const name of ['javascript link', 'mixed-case javascript link', 'data link'])
      for (const link of await main.getByText(name, { exact: true }).all())
        await expect(link).not.toHaveAttribute('href', /.+/);
    const unsafe = await main.evaluate((el) => ({
      scripts: el.querySelectorAll('script, iframe, object, embed, svg, math, form, style').length,
      handlers: [...el.querySelectorAll('*')].flatMap((n) =>
        [...n.attributes].filter((a) => /^on|^style$|^formaction$/i.test(a.name)).map((a) => a.name),
      ),
      badUrls: [...el.querySelectorAll('[href], [src]')]
        .map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '')
        .filter((u) => !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(u)),
      clobbered: typeof window.location === 'object' && !(window.location instanceof HTMLElement),
    }));
    expect(unsafe).toEqual({ scripts: 0, handlers: [], badUrls: [], clobbered: true });
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // a target other than _blank/_self is dropped from a link that is otherwise safe
    await expect(main.getByRole('link', { name: 'safe site link' })).not.toHaveAttribute('target', /.+/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('[S1-ROUTES-32] [S1-ROUTES-36] [S1-ROUTES-38] [S1-PAGES-24] a generic page renders its blocks, title, metadata and jump links with the 95 px offset', async ({
    page,
  }) => {
    await page.goto('/support/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your choices' })).toBeVisible();
    await expect(
      main.getByRole('listitem').filter({ hasText: 'Program attendance and credit records' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy - PLI');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/support\/privacy-policy$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Privacy policy');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await page.setViewportSize({ width: 1280, height: 500 });
    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/#contact$/);
    // the scroll is smooth: poll until it has ended. The page may be too short to scroll the heading all
    // the way up (then it stops at the bottom); when it can, the heading sits at 95 px
    await expect
      .poll(() =>
        main.getByRole('heading', { name: 'Contact', exact: true }).evaluate((h) => {
          const atBottom = document.documentElement.scrollHeight - window.innerHeight <= window.scrollY + 1;
          const top = Math.round(h.getBoundingClientRect().top);
          return atBottom && window.scrollY > 0 && top >= 90 ? 95 : top;
        }),
      )
      .toBe(95);
    // a hash on arrival scrolls too (after 100 ms)
    await page.goto('/support/privacy-policy#your-choices');
    await expect
      .poll(() =>
        main
          .getByRole('heading', { name: 'Your choices' })
          .evaluate((h) => Math.round(h.getBoundingClientRect().top)),
      )
      .toBe(95);
  });

  test('[S1-PAGES-16] [S1-PAGES-17] [S1-ERRORS-56] [S1-ERRORS-57] URL action messages show once; an alternate page URL replaces history', async ({
    page,
  }) => {
    await page.goto('/support/terms-of-use?successAction=register&ref=mail');
    await expect(page.getByRole('status').filter({ hasText: 'You are registered.' })).toBeVisible();
    await expect(page).toHaveURL(/\/support\/terms-of-use\?ref=mail$/);
    await page.goto('/support/disclaimer');
    await page.goto('/company/press');
    await expect(page).toHaveURL(/\/media-and-press$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media & Press' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/support\/disclaimer$/);
  });

  test('[S1-API-59] [S1-ERRORS-23] [S1-ERRORS-24] [S1-PAGES-14] a moved page is found by the possible-redirect lookup', async ({
    page,
    expectApiErrors,
  }) => {
    expectApiErrors([{ status: 404, path: /^\/api\/content\?url=%2Fsupport%2Fprivacy&/ }]);
    await page.goto('/support/privacy');
    await expect(page).toHaveURL(/\/support\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });

  test('[S1-PRESS-01] [S1-PRESS-05] [S1-PRESS-06] [S1-PRESS-07] a press release: breadcrumb, image, body and about the organisation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Media & Press' }).click();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Media & Press' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('PLI Announces Its 2027 Program Season');
    await expect(main.getByRole('img', { name: 'A PLI program in the New York center' })).toBeVisible();
    await expect(main).toContainText('more than 300 live programs');
    await expect(main.getByRole('heading', { name: 'About PLI' })).toBeVisible();
    await expect(main.getByText('Add Vimeo video ID')).toHaveCount(0);
  });

  test('taxonomy pages fill their areas; rows are 4x1 on a phone, 3x3 on a large screen', async ({
    page,
  }) => {
    await page.goto('/practice-areas');
    const main = page.getByRole('main');
    await test.step('[S1-TAXO-01] [S1-TAXO-02] [S1-TAXO-03] [S1-TAXO-04] practice area, industry and audience pages fill their four areas; the search link is preset', async () => {
      for (const [list, kind] of [
        ['Practice areas', 'Practice area'],
        ['Industries', 'Industry'],
        ['Audiences', 'Audience'],
      ] as const) {
        await page.goto('/practice-areas');
        await waitForHydration(page);
        await main.getByRole('navigation', { name: list }).getByRole('link').first().click();
        await expect(main.getByText(kind, { exact: true })).toBeVisible();
        for (const area of ['header', 'top', 'middle', 'bottom'])
          await expect(main.locator(`[data-area="${area}"]`)).toBeAttached();
        await expect(
          main.locator('[data-area="bottom"]').getByRole('link', { name: /^Search everything in / }),
        ).toHaveAttribute('href', /^\/search\?query=/);
      }
    });

    await test.step('[S1-TAXO-05] [S1-TAXO-07] rows by breakpoint: 4x1 on a phone, 3x3 on a large screen', async () => {
      // rows by breakpoint: visible items never exceed the grid, columns follow the breakpoint
      const row = main.getByTestId('taxonomy-row').first();
      const shape = () =>
        row.evaluate((ul) => ({
          columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length,
          visible: [...ul.children].filter((li) => getComputedStyle(li).display !== 'none').length,
          total: ul.children.length,
        }));
      await page.setViewportSize({ width: 390, height: 800 });
      const phone = await shape();
      expect(phone.columns).toBe(1);
      expect(phone.visible).toBe(Math.min(4, phone.total));
      await page.setViewportSize({ width: 1300, height: 800 });
      const large = await shape();
      expect(large.columns).toBe(3);
      expect(large.visible).toBe(Math.min(9, large.total));
    });
  });

  test('[S1-PAGES-01] [S1-PAGES-02] [S1-PAGES-03] the global error page offers Try Again and the contact details', async ({
    page,
  }) => {
    await page.goto('/support/disclaimer');
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Page failed to load' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('(800) 260-4754');
    await expect(page.getByRole('main')).toContainText('info@pli.edu');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/support\/disclaimer$/);
  });

  test('[S1-PAGES-10] [S1-PAGES-11] [S1-PAGES-12] [S1-AUTH-51] the debug page: anonymous visitors go home, staff see the JSON, noindex', async ({
    page,
  }) => {
    await page.goto('/debug');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/support/disclaimer');
    await signInFromHeader(page, USERS.staff);
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Debug: Debug' })).toBeVisible();
    const json = await page.getByLabel('Page data').textContent();
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      contentType: ['PageData', 'DebugPage'],
      friendlyUrl: '/debug',
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('[S1-PAGES-07] the mobile store redirect page sends the browser to its URL', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/$/);
    await expectShellChrome(page);
  });
});

test.describe('shell chrome', () => {
  test('[S1-CHROME-27] [S1-CHROME-28] [S1-CHROME-29] [S1-CONST-14] [S1-CONST-15] Your privacy choices opens a consent dialog and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/support/terms-of-use');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Disclaimer', 'Privacy policy', 'Terms of use'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await footer.getByRole('button', { name: 'Your privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await dialog
      .getByRole('group', { name: 'Advertising' })
      .getByRole('radio', { name: 'Do not allow' })
      .check();
    await dialog
      .getByRole('group', { name: 'Analytics' })
      .getByRole('radio', { name: 'Allow', exact: true })
      .check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Your privacy choices' }).click();
    await expect(
      dialog.getByRole('group', { name: 'Analytics' }).getByRole('radio', { name: 'Allow', exact: true }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('group', { name: 'Advertising' }).getByRole('radio', { name: 'Do not allow' }),
    ).toBeChecked();
  });

  test('[S1-CHROME-15] [S1-CHROME-16] [S1-CHROME-17] the sticky header appears on scroll up past 120 px on a tablet, 185 px on a desktop', async ({
    page,
  }) => {
    const bar = page.getByRole('banner').locator('> div').first();
    for (const [width, threshold] of [
      [800, 120],
      [1300, 185],
    ] as const) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/practice-areas');
      await expect(page.getByRole('navigation', { name: 'Audiences' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.waitForTimeout(600); // the scroll handler is throttled to 500 ms
      await expect(bar).not.toHaveAttribute('data-sticky', 'true');
      await page.evaluate((y) => window.scrollTo(0, y), threshold + 40);
      await expect(bar).toHaveAttribute('data-sticky', 'true');
      // it slides in (0.2 s): wait for it to settle at the top
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
      // scrolling up below the threshold puts it back in the page
      await page.evaluate((y) => window.scrollTo(0, y), threshold - 40);
      await expect(bar).not.toHaveAttribute('data-sticky', 'true');
    }
  });

  test('[S1-PAGES-28] no page is wider than the screen on a phone, a tablet or a desktop', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // the shell's own pages and remotes' pages, each with the heading that shows once its content is in
    const pages: [string, string | RegExp][] = [
      ['/support/privacy-policy', 'Privacy policy'],
      ['/search?query=tax', 'Results for “tax”'],
      ['/credit-info/new-york', /New York/],
      ['/media-and-press', 'Media & Press'],
    ];
    for (const width of [360, 800, 1300]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('[S1-CHROME-02] [S1-PAGES-28] on a phone the header search button reads in full', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/support/disclaimer');
    const trigger = page
      .getByRole('banner')
      .getByRole('button', { name: 'Find a program, publication, or credit' });
    await expect(trigger).toBeVisible();
    const fits = await trigger.evaluate((b) => b.scrollWidth <= b.clientWidth);
    expect(fits).toBe(true);
  });
});
