// The legacy redirect as every route runs it (app.tsx): the footer's configured rule, the visitor's
// cookie, then the browser leaves for the legacy site (spec 1 §4).
import { waitFor } from '@testing-library/react';
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
