// The search engine's in-memory side. PostgreSQL's full-text search finds and ranks the documents
// (weighted tsvector, GIN index, ts_rank_cd); this module holds each product's facet attributes in
// typed arrays, so filters, disjunctive facet counts, sorting and paging cost one pass over the
// matches instead of one SQL aggregate per facet group. Loaded once per database and reloaded when
// the seed version changes; text matches are kept in a small LRU, so refining a search (filters,
// sort, load more) does not run the text query again.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';

export interface SearchIndex {
  n: number;
  pk: string[];
  code: string[];
  byPk: Map<string, number>;
  /** upper-case code -> document */
  byCode: Map<string, number>;
  types: string[];
  typeOf: Uint8Array;
  formats: string[];
  formatOf: Uint16Array;
  /** practice areas per document (CSR): areaVals[areaStart[d] .. areaStart[d+1]) are indexes into areaIds */
  areaIds: number[];
  areaNames: string[];
  areaIndexById: Map<number, number>;
  areaStart: Uint32Array;
  areaVals: Uint16Array;
  /** credit rows per document (CSR): region and credit-type indexes */
  regionCodes: string[];
  regionNames: string[];
  regionIndexByCode: Map<string, number>;
  ctCodes: string[];
  ctNames: string[];
  ctIndexByCode: Map<string, number>;
  pairStart: Uint32Array;
  pairRegion: Uint8Array;
  pairCt: Uint8Array;
  /** the master program of a segment (-1 when none) and the number of segments of a program */
  parentOf: Int32Array;
  childCount: Uint16Array;
  /** coalesce(event_start, publication_date) in ms, NaN when neither */
  when: Float64Array;
  codeRank: Uint32Array;
  /** documents in the database's own order for each sort (ties by code, as ORDER BY ... , code) */
  orders: Record<'date' | 'newest' | 'title', Int32Array>;
  seedVersion: string | null;
}

/** The candidates of a search, with their relevance scores. */
export interface Match {
  docs: Int32Array;
  scores: Float32Array;
}

interface State {
  index: Promise<SearchIndex> | null;
  checkedAt: number;
  /** text matches by query, the least recently used leaving first */
  matches: LRUCache<string, TextHits>;
}

const states = new WeakMap<Db, State>();
const MATCH_CACHE_SIZE = 256;
const SEED_CHECK_MS = 5000;

// keyed by the database, not the transaction a search runs in (its statement timeout, routes/search.ts)
function state(tx: Db): State {
  const db = tx.root ?? tx;
  let s = states.get(db);
  if (!s)
    states.set(db, (s = { index: null, checkedAt: 0, matches: new LRUCache({ max: MATCH_CACHE_SIZE }) }));
  return s;
}

async function seedVersion(db: Db): Promise<string | null> {
  const rows = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'seed_version'");
  return rows[0]?.value ?? null;
}

/** The index for a database: built on first use, rebuilt when the catalogue was re-seeded. */
export async function getSearchIndex(tx: Db): Promise<SearchIndex> {
  // built on the database itself: the index outlives the search (and transaction) that asked first
  const db = tx.root ?? tx;
  const s = state(db);
  if (s.index && Date.now() - s.checkedAt > SEED_CHECK_MS) {
    s.checkedAt = Date.now();
    const [index, version] = await Promise.all([s.index, seedVersion(db)]);
    if (index.seedVersion !== version) invalidateSearchIndex(db);
  }
  if (!s.index) {
    s.checkedAt = Date.now();
    s.index = buildIndex(db).catch((err: unknown) => {
      s.index = null;
      throw err;
    });
  }
  return s.index;
}

/** Drops the index and the cached matches (after the catalogue changed). */
export function invalidateSearchIndex(db: Db): void {
  const s = state(db);
  s.index = null;
  s.matches.clear();
}

const splitInts = (s: string) => (s ? s.split(',').map(Number) : []);

/**
 * Each document's columns as arrays in code order. One row of arrays: PGlite hands rows over one by
 * one, arrays in one piece.
 */
type DocumentColumns = {
  pks: string[] | null;
  codes: string[] | null;
  types: string[] | null;
  formats: string[] | null;
  parents: (string | null)[] | null;
  areas: string | null;
  whens: (number | null)[] | null;
  by_date: string[] | null;
  by_newest: string[] | null;
  by_title: string[] | null;
};
async function documentColumns(db: Db): Promise<DocumentColumns | undefined> {
  const [cols] = await db.query<DocumentColumns>(`
    SELECT array_agg(pk ORDER BY code) AS pks,
           array_agg(code ORDER BY code) AS codes,
           array_agg(searchable_type ORDER BY code) AS types,
           array_agg(format ORDER BY code) AS formats,
           array_agg(parent_code ORDER BY code) AS parents,
           string_agg(array_to_string(practice_area_ids, ','), ';' ORDER BY code) AS areas,
           array_agg((extract(epoch FROM coalesce(event_start, publication_date::timestamptz)) * 1000)::float8 ORDER BY code) AS whens,
           array_agg(code ORDER BY coalesce(event_start, publication_date::timestamptz) ASC, code) AS by_date,
           array_agg(code ORDER BY coalesce(event_start, publication_date::timestamptz) DESC, code) AS by_newest,
           array_agg(code ORDER BY title, code) AS by_title
    FROM products`);
  return cols;
}

/** Practice areas per document (CSR): areaVals[areaStart[d] .. areaStart[d+1]) index areaIds. */
function areaCsr(n: number, areaLists: number[][], areaIndexById: Map<number, number>) {
  const areaStart = new Uint32Array(n + 1);
  for (let d = 0; d < n; d++) areaStart[d + 1] = areaStart[d]! + (areaLists[d]?.length ?? 0);
  const areaVals = new Uint16Array(areaStart[n]!);
  for (let d = 0, k = 0; d < n; d++)
    for (const id of areaLists[d] ?? []) areaVals[k++] = areaIndexById.get(id) ?? 0;
  return { areaStart, areaVals };
}

/** Credit rows per document (CSR): the region and credit-type indexes of each product_credits row. */
async function creditPairs(
  db: Db,
  n: number,
  byCode: Map<string, number>,
  regions: { region_sk: number }[],
  cts: { sk: number }[],
) {
  const regionIndexBySk = new Map(regions.map((r, i) => [r.region_sk, i]));
  const ctIndexBySk = new Map(cts.map((c, i) => [c.sk, i]));
  const [credits] = await db.query<{ rows: string | null }>(
    "SELECT string_agg(product_code || ':' || region_sk || ':' || credit_type_sk, ',') AS rows FROM product_credits",
  );
  const triples = credits?.rows ? credits.rows.split(',') : [];
  const docOfTriple = new Int32Array(triples.length);
  const pairCount = new Uint32Array(n);
  triples.forEach((t, i) => {
    const d = byCode.get(t.slice(0, t.indexOf(':')).toUpperCase()) ?? -1;
    docOfTriple[i] = d;
    if (d >= 0) pairCount[d]!++;
  });
  const pairStart = new Uint32Array(n + 1);
  for (let d = 0; d < n; d++) pairStart[d + 1] = pairStart[d]! + pairCount[d]!;
  const fill = pairStart.slice(0, n);
  const pairRegion = new Uint8Array(pairStart[n]!);
  const pairCt = new Uint8Array(pairStart[n]!);
  triples.forEach((t, i) => {
    const d = docOfTriple[i]!;
    if (d < 0) return;
    const [, region, ct] = t.split(':');
    const k = fill[d]!++;
    pairRegion[k] = regionIndexBySk.get(Number(region)) ?? 0;
    pairCt[k] = ctIndexBySk.get(Number(ct)) ?? 0;
  });
  return { pairStart, pairRegion, pairCt };
}

async function buildIndex(db: Db): Promise<SearchIndex> {
  // The embedded database keeps every page in memory: a random page read costs about what a
  // sequential one does. With the default (4) the planner scans the whole table for words in a few
  // percent of the documents (~15 ms at 20,000 items) instead of using the GIN index (~4 ms).
  // A PostgreSQL server gets this from its own configuration.
  if (db.kind === 'pglite') await db.exec('SET random_page_cost = 1.1');
  const version = await seedVersion(db);
  const regions = await db.query<{ region_sk: number; code: string; name: string }>(
    'SELECT region_sk, code, name FROM jurisdictions ORDER BY sort_order',
  );
  const cts = await db.query<{ sk: number; code: string; description: string }>(
    'SELECT sk, code, description FROM credit_types ORDER BY sk',
  );
  const areas = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM practice_areas ORDER BY name',
  );
  const cols = await documentColumns(db);
  const codes = cols?.codes ?? [];
  const n = codes.length;
  const pk = cols?.pks ?? [];
  const byCode = new Map(codes.map((c, i) => [c.toUpperCase(), i]));
  const byPk = new Map(pk.map((p, i) => [p, i]));

  const types = [...new Set(cols?.types ?? [])].sort();
  const typeIndex = new Map(types.map((t, i) => [t, i]));
  const typeOf = Uint8Array.from(cols?.types ?? [], (t) => typeIndex.get(t)!);
  const formats = [...new Set(cols?.formats ?? [])].sort();
  const formatIndex = new Map(formats.map((f, i) => [f, i]));
  const formatOf = Uint16Array.from(cols?.formats ?? [], (f) => formatIndex.get(f)!);

  const areaIndexById = new Map(areas.map((a, i) => [a.id, i]));
  const { areaStart, areaVals } = areaCsr(n, (cols?.areas ?? '').split(';').map(splitInts), areaIndexById);

  const { pairStart, pairRegion, pairCt } = await creditPairs(db, n, byCode, regions, cts);

  const parentOf = Int32Array.from(cols?.parents ?? [], (c) =>
    c ? (byCode.get(c.toUpperCase()) ?? -1) : -1,
  );
  const childCount = new Uint16Array(n);
  for (const p of parentOf) if (p >= 0) childCount[p]!++;

  const order = (list: string[] | null | undefined) =>
    Int32Array.from(list ?? [], (c) => byCode.get(c.toUpperCase())!);
  const codeRank = new Uint32Array(n);
  for (let d = 0; d < n; d++) codeRank[d] = d; // documents are numbered in code order
  return {
    n,
    pk,
    code: codes,
    byPk,
    byCode,
    types,
    typeOf,
    formats,
    formatOf,
    areaIds: areas.map((a) => a.id),
    areaNames: areas.map((a) => a.name),
    areaIndexById,
    areaStart,
    areaVals,
    regionCodes: regions.map((r) => r.code),
    regionNames: regions.map((r) => r.name),
    regionIndexByCode: new Map(regions.map((r, i) => [r.code, i])),
    ctCodes: cts.map((c) => c.code),
    ctNames: cts.map((c) => c.description),
    ctIndexByCode: new Map(cts.map((c, i) => [c.code, i])),
    pairStart,
    pairRegion,
    pairCt,
    parentOf,
    childCount,
    when: Float64Array.from(cols?.whens ?? [], (w) => (w === null ? NaN : Number(w))),
    codeRank,
    orders: { date: order(cols?.by_date), newest: order(cols?.by_newest), title: order(cols?.by_title) },
    seedVersion: version,
  };
}

// ---------------------------------------------------------------------------------------------
// Text matching: PostgreSQL full-text search, one aggregated row per query.

/** What a search's text asks for (built by search-query.ts from the corrected query). */
export interface TextQuery {
  /** every word of the query: what ranks (any word counts, more words and title words count more) */
  rank: string;
  /** the words a document must contain (names read as filters and intent words taken out); '' = none */
  require: string;
  /** the words to find as a phrase in titles ('' = none) */
  phrase: string;
  /** the required words as a phrase, also boosted in titles ('' = none) */
  restPhrase: string;
}

/** Documents matching any word of the query, with their text score and which requirement they meet. */
export interface TextHits {
  docs: Int32Array;
  /** weighted cover density (title 1, practice areas and faculty 0.4, format 0.2, description 0.1) plus title phrase boosts */
  scores: Float32Array;
  /** contains every required word */
  strict: Uint8Array;
  /** contains at least one required word */
  loose: Uint8Array;
  /** the number of required words (0: nothing is required) */
  required: number;
  /** documents whose title holds the whole phrase */
  titlePhrase: number;
}

/** Field weights for ts_rank_cd, in PostgreSQL's order {D, C, B, A}. */
export const FIELD_WEIGHTS = '{0.1,0.2,0.4,1.0}';
/** Added when the title contains the query's words as a phrase, and when it is the query. */
const TITLE_PHRASE_BOOST = 0.3;
const TITLE_EXACT_BOOST = 1;
/** A segment ranks below its program: its text score counts half. */
const SEGMENT_FACTOR = 0.5;

const normaliseQuery = (q: string) => q.toLowerCase().replace(/\s+/g, ' ').trim();

/** Documents matching the text (websearch syntax, any word), scored; null = no words to search. */
export async function matchText(db: Db, index: SearchIndex, tq: TextQuery): Promise<TextHits | null> {
  const q = {
    rank: normaliseQuery(tq.rank),
    require: normaliseQuery(tq.require),
    phrase: normaliseQuery(tq.phrase),
    restPhrase: normaliseQuery(tq.restPhrase),
  };
  if (!q.rank) return null;
  const key = JSON.stringify(q);
  const s = state(db);
  const cached = s.matches.get(key);
  if (cached) return cached;
  // the AND query's '&' become '|': any word matches, and ts_rank_cd rewards documents with more of them
  const [row] = await db.query<{
    lexemes: number;
    required: number;
    pks: string[] | null;
    scores: number[] | null;
    strict: boolean[] | null;
    loose: boolean[] | null;
    title_phrase: number | string;
  }>(
    `WITH q AS (
       SELECT websearch_to_tsquery('english', $1) AS qa, websearch_to_tsquery('english', $2) AS qr
     ), o AS (
       SELECT qa, qr,
              CASE WHEN numnode(qa) > 0 THEN replace(qa::text, ' & ', ' | ')::tsquery END AS qo,
              CASE WHEN numnode(qr) > 0 THEN replace(qr::text, ' & ', ' | ')::tsquery END AS qro
       FROM q
     ), m AS (
       SELECT p.pk,
              ts_rank_cd('${FIELD_WEIGHTS}', p.search_doc, o.qo, 32)
                + CASE WHEN $3 = '' THEN 0
                       WHEN lower(p.title) = $3 THEN ${TITLE_EXACT_BOOST}
                       WHEN strpos(lower(p.title), $3) > 0 THEN ${TITLE_PHRASE_BOOST}
                       WHEN $4 <> '' AND strpos(lower(p.title), $4) > 0 THEN ${TITLE_PHRASE_BOOST} ELSE 0 END AS score,
              $3 <> '' AND strpos(lower(p.title), $3) > 0 AS in_title,
              coalesce(p.search_doc @@ o.qr, false) AS strict,
              coalesce(p.search_doc @@ o.qro, false) AS loose
       FROM products p, o WHERE p.search_doc @@ o.qo
     )
     SELECT (SELECT numnode(qa) FROM o) AS lexemes, (SELECT numnode(qr) FROM o) AS required,
            array_agg(pk) AS pks, array_agg(score) AS scores, array_agg(strict) AS strict, array_agg(loose) AS loose,
            count(*) FILTER (WHERE in_title) AS title_phrase
     FROM m`,
    [q.rank, q.require, q.phrase, q.restPhrase],
  );
  let hits: TextHits | null;
  if (!row || !row.lexemes) {
    // only stop words ("the"): no text condition, like an empty query
    hits = null;
  } else {
    const pks = row.pks ?? [];
    const docs = new Int32Array(pks.length);
    const scores = new Float32Array(pks.length);
    const strict = new Uint8Array(pks.length);
    const loose = new Uint8Array(pks.length);
    let k = 0;
    pks.forEach((p, i) => {
      const d = index.byPk.get(p);
      if (d === undefined) return;
      docs[k] = d;
      scores[k] = (row.scores?.[i] ?? 0) * (index.parentOf[d]! >= 0 ? SEGMENT_FACTOR : 1);
      strict[k] = row.strict?.[i] ? 1 : 0;
      loose[k] = row.loose?.[i] ? 1 : 0;
      k++;
    });
    hits = {
      docs: docs.subarray(0, k),
      scores: scores.subarray(0, k),
      strict: strict.subarray(0, k),
      loose: loose.subarray(0, k),
      required: Number(row.required) || 0,
      titlePhrase: Number(row.title_phrase) || 0,
    };
  }
  if (hits) s.matches.set(key, hits);
  return hits;
}
