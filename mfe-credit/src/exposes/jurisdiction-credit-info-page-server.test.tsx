// The jurisdiction page as the shell server composes it (issue 36): the exposed module renders on Node
// with the answers of the calls its route hints name handed in as SWR fallback (keyed as the shell
// server keys them: the hint expanded with the page's properties), and the browser hydrates it exactly
// and asks for none of them again.
import { within } from '@testing-library/react';
import { announcement } from '@cle/testing/fixtures';
import { recordApiCalls } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderAndHydrate } from '@cle/testing/server-render';
import type { CreditPageMap } from '@cle/contracts/credit-info-public-schemas';
import { EXTENDED, NY } from '../features/credit-info/credit-info-fixtures';
import routeHints from '../route-hints.json';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const PAGE = {
  contentType: ['PageData', 'JurisdictionCreditInfoPage'],
  contentLink: { id: 'credit-info-ny' },
  name: 'New York CLE Requirements',
  friendlyUrl: '/credit-info/new-york',
  properties: { regionSk: 132 },
};
const PAGE_MAP: CreditPageMap = {
  regionSk: 132,
  isTransitionalOrNewlyAdmitted: false,
  jurisdictionPage: { href: '/credit-info/new-york', text: 'New York CLE Requirements' },
  requirementsPage: { href: '/credit-info/new-york', text: 'New York CLE Requirements' },
  ruleChangesPage: { href: '/credit-info/rule-changes', text: 'Recent Rule Changes' },
};
const ANNOUNCEMENTS = [
  announcement({
    headingText: 'New York: Cybersecurity, Privacy & Data Protection',
    body: 'A new category from July.',
    // 'New' until the end of the server's day: the hydrating render must agree with it
    expireNewStatus: '2026-11-22',
    showOnJurisdictionPageCarousel: true,
  }),
];

/** The shell server's keys for the page's first calls (route-hint-rules.ts expandHint). */
const hinted = routeHints['./JurisdictionCreditInfoPage'].data.map((t) =>
  t.replace('{regionSk}', String(PAGE.properties.regionSk)),
);
const [ALL, EXTENDED_KEY, ANNOUNCEMENTS_KEY, PAGE_MAP_KEY] = hinted as [string, string, string, string];
const FALLBACK = {
  [ALL]: NY,
  [EXTENDED_KEY]: EXTENDED,
  [ANNOUNCEMENTS_KEY]: ANNOUNCEMENTS,
  [PAGE_MAP_KEY]: PAGE_MAP,
};

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  // after midnight in the browser: the server's day still decides the hydrating render
  jest.spyOn(Date, 'now').mockReturnValue(NOW + 13 * 3_600_000);
});
afterEach(() => jest.restoreAllMocks());

test('the jurisdiction page: heading, header links, requirements, credit types, notes and announcements from the server; hydrated exactly, nothing asked twice', async () => {
  const { html } = await renderAndHydrate(
    {
      module: require.resolve('./jurisdiction-credit-info-page'),
      props: { page: PAGE },
      path: PAGE.friendlyUrl,
      fallback: FALLBACK,
      renderTime: NOW,
    },
    async (page) => {
      const view = within(page.container);
      expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(NY.longDescription);
      await page.settle();
      // data once: none of the handed-over calls is made again (any other call fails the test)
      expect(calls.map((c) => c.path)).toEqual([]);
      // the browser's own location takes over the share link after hydration
      expect(view.getByRole('link', { name: 'Email' }).getAttribute('href')).toContain(
        encodeURIComponent('http://localhost/credit-info/new-york'),
      );
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = doc.body.textContent ?? '';
  expect(doc.querySelector('h1')?.textContent).toBe(NY.longDescription);
  expect(text).toContain(EXTENDED[132]!.creditClassSubheading);
  expect(doc.querySelector('a[href="/account/credit/credit-tracker?region=132"]')).not.toBeNull();
  expect(doc.querySelector('aside h2')?.textContent).toBe('Requirements');
  expect(text).toContain(NY.requirements[1]!.explanatoryText);
  expect(text).toContain('Credit types offered in New York');
  expect(text).toContain(NY.notes);
  expect(text).toContain('New York: Cybersecurity, Privacy & Data Protection');
  expect(doc.querySelector('[aria-roledescription="slide"] h3 span')?.textContent).toBe('New');
  // no skeleton: nothing on the page is still loading
  expect(doc.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
});
