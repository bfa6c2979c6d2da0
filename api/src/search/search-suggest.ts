// GET /search/autocomplete (spec 1 §3, §7): filter values whose name contains the typed text.
// Types are Jurisdiction, Credit type and Major (practice areas; the overlay shows Major as
// "Practice area"). The overlay applies the display rules of spec 1 §5 (order, checked and
// disabled values, at most 5); the API returns every match, prefix matches first within a type.
import type { Lookups } from './search-query';

export interface Suggestion {
  suggestion: string;
  type: 'Jurisdiction' | 'Credit type' | 'Major';
  tagId: string;
  filterGroup: 'jurisdictions' | 'creditType' | 'practiceArea';
  filterValue: string;
}

/** Most suggestions one call returns. */
const AUTOCOMPLETE_LIMIT = 50;

const suggestionsOf = new WeakMap<Lookups, (Suggestion & { lower: string })[]>();

function all(lk: Lookups) {
  let list = suggestionsOf.get(lk);
  if (list) return list;
  list = [
    ...lk.regions.map((r) => ({
      suggestion: r.name,
      type: 'Jurisdiction' as const,
      tagId: String(r.region_sk),
      filterGroup: 'jurisdictions' as const,
      filterValue: r.code,
    })),
    ...lk.creditTypes.map((c) => ({
      suggestion: c.description,
      type: 'Credit type' as const,
      tagId: String(c.sk),
      filterGroup: 'creditType' as const,
      filterValue: c.code,
    })),
    ...lk.practiceAreas.map((a) => ({
      suggestion: a.name,
      type: 'Major' as const,
      tagId: String(a.id),
      filterGroup: 'practiceArea' as const,
      filterValue: `${a.name}|${a.id}`,
    })),
  ].map((s) => ({ ...s, lower: s.suggestion.toLowerCase() }));
  suggestionsOf.set(lk, list);
  return list;
}

export function autocomplete(q: string, lk: Lookups): Suggestion[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const order = { Jurisdiction: 0, 'Credit type': 1, Major: 2 } as const;
  return all(lk)
    .filter((s) => s.lower.includes(needle))
    .sort(
      (a, b) =>
        order[a.type] - order[b.type] ||
        Number(!a.lower.startsWith(needle)) - Number(!b.lower.startsWith(needle)) ||
        a.suggestion.localeCompare(b.suggestion),
    )
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map(({ lower: _lower, ...s }) => s);
}
