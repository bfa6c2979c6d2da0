// The spec's API calls (the "API" sections of the three specs) answered by the real routes on the
// real database: paths, parameters and the fields the front end reads.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import { startTestApp, SITE_ORIGIN } from './helpers';
import { signSeeded } from './tokens';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
let t: Awaited<ReturnType<typeof startTestApp>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };

async function get(url: string, as?: string) {
  const headers: Record<string, string> = { origin: SITE_ORIGIN };
  if (as)
    headers.authorization = `Bearer ${await signSeeded(as, keys.privateKey, { issuer: ISSUER, audience: AUDIENCE })}`;
  return t.app.inject({ method: 'GET', url, headers });
}

before(async () => {
  keys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
});
after(async () => {
  await t.close();
});

describe('product links', () => {
  test('[S1-API-39] [S3-API-12] GET /product-link/{id} returns the product URL, by code or pk; 404 for an unknown one', async () => {
    const [p] = await t.db.query<{ code: string; pk: string; url: string }>(
      "SELECT code, pk, url FROM products WHERE searchable_type = 'liveprogram' ORDER BY code LIMIT 1",
    );
    const byCode = await get(`/api/product-link/${p!.code}`);
    assert.equal(byCode.statusCode, 200);
    assert.deepEqual(byCode.json(), { url: p!.url });
    assert.deepEqual((await get(`/api/product-link/${p!.pk}`)).json(), { url: p!.url });
    assert.equal((await get('/api/product-link/NOPE404')).statusCode, 404);
    assert.equal((await get('/api/product-link/bad%20code')).statusCode, 400);
  });

  test('[S3-API-14] GET /plus-content-redirect-auth/{id} returns the PLUS URL of a book for a signed-in caller', async () => {
    const [book] = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'book' ORDER BY code LIMIT 1",
    );
    assert.equal((await get(`/api/plus-content-redirect-auth/${book!.code}`)).statusCode, 401);
    const res = await get(`/api/plus-content-redirect-auth/${book!.code}`, 'u-retail');
    assert.equal(res.statusCode, 200);
    const { url } = res.json() as { url: string };
    assert.match(url, new RegExp(`/details/${book!.code}$`));
    assert.equal(new URL(url).protocol, 'https:');
    const [program] = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'liveprogram' ORDER BY code LIMIT 1",
    );
    assert.equal((await get(`/api/plus-content-redirect-auth/${program!.code}`, 'u-retail')).statusCode, 404);
  });
});

describe('podcasts', () => {
  test('[S3-API-19] GET /podcast/seasons/{code} returns the series seasons in order', async () => {
    const res = await get('/api/podcast/seasons/POD001');
    assert.equal(res.statusCode, 200);
    const seasons = res.json() as { code: string; name: string }[];
    assert.ok(seasons.length >= 1);
    assert.ok(seasons.every((s) => s.code.startsWith('POD001-') && s.name));
    assert.equal((await get('/api/podcast/seasons/NOPE')).statusCode, 404);
  });

  test('[S3-API-20] GET /podcast/episodes/{podcast}[/{season}] pages with pageNumber, pageSize and sort', async () => {
    type Page = {
      items: { code: string; seasonCode: string; publicationDate: string }[];
      summary: { hasMore: boolean };
    };
    const first = (
      await get('/api/podcast/episodes/POD001?pageNumber=1&pageSize=3&sort=oldest')
    ).json() as Page;
    const second = (
      await get('/api/podcast/episodes/POD001?pageNumber=2&pageSize=3&sort=oldest')
    ).json() as Page;
    assert.equal(first.items.length, 3);
    assert.equal(second.items.length, 3);
    assert.equal(
      new Set([...first.items, ...second.items].map((e) => e.code)).size,
      6,
      'pages do not overlap',
    );
    const dates = [...first.items, ...second.items].map((e) => e.publicationDate);
    assert.deepEqual(dates, [...dates].sort(), 'oldest first');
    // an episode says whether the site streams it as video (the seed's Vimeo-hosted episodes)
    const all = (await get('/api/podcast/episodes/POD001?pageSize=100')).json() as {
      items: { playerUrl: string; hasVideo: boolean }[];
    };
    assert.ok(all.items.length > 0);
    for (const e of all.items) assert.equal(e.hasVideo, e.playerUrl.includes('vimeo'), e.playerUrl);
    const newest = (await get('/api/podcast/episodes/POD001?pageSize=3&sort=newest')).json() as Page;
    assert.ok(newest.items[0]!.publicationDate >= dates.at(-1)!, 'newest first');

    const seasons = (await get('/api/podcast/seasons/POD001')).json() as { code: string }[];
    const season = seasons.at(-1)!.code;
    const bySeason = (await get(`/api/podcast/episodes/POD001/${season}?pageSize=100`)).json() as Page;
    assert.ok(bySeason.items.length > 0);
    assert.ok(bySeason.items.every((e) => e.seasonCode === season));
    assert.equal((await get('/api/podcast/episodes/POD001?sort=sideways')).statusCode, 400);
  });

  test('[S1-API-37] GET /podcast/episodes answers items, sortResults and summary.hasMore, read as sent', async () => {
    const page = async (query: string) => {
      const res = await get(`/api/podcast/episodes/POD001?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as {
        items: unknown[];
        sortResults: { sortTitle: string; value: string; selected: boolean }[];
        summary: { hasMore: boolean };
      };
    };
    const first = await page('pageNumber=1&pageSize=2&sort=oldest');
    assert.equal(first.items.length, 2);
    assert.deepEqual(
      first.sortResults.map((s) => [s.value, s.selected]),
      [
        ['newest', false],
        ['oldest', true],
      ],
    );
    assert.ok(first.sortResults.every((s) => s.sortTitle.length > 0));
    assert.equal(first.summary.hasMore, true);
    const all = await page('pageSize=100');
    assert.equal(all.summary.hasMore, false, 'one page holds the whole series');
    assert.equal(all.sortResults.find((s) => s.selected)?.value, 'newest', 'newest by default');
  });
});

describe('site parts and feeds', () => {
  test('[S1-API-46] site parts are fetched by the names header, footer and labels', async () => {
    const res = await get('/api/site-parts?names=header,footer,labels');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['footer', 'header', 'labels']);
    const onlyLabels = (await get('/api/site-parts?names=labels')).json();
    assert.deepEqual(Object.keys(onlyLabels), ['labels']);
  });

  test('[S3-API-47] [S3-API-48] a content-row feed is a GET with optional ExcludeCode and PageSize, answering searchResultsItems and facetGroups', async () => {
    type Feed = {
      searchResults: { searchResultsItems: { productCode: string }[] };
      facetResults: { facetGroups: unknown[] };
    };
    const plain = await get('/api/content-row/feed?tab=Programs&PageSize=4');
    assert.equal(plain.statusCode, 200);
    const feed = plain.json() as Feed;
    assert.equal(feed.searchResults.searchResultsItems.length, 4);
    assert.ok(Array.isArray(feed.facetResults.facetGroups));
    const firstCode = feed.searchResults.searchResultsItems[0]!.productCode;
    const excluded = (
      await get(`/api/content-row/feed?tab=Programs&PageSize=4&ExcludeCode=${firstCode}`)
    ).json() as Feed;
    assert.equal(excluded.searchResults.searchResultsItems.length, 4);
    assert.ok(excluded.searchResults.searchResultsItems.every((i) => i.productCode !== firstCode));
    const defaults = await get('/api/content-row/feed?tab=Programs');
    assert.equal(defaults.statusCode, 200, 'PageSize is optional');
  });
});

describe('credit jurisdictions and credit info', () => {
  test('[S2-API-01] every credit jurisdiction carries the spec fields, read as sent', async () => {
    const res = await get('/api/cle/credit-jurisdictions');
    assert.equal(res.statusCode, 200);
    const list = res.json() as Record<string, unknown>[];
    assert.ok(list.length > 50);
    for (const j of list) {
      for (const field of [
        'id',
        'creditClass_SK',
        'creditClass',
        'creditClass_Key',
        'creditRegion_SK',
        'name',
        'stateName',
        'creditClassSortOrder',
        'creditRegionSortOrder',
        'isLicenseNumberRequired',
        'creditRegionLicenseNumberName',
        'complianceGroups',
        'longDescription',
        'wmsCreditTypePK',
      ])
        assert.ok(field in j, `${String(j.name)} has ${field}`);
      for (const g of j.complianceGroups as Record<string, unknown>[])
        assert.deepEqual(Object.keys(g).sort(), ['longDescription', 'sk']);
    }
    // the general credit type the requirement counts in, the same for every region
    const [general] = await t.db.query<{ sk: number }>("SELECT sk FROM credit_types WHERE code = 'GEN'");
    assert.ok(list.every((j) => j.wmsCreditTypePK === general!.sk));
    const ny = list.find((j) => j.code === 'NY')!;
    assert.ok((ny.complianceGroups as unknown[]).length > 0, 'New York has compliance groups');
  });

  test('[S2-API-02] credit jurisdiction data carries the display fields', async () => {
    const res = await get('/api/cle/credit-jurisdictions');
    assert.equal(res.statusCode, 200);
    const list = res.json() as Record<string, unknown>[];
    const ny = list.find((j) => j.code === 'NY')!;
    for (const field of [
      'description',
      'statusDescription',
      'statusEnum',
      'totalOffered',
      'credits',
      'transitionalStatus',
      'regionSk',
      'notes',
      'regionMessage',
      'expirationDateFormatted',
    ]) {
      assert.ok(field in ny, `jurisdiction has ${field}`);
    }
    assert.equal(ny.transitionalStatus, true, 'New York has a transitional (newly admitted) page');
    assert.equal(typeof ny.notes, 'string');
    const credit = (ny.credits as Record<string, unknown>[])[0]!;
    assert.deepEqual(
      ['creditOffered', 'typeSK', 'typeTitle'].filter((k) => k in credit),
      ['creditOffered', 'typeSK', 'typeTitle'],
    );
  });

  test('[S2-API-03] GET /cle/credit-info/{id}/all answers the jurisdiction with its requirements; 400 for a bad id', async () => {
    const [ny] = await t.db.query<{ region_sk: number }>(
      "SELECT region_sk FROM jurisdictions WHERE code = 'NY'",
    );
    const res = await get(`/api/cle/credit-info/${ny!.region_sk}/all`);
    assert.equal(res.statusCode, 200);
    const body = res.json() as { regionSk: number; code: string; requirements: unknown[] };
    assert.equal(body.regionSk, ny!.region_sk);
    assert.equal(body.code, 'NY');
    assert.ok(body.requirements.length > 0);
    assert.equal((await get('/api/cle/credit-info/-1/all')).statusCode, 400);
  });
});
