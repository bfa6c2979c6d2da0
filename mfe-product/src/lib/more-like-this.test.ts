import { finalSitePath, moreLikeThisTarget } from './more-like-this';

const response = (over: Partial<Response>) =>
  ({ redirected: false, url: '', status: 200, ...over }) as Response;

describe('show more like this (spec 3 §7, §8)', () => {
  test('[S3-PANEL-56] calls more-like-this/{code}, follows the redirect and answers the final path', async () => {
    const fetchImpl = jest.fn(async () =>
      response({ redirected: true, url: 'http://localhost:3000/search?practiceArea=Tax%20Law%7C25' }),
    );
    await expect(moreLikeThisTarget('380021', '/search', fetchImpl as unknown as typeof fetch)).resolves.toBe(
      '/search?practiceArea=Tax%20Law%7C25',
    );
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/client\/search\/more-like-this\/380021$/);
    expect(init.redirect).toBe('follow');
  });

  test('[S3-ERRORS-20] [S3-ERRORS-21] a failure is logged and falls back to the search page', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(moreLikeThisTarget('380021', '/find', failing as unknown as typeof fetch)).resolves.toBe(
      '/find',
    );
    const noRedirect = jest.fn(async () =>
      response({ status: 404, url: 'http://x/api/client/search/more-like-this/1' }),
    );
    await expect(moreLikeThisTarget('1', undefined, noRedirect as unknown as typeof fetch)).resolves.toBe(
      '/search',
    );
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  test('the final path keeps the query and hash of a followed redirect only', () => {
    expect(finalSitePath(response({ redirected: true, url: 'http://h/search?q=1#r' }))).toBe('/search?q=1#r');
    expect(finalSitePath(response({ redirected: false, url: 'http://h/search' }))).toBeNull();
  });
});
