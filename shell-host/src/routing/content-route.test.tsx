import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { PageContent } from '@cle/contracts/page';
import { setErrorReporter } from '@cle/ui/error-reporting';
import { api, apiError, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { ContentRoute } from './content-route';

// the page views are lazy chunks: on a loaded machine the first one takes a while to arrive
const LAZY_VIEW = { timeout: 5000 };

const ABOUT: PageContent = {
  contentType: ['Page', 'GenericPage'],
  contentLink: { id: '5001' },
  name: 'About PLI',
  friendlyUrl: '/company/about',
  properties: { mainContentArea: [] },
};

const HISTORY: PageContent = {
  ...ABOUT,
  contentLink: { id: '5002' },
  name: 'Our history',
  friendlyUrl: '/company/history',
};

/** The About page with a link to Our history beside the route, once About's heading shows. */
async function renderAboutWithHistoryLink() {
  server.use(
    api.get<PageContent>('/content', ({ query }) =>
      query.get('url') === '/company/about' ? ABOUT : HISTORY,
    ),
  );
  renderWithProviders(
    <>
      <ContentRoute />
      <Link to="/company/history">History</Link>
    </>,
    { path: '/company/about' },
  );
  await screen.findByRole('heading', { level: 1, name: 'About PLI' }, LAZY_VIEW);
}

describe('content route', () => {
  test('[S1-ROUTES-03] [S1-ROUTES-04] the friendly URL comes from the wildcard path and the page is fetched with the main content area expanded', async () => {
    const calls = recordApiCalls();
    server.use(api.get<PageContent>('/content', () => ABOUT));
    renderWithProviders(<ContentRoute />, { path: '/company/about?tab=2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About PLI' }, LAZY_VIEW),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/content')).toEqual([
      expect.objectContaining({
        query: { url: '/company/about', expand: 'mainContentArea', userId: 'ANON' },
      }),
    ]);
  });

  test('[S1-ROUTES-19] on a route change a blank placeholder shows for 600 ms before the new page', async () => {
    await renderAboutWithHistoryLink();
    // not on the first page load
    expect(screen.queryByTestId('route-transition')).toBeNull();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('link', { name: 'History' }));
      expect(screen.getByTestId('route-transition')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(599));
      expect(screen.getByTestId('route-transition')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.queryByTestId('route-transition')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our history' }, LAZY_VIEW),
    ).toBeInTheDocument();
  });

  test('[S1-PAGES-27] a skeleton holds the page while its content loads', async () => {
    server.use(
      api.get<PageContent>('/content', async () => {
        await new Promise((r) => setTimeout(r, 100));
        return ABOUT;
      }),
    );
    renderWithProviders(<ContentRoute />, { path: '/company/about' });
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About PLI' }, LAZY_VIEW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  test('[S1-ERRORS-14] a failed page fetch whose JSON body is an error page is rendered as that page', async () => {
    const errorPage: PageContent = {
      contentType: ['Page', 'GenericPage'],
      contentLink: { id: '9404' },
      name: 'We could not find that page',
      friendlyUrl: '/not-found',
      properties: {},
    };
    server.use(api.get('/content', () => HttpResponse.json(errorPage, { status: 404 })));
    renderWithProviders(<ContentRoute />, { path: '/gone' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }, LAZY_VIEW),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Page not found')).not.toBeInTheDocument();
  });

  /** The page's fetch answered `response`: the route error page shows `text` (spec 1 §8). */
  async function showsPageError(response: () => Response, text: string) {
    server.use(
      api.get('/content', response),
      api.get('/redirect/', () => apiError(404, 'No redirect')),
    );
    renderWithProviders(<ContentRoute />, { path: '/company/history' });
    expect(await screen.findByText(text, {}, LAZY_VIEW)).toBeInTheDocument();
  }

  test('[S1-ERRORS-15] a page fetch answered 400 shows 400 Bad Request', async () => {
    await showsPageError(() => apiError(400, 'url is required'), '400 Bad Request');
  });

  test('[S1-ERRORS-16] a page fetch answered 403 shows 403 Access forbidden', async () => {
    await showsPageError(() => apiError(403, 'Forbidden'), '403 Access forbidden');
  });

  test('[S1-ERRORS-17] a page fetch answered 404 with no redirect shows 404 Page not found', async () => {
    await showsPageError(() => apiError(404, 'Not found'), '404 Page not found');
  });

  test('[S1-ERRORS-18] a page fetch answered with another status shows the status and its message', async () => {
    await showsPageError(() => apiError(502, 'Bad gateway'), '502 Bad gateway');
  });

  test('[S1-ERRORS-19] a page fetch that never reaches the CMS shows Network error connecting to CMS', async () => {
    await showsPageError(() => HttpResponse.error(), 'Network error connecting to CMS');
  });

  test("[S1-PAGES-06] a page fetch that fails without a status shows 'Oops! Unexpected Error / Something went wrong.'", async () => {
    await showsPageError(() => HttpResponse.error(), 'Something went wrong.');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Unexpected Error' })).toBeInTheDocument();
  });

  test("[S1-PAGES-05] the route error page shows the failure's message under the status text", async () => {
    await showsPageError(() => HttpResponse.error(), 'Network error connecting to CMS');
    // a paragraph of its own, under the status text
    const status = screen.getByText('Something went wrong.');
    expect(status.compareDocumentPosition(screen.getByText('Network error connecting to CMS'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  test('[S1-PAGES-05] a failure with a status has no message of its own: the page shows no message line', async () => {
    await showsPageError(() => apiError(403, 'Forbidden'), '403 Access forbidden');
    const page = screen.getByRole('region', { name: 'Oops! 403' });
    expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '403 Access forbidden',
      'Go to the home page',
    ]);
  });

  test('[S1-ROUTES-20] a program URL ending in #SEGV{n} is rewritten to the program path plus /{n}', async () => {
    const calls = recordApiCalls();
    server.use(api.get<PageContent>('/content', () => ABOUT));
    renderWithProviders(<ContentRoute />, {
      path: '/programs/tax-institute?ref=mail#SEGV3',
      showLocation: true,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/programs\/tax-institute\/3\?ref=mail$/),
    );
    await waitFor(() =>
      expect(calls.map((c) => c.path === '/content' && c.query.url)).toContain('/programs/tax-institute/3'),
    );
  });

  test("[S1-ROUTES-31] a page of an unknown type sends the visitor to '/'", async () => {
    server.use(
      api.get<PageContent>('/content', ({ query }) =>
        query.get('url') === '/odd/page'
          ? {
              ...ABOUT,
              contentLink: { id: '7001' },
              contentType: ['PageData', 'NoSuchPage'],
              friendlyUrl: '/odd/page',
            }
          : { ...ABOUT, contentLink: { id: '1' }, name: 'Home', friendlyUrl: '/' },
      ),
    );
    renderWithProviders(<ContentRoute />, { path: '/odd/page', showLocation: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), LAZY_VIEW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, LAZY_VIEW)).toBeInTheDocument();
  });

  test('[S2-OTHER-09] when the redirect lookup fails the error is reported and the page error shows', async () => {
    const reports: string[] = [];
    const restore = setErrorReporter((_error, info) => reports.push(info.boundary));
    server.use(
      api.get('/content', () => apiError(404, 'Not found')),
      api.get('/redirect/', () => apiError(503, 'Lookup down')),
    );
    renderWithProviders(<ContentRoute />, { path: '/old-page' });
    expect(await screen.findByText('404 Page not found')).toBeInTheDocument();
    await waitFor(() => expect(reports).toEqual(['shell/redirect-lookup']));
    restore();
  });

  test('[S1-ERRORS-24] a missing page whose lookup finds a target goes there instead of showing the error', async () => {
    server.use(
      api.get('/content', ({ query }) =>
        query.get('url') === '/company/history' ? HISTORY : apiError(404, 'Not found'),
      ),
      api.get('/redirect/', () => ({ target: '/company/history' })),
    );
    renderWithProviders(<ContentRoute />, { path: '/old-page', showLocation: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our history' }, LAZY_VIEW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/history$/);
    expect(screen.queryByText('404 Page not found')).not.toBeInTheDocument();
  });

  test('[S1-PAGES-15] a lookup that returns no target leaves the visitor on the path, shown its own page', async () => {
    const calls = recordApiCalls();
    server.use(
      api.get('/content', () => apiError(404, 'Not found')),
      api.get('/redirect/', () => ({ target: null })),
    );
    renderWithProviders(<ContentRoute />, { path: '/old-page?ref=mail', showLocation: true });
    expect(await screen.findByText('404 Page not found', {}, LAZY_VIEW)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/redirect/')?.query).toEqual({ uri: '/old-page?ref=mail' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/old-page\?ref=mail$/);
  });

  test.each([
    ['PodcastPage', '/podcasts', 'Podcasts'],
    ['CollectionProduct', '/collections/answer-books', 'Answer Book Collection'],
  ])('[S1-ROUTES-29] a %s page shows its heading and body where it is, not on /', async (type, url, name) => {
    server.use(
      api.get<PageContent>('/content', () => ({
        contentType: ['PageData', type],
        contentLink: { id: `${type}-1` },
        name,
        friendlyUrl: url,
        properties: { body: '<p>Choose one below.</p>' },
      })),
    );
    renderWithProviders(<ContentRoute />, { path: url, showLocation: true });
    expect(await screen.findByRole('heading', { level: 1, name }, LAZY_VIEW)).toBeInTheDocument();
    expect(screen.getByText('Choose one below.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(url);
  });
});

describe('the head follows the page shown', () => {
  // the tests above leave their pages' head tags behind
  beforeEach(() => {
    document.head.querySelectorAll('[data-page-meta]').forEach((el) => el.remove());
    document.title = '';
  });

  test('[S1-PAGES-24] a page the server did not write gets its title and canonical in the browser', async () => {
    server.use(api.get<PageContent>('/content', () => ABOUT));
    renderWithProviders(<ContentRoute />, { path: '/company/about' });
    await waitFor(() => expect(document.title).toBe('About PLI - PLI'), LAZY_VIEW);
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      `${window.location.origin}/company/about`,
    );
  });

  test("[S1-PAGES-24] the server's head of the first page stays as written; a navigation replaces it with the new page's", async () => {
    // what the shell server wrote into the HTML for this page (server/page-head.ts)
    document.title = 'About PLI (server) - PLI';
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://site/company/about" data-page-meta>',
    );
    await renderAboutWithHistoryLink();
    expect(document.title).toBe('About PLI (server) - PLI');
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    await waitFor(() => expect(document.title).toBe('Our history - PLI'), LAZY_VIEW);
    expect(
      [...document.head.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
    ).toEqual([`${window.location.origin}/company/history`]);
  });
});
