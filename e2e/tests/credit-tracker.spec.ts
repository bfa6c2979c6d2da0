// Licenses and the credit tracker against the real API: the retail member adds a New York license
// through the add-license flow, sets the compliance period the tracker asks for, sees requirements and
// a donut that match the API's numbers for her seeded certificates, switches periods and licenses;
// an anonymous visitor adds and removes a license locally and nothing is written.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

const LICENSES = '/account/licenses';
// The seed dates certificates relative to the day it ran, so the journey's periods follow this year.
const YEAR = new Date().getFullYear();
const CURRENT = `01/01/${YEAR - 1} – 12/31/${YEAR}`;
const PREVIOUS = `01/01/${YEAR - 3} – 12/31/${YEAR - 2}`;
const TRACKER = '/account/credit/credit-tracker';

interface TrackerJson {
  trackerUsers: {
    trackers: {
      creditRegion_SK: number;
      creditRegionShortDescription: string;
      jurisdiction: {
        totalRequirement: { required: number; counted: number };
        requirements: { heading: string; counted: number; isHidden: boolean }[];
        clePeriod: { startDate: string | null; endDate: string | null };
      };
    }[];
  }[];
}

const isTracker = (r: Response) =>
  r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/credit-tracker';

async function newYorkFrom(res: Response) {
  const body = (await res.json()) as TrackerJson;
  return body.trackerUsers[0]!.trackers.find((t) => t.creditRegionShortDescription === 'NY');
}

/** A previous run may have left the New York license: the journey starts without it. */
async function removeNewYorkIfHeld(page: Page) {
  const credit = boundary(page, 'mfe-credit');
  const list = credit.getByRole('list', { name: 'Your licenses' });
  await expect(list).toBeVisible();
  const del = list.getByRole('button', { name: 'Delete New York license' });
  if (await del.count()) {
    await del.click();
    await expect(page.getByRole('status').filter({ hasText: 'License has been deleted' })).toBeVisible();
    await expect(del).toHaveCount(0);
  }
}

test.describe('licenses and the credit tracker', () => {
  test('the retail member adds New York through the flow, sets its period and sees her seeded credits', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(LICENSES);
    await signInFromHeader(page, USERS.retail);
    const credit = boundary(page, 'mfe-credit');
    await expect(credit.getByRole('heading', { level: 1, name: 'Licenses and Jurisdictions' })).toBeVisible();
    await removeNewYorkIfHeld(page);

    const flow = page.getByRole('dialog', { name: 'Licenses and Jurisdictions' });
    await test.step("[S2-LICENSE-01] [S2-LICENSE-11] [S2-LICENSE-12] 'Add new license' opens the flow at 'Licenses and Jurisdictions' with its 'See all' links", async () => {
      await credit.getByRole('button', { name: 'Add new license' }).click();
      await expect(flow).toBeVisible();
      await flow.getByRole('button', { name: 'See all' }).first().click();
    });
    const single = page.getByRole('dialog', { name: 'Do you want to add this license to your profile?' });
    await test.step("[S2-LICENSE-15] one chosen license leads to 'Do you want to add this license to your profile?'", async () => {
      await flow.getByRole('checkbox', { name: 'New York', exact: true }).check();
      await flow.getByRole('button', { name: 'Continue' }).click();
      await expect(single).toBeVisible();
    });
    await test.step("[S2-TOAST-20] [S2-LICENSE-02] [S1-AUTH-30] the license saves with 'License added' and joins the list", async () => {
      // the form's own check runs before anything is sent: New York needs a license number
      await single.getByRole('button', { name: 'Add to my profile' }).click();
      await expect(single.getByText('Required')).toBeVisible();
      await single.getByLabel('License number').fill('5550123');
      await single.getByLabel('Year admitted (optional)').fill('2016');
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/user/licenses',
      );
      await single.getByRole('button', { name: 'Add to my profile' }).click();
      expect((await saved).status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: 'License added' })).toBeVisible();
      await expect(
        credit.getByRole('list', { name: 'Your licenses' }).getByText('New York', { exact: true }),
      ).toBeVisible();
    });

    const modal = page.getByRole('dialog', { name: 'Edit compliance period' });
    await test.step('[S2-API-21] [S2-TRACKER-01] [S2-TRACKER-05] [S2-TRACKER-06] [S2-TRACKER-19] the tracker has the new license; with no period the modal opens by itself and no deadline shows', async () => {
      const firstTracker = page.waitForResponse(isTracker);
      await page.goto(`${TRACKER}?region=132`);
      const ny = await newYorkFrom(await firstTracker);
      expect(ny?.jurisdiction.clePeriod.startDate).toBeNull();
      await expect(
        credit.getByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' }),
      ).toBeVisible();
      await expect(
        credit.getByRole('navigation', { name: 'Licenses' }).getByRole('button', { name: 'New York' }),
      ).toBeVisible();
      await expect(modal).toBeVisible();
      await expect(credit.getByTestId('progress-donut')).toHaveCount(0);
      await expect(credit.getByTestId('deadline-line')).toHaveCount(0);
    });
    await test.step("[S2-VALID-04] a bad start date gives 'Please enter a valid date (MM/DD/YYYY).'", async () => {
      await modal.getByLabel('Start date').fill(`13/45/${YEAR - 1}`);
      await modal.getByLabel('End date').fill(`12/31/${YEAR}`);
      await modal.getByRole('button', { name: 'Save compliance period' }).click();
      await expect(modal.getByText('Please enter a valid date (MM/DD/YYYY).')).toBeVisible();
    });
    const withPeriod =
      await test.step('[S2-API-50] the period update names the member, the jurisdiction, the license and the dates', async () => {
        await modal.getByLabel('Start date').fill(`01/01/${YEAR - 1}`);
        const setOptions = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/credit-tracker/set-options',
        );
        const refreshed = page.waitForResponse(isTracker);
        await modal.getByRole('button', { name: 'Save compliance period' }).click();
        const setOptionsAnswer = await setOptions;
        expect(setOptionsAnswer.status()).toBe(200);
        expect(setOptionsAnswer.request().postDataJSON()).toEqual({
          customerId: expect.any(Number),
          jurisdictionId: expect.any(Number),
          jurisdictionKey: expect.stringMatching(/^\d+-\d+$/),
          period: { startDate: `01/01/${YEAR - 1}`, endDate: `12/31/${YEAR}` },
        });
        const answer = (await newYorkFrom(await refreshed))!;
        await expect(modal).toBeHidden();
        return answer;
      });

    await test.step("[S2-TRACKER-06] [S2-TRACKER-10] [S2-TRACKER-25] with a period: the deadline, the donut and the requirement cards match the API's numbers", async () => {
      const { counted, required } = withPeriod.jurisdiction.totalRequirement;
      expect(counted).toBeGreaterThan(0);
      await expect(credit.getByTestId('period-range')).toHaveText(CURRENT);
      await expect(credit.getByTestId('deadline-line')).toContainText(`Compliance deadline: 12/31/${YEAR}`);
      const donut = credit.getByTestId('progress-donut');
      await expect(donut).toHaveAttribute(
        'data-percent',
        String(Math.round(Math.min(100, (counted / required) * 100))),
      );
      const cards = credit.getByTestId('requirement-card');
      const visible = withPeriod.jurisdiction.requirements.filter((r) => !r.isHidden);
      await expect(cards).toHaveCount(visible.length);
      for (const r of visible)
        await expect(
          credit.getByRole('article', { name: r.heading, exact: true }).getByTestId('requirement-counted'),
        ).toHaveText(r.counted.toFixed(1));
    });

    await test.step('[S2-TRACKER-16] [S2-TRACKER-17] the period selector moves to the previous period and back to the current one', async () => {
      const previous = page.waitForResponse(isTracker);
      await credit
        .getByRole('group', { name: 'Compliance period' })
        .getByRole('button', { name: 'Previous' })
        .click();
      await previous;
      await expect(credit.getByTestId('period-range')).toHaveText(PREVIOUS);
      await credit
        .getByRole('group', { name: 'Compliance period' })
        .getByRole('button', { name: 'Current' })
        .click();
      await expect(credit.getByTestId('period-range')).toHaveText(CURRENT);
    });

    await test.step("[S2-TRACKER-18] the period selector's 'Edit compliance period' opens the compliance-period modal", async () => {
      await expect(modal).toBeHidden();
      await credit.getByRole('button', { name: 'Edit compliance period', exact: true }).click();
      await expect(modal).toBeVisible();
      await expect(modal.getByLabel('Start date')).toHaveValue(`01/01/${YEAR - 1}`);
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await expect(modal).toBeHidden();
    });

    await test.step('[S2-TRACKER-01] the switcher changes license', async () => {
      await credit
        .getByRole('navigation', { name: 'Licenses' })
        .getByRole('button', { name: 'California' })
        .click();
      await expect(
        credit.getByRole('heading', { level: 1, name: 'California Attorney CLE Requirements' }),
      ).toBeVisible();
      await expect(credit.getByTestId('progress-donut')).toBeVisible();
    });
  });

  test('[S2-ROLES-05] an anonymous visitor adds and removes a license locally; nothing is written', async ({
    page,
    context,
  }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (
        url.pathname.startsWith('/api/user') ||
        (r.method() !== 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/search')
      )
        writes.push(`${r.method()} ${url.pathname}`);
    });
    await page.goto(LICENSES);
    const credit = boundary(page, 'mfe-credit');
    const list = credit.getByRole('list', { name: 'Your licenses' });
    await test.step('[S2-LICENSE-04] the action banner is for signed-in members only', async () => {
      await expect(
        credit.getByRole('heading', { level: 1, name: 'Licenses and Jurisdictions' }),
      ).toBeVisible();
      await expect(credit.getByRole('region', { name: 'Add your licenses' })).toHaveCount(0);
      await expect(credit.getByLabel(/License number/)).toHaveCount(0);
    });
    await test.step('[S2-ROLES-03] [S3-ROLES-25] [S3-ROLES-26] Apply adds a license locally, kept 30 days in the LO_Licenses cookie', async () => {
      await credit.getByLabel('License type', { exact: true }).selectOption({ label: 'Attorney' });
      await credit.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'New York' });
      await credit.getByRole('button', { name: 'Apply' }).click();
      await expect(list.getByText('New York')).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === 'LO_Licenses');
      expect(cookie).toBeTruthy();
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });
    await test.step('[S2-ROLES-04] [S2-ROLES-01] Remove takes it away; no license call and no write was made', async () => {
      await list.getByRole('button', { name: 'Remove New York' }).click();
      await expect(list.getByText('New York')).toHaveCount(0);
      expect(writes).toEqual([]);
    });
  });
});
