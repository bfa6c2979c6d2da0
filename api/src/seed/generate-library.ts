// Realistic libraries for the seeded people (deterministic, dated around SEED_EPOCH):
// - retail@example.com: dozens of items across programs (live registrations, on-demand purchases with
//   segments at various progress), publications and podcast episodes, some saved only, some archived;
// - pm@example.com: 4 items (the sparse state, 5 or fewer);
// - im@example.com and the other people: none (the empty state).
import type { LibraryEntryRow, LibraryProgressRow, ProductRow } from '../db/rows';
import { libraryItemType } from '../library/library-item-type';
import { SEED_EPOCH } from './catalogue-shape';
import { createRandom } from '../lib/random';
import type { Random } from '../lib/random';
import { accessExpiry } from '../library/access-expiry';
import { isEdition } from './catalogue-editions';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const LIBRARY_PEOPLE = { full: 'u-retail', sparse: 'u-pm' } as const;

/** The catalogue's products as the libraries draw from them. */
function productPools(products: readonly ProductRow[]) {
  const segmentsOf = new Map<string, ProductRow[]>();
  for (const p of products)
    if (p.parent_code) segmentsOf.set(p.parent_code, [...(segmentsOf.get(p.parent_code) ?? []), p]);
  return {
    segmentsOf,
    upcomingLive: products.filter(
      (p) => p.searchable_type === 'liveprogram' && Date.parse(p.event_start!) > SEED_EPOCH + 60 * DAY,
    ),
    pastLive: products.filter(
      (p) => p.searchable_type === 'liveprogram' && Date.parse(p.event_end!) < SEED_EPOCH - 30 * DAY,
    ),
    onDemand: products.filter((p) => p.searchable_type === 'ondemandprogram'),
    soloSegments: products.filter((p) => p.searchable_type === 'ondemandsegment' && p.price > 0),
    // the publication families came later (catalogue-editions.ts): the draws keep the books they had
    books: products.filter((p) => p.searchable_type === 'book' && !isEdition(p)),
    episodes: products.filter((p) => p.searchable_type === 'podcastepisode'),
  };
}

type Pools = ReturnType<typeof productPools>;

/** Entries and progress as they are added, each entry a few days after the one before. */
function libraryWriter(rnd: Random) {
  const entries: LibraryEntryRow[] = [];
  const progress: LibraryProgressRow[] = [];
  let day = 0;
  const add = (
    sub: string,
    p: ProductRow,
    source: LibraryEntryRow['source'],
    o: { favorite?: boolean; archived?: boolean; creditRequested?: boolean } = {},
  ) => {
    day += rnd.int(1, 6);
    const added = SEED_EPOCH - 200 * DAY + day * DAY + rnd.int(8, 20) * 3600_000;
    const owned = source !== 'saved';
    const expiresAt = owned ? accessExpiry(p.searchable_type, added) : null;
    const expires = expiresAt === null ? null : iso(expiresAt);
    entries.push({
      user_sub: sub,
      item_pk: p.pk,
      item_type: libraryItemType(p.searchable_type)!,
      source,
      is_favorite: source === 'saved' || Boolean(o.favorite),
      archived: Boolean(o.archived),
      access_expires_at: expires,
      credit_requested_at: o.creditRequested ? iso(added + 20 * DAY) : null,
      added_at: iso(added),
      updated_at: iso(added),
    });
    return added;
  };
  const watch = (sub: string, pk: string, pct: number, at: number) =>
    progress.push({
      user_sub: sub,
      item_pk: pk,
      playback_progress_pct: pct,
      cle_progress_pct: pct === 100 ? 100 : Math.max(0, pct - 10),
      last_watched_at: pct > 0 ? iso(at) : null,
      updated_at: iso(at),
    });
  return { entries, progress, add, watch };
}

type Writer = ReturnType<typeof libraryWriter>;

/** The retail member: a well-used library. */
function retailLibrary(rnd: Random, { add, watch, entries }: Writer, pools: Pools) {
  const { segmentsOf, upcomingLive, pastLive, onDemand, books, episodes } = pools;
  const retail = LIBRARY_PEOPLE.full;
  for (const p of rnd.sample(upcomingLive, 6)) add(retail, p, 'registered', { favorite: rnd.chance(0.3) });
  rnd.sample(pastLive, 5).forEach((p, i) => {
    const added = add(retail, p, 'registered', { creditRequested: i < 2, archived: i === 4 });
    // attended: the live program counts as watched
    watch(retail, p.pk, 100, Date.parse(p.event_end!) || added);
  });
  rnd.sample(onDemand, 12).forEach((p, i) => {
    const added = add(retail, p, 'purchased', { archived: i === 11, creditRequested: i === 0 });
    const segs = segmentsOf.get(p.code) ?? [];
    // i 0-2 complete, 3-7 part way, 8-11 not started
    segs.forEach((s, si) => {
      const pct = i < 3 ? 100 : i < 8 ? (si === 0 ? 100 : si === 1 ? rnd.pick([25, 40, 65, 80]) : 0) : 0;
      if (pct > 0 || i < 8) watch(retail, s.pk, pct, added + (si + 1) * 3 * DAY);
    });
  });
  for (const p of rnd.sample(onDemand, 4))
    if (!entries.some((e) => e.item_pk === p.pk)) add(retail, p, 'saved');
  // two segments bought on their own, one of them half watched
  const soloSegments = rnd.sample(pools.soloSegments, 2);
  soloSegments.forEach((s, i) => {
    const added = add(retail, s, 'purchased');
    if (i === 0) watch(retail, s.pk, 50, added + 2 * DAY);
  });
  rnd
    .sample(books, 9)
    .forEach((b, i) => add(retail, b, i < 6 ? 'purchased' : 'saved', { archived: i === 5 }));
  // podcast episodes saved from series pages (the first series' newest episode among them)
  const savedEpisodes = [
    episodes.find((e) => e.code === 'POD001-E01')!,
    ...rnd.sample(episodes.slice(15), 7),
  ];
  savedEpisodes.forEach((e, i) => {
    const added = add(retail, e, 'saved');
    if (i < 3) watch(retail, e.pk, i === 0 ? 100 : 35, added + DAY);
  });
}

/** The plus member: a sparse library (4 items). */
function sparseLibrary(rnd: Random, { add, watch, entries }: Writer, pools: Pools) {
  const { segmentsOf, upcomingLive, onDemand, books, episodes } = pools;
  const sparse = LIBRARY_PEOPLE.sparse;
  const pmProgram = rnd.pick(onDemand.filter((p) => !entries.some((e) => e.item_pk === p.pk)));
  const pmAdded = add(sparse, pmProgram, 'purchased');
  (segmentsOf.get(pmProgram.code) ?? [])
    .slice(0, 2)
    .forEach((s, si) => watch(sparse, s.pk, si === 0 ? 100 : 30, pmAdded + DAY));
  add(sparse, rnd.pick(upcomingLive), 'registered');
  add(sparse, rnd.pick(books), 'saved');
  add(sparse, episodes[20]!, 'saved');
}

export function generateLibraries(products: readonly ProductRow[]) {
  const rnd = createRandom(9090);
  const pools = productPools(products);
  const writer = libraryWriter(rnd);
  retailLibrary(rnd, writer, pools);
  sparseLibrary(rnd, writer, pools);
  return { entries: writer.entries, progress: writer.progress };
}
