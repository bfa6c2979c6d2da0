// route-hints.json tells the shell server what the jurisdiction page fetches first (decision 042). A
// hint that names another URL than the page's own call is a wasted download: this keeps them together.
import routeHints from './route-hints.json';
import { creditInfoPath } from './features/credit-info/use-credit-info';

const expand = (template: string, properties: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(properties[name]!));

test('the jurisdiction page hints name its credit-info and extended calls for the content regionSk', () => {
  const [all, extended] = routeHints['./JurisdictionCreditInfoPage'].data.map((t) =>
    expand(t, { regionSk: '132' }),
  );
  expect(all).toBe(creditInfoPath(132));
  // apiRequest(path, { query: { regions } }) builds this URL (use-credit-info.ts)
  expect(extended).toBe(`/credit-info/extended?${new URLSearchParams({ regions: '132' })}`);
});
