import { expect, test } from '../support/test';
import { boundary, expectShellChrome } from '../support/site';

test.describe('composed site: shell with remotes', () => {
  test('[S1-SEARCH-07] [S1-CHROME-01] a search results page renders seeded data from mfe-search inside the shell', async ({
    page,
  }) => {
    await page.goto('/search?query=securities');
    await expectShellChrome(page);
    const search = boundary(page, 'mfe-search');
    await expect(search.getByRole('heading', { level: 1 })).toHaveText('Results for “securities”');
    await expect(search.locator('#result-count')).toHaveText(/^[1-9][\d,]* results?$/);
    await expect(search.getByRole('article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/(programs|publications|podcasts)\//,
    );
  });

  test('[S1-PAGES-04] [S1-ERRORS-17] an unknown friendly URL shows the route error page inside the shell', async ({
    page,
    expectApiErrors,
  }) => {
    // the content API answers 404 for a friendly URL it does not know: that is what the page shows
    expectApiErrors([{ status: 404, path: /^\/api\/content\?url=%2Fno%2Fsuch%2Fpage/ }]);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! 404' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('404 Page not found');
    await expectShellChrome(page);
  });
});
