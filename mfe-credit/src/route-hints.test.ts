// route-hints.json tells the shell server what the jurisdiction page fetches first (decision 042). A
// hint that names another URL than the page's own call is a wasted download: this keeps them together.
import routeHints from './route-hints.json';
import { creditInfoExtendedPath, creditInfoPath } from './features/credit-info/api/use-credit-info';
import { announcementsPath, creditPageMapPath } from './features/credit-info/api/use-public-announcements';
import { creditCalloutsPath, ruleChangesPath } from './features/credit-info/api/use-credit-pages';
import { facultyListPath, facultyProfilePath } from './features/faculty/api/use-faculty';
import { RULE_CHANGE_TYPES } from '@cle/contracts/credit-schemas';

const expand = (template: string, properties: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(properties[name]!));

test('the jurisdiction page hints name its credit-info, extended, announcements and page-map calls for the content regionSk', () => {
  const [all, extended, announcements, pageMap] = routeHints['./JurisdictionCreditInfoPage'].data.map((t) =>
    expand(t, { regionSk: '132' }),
  );
  expect(all).toBe(creditInfoPath(132));
  // the hooks' SWR keys, which they fetch as they are (use-credit-info.ts, use-public-announcements.ts)
  expect(extended).toBe(creditInfoExtendedPath(132));
  expect(extended).toBe(`/credit-info/extended?${new URLSearchParams({ regions: '132' })}`);
  // the first tab's license kind: the seeded jurisdictions list the experienced attorneys' group first
  // (a visitor whose saved status picks the newly admitted tab asks for its own, uncached)
  const flag = new URLSearchParams({ isTransitionalOrNewlyAdmitted: 'false' });
  expect(announcements).toBe(`/credit-info/announcements/132?${flag}`);
  expect(pageMap).toBe(`/credit-info/page-map/132?${flag}`);
  expect(announcements).toBe(announcementsPath(132, false));
  expect(pageMap).toBe(creditPageMapPath(132, false));
});

test('the other public credit pages and the faculty pages hint their first calls by their hooks’ keys', () => {
  const hint = (module: keyof typeof routeHints, properties: Record<string, string> = {}) =>
    (routeHints[module] as { data: string[] }).data.map((t) => expand(t, properties));
  expect(hint('./CreditInfoRiverPage')).toEqual([creditCalloutsPath(null)]);
  expect(hint('./CreditClassPage', { regionSk: '132' })).toEqual([
    creditInfoPath(132),
    creditInfoExtendedPath(132),
  ]);
  expect(hint('./CreditTopicPage', { regionSk: '132' })).toEqual([creditInfoExtendedPath(132)]);
  expect(hint('./RuleChangesPage')).toEqual([
    ruleChangesPath(RULE_CHANGE_TYPES.ruleChanges),
    ruleChangesPath(RULE_CHANGE_TYPES.covidOrders),
  ]);
  // the listing opens on its first page of everyone
  expect(hint('./AboutFacultyPage')).toEqual([facultyListPath(1, null)]);
  expect(hint('./FacultyProfilePage', { facultyId: '161' })).toEqual([facultyProfilePath(161)]);
});
