// Semantic filters (spec 1 §2, §4): a query that names a jurisdiction, a credit type or a practice
// area is read as that filter plus the rest of the text. "new york ethics" -> jurisdiction New York,
// credit type Ethics, no text left. Whole phrases only, longest names first, no overlaps.
type SemanticGroup = 'jurisdictions' | 'creditType' | 'practiceArea';

export interface SemanticMatch {
  group: SemanticGroup;
  /** the filter value as the search request writes it */
  value: string;
  /** the name found in the query */
  name: string;
}

export interface SemanticVocabulary {
  regions: { code: string; name: string }[];
  creditTypes: { code: string; description: string }[];
  practiceAreas: { id: number; name: string }[];
}

/** Names too common in ordinary queries to be read as a filter ("general counsel"). */
const AMBIGUOUS = new Set(['general']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Entry extends SemanticMatch {
  pattern: RegExp;
}

const compiled = new WeakMap<SemanticVocabulary, Entry[]>();

function entries(vocab: SemanticVocabulary): Entry[] {
  let list = compiled.get(vocab);
  if (list) return list;
  const raw: SemanticMatch[] = [
    ...vocab.regions.map((r) => ({ group: 'jurisdictions' as const, value: r.code, name: r.name })),
    ...vocab.creditTypes.map((c) => ({ group: 'creditType' as const, value: c.code, name: c.description })),
    ...vocab.practiceAreas.map((a) => ({
      group: 'practiceArea' as const,
      value: `${a.name}|${a.id}`,
      name: a.name,
    })),
  ].filter((m) => !AMBIGUOUS.has(m.name.toLowerCase()));
  list = raw
    .sort((a, b) => b.name.length - a.name.length)
    .map((m) => ({
      ...m,
      pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(m.name.toLowerCase())}(?=$|[^\\p{L}\\p{N}])`, 'u'),
    }));
  compiled.set(vocab, list);
  return list;
}

/** The filters a query names, and the text left once their names are taken out. */
export function detectSemanticFilters(
  query: string,
  vocab: SemanticVocabulary,
): { matches: SemanticMatch[]; remaining: string } {
  let text = ` ${query.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const matches: SemanticMatch[] = [];
  if (!text.trim()) return { matches, remaining: '' };
  for (const e of entries(vocab)) {
    const m = e.pattern.exec(text);
    if (!m) continue;
    matches.push({ group: e.group, value: e.value, name: e.name });
    const start = m.index + m[1]!.length;
    // blank the phrase out so shorter names inside it do not match again
    text = `${text.slice(0, start)} ${' '.repeat(e.name.length)} ${text.slice(start + e.name.length)}`;
  }
  return { matches, remaining: text.replace(/\s+/g, ' ').trim() };
}
