// The operational search result page (spec 1 §2): mounted through mfe-search's embed, as the shell
// will mount ./OperationalSearchPage for content type OperationalSearchResultPage.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiOrigin, remoteOrigin } from '../support/site';

async function mountOperational(page: Page, facetOperation: 'or' | 'and', initialPath: string) {
  await page.goto(`${remoteOrigin('mfe-search')}/embed-example.html`);
  await page.evaluate(
    ({ op, path, api }) => {
      const el = document.createElement('div');
      el.id = 'operational';
      document.body.append(el);
      const embed = (
        window as unknown as { CleEmbed: Record<string, { mount: (el: Element, o: object) => void }> }
      ).CleEmbed['mfe-search']!;
      embed.mount(el, {
        apiBaseUrl: `${api}/api`,
        view: 'operational-search',
        props: {
          page: { name: 'CLE by credit type', properties: { facetGroup: 'creditType', facetOperation: op } },
        },
        initialPath: path,
      });
    },
    { op: facetOperation, path: initialPath, api: apiOrigin },
  );
  return page.locator('#operational');
}

const hits = async (root: ReturnType<Page['locator']>) =>
  Number((await root.locator('#result-count').innerText()).replace(/\D/g, ''));

test.describe('operational search result page', () => {
  test('[S1-SEARCH-47] [S1-SEARCH-48] [S1-SEARCH-49] [S1-SEARCH-50] group and operation from the page settings, semicolon values, jurisdictions for credit types', async ({
    page,
  }) => {
    const request = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/search') &&
        r.method() === 'POST' &&
        r.postData()?.includes('creditType') === true,
    );
    const root = await mountOperational(page, 'or', '/cle?creditType=ETH;DIV&jurisdictions=NY');
    const body = (await request).postDataJSON() as { facetGroups: unknown[] };
    expect(body.facetGroups).toEqual([
      { id: 'creditType', values: ['ETH', 'DIV'], operation: 'or' },
      { id: 'jurisdictions', values: ['NY'] },
    ]);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('CLE by credit type');
    await expect(root.getByTestId('operational-filter')).toHaveText(
      'Ethics or Diversity, Inclusion & Elimination of Bias in New York',
    );
    await expect(root.locator('#result-count')).toHaveText(/^[1-9][\d,]* results?$/);
    const any = await hits(root);

    const all = await mountOperational(page, 'and', '/cle?creditType=ETH;DIV&jurisdictions=NY');
    await expect(all.getByTestId('operational-filter')).toHaveText(
      'Ethics and Diversity, Inclusion & Elimination of Bias in New York',
    );
    await expect(all.locator('#result-count')).toHaveText(/results?$/);
    expect(await hits(all)).toBeLessThan(any);
  });
});
