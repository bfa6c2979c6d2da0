// Faceted full-text search over the catalogue (spec 1 §3, §4, §7). PostgreSQL's own text search
// finds and ranks (weighted tsvector over title, practice areas, faculty, format and description;
// GIN index; ts_rank_cd); the in-memory index (search-index.ts) filters, counts facets
// disjunctively (each group counted with every other group's filters applied, not its own), sorts
// and pages; the page's rows come back from the database by primary key.
import type { Db } from '../db/db';
import { fnv1aHex, guidOf } from '../lib/guid';
import { buildFilters, evaluate, FIELD_WEIGHTS, getSearchIndex, matchText, topDocs } from './search-index';
import type { Counts, SearchIndex } from './search-index';
import { detectSemanticFilters } from './search-semantic';
import type { SemanticMatch } from './search-semantic';
import { candidatesOf, textQueryOf, typesATitle, withCodeFirst } from './search-relevance';
import { correctQuery } from './search-words';

const docSet = (index: SearchIndex, docs: Int32Array) => {
  const set = new Uint8Array(index.n);
  for (const d of docs) set[d] = 1;
  return set;
};
import { SORTS, TABS } from './search-model';
import type { GroupId, SearchRequest, SortValue, Tab } from './search-model';

export { SearchRequestSchema, SORTS, type SearchRequest } from './search-model';

export interface Lookups {
  regionByCode: Map<string, number>;
  creditTypeByCode: Map<string, number>;
  regions: { region_sk: number; code: string; name: string }[];
  creditTypes: { sk: number; code: string; description: string }[];
  practiceAreas: { id: number; name: string }[];
}

export async function loadLookups(db: Db): Promise<Lookups> {
  const regions = await db.query<{ region_sk: number; code: string; name: string }>(
    'SELECT region_sk, code, name FROM jurisdictions ORDER BY sort_order',
  );
  const creditTypes = await db.query<{ sk: number; code: string; description: string }>(
    'SELECT sk, code, description FROM credit_types ORDER BY sk',
  );
  const practiceAreas = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM practice_areas ORDER BY name',
  );
  return {
    regions,
    creditTypes,
    practiceAreas,
    regionByCode: new Map(regions.map((r) => [r.code, r.region_sk])),
    creditTypeByCode: new Map(creditTypes.map((c) => [c.code, c.sk])),
  };
}

interface ItemRow {
  pk: string;
  code: string;
  title: string;
  url: string;
  searchable_type: string;
  format: string;
  description: string;
  price: string;
  event_start: Date | string | null;
  event_end: Date | string | null;
  publication_date: Date | string | null;
  location: string | null;
  image_url: string | null;
  credit_hours: string | null;
  format_key: string | null;
  parent_code: string | null;
  parent_title: string | null;
  parent_url: string | null;
  segment_count: number;
}

const fmtDate = (d: Date | string) =>
  new Date(d).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function datesFormatted(
  row: Pick<ItemRow, 'event_start' | 'event_end' | 'publication_date' | 'location'>,
): string {
  if (row.event_start) {
    const start = fmtDate(row.event_start);
    const end = row.event_end ? fmtDate(row.event_end) : start;
    return `${start === end ? start : `${start} – ${end}`}${row.location ? ` · ${row.location}` : ''}`;
  }
  return row.publication_date ? `Published ${fmtDate(row.publication_date)}` : '';
}

/** Filters the query names, merged into the request's facet groups. */
function withSemanticFilters(groups: SearchRequest['facetGroups'], matches: SemanticMatch[]) {
  const out = groups.map((g) => ({ ...g, values: [...g.values] }));
  for (const m of matches) {
    let g = out.find((x) => x.id === m.group);
    if (!g) out.push((g = { id: m.group, values: [] }));
    if (!g.values.includes(m.value)) g.values.push(m.value);
  }
  return out;
}

/** A result item (spec 1 §3 library/search item); the personal and segment fields are optional. */
export interface SearchResultItem {
  pk: string;
  title: string;
  url: string;
  searchableType: string;
  productCode: string;
  formatDisplay: string;
  snippet: string;
  datesFormatted: string;
  creditDetailsFormatted: string[];
  imageUrl: string | undefined;
  price: number;
  score: number;
  productGuidValue?: string;
  variationPk?: string;
  format?: string;
  schedule?: { startDateUtc: string | null; endDateUtc: string | null; location: string | null }[];
  isPurchased?: boolean;
  isParentProgramPurchased?: boolean;
  isArchived?: boolean;
  isFavorite?: boolean;
  userList?: string[];
  watchUrl?: string;
  totalSegments?: number;
  parentProductCode?: string;
  parentProductLink?: string;
  parentProductLinkText?: string;
  itemAnalyticsModel?: { position: number; productCode: string; searchableType: string };
  explanation?: string;
  scoreDifference?: number;
}

/** Items on demand can be watched; live programs are registered for; the rest are bought. */
const ON_DEMAND = new Set(['ondemandprogram', 'ondemandsegment']);

export async function runSearch(db: Db, req: SearchRequest, lookups: Lookups) {
  const index = await getSearchIndex(db);
  const query = req.query.trim();
  // typo tolerance first, so 'californa ethics' is read as the jurisdiction and the credit type
  const { text: corrected } = query ? await correctQuery(db, query) : { text: '' };
  const semantic = corrected
    ? detectSemanticFilters(corrected, lookups)
    : { matches: [] as SemanticMatch[], remaining: '' };
  const textQuery = textQueryOf(corrected, semantic.remaining, semantic.matches.length);
  const text = textQuery.rank;
  const hits = await matchText(db, index, textQuery);
  const applySemantic =
    Boolean(req.semanticFilters) &&
    semantic.matches.length > 0 &&
    !typesATitle(textQuery, hits, semantic.matches.length);
  const facetGroups = applySemantic
    ? withSemanticFilters(req.facetGroups, semantic.matches)
    : req.facetGroups;

  // names not applied as filters still count: the documents satisfying them rank higher
  const namedDocs =
    !applySemantic && semantic.matches.length
      ? docSet(
          index,
          evaluate(index, null, buildFilters(index, withSemanticFilters([], semantic.matches)), false)
            .results,
        )
      : null;
  let match = candidatesOf(hits, {
    n: index.n,
    parentOf: index.parentOf,
    filtersApplied: applySemantic,
    namedDocs,
  });
  // a product code typed as the query finds that product first (search lookup by program code)
  const codeDoc = /^[\w-]{3,40}$/.test(query) ? index.byCode.get(query.toUpperCase()) : undefined;
  if (codeDoc !== undefined) match = withCodeFirst(match, codeDoc);
  let within: Uint8Array | null = null;
  const postText = req.postQuery?.trim() ?? '';
  const post = postText
    ? await matchText(db, index, { rank: postText, require: postText, phrase: '', restPhrase: '' })
    : null;
  if (post) {
    within = new Uint8Array(index.n);
    post.docs.forEach((d, i) => {
      if (post.strict[i]) within![d] = 1;
    });
  }

  const wantItems = req.currentPage > 0 && req.pageSize > 0;
  const offset = wantItems ? (req.currentPage - 1) * req.pageSize : 0;
  const filters = buildFilters(index, facetGroups);
  const ev = evaluate(index, match, filters, !req.skipFacetGroupsCalculation, within);
  const top = wantItems
    ? topDocs(index, ev, req.sort as SortValue, Boolean(match), offset + req.pageSize)
    : { docs: [], scores: [] };
  const pageDocs = top.docs.slice(offset);
  const pageScores = top.scores.slice(offset);
  const rows = pageDocs.length ? await itemRows(db, index, pageDocs) : [];
  const byPk = new Map(rows.map((r) => [r.pk, r]));
  const explanations =
    req.explain && match && pageDocs.length
      ? await explainScores(
          db,
          text,
          pageDocs.map((d) => index.pk[d]!),
        )
      : new Map<string, string>();
  const topScore = top.scores[0] ?? 0;

  const items = pageDocs.flatMap((d, i): SearchResultItem[] => {
    const r = byPk.get(index.pk[d]!);
    if (!r) return [];
    const score = pageScores[i] ?? 0;
    const isSegment = r.searchable_type === 'ondemandsegment';
    return [
      {
        pk: r.pk,
        title: r.title,
        url: r.url,
        searchableType: r.searchable_type,
        productCode: r.code,
        productGuidValue: guidOf(r.pk),
        variationPk: r.pk,
        formatDisplay: r.format,
        format: r.format_key ?? undefined,
        snippet: r.description.length > 240 ? `${r.description.slice(0, 237)}...` : r.description,
        datesFormatted: datesFormatted(r),
        schedule: r.event_start
          ? [{ startDateUtc: iso(r.event_start), endDateUtc: iso(r.event_end), location: r.location }]
          : [],
        creditDetailsFormatted: r.credit_hours ? [`Up to ${Number(r.credit_hours)} credit hours`] : [],
        imageUrl: r.image_url ?? undefined,
        price: Number(r.price),
        // personal state: the site API holds no purchases for anonymous visitors
        isPurchased: false,
        isParentProgramPurchased: false,
        isArchived: false,
        isFavorite: false,
        userList: [],
        watchUrl: ON_DEMAND.has(r.searchable_type) ? `${r.url}#watch` : undefined,
        totalSegments: r.segment_count || undefined,
        ...(isSegment && r.parent_code
          ? {
              parentProductCode: r.parent_code,
              parentProductLink: r.parent_url ?? undefined,
              parentProductLinkText: r.parent_title ?? undefined,
            }
          : {}),
        score,
        itemAnalyticsModel: {
          position: offset + i + 1,
          productCode: r.code,
          searchableType: r.searchable_type,
        },
        ...(req.explain
          ? {
              explanation:
                explanations.get(r.pk) ??
                (match ? `score ${score.toFixed(4)}` : 'no text query: sorted by date, then code'),
              scoreDifference: Number((topScore - score).toFixed(4)),
            }
          : {}),
      },
    ];
  });

  return {
    searchResultSummary: {
      noOfHits: ev.total,
      currentPage: req.currentPage,
      searchHash: fnv1aHex(
        JSON.stringify({ q: query, f: req.facetGroups, s: req.sort, p: req.postQuery, x: applySemantic }),
      ),
    },
    searchResults: { searchResultsItems: items },
    facetResults: {
      facetGroups: ev.counts
        ? facetGroupsOf(index, req, facetGroups, ev.counts, ev.total, semantic.matches, applySemantic)
        : [],
    },
    sortResults: { sortResultItems: SORTS.map((s) => ({ ...s, selected: s.value === req.sort })) },
  };
}

/** The page's rows and their master programs' rows, by primary key. */
async function itemRows(db: Db, index: SearchIndex, docs: number[]): Promise<ItemRow[]> {
  const parents = docs.map((d) => index.parentOf[d]!).filter((p) => p >= 0);
  const rows = await db.query<Omit<ItemRow, 'parent_title' | 'parent_url' | 'segment_count'>>(
    `SELECT p.pk, p.code, p.title, p.url, p.searchable_type, p.format, p.description, p.price, p.event_start,
            p.event_end, p.publication_date, p.location, p.image_url, p.data->>'creditHours' AS credit_hours,
            p.data->>'formatKey' AS format_key, p.parent_code
     FROM products p WHERE p.pk = ANY($1)`,
    [[...new Set([...docs, ...parents])].map((d) => index.pk[d]!)],
  );
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return rows.map((r) => {
    const parent = r.parent_code ? byCode.get(r.parent_code) : undefined;
    const d = index.byPk.get(r.pk);
    return {
      ...r,
      parent_title: parent?.title ?? null,
      parent_url: parent?.url ?? null,
      segment_count: d === undefined ? 0 : index.childCount[d]!,
    };
  });
}

/** Explain (spec 1 §2): the database's rank for each page item, split by the weighted parts of the document. */
async function explainScores(db: Db, text: string, pks: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ pk: string; total: number; a: number; b: number; c: number; d: number }>(
    `SELECT p.pk,
            ts_rank_cd('${FIELD_WEIGHTS}', p.search_doc, w.q, 32) AS total,
            ts_rank_cd('{0,0,0,1}', p.search_doc, w.q, 32) AS a,
            ts_rank_cd('{0,0,1,0}', p.search_doc, w.q, 32) AS b,
            ts_rank_cd('{0,1,0,0}', p.search_doc, w.q, 32) AS c,
            ts_rank_cd('{1,0,0,0}', p.search_doc, w.q, 32) AS d
     FROM products p, (SELECT replace(websearch_to_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q) w
     WHERE p.pk = ANY($2)`,
    [text, pks],
  );
  const f = (n: number) => Number(n).toFixed(4);
  return new Map(
    rows.map((r) => [
      r.pk,
      `ts_rank_cd('${FIELD_WEIGHTS}', search_doc, any word of ${JSON.stringify(text)}, 32) = ${f(r.total)}; ` +
        `weight alone: title (A) ${f(r.a)}, practice areas and faculty (B) ${f(r.b)}, format (C) ${f(r.c)}, description (D) ${f(r.d)}`,
    ]),
  );
}

function facetGroupsOf(
  index: SearchIndex,
  req: SearchRequest,
  applied: SearchRequest['facetGroups'],
  counts: Counts,
  total: number,
  semantic: SemanticMatch[],
  semanticApplied: boolean,
) {
  const checked = (id: GroupId) => new Set(applied.find((g) => g.id === id)?.values ?? []);
  const wanted = (id: GroupId) => !req.filterGroupsToReturn || req.filterGroupsToReturn.includes(id);
  const groups = [];
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

  if (wanted('contentTabs')) {
    const sel = checked('contentTabs');
    const byType = new Map(index.types.map((t, i) => [t, counts.tab[i]!]));
    const all = [...counts.tab].reduce((n, c) => n + c, 0);
    groups.push({
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
    });
  }
  if (wanted('jurisdictions')) {
    const sel = new Set([...checked('jurisdictions')].map((v) => v.toUpperCase()));
    groups.push({
      groupTypeId: 'jurisdictions',
      name: 'Jurisdictions',
      behavior: 'checkbox-or' as const,
      showMoreLabel: 'Show all jurisdictions',
      unfolded: false,
      facets: index.regionCodes.map((code, i) =>
        facet('jurisdictions', code, index.regionNames[i]!, counts.region[i]!, sel.has(code)),
      ),
    });
  }
  if (wanted('creditType')) {
    const sel = new Set([...checked('creditType')].map((v) => v.toUpperCase()));
    groups.push({
      groupTypeId: 'creditType',
      name: 'Credit types',
      behavior: 'checkbox-or' as const,
      showMoreLabel: 'Show all credit types',
      unfolded: false,
      facets: index.ctCodes.map((code, i) =>
        facet('creditType', code, index.ctNames[i]!, counts.ct[i]!, sel.has(code)),
      ),
    });
  }
  if (wanted('practiceArea')) {
    const sel = new Set([...checked('practiceArea')].map((v) => Number(v.split('|').pop())));
    groups.push({
      groupTypeId: 'practiceArea',
      name: 'Practice areas',
      behavior: 'checkbox-or' as const,
      showMoreLabel: 'Show all practice areas',
      unfolded: false,
      facets: index.areaIds.map((id, i) =>
        facet(
          'practiceArea',
          `${index.areaNames[i]}|${id}`,
          index.areaNames[i]!,
          counts.area[i]!,
          sel.has(id),
        ),
      ),
    });
  }
  if (wanted('format')) {
    const sel = new Set([...checked('format')].map((v) => v.toLowerCase()));
    groups.push({
      groupTypeId: 'format',
      name: 'Formats',
      behavior: 'checkbox-or' as const,
      unfolded: true,
      facets: index.formats
        .map((f, i) => facet('format', f, f, counts.format[i]!, sel.has(f.toLowerCase())))
        .filter((f) => f.count > 0 || f.checked),
    });
  }
  if (wanted('dateRange')) {
    const sel = [...checked('dateRange')];
    groups.push({
      groupTypeId: 'dateRange',
      name: 'Date',
      behavior: 'date-picker' as const,
      unfolded: sel.length > 0,
      facets: sel.map((v) => ({
        ...facet('dateRange', v, v.split('|')[0] ?? v, total, true),
        disabled: false,
      })),
    });
  }
  if (wanted('suggestedFilters') && semantic.length) {
    groups.push({
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
    });
  }
  return groups;
}

/** A suggested filter counts what its own group counts for that value. */
function semanticCount(index: SearchIndex, counts: Counts, m: SemanticMatch): number {
  if (m.group === 'jurisdictions') return counts.region[index.regionIndexByCode.get(m.value) ?? -1] ?? 0;
  if (m.group === 'creditType') return counts.ct[index.ctIndexByCode.get(m.value) ?? -1] ?? 0;
  return counts.area[index.areaIndexById.get(Number(m.value.split('|').pop())) ?? -1] ?? 0;
}
