// The items of a search results page (spec 1 §3): the page's rows read back by primary key, each made
// into a result item, with the database's explanation of its rank when asked (spec 1 §2).
import type { Db } from '../db/db';
import { guidOf } from '../lib/guid';
import { FIELD_WEIGHTS } from './search-index';
import type { SearchIndex } from './search-index';

export interface ItemRow {
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

/** The page's rows and their master programs' rows, by primary key. */
export async function itemRows(db: Db, index: SearchIndex, docs: number[]): Promise<ItemRow[]> {
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
export async function explainScores(db: Db, text: string, pks: string[]): Promise<Map<string, string>> {
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

/** What a result item's score and explanation come from. */
export interface Scoring {
  score: number;
  position: number;
  explain: boolean;
  /** the database's explanation of this item's rank, when there is a text query */
  explanation: string | undefined;
  textQuery: boolean;
  topScore: number;
}

/** A product as any listed item starts: what it is, where it leads and its snippet (spec 1 §3). */
export function listedProduct(r: {
  pk: string;
  title: string;
  url: string;
  searchable_type: string;
  code: string;
  format: string;
  description: string;
}) {
  return {
    pk: r.pk,
    title: r.title,
    url: r.url,
    searchableType: r.searchable_type,
    productCode: r.code,
    formatDisplay: r.format,
    // at most 240 characters
    snippet: r.description.length > 240 ? `${r.description.slice(0, 237)}...` : r.description,
  };
}

/** A page row as a search result item (spec 1 §3). */
export function resultItem(r: ItemRow, s: Scoring): SearchResultItem {
  const isSegment = r.searchable_type === 'ondemandsegment';
  return {
    ...listedProduct(r),
    productGuidValue: guidOf(r.pk),
    variationPk: r.pk,
    format: r.format_key ?? undefined,
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
    score: s.score,
    itemAnalyticsModel: {
      position: s.position,
      productCode: r.code,
      searchableType: r.searchable_type,
    },
    ...(s.explain
      ? {
          explanation:
            s.explanation ??
            (s.textQuery ? `score ${s.score.toFixed(4)}` : 'no text query: sorted by date, then code'),
          scoreDifference: Number((s.topScore - s.score).toFixed(4)),
        }
      : {}),
  };
}
