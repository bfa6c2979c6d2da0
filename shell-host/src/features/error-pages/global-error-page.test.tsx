// The global error page as a visitor reaches it: a CMS page of type GlobalErrorPage on the content route.
import { fireEvent, screen } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { ContentRoute } from '../../routing/content-route';
import { reloadPage } from '../../lib/leave-site';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';

// jsdom cannot reload a page: the test stands in for the browser
jest.mock('../../lib/leave-site');

const ERROR_PAGE: PageContent = {
  contentType: ['PageData', 'GlobalErrorPage'],
  contentLink: { id: '9500' },
  name: 'Error',
  friendlyUrl: '/error',
  properties: {},
};

test("[S1-PAGES-01] [S1-PAGES-02] [S1-PAGES-03] opened with no page before it in the tab, the page's Try Again reloads", async () => {
  serveChromeParts({
    labels: {
      cartUrl: '/cart',
      customerServicePhone: '(800) 260-4754',
      customerServiceEmail: 'info@pli.edu',
    },
  });
  server.use(api.get<PageContent>('/content', () => ERROR_PAGE));
  renderWithProviders(<ContentRoute />, { path: '/error' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page failed to load' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '(800) 260-4754' })).toHaveAttribute(
    'href',
    'tel:8002604754',
  );
  expect(screen.getByRole('link', { name: 'info@pli.edu' })).toHaveAttribute('href', 'mailto:info@pli.edu');
  // a tab that opened here has nothing to go back to
  expect(window.history.length).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
