// Rules of the credit class, credit format/type, river and rule changes pages (spec 2 §2). Pure.
import type { ContentLink, RuleChange, RuleChanges } from '@cle/contracts/credit-schemas';
import { compareText, formatDateTime } from '@cle/ui/intl';

/** S2-CREDITINFO-16/17: '{page name} for {parent page name}' (the page name alone without a parent). */
export function topicPageTitle(pageName: string, parentName: string | null | undefined): string {
  return parentName ? `${pageName} for ${parentName}` : pageName;
}

/** S2-CREDITINFO-22/23: one tab per visible child; hidden children get none. */
export function riverTabs(children: readonly ContentLink[]): ContentLink[] {
  return children.filter((c) => c.visible);
}

/** A tab's key in the address: the last segment of the child's friendly URL. */
export const tabKey = (child: Pick<ContentLink, 'friendlyUrl'>) =>
  child.friendlyUrl.split('/').filter(Boolean).pop() ?? '';

/**
 * S2-CREDITINFO-24/25: the tab named by activeTab (its key, its name or its id, case-insensitive),
 * otherwise the first.
 */
export function activeTabIndex(tabs: readonly ContentLink[], activeTab: string | null): number {
  if (!activeTab) return 0;
  const wanted = activeTab.trim().toLowerCase();
  const i = tabs.findIndex(
    (t) => tabKey(t).toLowerCase() === wanted || t.name.toLowerCase() === wanted || t.id === wanted,
  );
  return i < 0 ? 0 : i;
}

/** Every rule change of a region-keyed answer, regions in name order, newest first inside each. */
export function flattenRuleChanges(byRegion: RuleChanges | undefined): RuleChange[] {
  if (!byRegion) return [];
  return Object.keys(byRegion)
    .sort(compareText)
    .flatMap((region) =>
      [...byRegion[region]!].sort((a, b) => compareText(b.effectiveDate, a.effectiveDate)),
    );
}

/** S2-CREDITINFO-27: COVID orders split into Current Orders and Expired Orders. */
export function splitOrders(byRegion: RuleChanges | undefined): {
  current: RuleChange[];
  expired: RuleChange[];
} {
  const all = flattenRuleChanges(byRegion);
  return { current: all.filter((r) => r.currentlyActive), expired: all.filter((r) => !r.currentlyActive) };
}

/** An effective date (yyyy-mm-dd) as 'Effective March 1, 2026'. */
export function effectiveText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return '';
  const date = new Date(Date.UTC(y, m - 1, d));
  return `Effective ${formatDateTime(date, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;
}

/** CMS text lists (panel messages): strings only. */
export function textList(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}
