// Filters, disjunctive facet counts, sorting and paging over the search index (search-index.ts holds
// each document's attributes in typed arrays): one pass over the matched documents.
import { TABS } from './search-model';
import type { GroupId, SearchRequest, SortValue, Tab } from './search-model';
import type { Match, SearchIndex } from './search-index';

interface SetFilter {
  set: Uint8Array;
  values: number[];
  and: boolean;
}

export interface Filters {
  tabTypes: Uint8Array | null;
  format: SetFilter | null;
  area: SetFilter | null;
  region: SetFilter | null;
  ct: SetFilter | null;
  date: { from: number; to: number } | null;
}

const TAB = 1;
const FORMAT = 2;
const AREA = 4;
const DATE = 8;
const JC = 16;

function setFilter(
  size: number,
  idx: (number | undefined)[],
  and: boolean,
  active: boolean,
): SetFilter | null {
  if (!active) return null;
  const set = new Uint8Array(size);
  const values: number[] = [];
  for (const i of idx)
    if (i !== undefined && !set[i]) {
      set[i] = 1;
      values.push(i);
    }
  return { set, values, and };
}

/** Practice-area values are written name|id (spec 1 §5); the id after the pipe is what counts. */
const areaIdOf = (v: string) => Number(v.split('|').pop());

export function buildFilters(index: SearchIndex, facetGroups: SearchRequest['facetGroups']): Filters {
  const group = (id: GroupId) => facetGroups.find((g) => g.id === id);
  const vals = (id: GroupId) => group(id)?.values ?? [];
  const and = (id: GroupId) => group(id)?.operation === 'and';
  const active = (id: GroupId) => vals(id).length > 0;

  let tabTypes: Uint8Array | null = null;
  const tab = vals('contentTabs')[0] as Tab | undefined;
  const tabList = tab && tab in TABS ? TABS[tab] : null;
  if (tabList) {
    tabTypes = new Uint8Array(index.types.length);
    index.types.forEach((t, i) => {
      if ((tabList as readonly string[]).includes(t)) tabTypes![i] = 1;
    });
  } else if (tab && !(tab in TABS)) tabTypes = new Uint8Array(index.types.length); // unknown tab: nothing

  let date: Filters['date'] = null;
  const range = vals('dateRange')[0];
  if (range) {
    const [from, to] = (range.split('|').pop() ?? '').split(';');
    const day = (s: string | undefined) =>
      s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
    const f = day(from);
    const t = day(to);
    date = { from: Number.isNaN(f) ? -Infinity : f, to: Number.isNaN(t) ? Infinity : t + 86_400_000 };
  }
  const formatIdx = new Map(index.formats.map((f, i) => [f.toLowerCase(), i]));
  return {
    tabTypes,
    format: setFilter(
      index.formats.length,
      vals('format')
        .map((v) => formatIdx.get(v.toLowerCase()) ?? -1)
        .map((i) => (i < 0 ? undefined : i)),
      and('format'),
      active('format'),
    ),
    area: setFilter(
      index.areaIds.length,
      vals('practiceArea').map((v) => index.areaIndexById.get(areaIdOf(v))),
      and('practiceArea'),
      active('practiceArea'),
    ),
    region: setFilter(
      index.regionCodes.length,
      vals('jurisdictions').map((v) => index.regionIndexByCode.get(v.toUpperCase())),
      and('jurisdictions'),
      active('jurisdictions'),
    ),
    ct: setFilter(
      index.ctCodes.length,
      vals('creditType').map((v) => index.ctIndexByCode.get(v.toUpperCase())),
      and('creditType'),
      active('creditType'),
    ),
    date,
  };
}

export interface Counts {
  tab: Uint32Array;
  format: Uint32Array;
  area: Uint32Array;
  region: Uint32Array;
  ct: Uint32Array;
}

export interface Evaluation {
  /** matching documents (positions into the match, or documents when there is no text) */
  results: Int32Array;
  scores: Float32Array | null;
  total: number;
  counts: Counts | null;
}

/** Whether vals[start..end) holds every value of the filter. */
function hasAll(start: number, end: number, vals: Uint8Array | Uint16Array, sf: SetFilter): boolean {
  for (const v of sf.values) {
    let found = false;
    for (let k = start; k < end; k++)
      if (vals[k] === v) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  return true;
}

/** Whether vals[start..end) holds any value of the set. */
function hasAny(start: number, end: number, vals: Uint8Array | Uint16Array, set: Uint8Array): boolean {
  for (let k = start; k < end; k++) if (set[vals[k]!]) return true;
  return false;
}

/**
 * Whether document d's (jurisdiction, credit type) pairs pass the jurisdiction and credit type
 * filters: a credit type counts where the chosen jurisdictions grant it. `need` is scratch space.
 */
function passesJurisdictions(index: SearchIndex, f: Filters, d: number, need: Uint8Array): boolean {
  const { pairStart, pairRegion, pairCt } = index;
  const p0 = pairStart[d]!;
  const p1 = pairStart[d + 1]!;
  if (
    f.region &&
    !(f.region.and ? hasAll(p0, p1, pairRegion, f.region) : hasAny(p0, p1, pairRegion, f.region.set))
  )
    return false;
  if (!f.ct) return true;
  if (f.ct.and) {
    need.fill(0);
    let left = f.ct.values.length;
    for (let k = p0; k < p1 && left; k++) {
      const c = pairCt[k]!;
      if (f.ct.set[c] && !need[c] && (!f.region || f.region.set[pairRegion[k]!])) {
        need[c] = 1;
        left--;
      }
    }
    return left === 0;
  }
  for (let k = p0; k < p1; k++)
    if (f.ct.set[pairCt[k]!] && (!f.region || f.region.set[pairRegion[k]!])) return true;
  return false;
}

/** The filter groups document d fails, as bits (TAB, FORMAT, AREA, DATE, JC); 0 when it is a result. */
function failuresOf(index: SearchIndex, f: Filters, d: number, need: Uint8Array): number {
  const { typeOf, formatOf, areaStart, areaVals, when } = index;
  let fail = 0;
  if (f.tabTypes && !f.tabTypes[typeOf[d]!]) fail |= TAB;
  if (f.format) {
    const ok = f.format.and
      ? f.format.values.every((v) => v === formatOf[d])
      : f.format.set[formatOf[d]!] === 1;
    if (!ok) fail |= FORMAT;
  }
  const a0 = areaStart[d]!;
  const a1 = areaStart[d + 1]!;
  if (f.area && !(f.area.and ? hasAll(a0, a1, areaVals, f.area) : hasAny(a0, a1, areaVals, f.area.set)))
    fail |= AREA;
  if (f.date) {
    const w = when[d]!;
    if (!(w >= f.date.from && w < f.date.to)) fail |= DATE;
  }
  if ((f.region || f.ct) && !passesJurisdictions(index, f, d, need)) fail |= JC;
  return fail;
}

/** Per-document marks, so a jurisdiction or credit type is counted once per document. */
interface Seen {
  region: Int32Array;
  ct: Int32Array;
}

/** Counts document d in each facet whose other groups' filters it passes (disjunctive counts). */
function countFacets(index: SearchIndex, f: Filters, d: number, fail: number, counts: Counts, seen: Seen) {
  const { typeOf, formatOf, areaStart, areaVals, pairStart, pairRegion, pairCt } = index;
  if ((fail & ~TAB) === 0) counts.tab[typeOf[d]!]!++;
  if ((fail & ~FORMAT) === 0) counts.format[formatOf[d]!]!++;
  if ((fail & ~AREA) === 0)
    for (let k = areaStart[d]!; k < areaStart[d + 1]!; k++) counts.area[areaVals[k]!]!++;
  if ((fail & ~JC) !== 0) return;
  // jurisdiction r counts if it grants one of the chosen credit types (or any, when none is chosen);
  // credit type c counts if one of the chosen jurisdictions grants it (or any)
  for (let k = pairStart[d]!; k < pairStart[d + 1]!; k++) {
    const r = pairRegion[k]!;
    const c = pairCt[k]!;
    if (seen.region[r] !== d && (!f.ct || f.ct.set[c])) {
      seen.region[r] = d;
      counts.region[r]!++;
    }
    if (seen.ct[c] !== d && (!f.region || f.region.set[r])) {
      seen.ct[c] = d;
      counts.ct[c]!++;
    }
  }
}

/** Filters the matches and, unless skipped, counts each facet with every other group's filters applied. */
export function evaluate(
  index: SearchIndex,
  match: Match | null,
  f: Filters,
  withCounts: boolean,
  within: Uint8Array | null = null,
): Evaluation {
  const total = match ? match.docs.length : index.n;
  const results = new Int32Array(total);
  const scores = match ? new Float32Array(total) : null;
  let hits = 0;
  const counts: Counts | null = withCounts
    ? {
        tab: new Uint32Array(index.types.length),
        format: new Uint32Array(index.formats.length),
        area: new Uint32Array(index.areaIds.length),
        region: new Uint32Array(index.regionCodes.length),
        ct: new Uint32Array(index.ctCodes.length),
      }
    : null;
  const seen: Seen = {
    region: new Int32Array(index.regionCodes.length).fill(-1),
    ct: new Int32Array(index.ctCodes.length).fill(-1),
  };
  const need = new Uint8Array(Math.max(index.regionCodes.length, index.ctCodes.length));
  for (let i = 0; i < total; i++) {
    const d = match ? match.docs[i]! : i;
    if (within && !within[d]) continue;
    const fail = failuresOf(index, f, d, need);
    if (fail === 0) {
      results[hits] = d;
      if (scores) scores[hits] = match!.scores[i]!;
      hits++;
    }
    if (counts) countFacets(index, f, d, fail, counts, seen);
  }
  return {
    results: results.subarray(0, hits),
    scores: scores ? scores.subarray(0, hits) : null,
    total: hits,
    counts,
  };
}

/** Scores closer than this are a tie (float noise from the database's ranking). */
const SCORE_EPSILON = 1e-6;

/**
 * Equal scores: an upcoming live program first (the soonest first), then the newest (a publication's
 * newest edition, the latest recording), then by code.
 */
export function tieBreak(index: SearchIndex, now: number) {
  const live = index.types.indexOf('liveprogram');
  const upcoming = (d: number) => index.typeOf[d] === live && index.when[d]! >= now;
  const when = (d: number) => (Number.isNaN(index.when[d]!) ? -Infinity : index.when[d]!);
  return (a: number, b: number): number => {
    const ua = upcoming(a);
    const ub = upcoming(b);
    if (ua !== ub) return ua ? -1 : 1;
    if (ua && ub && when(a) !== when(b)) return when(a) - when(b);
    if (when(a) !== when(b)) return when(b) - when(a);
    return index.codeRank[a]! - index.codeRank[b]!;
  };
}

/** The first `limit` results in the requested order (ties by code), with their scores. */
export function topDocs(
  index: SearchIndex,
  ev: Evaluation,
  sort: SortValue,
  hasText: boolean,
  limit: number,
): { docs: number[]; scores: number[] } {
  const { results, scores } = ev;
  const k = Math.min(limit, results.length);
  const docs: number[] = [];
  const out: number[] = [];
  if (k <= 0) return { docs, scores: out };
  if (sort === 'relevance' && hasText && scores) {
    const pos = Int32Array.from({ length: results.length }, (_, i) => i);
    const tie = tieBreak(index, Date.now());
    pos.sort((a, b) => {
      const diff = scores[b]! - scores[a]!;
      return Math.abs(diff) > SCORE_EPSILON ? diff : tie(results[a]!, results[b]!);
    });
    for (let i = 0; i < k; i++) {
      docs.push(results[pos[i]!]!);
      out.push(scores[pos[i]!]!);
    }
    return { docs, scores: out };
  }
  // database orders: walk the precomputed order and keep the documents in the result
  const order = index.orders[sort === 'relevance' ? 'newest' : sort];
  const position = new Int32Array(index.n);
  for (let i = 0; i < results.length; i++) position[results[i]!] = i + 1;
  for (let i = 0; i < order.length && docs.length < k; i++) {
    const p = position[order[i]!]!;
    if (!p) continue;
    docs.push(order[i]!);
    out.push(scores ? scores[p - 1]! : 0);
  }
  return { docs, scores: out };
}
