import type { ContentLink, RuleChanges } from '@cle/contracts/credit-schemas';
import {
  activeTabIndex,
  flattenRuleChanges,
  riverTabs,
  splitOrders,
  tabKey,
  topicPageTitle,
} from './credit-pages-rules';

const link = (id: string, name: string, visible = true): ContentLink => ({
  id,
  name,
  friendlyUrl: `/credit-info/${id}`,
  contentType: 'JurisdictionCreditInfoPage',
  visible,
  regionSk: null,
});

test('[S2-CREDITINFO-16] [S2-CREDITINFO-17] the title reads "{page name} for {parent page name}"', () => {
  expect(topicPageTitle('Skills', 'New York Transitional (Newly Admitted) Attorneys')).toBe(
    'Skills for New York Transitional (Newly Admitted) Attorneys',
  );
  expect(topicPageTitle('Skills', null)).toBe('Skills');
});

describe('river page tabs', () => {
  const children = [link('alabama', 'Alabama'), link('draft', 'Draft', false), link('new-york', 'New York')];

  test('[S2-CREDITINFO-22] [S2-CREDITINFO-23] one tab per visible child, hidden children none', () => {
    expect(riverTabs(children).map((c) => c.id)).toEqual(['alabama', 'new-york']);
  });

  test('[S2-CREDITINFO-24] activeTab names the tab (by its URL key, name or id)', () => {
    const tabs = riverTabs(children);
    expect(activeTabIndex(tabs, 'new-york')).toBe(1);
    expect(activeTabIndex(tabs, 'New York')).toBe(1);
    expect(tabKey(tabs[1]!)).toBe('new-york');
  });

  test('[S2-CREDITINFO-25] without activeTab (or with an unknown one) the first tab', () => {
    const tabs = riverTabs(children);
    expect(activeTabIndex(tabs, null)).toBe(0);
    expect(activeTabIndex(tabs, 'draft')).toBe(0);
  });
});

describe('rule changes', () => {
  const change = (regionName: string, effectiveDate: string, currentlyActive: boolean) => ({
    regionName,
    heading: `${regionName} ${effectiveDate}`,
    effectiveDate,
    currentlyActive,
    body: 'Body',
    jurisdictionUrl: null,
  });
  const byRegion: RuleChanges = {
    Texas: [change('Texas', '2026-01-01', true)],
    California: [change('California', '2024-01-01', false), change('California', '2026-02-01', true)],
  };

  test('[S2-CREDITINFO-26] recent rule changes: regions by name, newest first', () => {
    expect(flattenRuleChanges(byRegion).map((r) => r.heading)).toEqual([
      'California 2026-02-01',
      'California 2024-01-01',
      'Texas 2026-01-01',
    ]);
  });

  test('[S2-CREDITINFO-27] COVID orders split into Current Orders and Expired Orders', () => {
    const { current, expired } = splitOrders(byRegion);
    expect(current.map((r) => r.heading)).toEqual(['California 2026-02-01', 'Texas 2026-01-01']);
    expect(expired.map((r) => r.heading)).toEqual(['California 2024-01-01']);
  });
});
