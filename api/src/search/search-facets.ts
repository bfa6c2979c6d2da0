// The facet groups of a search answer (spec 1 §4): each group's values with their disjunctive counts
// (search-index.ts), which of them the request checked, and the suggested filters the query named.
import type { SearchIndex } from './search-index';
import type { Counts } from './search-evaluate';
import type { SemanticMatch } from './search-semantic';
import { TABS } from './search-model';
import type { GroupId, SearchRequest, Tab } from './search-model';

type Applied = SearchRequest['facetGroups'];

const facet = (group: GroupId, value: string, name: string, count: number, isChecked: boolean) => ({
  value,
  name,
  group,
  checked: isChecked,
  disabled: count === 0,
  count,
  isFollowedByUser: false,
  overrideIsExclusive: false,
  isDefault: false,
});

const checkedIn = (applied: Applied, id: GroupId) => new Set(applied.find((g) => g.id === id)?.values ?? []);

function tabsGroup(index: SearchIndex, applied: Applied, counts: Counts) {
  const sel = checkedIn(applied, 'contentTabs');
  const byType = new Map(index.types.map((t, i) => [t, counts.tab[i]!]));
  const all = [...counts.tab].reduce((n, c) => n + c, 0);
  return {
    groupTypeId: 'contentTabs',
    name: 'Content',
    behavior: 'single-select' as const,
    unfolded: true,
    facets: (Object.keys(TABS) as Tab[]).map((tab) => {
      const types = TABS[tab];
      const count = types ? types.reduce((n, t) => n + (byType.get(t) ?? 0), 0) : all;
      return {
        ...facet('contentTabs', tab, tab, count, sel.size ? sel.has(tab) : tab === 'All'),
        disabled: false,
        isDefault: tab === 'All',
      };
    }),
  };
}

function jurisdictionsGroup(index: SearchIndex, applied: Applied, counts: Counts) {
  const sel = new Set([...checkedIn(applied, 'jurisdictions')].map((v) => v.toUpperCase()));
  return {
    groupTypeId: 'jurisdictions',
    name: 'Jurisdictions',
    behavior: 'checkbox-or' as const,
    showMoreLabel: 'Show all jurisdictions',
    unfolded: false,
    facets: index.regionCodes.map((code, i) =>
      facet('jurisdictions', code, index.regionNames[i]!, counts.region[i]!, sel.has(code)),
    ),
  };
}

function creditTypeGroup(index: SearchIndex, applied: Applied, counts: Counts) {
  const sel = new Set([...checkedIn(applied, 'creditType')].map((v) => v.toUpperCase()));
  return {
    groupTypeId: 'creditType',
    name: 'Credit types',
    behavior: 'checkbox-or' as const,
    showMoreLabel: 'Show all credit types',
    unfolded: false,
    facets: index.ctCodes.map((code, i) =>
      facet('creditType', code, index.ctNames[i]!, counts.ct[i]!, sel.has(code)),
    ),
  };
}

function practiceAreaGroup(index: SearchIndex, applied: Applied, counts: Counts) {
  const sel = new Set([...checkedIn(applied, 'practiceArea')].map((v) => Number(v.split('|').pop())));
  return {
    groupTypeId: 'practiceArea',
    name: 'Practice areas',
    behavior: 'checkbox-or' as const,
    showMoreLabel: 'Show all practice areas',
    unfolded: false,
    facets: index.areaIds.map((id, i) =>
      facet('practiceArea', `${index.areaNames[i]}|${id}`, index.areaNames[i]!, counts.area[i]!, sel.has(id)),
    ),
  };
}

function formatGroup(index: SearchIndex, applied: Applied, counts: Counts) {
  const sel = new Set([...checkedIn(applied, 'format')].map((v) => v.toLowerCase()));
  return {
    groupTypeId: 'format',
    name: 'Formats',
    behavior: 'checkbox-or' as const,
    unfolded: true,
    facets: index.formats
      .map((f, i) => facet('format', f, f, counts.format[i]!, sel.has(f.toLowerCase())))
      .filter((f) => f.count > 0 || f.checked),
  };
}

function dateRangeGroup(applied: Applied, total: number) {
  const sel = [...checkedIn(applied, 'dateRange')];
  return {
    groupTypeId: 'dateRange',
    name: 'Date',
    behavior: 'date-picker' as const,
    unfolded: sel.length > 0,
    facets: sel.map((v) => ({
      ...facet('dateRange', v, v.split('|')[0] ?? v, total, true),
      disabled: false,
    })),
  };
}

/** A suggested filter counts what its own group counts for that value. */
function semanticCount(index: SearchIndex, counts: Counts, m: SemanticMatch): number {
  if (m.group === 'jurisdictions') return counts.region[index.regionIndexByCode.get(m.value) ?? -1] ?? 0;
  if (m.group === 'creditType') return counts.ct[index.ctIndexByCode.get(m.value) ?? -1] ?? 0;
  return counts.area[index.areaIndexById.get(Number(m.value.split('|').pop())) ?? -1] ?? 0;
}

function suggestedGroup(
  index: SearchIndex,
  counts: Counts,
  semantic: SemanticMatch[],
  semanticApplied: boolean,
) {
  return {
    groupTypeId: 'suggestedFilters',
    name: 'Suggested filters',
    behavior: 'checkbox-or' as const,
    unfolded: true,
    facets: semantic.map((m) => ({
      ...facet(
        'suggestedFilters',
        `${m.group}:${m.value}`,
        m.name,
        semanticCount(index, counts, m),
        semanticApplied,
      ),
      altValue: m.group,
      disabled: false,
    })),
  };
}

/** The groups the request asks for (all of them unless filterGroupsToReturn names some), in the page's order. */
export function facetGroupsOf(
  index: SearchIndex,
  req: SearchRequest,
  applied: Applied,
  counts: Counts,
  total: number,
  semantic: SemanticMatch[],
  semanticApplied: boolean,
) {
  const wanted = (id: GroupId) => !req.filterGroupsToReturn || req.filterGroupsToReturn.includes(id);
  return [
    ...(wanted('contentTabs') ? [tabsGroup(index, applied, counts)] : []),
    ...(wanted('jurisdictions') ? [jurisdictionsGroup(index, applied, counts)] : []),
    ...(wanted('creditType') ? [creditTypeGroup(index, applied, counts)] : []),
    ...(wanted('practiceArea') ? [practiceAreaGroup(index, applied, counts)] : []),
    ...(wanted('format') ? [formatGroup(index, applied, counts)] : []),
    ...(wanted('dateRange') ? [dateRangeGroup(applied, total)] : []),
    ...(wanted('suggestedFilters') && semantic.length
      ? [suggestedGroup(index, counts, semantic, semanticApplied)]
      : []),
  ];
}
