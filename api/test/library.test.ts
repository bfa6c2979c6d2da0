// My Library API (spec 1 §3, §7, §9) on the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// scoped to the token's subject, validated, idempotent, transactional; user data survives restarts,
// re-seeding and two replicas migrating at once. Answers are checked against @cle/contracts.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LIBRARY_FILTER_GROUPS,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEGMENTS_SHOWN,
  LIBRARY_SORTS,
  LibraryMaterialsResponseSchema,
  LibraryProgressResponseSchema,
  LibraryRemoveResponseSchema,
  LibraryResponseSchema,
  LibrarySaveResponseSchema,
  LibrarySegmentsResponseSchema,
  libraryQueryParams,
  WarmupResponseSchema,
} from '@cle/contracts/library-schemas';
import type { LibraryItem, LibraryResponse } from '@cle/contracts/library-schemas';
import { SearchResponseSchema } from '@cle/contracts/schemas';
import { LibraryLookupSchema } from '@cle/contracts/podcast-schemas';
import { PDFDocument } from 'pdf-lib';
import { assertFields, ITEM_IDENTITY_FIELDS, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { renderMaterial } from '../src/library/library-materials';
import { buildApp } from '../src/app';
import { openDb } from '../src/db/db';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadSeed } from '../src/seed/load-seed';
import { generateCatalogue } from '../src/seed/generate-catalogue';
import { generateLibraries } from '../src/seed/generate-library';

let t: SignedInApp;

const sign = (sub: string, issuedAt?: number) => t.sign(sub, { issuedAt });
const call: SignedInApp['call'] = (...args) => t.call(...args);
async function library(as: string, query: Record<string, string> = {}): Promise<LibraryResponse> {
  const res = await call('GET', `/api/user/library?${new URLSearchParams(query)}`, as);
  assert.equal(res.statusCode, 200, res.body);
  const parsed = LibraryResponseSchema.safeParse(res.json());
  assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)));
  return parsed.data;
}
const all = (as: string, extra: Record<string, string> = {}) =>
  library(as, { pageSize: '1000', includeArchived: 'true', ...extra });

const seeded = generateLibraries(generateCatalogue().products).entries;
const seededOf = (sub: string) => seeded.filter((e) => e.user_sub === sub);

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

describe('access', () => {
  test('every library call answers 401 to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/library'],
      ['GET', '/api/user/library/by-itemPks?itemPks=pub-200000'],
      ['GET', '/api/user/library/prg-380000/segments'],
      ['GET', '/api/user/library/prg-380000/materials'],
      ['POST', '/api/user/library/prg-380000'],
      ['DELETE', '/api/user/library/prg-380000'],
      ['GET', '/api/user/warmup?clean=false'],
      ['GET', '/api/user/endsession'],
      ['GET', '/api/search?MyLibrary=Upcoming&FilterGroupsToReturn=MyLibrary'],
    ] as const) {
      const res = await call(method, url);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(res.json().message, 'Sign in required');
    }
  });

  test('[S1-LIBRARY-11] [S1-LIBRARY-12] each person sees only their own library: dozens, sparse (5 or fewer), none', async () => {
    const retail = await all('u-retail');
    const pm = await all('u-pm');
    const im = await all('u-im');
    assert.equal(retail.summary.totalCollectionSize, seededOf('u-retail').length);
    assert.ok(retail.summary.totalCollectionSize > 24);
    assert.deepEqual(
      retail.items.map((i) => i.pk).sort(),
      seededOf('u-retail')
        .map((e) => e.item_pk)
        .sort(),
    );
    assert.ok(pm.summary.totalCollectionSize > 0 && pm.summary.totalCollectionSize <= 5);
    assert.deepEqual(
      pm.items.map((i) => i.pk).sort(),
      seededOf('u-pm')
        .map((e) => e.item_pk)
        .sort(),
    );
    assert.equal(im.summary.totalCollectionSize, 0);
    assert.deepEqual(im.items, []);
    // another person's pk asked for by name is not answered
    const theirs = retail.items.find((i) => !pm.items.some((p) => p.pk === i.pk))!.pk;
    const res = await call(
      'GET',
      `/api/user/library/by-itemPks?itemPks=${theirs}&includeArchived=true`,
      'u-pm',
    );
    assert.deepEqual(res.json().items, []);
  });
});

describe('GET /user/library', () => {
  test('[S1-API-01] [S1-API-03] [S1-API-04] [S1-API-05] [S1-LIBRARY-42] items and the full summary; defaults: LastAdded, page 1, the team page size, archived left out', async () => {
    const r = await library('u-retail');
    const active = seededOf('u-retail').filter((e) => !e.archived);
    assert.equal(r.items.length, LIBRARY_PAGE_SIZE);
    assert.equal(r.summary.count, active.length);
    assert.equal(r.summary.totalCollectionSize, active.length);
    assert.equal(r.summary.currentPage, 1);
    assert.equal(r.summary.hasMore, true);
    assert.deepEqual(r.summary.filtersApplied, {
      groupSearchableType: 'All',
      creditStatus: [],
      libraryItemStatus: [],
      format: [],
      bookFormat: [],
      duration: [],
      sort: 'LastAdded',
    });
    const added = r.items.map((i) => Date.parse(i.addedDateUtc));
    assert.deepEqual(
      added,
      [...added].sort((a, b) => b - a),
    );
    assert.ok(r.items.every((i) => !i.isArchived));
    const c = r.summary.headerGroupSearchableTypeCounters;
    assert.equal(c.All, c.Programs + c.Publications + c.Podcasts);
    assert.equal(c.All, active.length);
  });

  // the groups and values as the spec names them (not the constant the API builds them from)
  const filterValues = async () =>
    Object.fromEntries(
      (await library('u-retail', { pageSize: '0' })).summary.filterResultSummary.map((g) => [
        g.name,
        g.filters.map((f) => f.name),
      ]),
    );

  test('[S1-LIBRARY-48] [S1-LIBRARY-49] [S1-LIBRARY-50] the Credit Status, Program Status and Formats groups have the spec values', async () => {
    const groups = await filterValues();
    assert.deepEqual(groups['Credit Status'], ['creditsForRequest', 'creditsRequested']);
    assert.deepEqual(groups['Program Status'], ['continueWatching', 'upcoming', 'isSaved']);
    assert.deepEqual(groups['Formats'], [
      'liveInPerson',
      'liveWebcast',
      'onDemand',
      'podcastAndRelatedMedia',
      'videoPodcast',
    ]);
  });

  test('[S1-LIBRARY-51] [S1-LIBRARY-52] the Publication Format and Duration groups have the spec values', async () => {
    const groups = await filterValues();
    assert.deepEqual([...(groups['Publication Format'] ?? [])].sort(), [
      'Answer Book',
      'Case Summary',
      'Course Handbook',
      'Practice Guide',
      'Skills Book',
      'Treatise',
    ]);
    assert.deepEqual(groups['Duration'], ['60+min', 'half+day', 'full+day', 'multi+day']);
  });

  test('[S1-API-06] filterResultSummary: groups with a name, filters with name, count and checked; each count is what that filter returns', async () => {
    const r = await library('u-retail', { pageSize: '0' });
    assert.deepEqual(
      r.summary.filterResultSummary.map((g) => [g.name, g.filters.map((f) => f.name)]),
      LIBRARY_FILTER_GROUPS.map((g) => [g.name, g.values.map((v) => v.name)]),
    );
    for (const g of r.summary.filterResultSummary)
      for (const f of g.filters)
        assert.deepEqual([typeof f.name, typeof f.count, typeof f.checked], ['string', 'number', 'boolean']);
    let nonZero = 0;
    for (const g of r.summary.filterResultSummary)
      for (const f of g.filters) {
        const filtered = await library('u-retail', { [g.key]: f.name, pageSize: '1000' });
        assert.equal(filtered.summary.count, f.count, `${g.key}=${f.name}`);
        assert.equal(filtered.items.length, f.count);
        const checked = filtered.summary.filterResultSummary
          .find((x) => x.key === g.key)!
          .filters.find((x) => x.name === f.name)!;
        assert.equal(checked.checked, true);
        if (f.count > 0) nonZero++;
      }
    // the seeded library exercises most values
    assert.ok(nonZero >= 12, `only ${nonZero} filter values have items`);
  });

  test('[S1-API-01] filters narrow the items: format, publication format, status and duration hold for every item', async () => {
    const od = await library('u-retail', { format: 'onDemand', pageSize: '1000' });
    assert.ok(od.items.length > 0 && od.items.every((i) => i.format === 'onDemand'));
    const books = await library('u-retail', {
      bookFormat: 'Course Handbook,Treatise,Answer Book,Practice Guide,Skills Book,Case Summary',
      pageSize: '1000',
    });
    assert.ok(books.items.every((i) => i.groupSearchableType === 'Publications'));
    const saved = await library('u-retail', { libraryItemStatus: 'isSaved', pageSize: '1000' });
    assert.ok(saved.items.length > 0 && saved.items.every((i) => i.isFavorite));
    const watching = await library('u-retail', { libraryItemStatus: 'continueWatching', pageSize: '1000' });
    assert.ok(watching.items.length > 0);
    assert.ok(watching.items.every((i) => i.playbackProgressPct > 0 && i.playbackProgressPct < 100));
    const upcoming = await library('u-retail', { libraryItemStatus: 'upcoming', pageSize: '1000' });
    assert.ok(upcoming.items.length > 0);
    assert.ok(upcoming.items.every((i) => Date.parse(i.schedule[0]!.startDateUtc!) > Date.now()));
    const requested = await library('u-retail', { creditStatus: 'creditsRequested', pageSize: '1000' });
    assert.ok(
      requested.items.length > 0 && requested.items.every((i) => i.creditStatus === 'creditsRequested'),
    );
    // '+' sent unencoded arrives as a space and still means 60+min
    const hour = await call('GET', '/api/user/library?duration=60+min&pageSize=0', 'u-retail');
    assert.deepEqual(hour.json().summary.filtersApplied.duration, ['60+min']);
  });

  test('[S1-LIBRARY-02] [S1-LIBRARY-44] the tab counters ignore the tab itself and match what each tab returns', async () => {
    const base = await library('u-retail', { format: 'onDemand,liveWebcast,liveInPerson', pageSize: '0' });
    for (const tab of ['Programs', 'Publications', 'Podcasts'] as const) {
      const r = await library('u-retail', {
        format: 'onDemand,liveWebcast,liveInPerson',
        groupSearchableType: tab,
        pageSize: '1000',
      });
      assert.equal(r.summary.count, base.summary.headerGroupSearchableTypeCounters[tab], tab);
      assert.deepEqual(
        r.summary.headerGroupSearchableTypeCounters,
        base.summary.headerGroupSearchableTypeCounters,
      );
      assert.ok(r.items.every((i) => i.groupSearchableType === tab));
    }
    assert.equal(base.summary.headerGroupSearchableTypeCounters.Publications, 0);
  });

  test('[S1-LIBRARY-43] every sort orders by its key (missing values last)', async () => {
    const key: Record<(typeof LIBRARY_SORTS)[number], [(i: LibraryItem) => string | null, 1 | -1]> = {
      LastAdded: [(i) => i.addedDateUtc, -1],
      ExpiringSoonest: [(i) => i.accessExpirationDate, 1],
      LastWatched: [(i) => i.lastWatchedDateUtc, -1],
      NewestFirst: [(i) => i.productDateUtc, -1],
      OldestFirst: [(i) => i.productDateUtc, 1],
    };
    for (const sort of LIBRARY_SORTS) {
      const r = await library('u-retail', { sort, pageSize: '1000' });
      assert.equal(r.summary.filtersApplied.sort, sort);
      const [get, dir] = key[sort];
      const values = r.items.map(get);
      const present = values.filter((v): v is string => v !== null).map(Date.parse);
      assert.ok(present.length > 0, sort);
      assert.deepEqual(
        values.slice(0, present.length).map((v) => Date.parse(v!)),
        present,
        `${sort}: nulls last`,
      );
      assert.deepEqual(
        present,
        [...present].sort((a, b) => (a - b) * dir),
        sort,
      );
    }
  });

  test('[S1-API-09] [S1-API-10] pages follow each other without overlap; pageSize 0 answers the summary and filters only', async () => {
    const p1 = await library('u-retail', { pageSize: '7', pageNumber: '1' });
    const p2 = await library('u-retail', { pageSize: '7', pageNumber: '2' });
    const both = await library('u-retail', { pageSize: '14', pageNumber: '1' });
    assert.deepEqual(
      [...p1.items, ...p2.items].map((i) => i.pk),
      both.items.map((i) => i.pk),
    );
    assert.equal(p2.summary.currentPage, 2);
    const last = await library('u-retail', {
      pageSize: '7',
      pageNumber: String(Math.ceil(p1.summary.count / 7)),
    });
    assert.equal(last.summary.hasMore, false);
    const summaryOnly = await library('u-retail', { pageSize: '0', pageNumber: '1' });
    assert.deepEqual(summaryOnly.items, []);
    assert.equal(summaryOnly.summary.count, p1.summary.count);
    assert.equal(summaryOnly.summary.filterResultSummary.length, 5);
  });

  test('[S1-API-02] [S1-API-07] [S1-API-08] [S1-API-12] [S1-LIBRARY-13] includeArchived shows archived items; segments: 3 by default, all with includeAllSegments; item and segment fields', async () => {
    const active = await library('u-retail', { pageSize: '1000' });
    const full = await all('u-retail', { includeAllSegments: 'true' });
    const archived = full.items.filter((i) => i.isArchived);
    assert.ok(archived.length >= 2);
    assert.ok(archived.every((a) => !active.items.some((i) => i.pk === a.pk)));
    const program = full.items.find(
      (i) =>
        i.totalSegments > LIBRARY_SEGMENTS_SHOWN && i.searchableType === 'ondemandprogram' && i.isPurchased,
    )!;
    assert.equal(program.segments.length, program.totalSegments);
    const short =
      active.items.find((i) => i.pk === program.pk) ??
      (await all('u-retail')).items.find((i) => i.pk === program.pk)!;
    assert.equal(short.segments.length, LIBRARY_SEGMENTS_SHOWN);
    // the fields are read on the answer as sent: the schema fills an absent flag, list or null itself
    const raw = (
      await call(
        'GET',
        '/api/user/library?pageSize=1000&includeArchived=true&includeAllSegments=true',
        'u-retail',
      )
    ).json() as { items: (Record<string, unknown> & { pk: string; segments: object[] })[] };
    const rawProgram = raw.items.find((i) => i.pk === program.pk)!;
    const seg = rawProgram.segments[0]!;
    assertFields(seg, [
      'pk',
      'title',
      'url',
      'playbackProgressPct',
      'cleProgressPct',
      'topicNumber',
      'price',
      'isPurchased',
      'isParentProgramPurchased',
      'watchUrl',
    ]);
    assert.equal(program.segments[0]!.isParentProgramPurchased, true);
    assertFields(rawProgram, [
      ...ITEM_IDENTITY_FIELDS,
      'isPurchased',
      'isParentProgramPurchased',
      'watchUrl',
      'schedule',
      'segments',
      'liveSegments',
      'odProgram',
      'totalSegments',
      'parentProductLink',
      'parentProductLinkText',
      'parentProductCode',
      'variationPk',
      'userList',
      'score',
      'explanation',
      'itemAnalyticsModel',
      'isArchived',
      'isFavorite',
      'accessExpirationDate',
      'registrationDetails',
      'format',
    ]);
    // progress labels have something to show: watched, part-watched and unstarted segments exist
    const pcts = full.items.flatMap((i) => i.segments.map((s) => s.playbackProgressPct));
    assert.ok(pcts.includes(100) && pcts.includes(0) && pcts.some((p) => p > 0 && p < 100));
  });

  test('bad input gets a 400 with a message naming the field', async () => {
    for (const [query, field] of [
      ['sort=Bogus', 'sort'],
      ['format=vinyl', 'format'],
      ['creditStatus=creditsForRequest,creditsRequested', 'creditStatus'],
      ['groupSearchableType=Movies', 'groupSearchableType'],
      ['pageSize=-1', 'pageSize'],
      ['pageSize=5000', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
      ['pageNumber=abc', 'pageNumber'],
      ['includeArchived=yes', 'includeArchived'],
      ['colour=red', ''],
    ] as const) {
      const res = await call('GET', `/api/user/library?${query}`, 'u-retail');
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().message, new RegExp(`^Invalid query field '${field}`), query);
    }
  });
});

describe('by-itemPks, segments, materials', () => {
  test("[S1-API-13] [S1-API-14] [S1-API-15] [S1-API-16] [S1-API-17] by-itemPks answers the named items with the podcast page's flags", async () => {
    const episode = seededOf('u-retail').find((e) => e.item_type === 'podcast')!.item_pk;
    const query = {
      itemPks: episode,
      includeAllSegments: 'true',
      includeArchived: 'true',
      includeFavorites: 'true',
      includeNested: 'true',
      noCache: 'true',
      pageSize: '1',
    };
    const res = await call('GET', `/api/user/library/by-itemPks?${new URLSearchParams(query)}`, 'u-retail');
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(LibraryResponseSchema.safeParse(res.json()).success);
    const lookup = LibraryLookupSchema.parse(res.json());
    assert.deepEqual(
      lookup.items.map((i) => [i.pk, i.isFavorite]),
      [[episode, true]],
    );
    // includeFavorites=false leaves saved-only items out
    const noFav = await call(
      'GET',
      `/api/user/library/by-itemPks?${new URLSearchParams({ ...query, includeFavorites: 'false' })}`,
      'u-retail',
    );
    assert.deepEqual(noFav.json().items, []);
    assert.equal((await call('GET', '/api/user/library/by-itemPks?itemPks=', 'u-retail')).statusCode, 400);
    assert.equal(
      (await call('GET', '/api/user/library/by-itemPks?itemPks=<script>', 'u-retail')).statusCode,
      400,
    );
  });

  test("[S1-API-19] [S1-API-56] [S1-LIBRARY-14] segments of a program with the person's progress; [S1-API-20] materials open only for owners", async () => {
    const owned = seededOf('u-retail').find(
      (e) => e.item_type === 'program' && e.source === 'purchased' && !e.archived,
    )!.item_pk;
    const res = await call('GET', `/api/user/library/${owned}/segments`, 'u-retail');
    const segs = LibrarySegmentsResponseSchema.parse(res.json());
    assert.equal(segs.totalSegments, 4);
    assert.ok(segs.segments.every((s) => s.isParentProgramPurchased));
    assert.deepEqual(
      segs.segments.map((s) => s.topicNumber),
      [1, 2, 3, 4],
    );
    // the same program for someone who does not own it: no progress, not purchased
    const other = LibrarySegmentsResponseSchema.parse(
      (await call('GET', `/api/user/library/${owned}/segments`, 'u-im')).json(),
    );
    assert.ok(other.segments.every((s) => !s.isParentProgramPurchased && s.playbackProgressPct === 0));
    const mats = LibraryMaterialsResponseSchema.parse(
      (await call('GET', `/api/user/library/${owned}/materials`, 'u-retail')).json(),
    );
    assert.ok(mats.materials.length >= 2 && mats.materials.every((m) => m.isAvailable));
    const notMine = LibraryMaterialsResponseSchema.parse(
      (await call('GET', `/api/user/library/${owned}/materials`, 'u-im')).json(),
    );
    assert.ok(notMine.materials.every((m) => !m.isAvailable));
    assert.equal((await call('GET', '/api/user/library/prg-1/segments', 'u-retail')).statusCode, 404);
    assert.equal((await call('GET', '/api/user/library/pub-200000/segments', 'u-retail')).statusCode, 400);
    assert.equal((await call('GET', '/api/user/library/x/materials', 'u-retail')).statusCode, 400);
  });
});

describe('saving and removing', () => {
  test('[S1-API-21] [S1-API-22] [S1-LIBRARY-54] POST saves an item once (idempotent), answers it, and the cart when it must be bought', async () => {
    const pk = 'pub-200011';
    const first = await call('POST', `/api/user/library/${pk}`, 'u-im');
    assert.equal(first.statusCode, 200, first.body);
    const saved = LibrarySaveResponseSchema.parse(first.json());
    assert.equal(saved.changed, true);
    assert.equal(saved.item.pk, pk);
    assert.equal(saved.item.isFavorite, true);
    assert.equal(saved.item.isPurchased, false);
    assert.equal(saved.cartUrl, '/cart');
    const again = LibrarySaveResponseSchema.parse(
      (await call('POST', `/api/user/library/${pk}`, 'u-im')).json(),
    );
    assert.equal(again.changed, false);
    const lib = await all('u-im');
    assert.deepEqual(
      lib.items.map((i) => i.pk),
      [pk],
    );
    // a free podcast episode needs no cart
    const ep = LibrarySaveResponseSchema.parse(
      (await call('POST', '/api/user/library/pod-POD002-E03', 'u-im')).json(),
    );
    assert.equal(ep.cartUrl, null);
  });

  test('[S1-API-23] [S1-API-24] [S1-LIBRARY-55] DELETE removes saved items, archives owned ones, is idempotent and takes several pks', async () => {
    const owned = seededOf('u-pm').find((e) => e.source !== 'saved')!.item_pk;
    const savedPk = seededOf('u-pm').find((e) => e.source === 'saved')!.item_pk;
    const res = await call('DELETE', `/api/user/library/${owned},${savedPk},pub-200022`, 'u-pm');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(LibraryRemoveResponseSchema.parse(res.json()), {
      removed: [savedPk],
      archived: [owned],
      unchanged: ['pub-200022'],
    });
    const again = LibraryRemoveResponseSchema.parse(
      (await call('DELETE', `/api/user/library/${owned},${savedPk}`, 'u-pm')).json(),
    );
    assert.deepEqual(again, { removed: [], archived: [], unchanged: [owned, savedPk] });
    const lib = await all('u-pm');
    assert.ok(!lib.items.some((i) => i.pk === savedPk));
    assert.equal(lib.items.find((i) => i.pk === owned)!.isArchived, true);
    // undo: saving the archived item brings it back
    const undo = LibrarySaveResponseSchema.parse(
      (await call('POST', `/api/user/library/${owned}`, 'u-pm')).json(),
    );
    assert.equal(undo.item.isArchived, false);
    assert.equal(undo.item.isPurchased, true);
    // pks in the body count too
    const body = await call('DELETE', `/api/user/library/${owned}`, 'u-pm', { itemPks: [savedPk] });
    assert.deepEqual(body.json().archived, [owned]);
    await call('POST', `/api/user/library/${owned}`, 'u-pm');
    await call('POST', `/api/user/library/${savedPk}`, 'u-pm');
  });

  test('bad input: 400/404 with a message, and nothing half-written', async () => {
    const before = await all('u-pm');
    assert.equal((await call('POST', '/api/user/library/not%20a%20pk', 'u-pm')).statusCode, 400);
    const missing = await call('POST', '/api/user/library/pub-1', 'u-pm');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, "No item with pk 'pub-1'");
    const many = Array.from({ length: 101 }, (_, i) => `pub-${i + 1}`).join(',');
    assert.equal((await call('DELETE', `/api/user/library/${many}`, 'u-pm')).statusCode, 400);
    // one bad pk in a list: nothing is removed
    const mixed = await call('DELETE', `/api/user/library/${before.items[0]!.pk},bad pk!`, 'u-pm');
    assert.equal(mixed.statusCode, 400);
    assert.equal(
      (await call('DELETE', `/api/user/library/${before.items[0]!.pk}`, 'u-pm', { itemPks: 'x' })).statusCode,
      400,
    );
    const after = await all('u-pm');
    assert.deepEqual(
      after.items.map((i) => [i.pk, i.isArchived]),
      before.items.map((i) => [i.pk, i.isArchived]),
    );
  });
});

describe('material files', () => {
  const ownedProgram = () =>
    seededOf('u-retail').find((e) => e.item_type === 'program' && e.source === 'purchased' && !e.archived)!
      .item_pk;

  test('[S1-API-20] the owner downloads each material: a real PDF (application/pdf, attachment with its file name) titled as listed', async () => {
    const pk = ownedProgram();
    const list = LibraryMaterialsResponseSchema.parse(
      (await call('GET', `/api/user/library/${pk}/materials`, 'u-retail')).json(),
    );
    assert.deepEqual(
      list.materials.map((m) => m.kind),
      ['Course materials', 'Slides', 'Transcript'],
    );
    for (const m of list.materials) {
      assert.equal(m.url, `/user/library/${pk}/materials/${m.id}`);
      const res = await call('GET', `/api${m.url}`, 'u-retail');
      assert.equal(res.statusCode, 200, res.body.slice(0, 200));
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.equal(res.headers['content-disposition'], `attachment; filename="${m.fileName}"`);
      assert.match(m.fileName, /^[A-Za-z0-9-]+\.pdf$/);
      const bytes = res.rawPayload;
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal(Number(res.headers['content-length']), bytes.length);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      assert.equal(pdf.getTitle(), m.title);
      assert.equal(pdf.getSubject(), m.kind);
      assert.ok(pdf.getPageCount() >= 1);
    }
  });

  test('[S1-API-20] a segment of a bought program opens its materials through the parent; a publication has its edition', async () => {
    const program = ownedProgram();
    const segment = program.replace(/^prg-/, 'seg-') + '-2';
    const list = LibraryMaterialsResponseSchema.parse(
      (await call('GET', `/api/user/library/${segment}/materials`, 'u-retail')).json(),
    );
    assert.ok(list.materials.length === 2 && list.materials.every((m) => m.isAvailable));
    const res = await call('GET', `/api${list.materials[0]!.url}`, 'u-retail');
    assert.equal(res.statusCode, 200);
    const book = seededOf('u-retail').find((e) => e.item_type === 'publication' && e.source === 'purchased')!;
    const pub = LibraryMaterialsResponseSchema.parse(
      (await call('GET', `/api/user/library/${book.item_pk}/materials`, 'u-retail')).json(),
    ).materials;
    assert.equal(pub.length, 1);
    assert.equal((await call('GET', `/api${pub[0]!.url}`, 'u-retail')).statusCode, 200);
  });

  test('[S1-API-20] nobody else gets the file: 401 anonymous, 403 for a person who does not own it, 404 for a material the item lacks, 400 for a malformed id', async () => {
    const pk = ownedProgram();
    const code = pk.replace(/^prg-/, '');
    const url = `/api/user/library/${pk}/materials/${code}-course`;
    const anon = await call('GET', url);
    assert.equal(anon.statusCode, 401);
    const other = await call('GET', url, 'u-im');
    assert.equal(other.statusCode, 403);
    assert.equal(
      other.json().message,
      'Materials are available once you have purchased or registered for this item',
    );
    assert.notEqual(other.headers['content-type'], 'application/pdf');
    // saved, not bought: still no file
    const savedOnly = seededOf('u-retail').find((e) => e.item_type === 'program' && e.source === 'saved')!;
    const savedCode = savedOnly.item_pk.replace(/^prg-/, '');
    assert.equal(
      (await call('GET', `/api/user/library/${savedOnly.item_pk}/materials/${savedCode}-course`, 'u-retail'))
        .statusCode,
      403,
    );
    const missing = await call('GET', `/api/user/library/${pk}/materials/${code}-publication`, 'u-retail');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, `Item '${pk}' has no material '${code}-publication'`);
    assert.equal((await call('GET', `/api/user/library/${pk}/materials/a.b`, 'u-retail')).statusCode, 400);
    assert.equal(
      (await call('GET', '/api/user/library/prg-1/materials/1-course', 'u-retail')).statusCode,
      404,
    );
  });

  test('the same material renders to the same bytes (deterministic, so caches and checksums hold)', async () => {
    const item = {
      pk: 'prg-1',
      code: '1',
      title: 'Ethics – “Quoted” Program',
      searchable_type: 'ondemandprogram',
      format: 'On-Demand',
      description: 'A description long enough to wrap. '.repeat(40),
      price: '195',
      book_format: null,
      event_start: null,
      publication_date: '2026-01-01',
      parent_title: null,
      seed: 's',
      owned: true,
      segments: [1, 2, 3, 4].map((n) => ({ number: n, title: `Topic ${n}` })),
    };
    const def = { key: 'course', kind: 'Course materials', title: 'T', fileName: '1-course.pdf' };
    const [a, b] = await Promise.all([renderMaterial(item, def), renderMaterial(item, def)]);
    assert.deepEqual(Buffer.from(a), Buffer.from(b));
  });
});

describe('playback progress', () => {
  /** A bought on-demand program with a segment nobody has started, and that segment. */
  async function unstartedSegment(as: string) {
    const lib = await all(as, { includeAllSegments: 'true' });
    const program = lib.items.find(
      (i) =>
        i.searchableType === 'ondemandprogram' &&
        i.isPurchased &&
        !i.isArchived &&
        i.segments.some((s) => s.playbackProgressPct === 0),
    )!;
    return { program, segment: program.segments.find((s) => s.playbackProgressPct === 0)! };
  }
  const put = (as: string | undefined, url: string, body: unknown) => call('PUT', url, as, body);

  test('[S1-LIBRARY-13] [S1-LIBRARY-43] the player reports a segment: progress grows only, the resume point follows, the row and the LastWatched sort show it', async () => {
    const { program, segment } = await unstartedSegment('u-retail');
    const url = `/api/user/library/${program.pk}/segments/${segment.pk}/progress`;
    const first = await put('u-retail', url, { positionSeconds: 900, durationSeconds: 3600 });
    assert.equal(first.statusCode, 200, first.body);
    const r1 = LibraryProgressResponseSchema.parse(first.json());
    assert.equal(r1.pk, program.pk);
    assert.equal(r1.watchedPk, segment.pk);
    assert.equal(r1.progress.playbackProgressPct, 25);
    assert.equal(r1.progress.cleProgressPct, 25);
    assert.ok(Math.abs(Date.parse(r1.progress.lastWatchedDateUtc!) - Date.now()) < 60_000);
    const expectedAvg =
      Math.round(
        ((program.segments.reduce((sum, s) => sum + s.playbackProgressPct, 0) + 25) / program.totalSegments) *
          100,
      ) / 100;
    assert.equal(r1.item.playbackProgressPct, expectedAvg);

    // the library row: the segment's label reads 'Partially complete' (25), the item comes first by LastWatched
    const watched = await library('u-retail', {
      sort: 'LastWatched',
      pageSize: '1',
      includeAllSegments: 'true',
    });
    assert.equal(watched.items[0]!.pk, program.pk);
    assert.equal(watched.items[0]!.segments.find((s) => s.pk === segment.pk)!.playbackProgressPct, 25);
    assert.equal(watched.items[0]!.playbackProgressPct, expectedAvg);
    assert.equal(watched.items[0]!.lastWatchedDateUtc, r1.progress.lastWatchedDateUtc);

    // going back moves the resume point, not what was watched
    const back = LibraryProgressResponseSchema.parse(
      (await put('u-retail', url, { positionSeconds: 300, durationSeconds: 3600 })).json(),
    );
    assert.equal(back.positionSeconds, 300);
    assert.equal(back.progress.playbackProgressPct, 25);
    const [row] = await t.db.query<{ position_seconds: string; playback_progress_pct: string }>(
      'SELECT position_seconds, playback_progress_pct FROM library_progress WHERE user_sub = $1 AND item_pk = $2',
      ['u-retail', segment.pk],
    );
    assert.deepEqual([Number(row!.position_seconds), Number(row!.playback_progress_pct)], [300, 25]);

    // to the end: 'Watched' (100)
    const end = LibraryProgressResponseSchema.parse(
      (await put('u-retail', url, { positionSeconds: 3600, durationSeconds: 3600 })).json(),
    );
    assert.equal(end.progress.playbackProgressPct, 100);
    const after = await all('u-retail', { includeAllSegments: 'true' });
    assert.equal(
      after.items.find((i) => i.pk === program.pk)!.segments.find((s) => s.pk === segment.pk)!
        .playbackProgressPct,
      100,
    );
  });

  test('an item without segments (a saved free podcast episode) records its own progress', async () => {
    const episode = seededOf('u-retail').find((e) => e.item_type === 'podcast')!.item_pk;
    const res = await put('u-retail', `/api/user/library/${episode}/progress`, {
      positionSeconds: 600,
      durationSeconds: 1200,
    });
    assert.equal(res.statusCode, 200, res.body);
    const r = LibraryProgressResponseSchema.parse(res.json());
    assert.equal(r.watchedPk, episode);
    assert.ok(r.progress.playbackProgressPct >= 50);
    assert.equal(r.item.playbackProgressPct, r.progress.playbackProgressPct);
    const item = (await all('u-retail')).items.find((i) => i.pk === episode)!;
    assert.equal(item.playbackProgressPct, r.progress.playbackProgressPct);
  });

  test('refused without writing: 401 anonymous, 400 bad body, 404 not in the library or not its segment, 403 not playable', async () => {
    const { program, segment } = await unstartedSegment('u-retail');
    const url = `/api/user/library/${program.pk}/segments/${segment.pk}/progress`;
    const progressRows = () => t.db.query('SELECT * FROM library_progress ORDER BY user_sub, item_pk');
    const before = JSON.stringify(await progressRows());
    assert.equal((await put(undefined, url, { positionSeconds: 1, durationSeconds: 2 })).statusCode, 401);
    for (const [body, field] of [
      [{ positionSeconds: 10, durationSeconds: 5 }, 'positionSeconds'],
      [{ positionSeconds: -1, durationSeconds: 5 }, 'positionSeconds'],
      [{ positionSeconds: 1, durationSeconds: 0 }, 'durationSeconds'],
      [{ positionSeconds: '1', durationSeconds: 5 }, 'positionSeconds'],
      [{ positionSeconds: 1 }, 'durationSeconds'],
      [{ positionSeconds: 1, durationSeconds: 5, percent: 20 }, 'body'],
      [{ positionSeconds: 1, durationSeconds: 9e9 }, 'durationSeconds'],
    ] as const) {
      const res = await put('u-retail', url, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().message, new RegExp(`^Invalid body field '${field}'`), JSON.stringify(body));
    }
    assert.equal((await put('u-retail', url, undefined)).statusCode, 400);
    // not in this person's library
    const notMine = await put('u-im', url, { positionSeconds: 1, durationSeconds: 2 });
    assert.equal(notMine.statusCode, 404);
    assert.equal(notMine.json().message, `Item '${program.pk}' is not in your library`);
    // a segment of another program
    const otherSegment = await put('u-retail', `/api/user/library/${program.pk}/segments/seg-1-1/progress`, {
      positionSeconds: 1,
      durationSeconds: 2,
    });
    assert.equal(otherSegment.statusCode, 404);
    const foreign = (await all('u-retail')).items.find(
      (i) => i.searchableType === 'ondemandprogram' && i.pk !== program.pk,
    )!;
    const wrongParent = await put(
      'u-retail',
      `/api/user/library/${program.pk}/segments/${foreign.pk.replace(/^prg-/, 'seg-')}-1/progress`,
      { positionSeconds: 1, durationSeconds: 2 },
    );
    assert.equal(wrongParent.statusCode, 404);
    assert.match(wrongParent.json().message, /is not a segment of/);
    // saved but not bought: nothing to play
    const savedOnly = seededOf('u-retail').find((e) => e.item_type === 'program' && e.source === 'saved')!;
    const refused = await put(
      'u-retail',
      `/api/user/library/${savedOnly.item_pk}/segments/${savedOnly.item_pk.replace(/^prg-/, 'seg-')}-1/progress`,
      { positionSeconds: 1, durationSeconds: 2 },
    );
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Only items you have purchased or registered for can be played');
    assert.equal(JSON.stringify(await progressRows()), before);
  });
});

describe("search and product cards carry the signed-in person's flags", () => {
  test('[S1-API-29] [S1-API-53] POST /search: isPurchased, isParentProgramPurchased and isFavorite for the caller, false for anyone else', async () => {
    const owned = seededOf('u-retail').find((e) => e.item_type === 'program' && e.source === 'purchased')!;
    const code = owned.item_pk.replace(/^prg-/, '');
    const search = async (as: string | undefined, query: string) => {
      const res = await call('POST', '/api/search', as, { query, pageSize: 10, currentPage: 1 });
      assert.equal(res.statusCode, 200, res.body);
      return SearchResponseSchema.parse(res.json()).searchResults.searchResultsItems;
    };
    const mine = (await search('u-retail', code)).find((i) => i.pk === owned.item_pk)!;
    assert.equal(mine.isPurchased, true);
    const anon = (await search(undefined, code)).find((i) => i.pk === owned.item_pk)!;
    assert.equal(anon.isPurchased, false);
    const other = (await search('u-im', code)).find((i) => i.pk === owned.item_pk)!;
    assert.equal(other.isPurchased, false);
    const segment = (await search('u-retail', `${code}-2`)).find((i) => i.pk === `seg-${code}-2`)!;
    assert.equal(segment.isParentProgramPurchased, true);
    const savedEpisode = seededOf('u-retail').find((e) => e.item_type === 'podcast')!.item_pk;
    const ep = (await search('u-retail', savedEpisode.replace(/^pod-/, ''))).find(
      (i) => i.pk === savedEpisode,
    )!;
    assert.equal(ep.isFavorite, true);
    // product-code cards
    const cards = await call('GET', `/api/search/product-code?ProductCodes=${code};${code}-2`, 'u-retail');
    const byCode = new Map(
      (
        cards.json() as { productCode: string; isPurchased: boolean; isParentProgramPurchased: boolean }[]
      ).map((c) => [c.productCode, c]),
    );
    assert.equal(byCode.get(code)!.isPurchased, true);
    assert.equal(byCode.get(`${code}-2`)!.isParentProgramPurchased, true);
    const anonCards = await call('GET', `/api/search/product-code?ProductCodes=${code}`);
    assert.equal(anonCards.json()[0].isPurchased, false);
    // an expired token on these public routes reads as anonymous, not as an error
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign('u-retail', now - 1000);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { authorization: `Bearer ${expired}` },
      payload: { query: code, pageSize: 10, currentPage: 1 },
    });
    assert.equal(stale.statusCode, 200);
    assert.equal(
      SearchResponseSchema.parse(stale.json()).searchResults.searchResultsItems.find(
        (i) => i.pk === owned.item_pk,
      )!.isPurchased,
      false,
    );
  });

  test("[S1-API-18] GET /search?MyLibrary=Upcoming answers the caller's upcoming items, soonest first, within an optional dateRange", async () => {
    const res = await call(
      'GET',
      '/api/search?MyLibrary=Upcoming&FilterGroupsToReturn=MyLibrary',
      'u-retail',
    );
    assert.equal(res.statusCode, 200, res.body);
    const r = SearchResponseSchema.parse(res.json());
    const items = r.searchResults.searchResultsItems;
    assert.ok(items.length > 0);
    const starts = items.map((i) => Date.parse(i.schedule![0]!.startDateUtc!));
    assert.ok(starts.every((s) => s > Date.now()));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    assert.equal(r.facetResults.facetGroups[0]!.groupTypeId, 'MyLibrary');
    const first = new Date(starts[0]!).toISOString().slice(0, 10);
    const ranged = SearchResponseSchema.parse(
      (
        await call(
          'GET',
          `/api/search?MyLibrary=Upcoming&FilterGroupsToReturn=MyLibrary&dateRange=${first};${first}`,
          'u-retail',
        )
      ).json(),
    );
    assert.ok(
      ranged.searchResults.searchResultsItems.length >= 1 &&
        ranged.searchResults.searchResultsItems.length < items.length,
    );
    const none = await call('GET', '/api/search?MyLibrary=Upcoming&FilterGroupsToReturn=MyLibrary', 'u-im');
    assert.deepEqual(none.json().searchResults.searchResultsItems, []);
    assert.equal(
      (await call('GET', '/api/search?MyLibrary=Upcoming&dateRange=tomorrow', 'u-retail')).statusCode,
      400,
    );
  });
});

describe('session calls', () => {
  test('[S1-API-25] warmup builds the search index and reads the library; clean must be a boolean', async () => {
    const res = await call('GET', '/api/user/warmup?clean=false', 'u-retail');
    const w = WarmupResponseSchema.parse(res.json());
    assert.equal(w.cleaned, false);
    assert.equal(w.libraryItems, seededOf('u-retail').length);
    assert.equal((await call('GET', '/api/user/warmup?clean=maybe', 'u-retail')).statusCode, 400);
  });

  test('[S1-API-26] endsession: tokens issued before it no longer open the library; a new sign-in does', async () => {
    const old = await sign('u-staff', Math.floor(Date.now() / 1000) - 5);
    const get = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/library',
        headers: { authorization: `Bearer ${token}` },
      });
    assert.equal((await get(old)).statusCode, 200);
    const end = await t.app.inject({
      method: 'GET',
      url: '/api/user/endsession',
      headers: { authorization: `Bearer ${old}` },
    });
    assert.deepEqual(end.json(), { ended: true });
    const refused = await get(old);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'Session ended: sign in again');
    const fresh = await sign('u-staff', Math.floor(Date.now() / 1000) + 2);
    assert.equal((await get(fresh)).statusCode, 200);
  });
});

describe('user data lasts', () => {
  test('a change written by someone else (another replica, a checkout, SQL) shows on the next read: the cached library follows the version', async () => {
    const before = await all('u-pm');
    await t.db.query(
      `INSERT INTO library_entries (user_sub, item_pk, item_type, source, is_favorite) VALUES ('u-pm', 'pub-200044', 'publication', 'purchased', false)`,
    );
    const after = await all('u-pm');
    assert.equal(after.summary.totalCollectionSize, before.summary.totalCollectionSize + 1);
    assert.equal(after.items.find((i) => i.pk === 'pub-200044')!.isPurchased, true);
    await t.db.query(`UPDATE library_progress SET playback_progress_pct = 100 WHERE user_sub = 'u-pm'`);
    const watched = await all('u-pm', { includeAllSegments: 'true' });
    assert.ok(
      watched.items
        .flatMap((i) => i.segments)
        .filter((sg) => sg.playbackProgressPct > 0)
        .every((sg) => sg.playbackProgressPct === 100),
    );
    await t.db.query(`DELETE FROM library_entries WHERE user_sub = 'u-pm' AND item_pk = 'pub-200044'`);
    assert.equal((await all('u-pm')).summary.totalCollectionSize, before.summary.totalCollectionSize);
  });

  test('rerunning the seed (after a version bump, which rewrites the catalogue) keeps every user-owned row', async () => {
    const added = await call('POST', '/api/user/library/pub-200033', 'u-retail');
    assert.equal(added.statusCode, 200, added.body);
    const removedSeeded = seededOf('u-retail').find(
      (e) => e.source === 'saved' && e.item_type === 'podcast',
    )!.item_pk;
    await call('DELETE', `/api/user/library/${removedSeeded}`, 'u-retail');
    await t.db.query("UPDATE users SET given_name = 'Renamed' WHERE sub = 'u-retail'");
    const snapshot = async () =>
      JSON.stringify({
        entries: await t.db.query('SELECT * FROM library_entries ORDER BY user_sub, item_pk'),
        progress: await t.db.query('SELECT * FROM library_progress ORDER BY user_sub, item_pk'),
        users: await t.db.query('SELECT * FROM users ORDER BY sub'),
        members: await t.db.query(
          'SELECT * FROM organisation_members ORDER BY organization_sk, individual_sk',
        ),
      });
    const before = await snapshot();
    await t.db.query("UPDATE meta SET value = 'an-older-seed' WHERE key = 'seed_version'");
    const bumped = await loadSeed(t.db);
    assert.equal(bumped.seeded, true);
    assert.equal(bumped.peopleSeeded, false);
    assert.equal(await snapshot(), before);
    const lib = await all('u-retail');
    assert.ok(lib.items.some((i) => i.pk === 'pub-200033'));
    assert.ok(!lib.items.some((i) => i.pk === removedSeeded));
  });
});

/** An isolated database for a test: a PGlite folder on disk, or a schema of the PostgreSQL test server. */
async function isolatedDb(name: string, { onDisk = true } = {}) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE; CREATE SCHEMA ${name}`);
    await admin.close();
    // public stays on the path after the test's own schema: extensions (pg_trgm) are installed there once
    const scoped = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name},public`)}`;
    return {
      open: () => openDb({ databaseUrl: scoped }),
      async cleanup() {
        const a = await openDb({ databaseUrl: url });
        await a.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
        await a.close();
      },
    };
  }
  if (!onDisk) {
    let db: Db | null = null;
    return {
      open: async () => (db ??= await openDb({ dataDir: 'memory://' })),
      cleanup: async () => undefined,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  return {
    open: () => openDb({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One product and its person, enough for the library routes without the whole seed. */
async function minimalCatalogue(db: Db) {
  await db.query(
    `INSERT INTO products (code, pk, title, url, searchable_type, content_type, format, description, price, publication_date, data)
     VALUES ('200000', 'pub-200000', 'Answer Book', '/publications/answer-book', 'book', 'AnswerBookVariation', 'Answer Book', 'A book.', 195, '2026-01-01', '{"formatKey":"answer-book"}')`,
  );
}

describe('restarts and replicas', () => {
  test('a restart keeps what was saved (the database is on disk / on the server)', async () => {
    const store = await isolatedDb('lib_restart');
    try {
      let db = await store.open();
      await migrate(db);
      await minimalCatalogue(db);
      let app = await buildApp({
        db,
        allowedOrigins: [],
        auth: t.auth,
      });
      assert.equal((await t.callOn(app)('POST', '/api/user/library/pub-200000', 'u-im')).statusCode, 200);
      await app.close();
      await db.close();
      db = await store.open();
      assert.deepEqual(await migrate(db), []);
      app = await buildApp({
        db,
        allowedOrigins: [],
        auth: t.auth,
      });
      const res = await t.callOn(app)('GET', '/api/user/library', 'u-im');
      assert.deepEqual(
        LibraryResponseSchema.parse(res.json()).items.map((i) => [i.pk, i.isFavorite]),
        [['pub-200000', true]],
      );
      await app.close();
      await db.close();
    } finally {
      await store.cleanup();
    }
  });

  test('two migrators at once on the same database apply each migration exactly once (advisory lock)', async () => {
    const store = await isolatedDb('lib_migrate', { onDisk: false });
    try {
      // two connections (two pools on PostgreSQL; on PGlite one connection, serialised in-process)
      const a = await store.open();
      const b = process.env.TEST_DATABASE_URL ? await store.open() : a;
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      const applied = [...ra, ...rb].sort();
      const rows = await a.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      assert.deepEqual(
        applied,
        rows.map((r) => r.id),
      );
      assert.ok(ra.length === 0 || rb.length === 0, 'one migrator did all the work');
      assert.ok(rows.length >= 3);
      if (b !== a) await b.close();
      await a.close();
    } finally {
      await store.cleanup();
    }
  });
});

test('libraryQueryParams (the contract) builds a query the API accepts', async () => {
  const params = libraryQueryParams({
    groupSearchableType: 'Programs',
    format: ['onDemand', 'liveWebcast'],
    duration: ['60+min'],
    sort: 'OldestFirst',
    pageNumber: 2,
    pageSize: 5,
    includeAllSegments: true,
  });
  const r = await library('u-retail', params);
  assert.deepEqual(r.summary.filtersApplied.format, ['onDemand', 'liveWebcast']);
  assert.equal(r.summary.filtersApplied.sort, 'OldestFirst');
  assert.equal(r.summary.currentPage, 2);
});
