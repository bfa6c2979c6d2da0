// The legacy redirect as every route runs it (app.tsx): the footer's configured rule, the visitor's
// cookie, then the browser leaves for the legacy site (spec 1 §4).
import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { replaceLocation } from '../lib/leave-site';
import { serveChromeParts } from '../lib/chrome-parts.fixture';
import { useLegacyRedirect } from './use-legacy-redirect';

// jsdom cannot leave the site: the test stands in for the browser
jest.mock('../lib/leave-site');

const LEGACY = 'https://legacy.pli.example/';

function EveryRoute() {
  useLegacyRedirect();
  return null;
}

const serveRule = (rule: number) =>
  serveChromeParts({
    footer: {
      description: 'CLE',
      linkLists: [],
      bottomLinks: [],
      legacySiteLink: { href: LEGACY, text: 'Switch to the legacy site' },
      legacyRedirect: { rule, whitelist: ['/support/'] },
    },
  });

beforeEach(() => jest.mocked(replaceLocation).mockClear());
afterEach(() => {
  document.cookie = 'siteVersion=; Max-Age=0; Path=/';
});

test('[S1-ROUTES-40] rule 3 sends a visitor who has chosen no site to the legacy site', async () => {
  serveRule(3);
  renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await waitFor(() =>
    expect(replaceLocation).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/legacy\.pli\.example\//)),
  );
});

test('[S1-ROUTES-41] rule 4 sends even a visitor who rejected the old site to the legacy site', async () => {
  document.cookie = 'siteVersion=new; Path=/';
  serveRule(4);
  renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await waitFor(() =>
    expect(replaceLocation).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/legacy\.pli\.example\//)),
  );
});

/** Time for the site parts to arrive and the rules' chunk to decide: a redirect would have happened. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('[S1-ROUTES-40] rule 3 leaves a visitor who rejected the old site on the new site', async () => {
  document.cookie = 'siteVersion=new; Path=/';
  serveRule(3);
  renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await settled();
  expect(replaceLocation).not.toHaveBeenCalled();
});

test('[S1-ROUTES-39] rule 2 sends a visitor who rejected the new site to the legacy site', async () => {
  document.cookie = 'siteVersion=legacy; Path=/';
  serveRule(2);
  renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await waitFor(() =>
    expect(replaceLocation).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/legacy\.pli\.example\//)),
  );
});

test('[S1-ROUTES-39] rule 2 leaves everyone else on the new site: no choice made, or the old site rejected', async () => {
  serveRule(2);
  const none = renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await settled();
  none.unmount();
  document.cookie = 'siteVersion=new; Path=/';
  renderWithProviders(<EveryRoute />, { path: '/search?query=tax' });
  await settled();
  expect(replaceLocation).not.toHaveBeenCalled();
});
