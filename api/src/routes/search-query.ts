// Faceted full-text search over the catalogue with PostgreSQL's own text search
// (weighted tsvector + GIN index, ts_rank_cd for relevance). Facet counts are disjunctive:
// each group is counted with every other group's filters applied, but not its own.
import { z } from 'zod';
import type { Db } from '../db/db';

export const GROUP_IDS = [
  'contentTabs',
  'jurisdictions',
  'creditType',
  'practiceArea',
  'format',
  'dateRange',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];

export const TABS = {
  All: null,
  Programs: ['liveprogram', 'ondemandprogram', 'ondemandsegment'],
  Publications: ['book'],
  Podcasts: ['podcastepisode'],
} as const satisfies Record<string, readonly string[] | null>;
export type Tab = keyof typeof TABS;

export const SORTS = [
  { value: 'relevance', sortTitle: 'Relevance', isDefault: true },
  { value: 'date', sortTitle: 'Date (soonest first)', isDefault: false },
  { value: 'newest', sortTitle: 'Newest first', isDefault: false },
  { value: 'title', sortTitle: 'Title A–Z', isDefault: false },
] as const;

/** The search page asks for this many results per page (spec 1 leaves it open). */
export const DEFAULT_PAGE_SIZE = 20;

export const SearchRequestSchema = z.object({
  query: z.string().max(200, 'must be at most 200 characters').default(''),
  currentPage: z.number().int().min(0).max(500).default(1),
  pageSize: z.number().int().min(0).max(500).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default('relevance'),
  facetGroups: z
    .array(z.object({ id: z.enum(GROUP_IDS), values: z.array(z.string().min(1).max(120)).max(100) }))
    .max(GROUP_IDS.length)
    .default([]),
  filterGroupsToReturn: z.array(z.enum(GROUP_IDS)).optional(),
  explain: z.boolean().default(false),
  skipFacetGroupsCalculation: z.boolean().default(false),
  returnMarketingModules: z.boolean().default(false),
  postQuery: z.string().max(200).optional(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** A filter; SQL is built per query so each query numbers only the parameters it uses. */
interface Condition {
  group: GroupId | 'query';
  sql: (p: Params) => string;
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

function buildConditions(req: SearchRequest, lookups: Lookups): Condition[] {
  const out: Condition[] = [];
  if (req.query.trim())
    out.push({
      group: 'query',
      sql: (p) => `p.search_doc @@ websearch_to_tsquery('english', ${p.add(req.query.trim())})`,
    });
  const values = (id: GroupId) => req.facetGroups.find((g) => g.id === id)?.values ?? [];

  const tab = values('contentTabs')[0] as Tab | undefined;
  const types = tab ? TABS[tab] : null;
  if (types) out.push({ group: 'contentTabs', sql: (p) => `p.searchable_type = ANY(${p.add(types)})` });

  const formats = values('format');
  if (formats.length) out.push({ group: 'format', sql: (p) => `p.format = ANY(${p.add(formats)})` });

  // practice area values are written name|value in URLs; the id after the pipe is what counts
  const areas = values('practiceArea')
    .map((v) => Number(v.split('|').pop()))
    .filter(Number.isInteger);
  if (areas.length)
    out.push({ group: 'practiceArea', sql: (p) => `p.practice_area_ids && ${p.add(areas)}::int[]` });

  const regions = values('jurisdictions')
    .map((code) => lookups.regionByCode.get(code.toUpperCase()))
    .filter((x): x is number => x !== undefined);
  const creditTypes = values('creditType')
    .map((code) => lookups.creditTypeByCode.get(code.toUpperCase()))
    .filter((x): x is number => x !== undefined);
  if (values('jurisdictions').length)
    out.push({
      group: 'jurisdictions',
      sql: (p) =>
        `EXISTS (SELECT 1 FROM product_credits pc WHERE pc.product_code = p.code AND pc.region_sk = ANY(${p.add(regions)}::int[]))`,
    });
  if (values('creditType').length)
    out.push({
      group: 'creditType',
      sql: (p) =>
        `EXISTS (SELECT 1 FROM product_credits pc WHERE pc.product_code = p.code AND pc.credit_type_sk = ANY(${p.add(creditTypes)}::int[])${
          regions.length ? ` AND pc.region_sk = ANY(${p.add(regions)}::int[])` : ''
        })`,
    });

  const range = values('dateRange')[0];
  if (range) {
    const [from, to] = (range.split('|').pop() ?? '').split(';');
    const when = 'coalesce(p.event_start, p.publication_date::timestamptz)';
    if (from) out.push({ group: 'dateRange', sql: (p) => `${when} >= ${p.add(from)}::date` });
    if (to) out.push({ group: 'dateRange', sql: (p) => `${when} < (${p.add(to)}::date + 1)` });
  }
  return out;
}

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

const where = (conds: Condition[], p: Params, except?: GroupId) => {
  const list = conds.filter((c) => c.group !== except).map((c) => c.sql(p));
  return list.length ? `WHERE ${list.join(' AND ')}` : '';
};

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
  score: number;
}

const fmtDate = (d: Date | string) =>
  new Date(d).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

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

export async function runSearch(db: Db, req: SearchRequest, lookups: Lookups) {
  const conds = buildConditions(req, lookups);
  const query = req.query.trim();
  const p = new Params();
  const rank = query ? `ts_rank_cd(p.search_doc, websearch_to_tsquery('english', ${p.add(query)}), 32)` : '0';
  const order =
    req.sort === 'date'
      ? 'coalesce(p.event_start, p.publication_date::timestamptz) ASC, p.code'
      : req.sort === 'newest'
        ? 'coalesce(p.event_start, p.publication_date::timestamptz) DESC, p.code'
        : req.sort === 'title'
          ? 'p.title ASC, p.code'
          : query
            ? 'score DESC, p.code'
            : 'coalesce(p.event_start, p.publication_date::timestamptz) DESC, p.code';

  // Page 0 returns facets only; otherwise the first currentPage*pageSize... the client asks by page and size.
  const wantItems = req.currentPage > 0 && req.pageSize > 0;
  const offset = wantItems ? (req.currentPage - 1) * req.pageSize : 0;
  const itemsSql = `
    SELECT p.pk, p.code, p.title, p.url, p.searchable_type, p.format, p.description, p.price, p.event_start, p.event_end,
           p.publication_date, p.location, p.image_url, p.data->>'creditHours' AS credit_hours, ${rank} AS score,
           count(*) OVER () AS total
    FROM products p ${where(conds, p)}
    ORDER BY ${order}
    LIMIT ${wantItems ? req.pageSize : 0} OFFSET ${offset}`;
  const countTotal = async () => {
    const cp = new Params();
    const sql = `SELECT count(*)::int AS total FROM products p ${where(conds, cp)}`;
    return (await db.query<{ total: number }>(sql, cp.values))[0]!.total;
  };

  const rows = wantItems ? await db.query<ItemRow & { total: string }>(itemsSql, p.values) : [];
  const total = rows.length ? Number(rows[0]!.total) : await countTotal();
  const facetGroups = req.skipFacetGroupsCalculation ? [] : await facets(db, req, conds, lookups);
  const topScore = rows[0]?.score ?? 0;
  return {
    searchResultSummary: {
      noOfHits: total,
      currentPage: req.currentPage,
      searchHash: hashOf(JSON.stringify({ q: query, f: req.facetGroups, s: req.sort })),
    },
    searchResults: {
      searchResultsItems: rows.map((r) => ({
        pk: r.pk,
        title: r.title,
        url: r.url,
        searchableType: r.searchable_type,
        productCode: r.code,
        formatDisplay: r.format,
        snippet: r.description.length > 240 ? `${r.description.slice(0, 237)}...` : r.description,
        datesFormatted: datesFormatted(r),
        creditDetailsFormatted: r.credit_hours ? [`Up to ${Number(r.credit_hours)} credit hours`] : [],
        imageUrl: r.image_url ?? undefined,
        price: Number(r.price),
        score: Number(r.score),
        ...(req.explain
          ? {
              explanation: `ts_rank_cd(search_doc, websearch_to_tsquery('english', '${query}'), 32) = ${Number(r.score).toFixed(4)}; difference to top ${(topScore - r.score).toFixed(4)}`,
            }
          : {}),
      })),
    },
    facetResults: { facetGroups },
    sortResults: { sortResultItems: SORTS.map((s) => ({ ...s, selected: s.value === req.sort })) },
  };
}

function hashOf(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
}

async function facets(db: Db, req: SearchRequest, conds: Condition[], lk: Lookups) {
  const checked = (id: GroupId) => new Set(req.facetGroups.find((g) => g.id === id)?.values ?? []);
  const wanted = (id: GroupId) => !req.filterGroupsToReturn || req.filterGroupsToReturn.includes(id);
  // each facet query counts with every other group's filters: (where) => sql
  const run = async (group: GroupId, sql: (whereClause: string) => string) => {
    const p = new Params();
    return db.query<{ key: string; count: number }>(sql(where(conds, p, group)), p.values);
  };
  const groups = [];

  if (wanted('contentTabs')) {
    const rows = await run(
      'contentTabs',
      (w) => `SELECT p.searchable_type AS key, count(*)::int AS count FROM products p ${w} GROUP BY 1`,
    );
    const by = new Map(rows.map((r) => [r.key, r.count]));
    const sel = checked('contentTabs');
    groups.push({
      groupTypeId: 'contentTabs',
      name: 'Content',
      behavior: 'single-select' as const,
      facets: (Object.keys(TABS) as Tab[]).map((tab) => ({
        value: tab,
        name: tab,
        group: 'contentTabs',
        checked: sel.size ? sel.has(tab) : tab === 'All',
        disabled: false,
        isDefault: tab === 'All',
        count: TABS[tab]
          ? TABS[tab]!.reduce((n, t) => n + (by.get(t) ?? 0), 0)
          : rows.reduce((n, r) => n + r.count, 0),
      })),
    });
  }
  if (wanted('jurisdictions')) {
    const rows = await run(
      'jurisdictions',
      (
        w,
      ) => `SELECT j.code AS key, count(DISTINCT p.code)::int AS count FROM products p JOIN product_credits pc ON pc.product_code = p.code
       JOIN jurisdictions j ON j.region_sk = pc.region_sk ${w} GROUP BY 1`,
    );
    const by = new Map(rows.map((r) => [r.key, r.count]));
    const sel = checked('jurisdictions');
    groups.push({
      groupTypeId: 'jurisdictions',
      name: 'Jurisdictions',
      behavior: 'checkbox-or' as const,
      facets: lk.regions.map((r) => ({
        value: r.code,
        name: r.name,
        group: 'jurisdictions',
        checked: sel.has(r.code),
        disabled: !by.get(r.code),
        count: by.get(r.code) ?? 0,
      })),
    });
  }
  if (wanted('creditType')) {
    const rows = await run(
      'creditType',
      (
        w,
      ) => `SELECT ct.code AS key, count(DISTINCT p.code)::int AS count FROM products p JOIN product_credits pc ON pc.product_code = p.code
       JOIN credit_types ct ON ct.sk = pc.credit_type_sk ${w} GROUP BY 1`,
    );
    const by = new Map(rows.map((r) => [r.key, r.count]));
    const sel = checked('creditType');
    groups.push({
      groupTypeId: 'creditType',
      name: 'Credit types',
      behavior: 'checkbox-or' as const,
      facets: lk.creditTypes.map((c) => ({
        value: c.code,
        name: c.description,
        group: 'creditType',
        checked: sel.has(c.code),
        disabled: !by.get(c.code),
        count: by.get(c.code) ?? 0,
      })),
    });
  }
  if (wanted('practiceArea')) {
    const rows = await run(
      'practiceArea',
      (w) =>
        `SELECT a.id::text AS key, count(*)::int AS count FROM products p CROSS JOIN LATERAL unnest(p.practice_area_ids) AS a(id) ${w} GROUP BY 1`,
    );
    const by = new Map(rows.map((r) => [r.key, r.count]));
    const sel = new Set([...checked('practiceArea')].map((v) => v.split('|').pop()));
    groups.push({
      groupTypeId: 'practiceArea',
      name: 'Practice areas',
      behavior: 'checkbox-or' as const,
      facets: lk.practiceAreas.map((a) => ({
        value: `${a.name}|${a.id}`,
        name: a.name,
        group: 'practiceArea',
        checked: sel.has(String(a.id)),
        disabled: !by.get(String(a.id)),
        count: by.get(String(a.id)) ?? 0,
      })),
    });
  }
  if (wanted('format')) {
    const rows = await run(
      'format',
      (w) => `SELECT p.format AS key, count(*)::int AS count FROM products p ${w} GROUP BY 1 ORDER BY 1`,
    );
    const sel = checked('format');
    groups.push({
      groupTypeId: 'format',
      name: 'Program formats',
      behavior: 'checkbox-or' as const,
      facets: rows.map((r) => ({
        value: r.key,
        name: r.key,
        group: 'format',
        checked: sel.has(r.key),
        disabled: false,
        count: r.count,
      })),
    });
  }
  if (wanted('dateRange')) {
    const sel = [...checked('dateRange')];
    groups.push({
      groupTypeId: 'dateRange',
      name: 'Date',
      behavior: 'date-picker' as const,
      facets: sel.map((v) => ({
        value: v,
        name: v.split('|')[0] ?? v,
        group: 'dateRange',
        checked: true,
        disabled: false,
        count: 0,
      })),
    });
  }
  return groups;
}
