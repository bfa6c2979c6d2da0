// The roster and admin mode against the real API, identity provider and an SMTP sink: the roster admin
// searches and filters her organisation, downloads the workbook, opens a member's tracker from the
// roster's reminder link and e-mails the compliance reminder, which arrives at the sink; support staff
// get the god-mode panel; a member cannot reach the roster. Then the tracker's earn-more panel (with the
// fallback search) and its sticky header.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';
import { sunkMessages } from '../support/smtp-sink';

const ROSTER = '/account/credit/roster';
const TRACKER = '/account/credit/credit-tracker';
const ORG = 9001;

const isRoster = (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/credit-tracker-admin/roster/${ORG}`;

test.describe('the roster and admin mode', () => {
  test('the roster admin works her roster and e-mails a member the compliance reminder', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto(ROSTER);
    const first = page.waitForResponse(isRoster);
    await signInFromHeader(page, USERS.roster);
    const all = (await (await first).json()) as { totalResults: number };
    const credit = boundary(page, 'mfe-credit');
    const table = credit.getByRole('table');

    await test.step("[S2-ROSTER-03] [S2-ROSTER-07] [S2-ROSTER-16] the roster: its columns, the member count, 'No licenses'", async () => {
      await expect(credit.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
      for (const name of ['Name', 'Jurisdiction', 'Compilance Period', 'Total for Period'])
        await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
      await expect(credit.getByText(`${all.totalResults} members`, { exact: true })).toBeVisible();
      await expect(table.getByText('No licenses').first()).toBeVisible();
    });

    await test.step("[S2-ROSTER-04] [S2-TOAST-33] 'Download all in Excel' gives the organisation's workbook and 'File downloaded successfully'", async () => {
      const download = page.waitForEvent('download');
      await credit.getByRole('button', { name: 'Download all in Excel' }).click();
      expect((await download).suggestedFilename()).toBe(`CreditTrackerData-${ORG}.xlsx`);
      await expect(
        page.locator('[role="status"]').filter({ hasText: 'File downloaded successfully' }).last(),
      ).toBeVisible();
    });

    await test.step('[S2-ROSTER-02] the member search narrows the list on the server', async () => {
      await credit.getByLabel('Search members').fill('retail');
      const searched = page.waitForResponse(
        (r) => isRoster(r) && new URL(r.url()).searchParams.get('query') === 'retail',
      );
      await credit.getByRole('button', { name: 'Search', exact: true }).click();
      await searched;
      await expect(credit.getByText('1 member', { exact: true })).toBeVisible();
      await expect(table.getByText('Riley Retail')).toBeVisible();
    });

    const filter = credit.getByLabel('Jurisdiction', { exact: true });
    await test.step('[S2-ROSTER-05] [S2-ROSTER-06] the jurisdiction / compliance-group filter asks the server again', async () => {
      const options = await filter.locator('option').allTextContents();
      // one choice per jurisdiction on the roster (and region:compliance-group choices where members have one)
      expect(options.length).toBeGreaterThan(1);
      const value = await filter.locator('option').nth(1).getAttribute('value');
      const filtered = page.waitForResponse(
        (r) => isRoster(r) && new URL(r.url()).searchParams.getAll('jurisdictions').includes(value!),
      );
      await filter.selectOption(value!);
      await filtered;
    });

    await test.step("[S2-ROSTER-11] View opens the member's tracker in a new tab with orgSk and individualSk", async () => {
      const view = table.getByRole('link', { name: 'View Riley Retail' });
      await expect(view).toHaveAttribute('target', '_blank');
      await expect(view).toHaveAttribute('href', /orgSk=9001&individualSk=800001/);
    });

    // the roster's tracker call marks where credits are still needed: that link opens the reminder
    await filter.selectOption('');
    const remind = table.getByRole('link', { name: /^Remind Riley Retail about / }).first();
    await expect(remind).toBeVisible();
    const sentBefore = (await sunkMessages()).length;
    const [tab] = await Promise.all([context.waitForEvent('page'), remind.click()]);
    await tab.waitForLoadState();
    const tabCredit = boundary(tab, 'mfe-credit');
    const dialog = tab.getByRole('dialog', { name: 'Email compliance reminder' });

    await test.step('[S2-TRACKER-83] [S2-TRACKER-84] openReminder opens the reminder by itself, then leaves the address', async () => {
      await expect(dialog).toBeVisible();
      await expect.poll(() => new URL(tab.url()).searchParams.has('openReminder')).toBe(false);
      expect(new URL(tab.url()).searchParams.get('individualSk')).toBe('800001');
    });

    await test.step("[S2-TRACKER-14] [S2-TRACKER-15] the admin on a member's tracker: 'Back to admin dashboard' and 'Email compliance reminder'", async () => {
      await expect(tabCredit.getByText("You are viewing Riley Retail's tracker.")).toBeVisible();
      await expect(tabCredit.getByRole('link', { name: 'Back to admin dashboard' })).toHaveAttribute(
        'href',
        `${ROSTER}?OrgId=${ORG}`,
      );
      await expect(tabCredit.getByRole('button', { name: 'Email compliance reminder' })).toBeEnabled();
    });

    await test.step('the reminder goes through SMTP: the sink has the message the preview showed', async () => {
      const preview = (await dialog.getByTestId('reminder-preview').textContent())!;
      expect(preview).toContain('Dear Riley Retail,');
      const sent = tab.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/reminder'));
      await dialog.getByRole('button', { name: 'Send reminder' }).click();
      const answer = (await (await sent).json()) as { to: string; subject: string; body: string };
      await expect(dialog.getByRole('status')).toHaveText('Reminder sent to retail@example.com');
      await expect.poll(async () => (await sunkMessages()).length).toBe(sentBefore + 1);
      const mail = (await sunkMessages()).at(-1)!;
      expect(mail.to).toEqual(['retail@example.com']);
      expect(mail.replyTo).toBe('roster@example.com');
      expect(mail.subject).toBe(answer.subject);
      expect(mail.text).toBe(answer.body);
      expect(mail.text.length).toBeLessThanOrEqual(1000);
      // the preview is the message the API sent, from the same rules and numbers
      expect(mail.text).toBe(preview);
    });
    await tab.close();
  });

  test('[S2-GODMODE-07] support staff get the god-mode panel and any organisation', async ({ page }) => {
    await page.goto(`${ROSTER}?OrgId=${ORG}`);
    const first = page.waitForResponse(isRoster);
    await signInFromHeader(page, USERS.lms);
    await first;
    const credit = boundary(page, 'mfe-credit');
    const panel = credit.getByRole('region', { name: 'Admin mode' });
    await test.step('[S2-GODMODE-01] [S2-GODMODE-02] [S2-GODMODE-03] [S2-GODMODE-05] the panel for support staff: Organization ID, User ID, the warning', async () => {
      await expect(panel).toBeVisible();
      await expect(panel.getByLabel('Organization ID')).toHaveValue(String(ORG));
      await expect(panel.getByLabel('User ID')).toHaveValue('');
      await expect(panel.getByRole('alert')).toContainText('you are viewing another organisation’s data');
      await expect(credit.getByRole('table').getByText('Riley Retail')).toBeVisible();
    });
    await test.step('one member by id', async () => {
      await panel.getByLabel('User ID').fill('800001');
      const one = page.waitForResponse(
        (r) => isRoster(r) && new URL(r.url()).searchParams.get('individualSk') === '800001',
      );
      await panel.getByRole('button', { name: 'Apply' }).click();
      await one;
      await expect(credit.getByText('1 member', { exact: true })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('UserId')).toBe('800001');
    });
    await test.step('[S2-GODMODE-06] without OrgId or UserId in the address there is no panel', async () => {
      await page.goto(ROSTER);
      await expect(credit.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
      await expect(credit.getByRole('region', { name: 'Admin mode' })).toHaveCount(0);
    });
  });

  test('[S2-ROLES-12] a member cannot reach the roster and gets no god-mode panel', async ({ page }) => {
    await page.goto(`${ROSTER}?OrgId=${ORG}`);
    await signInFromHeader(page, USERS.im);
    const credit = boundary(page, 'mfe-credit');
    await expect(
      credit
        .getByRole('alert')
        .filter({ hasText: 'Only administrators of this organisation can see its roster.' }),
    ).toBeVisible();
    await expect(credit.getByRole('region', { name: 'Admin mode' })).toHaveCount(0);
    await expect(credit.getByRole('table')).toHaveCount(0);
  });
});

async function openTracker(page: Page) {
  // signed in first: the tracker sends an anonymous visitor to sign in by itself, which can win the
  // race with a click on the header's Sign in button
  await page.goto('/');
  await signInFromHeader(page, USERS.retail);
  await page.goto(TRACKER);
  const credit = boundary(page, 'mfe-credit');
  await expect(credit.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(credit.getByRole('button', { name: 'Find Programs' })).toBeVisible();
  return credit;
}

interface SearchJson {
  searchResults: { searchResultsItems: { url: string }[] };
}

test.describe('the earn-more panel and the sticky header', () => {
  test('[S2-TRACKER-68] [S2-TRACKER-69] [S2-TRACKER-73] the panel lists programs; fewer than a page runs a wider second search', async ({
    page,
  }) => {
    const bodies: { facetGroups: { id: string }[] }[] = [];
    let trimmed = false;
    await page.route('**/api/search', async (route) => {
      const body = route.request().postDataJSON() as { facetGroups?: { id: string }[] };
      if (!body.facetGroups?.some((g) => g.id === 'jurisdictions')) return route.continue();
      bodies.push(body as never);
      const res = await route.fetch();
      const json = (await res.json()) as SearchJson;
      // the first (narrow) search answers two programs: the panel must fill the page with a second one
      if (!trimmed) {
        trimmed = true;
        json.searchResults.searchResultsItems = json.searchResults.searchResultsItems.slice(0, 2);
      }
      await route.fulfill({ response: res, json });
    });
    const credit = await openTracker(page);
    await credit.getByRole('button', { name: 'Find Programs' }).click();
    const panel = page.getByRole('dialog', { name: /^Earn more credit in / });
    await expect(panel).toBeVisible();
    const list = panel.getByRole('list', { name: 'Programs' });
    await expect(list).toBeVisible();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]!.facetGroups.map((g) => g.id)).toEqual(['jurisdictions']);
    const count = await list.getByRole('listitem').count();
    expect(count).toBeGreaterThan(2);
    expect(count).toBeLessThanOrEqual(6);
    const hrefs = await list.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const sort = panel.getByLabel('Sort by');
    expect(await sort.locator('option').allTextContents()).toEqual([
      'Price',
      'Credit amount',
      'Date',
      'Format',
    ]);
  });

  test('[S2-TRACKER-70] [S2-TRACKER-71] [S2-TRACKER-72] [S2-TRACKER-74] a failed search offers a retry; no results show the configured message with a Search link', async ({
    page,
  }) => {
    let mode: 'hold' | 'fail' | 'empty' = 'hold';
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/search', async (route) => {
      const body = route.request().postDataJSON() as { facetGroups?: { id: string }[] };
      if (!body.facetGroups?.some((g) => g.id === 'jurisdictions')) return route.continue();
      if (mode === 'hold') {
        await held;
        return route.abort('failed');
      }
      if (mode === 'fail') return route.abort('failed');
      const res = await route.fetch();
      const json = (await res.json()) as SearchJson;
      json.searchResults.searchResultsItems = [];
      await route.fulfill({ response: res, json });
    });
    const credit = await openTracker(page);
    await credit.getByRole('button', { name: 'Find Programs' }).click();
    const panel = page.getByRole('dialog', { name: /^Earn more credit in / });
    // while the search is out: a skeleton of the page size
    await expect(panel.getByRole('list', { name: 'Loading programs' }).getByRole('listitem')).toHaveCount(6);
    mode = 'fail';
    release();
    await expect(panel.getByRole('alert')).toContainText('We could not load programs right now.');
    mode = 'empty';
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toContainText('No programs match these credits yet. Try a Search for more programs.');
    await expect(panel.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
      'href',
      /^\/search\?jurisdictions=/,
    );
  });

  test('[S2-TRACKER-65] [S2-TRACKER-66] the tracker header sticks past 120 px on medium screens and 185 px on smaller ones', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    const credit = await openTracker(page);
    const header = credit.locator('nav[aria-label="Licenses"]').locator('..');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const stickyAt = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      return header.getAttribute('data-sticky');
    };
    await expect.poll(() => stickyAt(110)).toBeNull();
    await expect.poll(() => stickyAt(130)).toBe('true');
    await page.setViewportSize({ width: 600, height: 700 });
    await expect.poll(() => stickyAt(0)).toBeNull();
    await expect.poll(() => stickyAt(170)).toBeNull();
    await expect.poll(() => stickyAt(200)).toBe('true');
  });
});
