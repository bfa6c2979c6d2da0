// The search page as the shell server composes it (issue 36): the exposed module renders on Node with
// the anonymous results the server asked for during the render (useServerCall), and the browser
// hydrates it exactly with that answer; once sign-in settles, a member's own answer (favourites) is
// asked for, an anonymous visitor asks for nothing. When the server had no answer in time the browser
// asks, as before.
import { within } from '@testing-library/react';
import type { SearchResponse } from '@cle/contracts/schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderAndHydrate } from '@cle/testing/server-render';
import { oneEthicsResult } from '../test/fixtures';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const PAGE = {
  contentType: ['PageData', 'SearchPage'],
  contentLink: { id: 'search' },
  name: 'Search Results',
  friendlyUrl: '/search',
  properties: {
    recommendedSearches: { enable: true, keywords: ['Ethics'] },
    semanticFiltersEnabled: true,
  },
};
const RESULTS = oneEthicsResult();

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  server.use(api.post<SearchResponse>('/search', () => RESULTS));
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.dataLayer;
});

const searchCase = (serverCalls?: { method: 'POST'; path: string; answer: unknown }[]) => ({
  module: require.resolve('./search-page'),
  props: { page: PAGE },
  path: '/search?query=ethics',
  renderTime: NOW,
  ...(serverCalls ? { serverCalls } : {}),
});

test('the search page: results from the server render, hydrated exactly; an anonymous visitor asks for nothing again', async () => {
  const { html, answers } = await renderAndHydrate(
    searchCase([{ method: 'POST', path: '/search', answer: RESULTS }]),
    async (page) => {
      await page.settle();
      expect(within(page.container).getByRole('link', { name: 'Ethics for Lawyers' })).toBeInTheDocument();
      const auth = await page.load<typeof import('@cle/contracts/auth')>('@cle/contracts/auth');
      // as the shell does after hydrating: sign-in settles, nobody is signed in
      await page.act(() => auth.authStore.set({ ...auth.ANONYMOUS }));
      await page.settle();
      expect(within(page.container).getByRole('link', { name: 'Ethics for Lawyers' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/search')).toHaveLength(0);
    },
  );
  // the server asked with the anonymous key and handed the answer over
  expect(Object.keys(answers)).toHaveLength(1);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('h1')?.textContent).toContain('ethics');
  expect([...doc.querySelectorAll('a')].map((a) => a.textContent)).toContain('Ethics for Lawyers');
});

test('the search page: a signed-in member keeps the server results while their own answer (favourites) is asked for once', async () => {
  await renderAndHydrate(searchCase([{ method: 'POST', path: '/search', answer: RESULTS }]), async (page) => {
    await page.settle();
    const auth = await page.load<typeof import('@cle/contracts/auth')>('@cle/contracts/auth');
    await page.act(() => auth.authStore.set({ ...auth.ANONYMOUS, token: 't', individualSk: '42' }));
    expect(within(page.container).getByRole('link', { name: 'Ethics for Lawyers' })).toBeInTheDocument();
    await page.settle();
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(1);
  });
});

test('the search page: when the server had no results in time, its frame hydrates and the browser asks once sign-in settles', async () => {
  const { html } = await renderAndHydrate(searchCase(), async (page) => {
    await page.settle();
    // hydrated with the state every page starts in: nothing asked before sign-in settles
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(0);
    const auth = await page.load<typeof import('@cle/contracts/auth')>('@cle/contracts/auth');
    await page.act(() => auth.authStore.set({ ...auth.ANONYMOUS }));
    await page.settle();
    expect(within(page.container).getByRole('link', { name: 'Ethics for Lawyers' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/search')).toHaveLength(1);
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('h1')?.textContent).toContain('ethics');
});
