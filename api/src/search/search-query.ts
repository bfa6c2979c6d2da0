// Faceted full-text search over the catalogue (spec 1 §3, §4, §7). PostgreSQL's own text search
// finds and ranks (weighted tsvector over title, practice areas, faculty, format and description;
// GIN index; ts_rank_cd); the in-memory index (search-index.ts) filters, counts facets
// disjunctively (each group counted with every other group's filters applied, not its own), sorts
// and pages; the page's rows come back from the database by primary key (search-items.ts); the facet
// groups are search-facets.ts.
import type { Db } from '../db/db';
import { fnv1aHex } from '../lib/guid';
import { getSearchIndex, matchText } from './search-index';
import { buildFilters, evaluate, topDocs } from './search-evaluate';
import type { SearchIndex } from './search-index';
import { detectSemanticFilters } from './search-semantic';
import type { SemanticMatch } from './search-semantic';
import { candidatesOf, textQueryOf, typesATitle, withCodeFirst } from './search-relevance';
import { correctQuery } from './search-words';
import { SORTS } from './search-model';
import type { SearchRequest, SortValue } from './search-model';
import { explainScores, itemRows, resultItem } from './search-items';
import type { SearchResultItem } from './search-items';
import { facetGroupsOf } from './search-facets';

const docSet = (index: SearchIndex, docs: Int32Array) => {
  const set = new Uint8Array(index.n);
  for (const d of docs) set[d] = 1;
  return set;
};

export { SearchRequestSchema, type SearchRequest } from './search-model';

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

/** What the query says: its corrected text, the names it carries (applied as filters, or ranking the
 * documents that satisfy them higher), and the candidates its text matches. */
async function understood(db: Db, index: SearchIndex, req: SearchRequest, lookups: Lookups) {
  const query = req.query.trim();
  // typo tolerance first, so 'californa ethics' is read as the jurisdiction and the credit type
  const { text: corrected } = query ? await correctQuery(db, query) : { text: '' };
  const semantic = corrected
    ? detectSemanticFilters(corrected, lookups)
    : { matches: [] as SemanticMatch[], remaining: '' };
  const textQuery = textQueryOf(corrected, semantic.remaining, semantic.matches.length);
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
  return { query, text: textQuery.rank, semantic, applySemantic, facetGroups, match };
}

/** The documents a search within the results (postQuery) keeps; null without one. */
async function withinPostQuery(db: Db, index: SearchIndex, req: SearchRequest): Promise<Uint8Array | null> {
  const postText = req.postQuery?.trim() ?? '';
  const post = postText
    ? await matchText(db, index, { rank: postText, require: postText, phrase: '', restPhrase: '' })
    : null;
  if (!post) return null;
  const within = new Uint8Array(index.n);
  post.docs.forEach((d, i) => {
    if (post.strict[i]) within[d] = 1;
  });
  return within;
}

export async function runSearch(db: Db, req: SearchRequest, lookups: Lookups) {
  const index = await getSearchIndex(db);
  const { query, text, semantic, applySemantic, facetGroups, match } = await understood(
    db,
    index,
    req,
    lookups,
  );
  const within = await withinPostQuery(db, index, req);
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
    const explanation = explanations.get(r.pk);
    const scoring = { score, position: offset + i + 1, explain: Boolean(req.explain), explanation, topScore };
    return [resultItem(r, { ...scoring, textQuery: Boolean(match) })];
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
