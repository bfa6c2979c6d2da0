// The public credit-info family and faculty pages as the shell server composes them (issue 36): each
// exposed page renders on Node with the answers of the calls its route hints name handed in as SWR
// fallback (keyed as the shell server keys them: the hint expanded with the page's properties), and the
// browser hydrates it exactly and asks for none of them again.
import { within } from '@testing-library/react';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { renderAndHydrate } from '@cle/testing/server-render';
import type { HydratedPage } from '@cle/testing/server-render';
import type { ContentLink, CreditCallouts, RuleChanges } from '@cle/contracts/credit-schemas';
import type { FacultyList, FacultyProfile } from '@cle/contracts/faculty-schemas';
import { SITE_LABELS_KEY } from '@cle/contracts/site-parts';
import { EXTENDED, NY } from '../features/credit-info/credit-info-fixtures';
import routeHints from '../route-hints.json';

const NOW = Date.parse('2026-11-22T12:00:00Z');

interface Page {
  contentType: string[];
  contentLink: { id: string };
  name: string;
  friendlyUrl: string;
  properties: Record<string, string | number | string[]>;
}
type Module = keyof typeof routeHints;

/** The shell server's keys for a page's first calls (route-hint-rules.ts expandHint). */
const hintedKeys = (module: Module, page: Page) =>
  (routeHints[module] as { data: string[] }).data.map((t) =>
    t.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(page.properties[name]))),
  );

/** Renders the page's module with its hinted calls' answers (in hint order), as the shell server does. */
async function serverPage(
  file: string,
  module: Module,
  page: Page,
  answers: unknown[],
  check: (page: HydratedPage) => void | Promise<void>,
  extra: Record<string, unknown> = {},
): Promise<Document> {
  const keys = hintedKeys(module, page);
  expect(keys).toHaveLength(answers.length);
  const { html } = await renderAndHydrate(
    {
      module: require.resolve(file),
      props: { page },
      path: page.friendlyUrl,
      // the chrome's labels come with every page the shell renders
      fallback: {
        [SITE_LABELS_KEY]: {},
        ...Object.fromEntries(keys.map((k, i) => [k, answers[i]])),
        ...extra,
      },
      renderTime: NOW,
    },
    async (hydrated) => {
      await check(hydrated);
      await hydrated.settle();
      // data once: none of the handed-over calls is made again (any other call fails the test)
      expect(calls.map((c) => c.path)).toEqual([]);
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  expect(doc.querySelector('[role="status"][aria-label^="Loading"]')).toBeNull();
  return doc;
}

const h1 = (page: HydratedPage) => within(page.container).getByRole('heading', { level: 1 });

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

test('the faculty profile: portrait, name, details, biography and shared content from the server', async () => {
  const profile: FacultyProfile = {
    faculty: {
      id: 161,
      individualId: '700161',
      displayName: 'Aaron Coleman',
      affiliation: 'Coleman & Reyes LLP',
      title: 'Partner',
      biography: 'Aaron advises on securities enforcement.',
      image: '/api/faculty/161/portrait.svg',
      resourceLocation: '/faculty/aaron-coleman',
      trusteeDesignation: null,
      visibilityStatus: 0,
      isUserFollowingThis: false,
    },
    content: [
      {
        code: 'P1',
        title: 'Securities Enforcement 2027',
        format: 'Live Webcast',
        url: '/programs/p1',
        role: 'Chairperson',
        date: '2027-03-04',
      },
    ],
  };
  const page: Page = {
    contentType: ['PageData', 'FacultyMember'],
    contentLink: { id: 'faculty-161' },
    name: 'Aaron Coleman',
    friendlyUrl: '/faculty/aaron-coleman',
    properties: { facultyId: 161 },
  };
  const doc = await serverPage('./faculty-profile-page', './FacultyProfilePage', page, [profile], (p) => {
    expect(h1(p)).toHaveTextContent('Aaron Coleman');
  });
  expect(doc.querySelector('h1')?.textContent).toBe('Aaron Coleman');
  expect(doc.querySelector('img[alt="Portrait of Aaron Coleman"]')).not.toBeNull();
  expect(doc.body.textContent).toContain('Aaron advises on securities enforcement.');
  expect(doc.querySelector('a[href="/programs/p1"]')?.textContent).toBe('Securities Enforcement 2027');
});

test('our faculty: the first page of everyone from the server', async () => {
  const list: FacultyList = {
    items: [
      {
        id: 161,
        displayName: 'Aaron Coleman',
        affiliation: 'Coleman & Reyes LLP',
        title: 'Partner',
        image: '/api/faculty/161/portrait.svg',
        resourceLocation: '/faculty/aaron-coleman',
      },
    ],
    page: 1,
    pageSize: 24,
    totalPages: 39,
    totalResults: 919,
  };
  const page: Page = {
    contentType: ['PageData', 'AboutFacultyPage'],
    contentLink: { id: 'about-faculty' },
    name: 'Our Faculty',
    friendlyUrl: '/about/faculty',
    properties: {},
  };
  const doc = await serverPage('./about-faculty-page', './AboutFacultyPage', page, [list], (p) => {
    expect(within(p.container).getByRole('link', { name: 'Aaron Coleman' })).toBeInTheDocument();
  });
  expect(doc.querySelector('h1')?.textContent).toBe('Our Faculty');
  expect(doc.body.textContent).toContain('919 faculty members');
  expect(doc.querySelector('a[href="/faculty/aaron-coleman"]')).not.toBeNull();
});

test('a credit class page: heading, header links, notes and requirements from the server', async () => {
  const page: Page = {
    contentType: ['PageData', 'CreditClassPage'],
    contentLink: { id: 'ny-transitional' },
    name: 'New York Transitional (Newly Admitted) Attorneys',
    friendlyUrl: '/credit-info/new-york-transitional',
    properties: { regionSk: 132 },
  };
  const link = (id: string, name: string): ContentLink => ({
    id,
    name,
    friendlyUrl: `/credit-info/${id}`,
    contentType: 'CreditInfoTypePage',
    visible: true,
    regionSk: 132,
  });
  // the CMS tree's calls are keyed by the page's id, which route hints cannot name yet: handed over here
  const tree = {
    '/content-links/ny-transitional/ancestors': [link('credit-info', 'CLE Requirements by Jurisdiction')],
    '/content-links/ny-transitional/children': [link('ny-transitional-ethics', 'Ethics')],
  };
  const doc = await serverPage(
    './credit-class-page',
    './CreditClassPage',
    page,
    [NY, EXTENDED],
    (p) => expect(h1(p)).toHaveTextContent(page.name),
    tree,
  );
  expect(doc.body.textContent).toContain(NY.notes);
  expect(doc.querySelector('a[href="/account/credit/credit-tracker?region=132"]')).not.toBeNull();
  expect(doc.querySelector('aside h2')?.textContent).toBe('Requirements');
  expect(doc.querySelector('a[href="/credit-info/ny-transitional-ethics"]')?.textContent).toBe('Ethics');
});

test('the river page: heading and the credit call-outs from the server', async () => {
  const callouts: CreditCallouts = [
    {
      id: 1,
      regionSk: null,
      heading: 'Track your credits',
      body: 'See what you still need.',
      link: { href: '/account/credit/credit-tracker', text: 'Open the tracker' },
    },
  ];
  const page: Page = {
    contentType: ['PageData', 'CreditInfoRiverPage'],
    contentLink: { id: 'credit-info' },
    name: 'CLE Requirements by Jurisdiction',
    friendlyUrl: '/credit-info',
    properties: {},
  };
  const ny: ContentLink = {
    id: 'credit-info-ny',
    name: 'New York CLE Requirements',
    friendlyUrl: '/credit-info/new-york',
    contentType: 'JurisdictionCreditInfoPage',
    visible: true,
    regionSk: 132,
  };
  const doc = await serverPage(
    './credit-info-river-page',
    './CreditInfoRiverPage',
    page,
    [callouts],
    (p) => expect(h1(p)).toHaveTextContent(page.name),
    // the jurisdictions (the page's children, keyed by its id) and the first tab's header links
    { '/content-links/credit-info/children': [ny], '/credit-info/extended?regions=132': EXTENDED },
  );
  expect(doc.querySelector('[aria-label="Credit call-outs"]')?.textContent).toContain('Track your credits');
  expect(doc.querySelector('[role="tab"]')?.textContent).toBe('New York');
});

test('the rule changes page: recent rule changes and the COVID orders from the server', async () => {
  const change = (heading: string, currentlyActive: boolean) => ({
    regionName: 'New York',
    heading,
    effectiveDate: '2026-03-01',
    currentlyActive,
    body: `${heading}: details`,
    jurisdictionUrl: '/credit-info/new-york',
  });
  const recent: RuleChanges = { 'New York': [change('Cybersecurity credit', true)] };
  const covid: RuleChanges = { 'New York': [change('Remote programs allowed', false)] };
  const page: Page = {
    contentType: ['PageData', 'RuleChangesPage'],
    contentLink: { id: 'rule-changes' },
    name: 'Recent Rule Changes',
    friendlyUrl: '/credit-info/rule-changes',
    properties: {},
  };
  const doc = await serverPage(
    './rule-changes-page',
    './RuleChangesPage',
    page,
    [recent, covid],
    (p) => expect(h1(p)).toHaveTextContent(page.name),
    { '/content-links/rule-changes/ancestors': [] },
  );
  expect(doc.body.textContent).toContain('Cybersecurity credit');
  expect(doc.body.textContent).toContain('Remote programs allowed');
});

test('a credit type page: heading, header links, panel messages and approval from the server; the earn-more search link follows in the browser', async () => {
  server.use(api.post('/credit-info/earn-more-url', () => ({ url: '/search?query=&creditType=ETH' })));
  const page: Page = {
    contentType: ['PageData', 'CreditInfoTypePage'],
    contentLink: { id: 'ny-transitional-ethics' },
    name: 'Ethics',
    friendlyUrl: '/credit-info/new-york-transitional/ethics',
    properties: {
      regionSk: 132,
      creditTypeCode: 'ETH',
      panelMessages: ['Newly admitted attorneys need 3 hours of Ethics in each of their first two years.'],
      approvalMessage: 'PLI is an Accredited Provider.',
    },
  };
  const parent: ContentLink = {
    id: 'ny-transitional',
    name: 'New York Transitional (Newly Admitted) Attorneys',
    friendlyUrl: '/credit-info/new-york-transitional',
    contentType: 'CreditClassPage',
    visible: true,
    regionSk: 132,
  };
  const doc = await serverPage(
    './credit-topic-page',
    './CreditTopicPage',
    page,
    [EXTENDED],
    async (p) => {
      await p.settle();
      expect(within(p.container).getByRole('link', { name: 'Find ethics programs' })).toBeInTheDocument();
      // the one call the browser makes: the POST the server does not make
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /credit-info/earn-more-url']);
      calls.length = 0;
    },
    // the title names the parent page (the page's ancestors, keyed by its id: not hinted yet)
    { '/content-links/ny-transitional-ethics/ancestors': [parent] },
  );
  expect(doc.querySelector('h1')?.textContent).toBe(`Ethics for ${parent.name}`);
  expect(doc.querySelector('a[href="/account/credit/credit-tracker?region=132"]')).not.toBeNull();
  expect(doc.body.textContent).toContain('Newly admitted attorneys need 3 hours of Ethics');
  expect(doc.querySelector('[role="note"]')?.textContent).toBe('PLI is an Accredited Provider.');
});
