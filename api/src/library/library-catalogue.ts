// The catalogue facts a library item shows (title, page, price, dates, segments, credit lines), kept
// per seed version: the catalogue changes only with a new seed.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';
import type { LibraryRow } from './library-query';

export interface ProductDetail {
  pk: string;
  code: string;
  title: string;
  url: string;
  description: string;
  format: string;
  image_url: string | null;
  price: string;
  event_start: Date | string | null;
  event_end: Date | string | null;
  location: string | null;
  parent_code: string | null;
  parent_title: string | null;
  parent_url: string | null;
  parent_pk: string | null;
}
/** A segment's own catalogue columns (segmentCatalogueSql). */
export interface SegmentCatalogue {
  pk: string;
  code: string;
  parent_code: string;
  title: string;
  url: string;
  segment_number: number | null;
  price: string;
}
/** A segment's catalogue columns with the member's playback, credit and ownership. */
export interface SegmentDetail extends SegmentCatalogue {
  playback: string | null;
  cle: string | null;
  own_source: string | null;
  own_archived: boolean | null;
}

/** Segment rows of some programs, with the person's progress and own purchases. */
export async function segmentsOf(db: Db, sub: string, parentCodes: string[]): Promise<SegmentDetail[]> {
  if (!parentCodes.length) return [];
  return db.query<SegmentDetail>(
    `SELECT s.pk, s.code, s.parent_code, s.title, s.url, s.segment_number, s.price,
            lp.playback_progress_pct AS playback, lp.cle_progress_pct AS cle,
            le.source AS own_source, le.archived AS own_archived
     FROM products s
     LEFT JOIN library_progress lp ON lp.user_sub = $1 AND lp.item_pk = s.pk
     LEFT JOIN library_entries le ON le.user_sub = $1 AND le.item_pk = s.pk
     WHERE s.parent_code = ANY($2)
     ORDER BY s.parent_code, s.segment_number, s.code`,
    [sub, parentCodes],
  );
}

/** Approved credit lines (product_code, line, sort_order) of the products `where` picks (alias c). */
export const creditLinesSql = (where: string) =>
  `SELECT c.product_code, j.sort_order,
          j.name || ': ' || string_agg(trim(to_char(c.amount, 'FM999990.##')) || ' ' || t.description, ', ' ORDER BY t.sk) AS line
   FROM product_credits c
   JOIN jurisdictions j ON j.region_sk = c.region_sk
   JOIN credit_types t ON t.sk = c.credit_type_sk
   WHERE ${where} AND c.status = 'Approved'
   GROUP BY c.product_code, j.name, j.sort_order`;

/** Approved credits of some products, one line per jurisdiction: 'New York: 3 General, 1 Ethics'. */
async function creditLines(db: Db, codes: string[]): Promise<Map<string, string[]>> {
  if (!codes.length) return new Map();
  const rows = await db.query<{ product_code: string; line: string }>(
    `${creditLinesSql('c.product_code = ANY($1)')} ORDER BY c.product_code, j.sort_order`,
    [codes],
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.product_code, [...(out.get(r.product_code) ?? []), r.line]);
  return out;
}

/** Catalogue details of the products `where` picks (alias p). */
export const detailSql = (where: string) =>
  `SELECT p.pk, p.code, p.title, p.url, p.description, p.format, p.image_url, p.price, p.event_start,
          p.event_end, p.location, p.parent_code, pp.title AS parent_title, pp.url AS parent_url,
          pp.pk AS parent_pk
   FROM products p LEFT JOIN products pp ON pp.code = p.parent_code
   WHERE ${where}`;

/** Segments (catalogue only) of the programs `where` picks. */
export const segmentCatalogueSql = (where: string) =>
  `SELECT pk, code, parent_code, title, url, segment_number, price FROM products WHERE ${where}`;

export interface CatalogueCache {
  seed: string;
  details: LRUCache<string, ProductDetail>;
  segments: LRUCache<string, SegmentCatalogue[]>;
  credits: LRUCache<string, string[]>;
  cartUrl?: string;
}
const catalogueCache = new WeakMap<Db, CatalogueCache>();
/** Products kept per kind of fact (50,000 details and credit lines together, as before). */
const MAX_CATALOGUE_ENTRIES = 25_000;

function catalogueOf(db: Db, seed: string): CatalogueCache {
  let c = catalogueCache.get(db);
  if (!c || c.seed !== seed) {
    const max = MAX_CATALOGUE_ENTRIES;
    c = {
      seed,
      details: new LRUCache({ max }),
      segments: new LRUCache({ max }),
      credits: new LRUCache({ max }),
    };
    catalogueCache.set(db, c);
  }
  return c;
}

/** The catalogue facts of one product, as the save statement reads them, put into the cache. */
export function primeCatalogue(
  db: Db,
  seed: string,
  facts: { detail: ProductDetail | null; segments: SegmentCatalogue[]; credits: string[] },
) {
  const d = facts.detail;
  if (!d) return;
  const cat = catalogueOf(db.root ?? db, seed);
  if (!cat.details.has(d.pk)) cat.details.set(d.pk, d);
  if (!cat.segments.has(d.code)) cat.segments.set(d.code, facts.segments);
  if (!cat.credits.has(d.code)) cat.credits.set(d.code, facts.credits);
}

/** Fills the catalogue cache with what these rows need (one query per kind of fact, misses only). */
export async function catalogueFor(
  db: Db,
  seed: string,
  rows: LibraryRow[],
  nested: boolean,
): Promise<CatalogueCache> {
  const cat = catalogueOf(db, seed);
  const missingDetails = rows.filter((r) => !cat.details.has(r.pk)).map((r) => r.pk);
  const missingSegments = nested
    ? rows.filter((r) => r.itemType === 'program' && !cat.segments.has(r.code)).map((r) => r.code)
    : [];
  const missingCredits = rows.filter((r) => !cat.credits.has(r.code)).map((r) => r.code);
  const [details, segments, credits] = await Promise.all([
    missingDetails.length ? db.query<ProductDetail>(`${detailSql('p.pk = ANY($1)')}`, [missingDetails]) : [],
    missingSegments.length
      ? db.query<SegmentCatalogue>(
          `${segmentCatalogueSql('parent_code = ANY($1)')} ORDER BY parent_code, segment_number, code`,
          [missingSegments],
        )
      : [],
    creditLines(db, missingCredits),
  ]);
  for (const d of details) cat.details.set(d.pk, d);
  const segmentsOfCode = new Map(missingSegments.map((code) => [code, [] as SegmentCatalogue[]]));
  for (const sg of segments) segmentsOfCode.get(sg.parent_code)?.push(sg);
  for (const [code, list] of segmentsOfCode) cat.segments.set(code, list);
  for (const code of missingCredits) cat.credits.set(code, credits.get(code) ?? []);
  return cat;
}

/** The site's cart address (site label cartUrl), kept per seed version. */
export async function cartUrl(db: Db, seed: string): Promise<string> {
  const cat = catalogueOf(db, seed);
  if (cat.cartUrl === undefined) {
    const [labels] = await db.query<{ cart: string | null }>(
      "SELECT data->>'cartUrl' AS cart FROM site_parts WHERE name = 'labels'",
    );
    cat.cartUrl = labels?.cart ?? '/cart';
  }
  return cat.cartUrl;
}
