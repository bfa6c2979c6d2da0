// The search API (spec 1 §3, §4, §7; spec 3 §7 product-code): full-text relevance from PostgreSQL,
// disjunctive facet counts checked against SQL, sorts, paging, semantic filters, explain,
// autocomplete, filter values, taxonomy and the recommended searches of the CMS search page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AutocompleteResponseSchema,
  FacetGroupSchema,
  FilterValuesResponseSchema,
  PageContentSchema,
  RecommendedSearchesSchema,
  SearchResponseSchema,
} from '@cle/contracts/schemas';
import type { SearchResponse } from '@cle/contracts/schemas';
import { CodeCardsSchema } from '@cle/contracts/product-schemas';
import { assertFields, assertShape, ITEM_IDENTITY_FIELDS, startTestApp } from './helpers';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const search = async (body: Record<string, unknown>): Promise<SearchResponse> => {
  const res = await post('/api/search', body);
  assert.equal(res.statusCode, 200, res.body);
  const json = res.json() as SearchResponse;
  assertShape(SearchResponseSchema, json);
  return json;
};
/** Results beyond one page (the API caps pageSize at 100, decision 029): pages 1..n, merged in order. */
const searchPages = async (body: Record<string, unknown>, pages: number) => {
  const items: SearchResponse['searchResults']['searchResultsItems'] = [];
  for (let currentPage = 1; currentPage <= pages; currentPage++)
    items.push(...(await search({ ...body, pageSize: 100, currentPage })).searchResults.searchResultsItems);
  return items;
};
const group = (r: SearchResponse, id: string) =>
  r.facetResults.facetGroups.find((g) => g.groupTypeId === id)!;
const facet = (r: SearchResponse, id: string, value: string) =>
  group(r, id).facets.find((f) => f.value === value)!;
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<{ n: T }>(sql, params))[0]!.n;

/** The spec's filter groups in their order (spec 1 §3); the suggested filters come after them. */
const FILTER_GROUPS = ['contentTabs', 'jurisdictions', 'creditType', 'practiceArea', 'format', 'dateRange'];

before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

describe('POST /search', () => {
  test('[S1-API-27] [S1-API-29] takes the spec request and answers summary, items, facet groups, marketing modules and sorts', async () => {
    const r = await search({
      query: 'securities',
      currentPage: 1,
      pageSize: 5,
      facetGroups: [],
      sort: 'relevance',
      filterGroupsToReturn: [...FILTER_GROUPS],
      explain: false,
      postQuery: '',
      skipFacetGroupsCalculation: false,
      returnMarketingModules: true,
    });
    assert.equal(r.searchResults.searchResultsItems.length, 5);
    assert.ok(r.searchResultSummary.noOfHits > 5);
    assert.equal(r.searchResultSummary.currentPage, 1);
    assert.match(r.searchResultSummary.searchHash, /^[0-9a-f]+$/);
    assert.equal(r.marketingModules[0]?.heading, 'Become a PLI Privileged Member');
    assert.deepEqual(
      r.sortResults.sortResultItems.map((s) => Object.keys(s).sort()),
      r.sortResults.sortResultItems.map(() => ['isDefault', 'selected', 'sortTitle', 'value']),
    );
    assert.equal(r.sortResults.sortResultItems.find((s) => s.selected)?.value, 'relevance');
    const item = r.searchResults.searchResultsItems[0]!;
    assertFields(item, [...ITEM_IDENTITY_FIELDS, 'variationPk', 'score']);
    assert.equal(item.isPurchased, false);
    assert.equal(item.isParentProgramPurchased, false);
  });

  test('[S1-API-28] page 0 returns facets only', async () => {
    const r = await search({ query: 'ethics', currentPage: 0 });
    assert.equal(r.searchResults.searchResultsItems.length, 0);
    assert.ok(r.searchResultSummary.noOfHits > 0);
    assert.ok(r.facetResults.facetGroups.length >= 5);
  });

  test('relevance: PostgreSQL full-text search over titles, descriptions, faculty and practice areas, best first', async () => {
    const r = await search({ query: 'securities', pageSize: 10 });
    const scores = r.searchResults.searchResultsItems.map((i) => i.score!);
    assert.deepEqual(
      [...scores].sort((a, b) => b - a),
      scores,
    );
    assert.match(r.searchResults.searchResultsItems[0]!.title, /securities/i);
    // the hit count is the database's own match count
    const sql = await one<number>(
      "SELECT count(*)::int AS n FROM products WHERE search_doc @@ websearch_to_tsquery('english', 'securities')",
    );
    assert.equal(r.searchResultSummary.noOfHits, sql);
    // a faculty member's name finds the programs they teach
    const f = (
      await t.db.query<{ name: string; code: string }>(
        'SELECT fa.last_name AS name, p.code FROM products p JOIN faculty fa ON fa.id = p.faculty_ids[1] WHERE p.searchable_type = $1 LIMIT 1',
        ['liveprogram'],
      )
    )[0]!;
    const byFaculty = await searchPages({ query: f.name }, 5);
    assert.ok(byFaculty.some((i) => i.productCode === f.code));
    // words only in descriptions match too
    const byDescription = await search({ query: 'checklists', pageSize: 1 });
    assert.ok(byDescription.searchResultSummary.noOfHits > 0);
    // a query of stop words is no text condition
    const all = await one<number>('SELECT count(*)::int AS n FROM products');
    assert.equal((await search({ query: 'the', currentPage: 0 })).searchResultSummary.noOfHits, all);
  });

  test('[S1-API-53] a program code as the query finds that program first', async () => {
    const code = await one<string>(
      "SELECT code AS n FROM products WHERE searchable_type = 'liveprogram' ORDER BY code LIMIT 1",
    );
    const r = await search({ query: code, pageSize: 3 });
    assert.equal(r.searchResults.searchResultsItems[0]?.productCode, code);
  });

  test('[S1-SEARCH-41] [S1-SEARCH-42] [S1-SEARCH-43] [S1-SEARCH-44] facet groups, behaviours and facets', async () => {
    const r = await search({
      query: 'new york ethics',
      currentPage: 0,
      semanticFilters: true,
      facetGroups: [{ id: 'dateRange', values: ['Dates|2026-01-01;2027-12-31'] }],
    });
    const ids = r.facetResults.facetGroups.map((g) => g.groupTypeId);
    assert.deepEqual(ids, [...FILTER_GROUPS, 'suggestedFilters']);
    for (const g of r.facetResults.facetGroups) {
      assertShape(FacetGroupSchema, g);
      for (const k of ['groupTypeId', 'behavior', 'facets', 'unfolded'])
        assert.ok(k in g, `${g.groupTypeId}.${k}`);
      assert.ok(['checkbox-or', 'single-select', 'date-picker'].includes(g.behavior));
    }
    assert.equal(group(r, 'contentTabs').behavior, 'single-select');
    assert.equal(group(r, 'jurisdictions').behavior, 'checkbox-or');
    assert.equal(group(r, 'dateRange').behavior, 'date-picker');
    assert.equal(group(r, 'jurisdictions').showMoreLabel, 'Show all jurisdictions');
    const ny = facet(r, 'jurisdictions', 'NY');
    for (const k of [
      'value',
      'name',
      'group',
      'checked',
      'disabled',
      'count',
      'isFollowedByUser',
      'overrideIsExclusive',
      'isDefault',
    ])
      assert.ok(k in ny, k);
    assert.equal(facet(r, 'contentTabs', 'All').isDefault, true);
    assert.deepEqual(
      group(r, 'suggestedFilters').facets.map((f) => [f.value, f.name, f.checked, f.altValue]),
      [
        ['jurisdictions:NY', 'New York', true, 'jurisdictions'],
        ['creditType:ETH', 'Ethics', true, 'creditType'],
      ],
    );
  });

  test('filters and disjunctive facet counts agree with SQL', async () => {
    const base = await search({ currentPage: 0 });
    const nyAll = await one<number>(
      "SELECT count(DISTINCT pc.product_code)::int AS n FROM product_credits pc JOIN jurisdictions j ON j.region_sk = pc.region_sk WHERE j.code = 'NY'",
    );
    assert.equal(facet(base, 'jurisdictions', 'NY').count, nyAll);

    const ny = await search({ currentPage: 0, facetGroups: [{ id: 'jurisdictions', values: ['NY'] }] });
    assert.equal(ny.searchResultSummary.noOfHits, nyAll);
    // a group's own selection does not change its counts (checkbox-or)
    assert.equal(facet(ny, 'jurisdictions', 'CA').count, facet(base, 'jurisdictions', 'CA').count);
    assert.equal(facet(ny, 'jurisdictions', 'NY').checked, true);

    const nyEth = await search({
      currentPage: 0,
      facetGroups: [
        { id: 'jurisdictions', values: ['NY'] },
        { id: 'creditType', values: ['ETH'] },
      ],
    });
    const sql = await one<number>(
      `SELECT count(DISTINCT pc.product_code)::int AS n FROM product_credits pc
         JOIN jurisdictions j ON j.region_sk = pc.region_sk JOIN credit_types c ON c.sk = pc.credit_type_sk
       WHERE j.code = 'NY' AND c.code = 'ETH'`,
    );
    assert.equal(nyEth.searchResultSummary.noOfHits, sql);
    assert.equal(facet(nyEth, 'creditType', 'ETH').count, sql);

    const tab = await search({
      currentPage: 0,
      facetGroups: [{ id: 'contentTabs', values: ['Publications'] }],
    });
    assert.equal(
      tab.searchResultSummary.noOfHits,
      await one<number>("SELECT count(*)::int AS n FROM products WHERE searchable_type = 'book'"),
    );
    // other tabs keep their counts
    assert.equal(facet(tab, 'contentTabs', 'Podcasts').count, facet(base, 'contentTabs', 'Podcasts').count);

    // 'and' needs every value; 'or' any
    const vals = ['NY', 'CA'];
    const or = await search({
      currentPage: 0,
      facetGroups: [{ id: 'jurisdictions', values: vals, operation: 'or' }],
    });
    const and = await search({
      currentPage: 0,
      facetGroups: [{ id: 'jurisdictions', values: vals, operation: 'and' }],
    });
    assert.ok(and.searchResultSummary.noOfHits < or.searchResultSummary.noOfHits);
    assert.ok(and.searchResultSummary.noOfHits > 0);

    // date range: name|from;to, whole days
    const dates = await search({
      currentPage: 0,
      facetGroups: [{ id: 'dateRange', values: ['Dates|2026-11-01;2026-11-30'] }],
    });
    const inRange = await one<number>(
      "SELECT count(*)::int AS n FROM products WHERE coalesce(event_start, publication_date::timestamptz) >= '2026-11-01' AND coalesce(event_start, publication_date::timestamptz) < '2026-12-01'",
    );
    assert.equal(dates.searchResultSummary.noOfHits, inRange);

    // practice areas are written name|id
    const area = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM practice_areas ORDER BY id LIMIT 1',
    );
    const pa = await search({
      currentPage: 0,
      facetGroups: [{ id: 'practiceArea', values: [`${area[0]!.name}|${area[0]!.id}`] }],
    });
    assert.equal(
      pa.searchResultSummary.noOfHits,
      await one<number>('SELECT count(*)::int AS n FROM products WHERE $1 = ANY(practice_area_ids)', [
        area[0]!.id,
      ]),
    );
  });

  test('semantic filters read the named jurisdiction and credit type and search the rest of the text', async () => {
    const semantic = await search({ query: 'New York ethics', currentPage: 0, semanticFilters: true });
    const explicit = await search({
      currentPage: 0,
      facetGroups: [
        { id: 'jurisdictions', values: ['NY'] },
        { id: 'creditType', values: ['ETH'] },
      ],
    });
    assert.equal(semantic.searchResultSummary.noOfHits, explicit.searchResultSummary.noOfHits);
    // without the flag the words are plain text, and suggested filters come back unchecked
    const plain = await search({ query: 'New York ethics', currentPage: 0 });
    assert.notEqual(plain.searchResultSummary.noOfHits, semantic.searchResultSummary.noOfHits);
    assert.ok(group(plain, 'suggestedFilters').facets.every((f) => !f.checked));
  });

  test('sorts, pages and postQuery', async () => {
    const first = await search({ query: 'tax', pageSize: 10, currentPage: 1 });
    const second = await search({ query: 'tax', pageSize: 10, currentPage: 2 });
    const both = await search({ query: 'tax', pageSize: 20, currentPage: 1 });
    assert.deepEqual(
      [...first.searchResults.searchResultsItems, ...second.searchResults.searchResultsItems].map(
        (i) => i.pk,
      ),
      both.searchResults.searchResultsItems.map((i) => i.pk),
    );
    const byDate = await search({
      query: '',
      sort: 'date',
      pageSize: 30,
      facetGroups: [{ id: 'contentTabs', values: ['Programs'] }],
    });
    const starts = await t.db.query<{ pk: string; w: number }>(
      'SELECT pk, extract(epoch FROM coalesce(event_start, publication_date::timestamptz))::float8 AS w FROM products WHERE pk = ANY($1)',
      [byDate.searchResults.searchResultsItems.map((i) => i.pk)],
    );
    const when = new Map(starts.map((s) => [s.pk, s.w]));
    const seq = byDate.searchResults.searchResultsItems.map((i) => when.get(i.pk)!);
    assert.deepEqual(
      [...seq].sort((a, b) => a - b),
      seq,
    );
    assert.equal(byDate.sortResults.sortResultItems.find((s) => s.selected)?.value, 'date');
    const narrowed = await search({ query: 'tax', postQuery: 'securities', currentPage: 0 });
    assert.ok(narrowed.searchResultSummary.noOfHits < first.searchResultSummary.noOfHits);
  });

  test('[S1-SEARCH-15] [S1-SEARCH-16] explain returns each score, its parts and the difference to the top (4 decimals)', async () => {
    const r = await search({ query: 'securities regulation', pageSize: 5, explain: true });
    const items = r.searchResults.searchResultsItems;
    assert.match(
      items[0]!.explanation!,
      /^ts_rank_cd\('\{0\.1,0\.2,0\.4,1\.0\}', search_doc, any word of "securities regulation", 32\) = 0\.\d{4}; weight alone: title \(A\)/,
    );
    assert.equal(items[0]!.scoreDifference, 0);
    for (const i of items) assert.equal(i.scoreDifference, Number((items[0]!.score! - i.score!).toFixed(4)));
    assert.equal(
      (await search({ query: 'securities', pageSize: 1 })).searchResults.searchResultsItems[0]!.explanation,
      undefined,
    );
  });

  test('bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ pageSize: 'ten' }, 'pageSize'],
      [{ facetGroups: [{ id: 'colour', values: ['red'] }] }, 'facetGroups'],
      [{ facetGroups: [{ id: 'format', values: ['x'], operation: 'xor' }] }, 'facetGroups'],
      [{ sort: 'random' }, 'sort'],
      [{ query: 'x'.repeat(201) }, 'query'],
    ] as const) {
      const res = await post('/api/search', body);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, new RegExp(field));
    }
  });
});

describe('GET /search/autocomplete and /search/filter-values', () => {
  test('[S1-API-30] [S1-SUGGEST-10] [S1-SUGGEST-11] [S1-SUGGEST-12] suggestions with text, type, tagId, filterGroup and filterValue', async () => {
    const res = await get('/api/search/autocomplete?q=new');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assertShape(AutocompleteResponseSchema, body);
    const names = body.suggestions.map((s: { suggestion: string }) => s.suggestion);
    assert.deepEqual(names.slice(0, 4), ['New Hampshire', 'New Jersey', 'New Mexico', 'New York']);
    const { tagId, ...ny } = body.suggestions[3];
    assert.deepEqual(ny, {
      suggestion: 'New York',
      type: 'Jurisdiction',
      filterGroup: 'jurisdictions',
      filterValue: 'NY',
    });
    assert.match(tagId, /^\d+$/);
    const tax = (await get('/api/search/autocomplete?q=TAX')).json().suggestions;
    assert.ok(
      tax.some(
        (s: { type: string; filterGroup: string; filterValue: string }) =>
          s.type === 'Major' && s.filterGroup === 'practiceArea' && /^Tax Law\|\d+$/.test(s.filterValue),
      ),
    );
    const types = new Set(
      (await get('/api/search/autocomplete?q=e')).json().suggestions.map((s: { type: string }) => s.type),
    );
    assert.deepEqual([...types].sort(), ['Credit type', 'Jurisdiction', 'Major']);
    assert.equal((await get('/api/search/autocomplete?q=')).statusCode, 400);
    assert.equal((await get(`/api/search/autocomplete?q=${'x'.repeat(101)}`)).statusCode, 400);
  });

  test('[S1-OVERLAY-23] filter values load page by page', async () => {
    const p1 = (await get('/api/search/filter-values?group=jurisdictions&page=1&pageSize=15')).json();
    assertShape(FilterValuesResponseSchema, p1);
    assert.equal(p1.values.length, 15);
    assert.equal(p1.hasMore, true);
    const p2 = (await get('/api/search/filter-values?group=jurisdictions&page=2&pageSize=15')).json();
    assert.notEqual(p2.values[0].value, p1.values[0].value);
    assert.equal(p1.total, await one<number>('SELECT count(*)::int AS n FROM jurisdictions'));
    const found = (await get('/api/search/filter-values?group=practiceArea&q=tax')).json();
    assert.deepEqual(
      found.values.map((v: { name: string }) => v.name),
      ['Tax Law'],
    );
    assert.ok(found.values[0].count > 0);
    assert.equal((await get('/api/search/filter-values?group=faculty')).statusCode, 400);
    assert.equal((await get('/api/search/filter-values?group=format&pageSize=0')).statusCode, 400);
  });
});

describe('product code, taxonomy and the search page', () => {
  test('[S3-API-16] [S3-API-17] GET /search/product-code reads parent|code pairs separated by semicolons', async () => {
    const codes = await t.db.query<{ code: string; parent_code: string }>(
      "SELECT code, parent_code FROM products WHERE searchable_type = 'ondemandsegment' ORDER BY code LIMIT 2",
    );
    const res = await get(
      `/api/search/product-code?ProductCodes=${encodeURIComponent(codes.map((c) => `${c.parent_code}|${c.code}`).join(';'))}`,
    );
    assert.equal(res.statusCode, 200);
    const cards = res.json() as Record<string, unknown>[];
    assertShape(CodeCardsSchema, cards);
    assert.deepEqual(cards.map((c) => c.productCode).sort(), codes.map((c) => c.code).sort());
    for (const k of [
      'url',
      'title',
      'datesFormatted',
      'imageUrl',
      'creditDetailsFormatted',
      'productCode',
      'variationPk',
      'userList',
    ])
      assert.ok(k in cards[0]!, k);
    assert.equal((await get('/api/search/product-code')).statusCode, 400);
  });

  test('[S1-API-31] [S1-API-32] [S1-API-33] taxonomy: subjects, industries and catalog children', async () => {
    const subjects = (await get('/api/taxonomy/subjects?onlyBabyPool=false&excludeEmpty=true')).json();
    assert.ok(subjects.length > 0);
    for (const k of ['id', 'name', 'url', 'description']) assert.ok(k in subjects[0], k);
    const industries = (await get('/api/taxonomy/industries?excludeEmpty=false')).json();
    assert.ok(industries.length > 0);
    assert.equal((await get('/api/taxonomy/subjects?excludeEmpty=maybe')).statusCode, 400);
    assert.equal((await get('/api/taxonomy/catalog-children?id=no-such-node')).statusCode, 404);
    // the seeded New York transitional class page has five children, in the editors' order
    const children = await get('/api/taxonomy/catalog-children?id=ny-transitional');
    assert.equal(children.statusCode, 200);
    const nyt = '/credit-info/new-york-transitional';
    assert.deepEqual(children.json(), [
      { id: 'ny-transitional-ethics', name: 'Ethics and Professionalism', url: `${nyt}/ethics` },
      { id: 'ny-transitional-skills', name: 'Skills', url: `${nyt}/skills` },
      {
        id: 'ny-transitional-law-practice-management',
        name: 'Law Practice Management',
        url: `${nyt}/law-practice-management`,
      },
      { id: 'ny-transitional-live-programs', name: 'Live Programs', url: `${nyt}/live-programs` },
      {
        id: 'ny-transitional-on-demand-programs',
        name: 'On-Demand Programs',
        url: `${nyt}/on-demand-programs`,
      },
    ]);
    // a hidden child is not listed; a node without children answers an empty list
    const river = (await get('/api/taxonomy/catalog-children?id=credit-info')).json() as { id: string }[];
    assert.ok(river.length > 0);
    assert.ok(!river.some((c) => c.id === 'credit-info-draft'));
    assert.deepEqual((await get('/api/taxonomy/catalog-children?id=ny-transitional-skills')).json(), []);
  });

  test('[S1-API-44] [S1-SEARCH-21] recommended searches come with the search page content by friendly URL and user (ANON)', async () => {
    const res = await get('/api/content?url=/search&expand=mainContentArea&userId=ANON');
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assertShape(PageContentSchema, page);
    assert.deepEqual(page.contentType.at(-1), 'SearchPage');
    assertShape(RecommendedSearchesSchema, page.properties.recommendedSearches);
    assert.equal(page.properties.recommendedSearches.enable, true);
    assert.ok(page.properties.recommendedSearches.keywords.length > 0);
    assert.equal(page.properties.semanticFiltersEnabled, true);
  });
});

// Relevance rules (issue 16, decision 023), on the seeded catalogue: what a lawyer typing the query wants.
describe('search relevance', () => {
  const codes = (r: SearchResponse) => r.searchResults.searchResultsItems.map((i) => i.productCode);
  const titles = (r: SearchResponse) => r.searchResults.searchResultsItems.map((i) => i.title);

  test('[S1-API-27] a product code finds its product first, in any case, programs, segments and episodes alike', async () => {
    const code = await one<string>(
      "SELECT code AS n FROM products WHERE searchable_type = 'ondemandprogram' ORDER BY code LIMIT 1",
    );
    for (const q of [code, `${code}-2`, 'pod002-e03', 'POD015-E12']) {
      const r = await search({ query: q, pageSize: 3, semanticFilters: true });
      assert.equal(codes(r)[0], q.toUpperCase(), q);
    }
  });

  test('[S1-SEARCH-04] [S1-SEARCH-32] a semantic filter narrows but keeps the text: "ethics" ranks ethics titles first among Ethics-credit items', async () => {
    const r = await search({ query: 'ethics', pageSize: 10, semanticFilters: true });
    assert.equal(facet(r, 'suggestedFilters', 'creditType:ETH').checked, true);
    const top = titles(r);
    assert.ok(top.length === 10);
    for (const title of top) assert.match(title, /ethics/i, `${title} is not about ethics`);
    // every hit grants Ethics credit somewhere (the filter narrows)
    const granted = await one<number>(
      `SELECT count(DISTINCT product_code)::int AS n FROM product_credits pc JOIN credit_types ct ON ct.sk = pc.credit_type_sk
       WHERE ct.code = 'ETH' AND pc.product_code = ANY($1)`,
      [codes(r)],
    );
    assert.equal(granted, 10);
    // without the text nothing would order them: the same filter alone is sorted by date, not about ethics first
    const bare = await search({ pageSize: 10, facetGroups: [{ id: 'creditType', values: ['ETH'] }] });
    assert.equal(bare.searchResultSummary.noOfHits, r.searchResultSummary.noOfHits);
    assert.notDeepEqual(codes(bare), codes(r));
  });

  test('[S1-SEARCH-04] names inside a title are not read as filters: "The Ethics Hour" finds its podcast episodes', async () => {
    const r = await search({ query: 'The Ethics Hour', pageSize: 10, semanticFilters: true });
    assert.ok(
      titles(r).every((t) => t.startsWith('The Ethics Hour Episode')),
      titles(r).join('; '),
    );
    // newest episode first among equals
    assert.match(titles(r)[0]!, /^The Ethics Hour Episode 15:/);
  });

  test('[S1-API-27] a misspelt word finds what the right spelling finds (pg_trgm vocabulary)', async () => {
    for (const [typo, word] of [
      ['antitrsut', 'antitrust'],
      ['imigration', 'immigration'],
      ['bankrupcy', 'bankruptcy'],
    ]) {
      const r = await search({ query: typo, pageSize: 5 });
      assert.ok(r.searchResultSummary.noOfHits > 0, typo);
      const right = await search({ query: word, pageSize: 5 });
      assert.deepEqual(codes(r), codes(right), typo);
    }
  });

  test('[S1-API-27] a query with a word no document holds still finds the others ("ethics credit", "mental health credit")', async () => {
    for (const q of [
      'ethics credit',
      'new york ethics credit',
      'mental health credit',
      'privacy matters podcast',
    ]) {
      const r = await search({ query: q, pageSize: 5 });
      assert.ok(r.searchResultSummary.noOfHits > 0, q);
    }
    const pod = await search({ query: 'privacy matters podcast', pageSize: 5 });
    assert.ok(
      titles(pod).every((t) => t.startsWith('Privacy Matters Episode')),
      titles(pod).join('; '),
    );
  });

  test('[S1-API-27] a segment ranks below its own program when both match', async () => {
    const items = await searchPages({ query: 'trade secrets' }, 2);
    const position = new Map(items.map((i, k) => [i.productCode, k]));
    let pairs = 0;
    for (const [k, i] of items.entries()) {
      if (!i.parentProductCode || !position.has(i.parentProductCode)) continue;
      pairs++;
      assert.ok(position.get(i.parentProductCode)! < k, `${i.productCode} above its program`);
    }
    assert.ok(pairs > 0);
    assert.equal(items[0]!.searchableType === 'ondemandsegment', false);
  });
});
