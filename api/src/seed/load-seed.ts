// Writes the generated seed into the database in one transaction, under an advisory lock. The catalogue
// is (re)written when the seed version changes or with --force; user-owned rows are only ever added,
// once, to a database that lacks them (a fresh one), and never truncated or rewritten.
import { refreshSearchWords } from '../search/search-words';
import type { Db } from '../db/db';
import { generateCatalogue, SEED_VERSION } from './generate-catalogue';
import type { generateCms } from './generate-cms';
import { seededCms } from './seeded-cms';
import { generateUsers } from './generate-users';
import { generateLibraries } from './generate-library';
import { generateProductDetails } from './generate-product-details';
import { SEED_LOCK_KEY, serialised } from '../db/migrate';
import {
  ADDRESS_CATEGORIES,
  ADDRESS_COUNTRIES,
  ADDRESS_STATES,
  COMMERCE_SEED_VERSION,
  generateStoreItems,
  PROMO_CODES,
  SEEDED_ADDRESSES,
} from './generate-commerce';
import { paymentsSeeded, seedPaymentInstruments } from '../payments/seed-cards';
import { creditPagesSeeded, seedCreditPages } from './generate-credit-pages';
import { creditRecordsSeeded, seedCreditRecords } from './seed-credit-records';
import { externalCreditsSeeded, seedExternalCredits } from './seed-external-credits';
import { rosterMembersSeeded, seedRosterMembers } from './seed-roster-members';
import { seedPdpLayouts } from './seed-pdp-layouts';
import { seedProductEntities } from './seed-product-entities';
import { editionOwnersSeeded, seedEditionOwners } from './catalogue-editions';
import { insertRows } from './insert-rows';

type Row = Record<string, unknown>;

export async function seedVersion(db: Db): Promise<string | null> {
  const rows = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'seed_version'");
  return rows[0]?.value ?? null;
}

/** Catalogue tables: generated from the seed, refreshed when the seed version changes. */
const CATALOGUE_TABLES = [
  'product_details',
  'product_credits',
  'products',
  'podcast_seasons',
  'podcast_series',
  'faculty',
  'jurisdictions',
  'credit_types',
  'practice_areas',
  'industries',
  'audiences',
  'cms_pages',
  'site_parts',
  'banners',
  'feature_flags',
];

/** Marks in `meta`: the catalogue's seed version, and that the seeded people (and libraries) were added. */
const PEOPLE_MARK = 'people_seeded';
/** The store's catalogue version (store items, lookups, promo codes) and that seeded addresses were added. */
const COMMERCE_MARK = 'commerce_seed_version';
const COMMERCE_PEOPLE_MARK = 'commerce_people_seeded';

export async function loadSeed(
  db: Db,
  { force = false } = {},
): Promise<{ seeded: boolean; peopleSeeded: boolean; counts: Record<string, number> }> {
  // Cheap check first, then again under the lock: another replica or seed command may be seeding.
  if (
    !force &&
    (await seedVersion(db)) === SEED_VERSION &&
    (await peopleSeeded(db)) &&
    (await commerceSeeded(db)) &&
    (await paymentsSeeded(db)) &&
    (await creditPagesSeeded(db)) &&
    (await creditRecordsSeeded(db)) &&
    (await externalCreditsSeeded(db)) &&
    (await rosterMembersSeeded(db)) &&
    (await editionOwnersSeeded(db))
  )
    return { seeded: false, peopleSeeded: false, counts: {} };
  const cat = generateCatalogue();
  const cms = seededCms(cat);
  const people = generateUsers();
  const libraries = generateLibraries(cat.products);
  const done = await serialised(db, () =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const refreshCatalogue = force || (await seedVersion(tx)) !== SEED_VERSION;
      if (refreshCatalogue) await writeCatalogue(tx, cat, cms);
      const addPeople = !(await peopleSeeded(tx));
      if (addPeople) await addSeededPeople(tx, people, libraries);
      await seedStore(tx, cat, force || refreshCatalogue);
      // the seeded people's stored cards: their own mark, so a database seeded before cards existed gets them
      await seedPaymentInstruments(tx);
      await seedCreditPages(tx, force || refreshCatalogue);
      await seedCreditRecords(tx, cat);
      await seedExternalCredits(tx);
      await seedRosterMembers(tx);
      await seedEditionOwners(tx);
      await seedPdpLayouts(tx, cat.products, force || refreshCatalogue);
      await seedProductEntities(tx, cat.products, force || refreshCatalogue);
      return { refreshCatalogue, addPeople };
    }),
  );
  if (!done.refreshCatalogue && !done.addPeople) return { seeded: false, peopleSeeded: false, counts: {} };
  return {
    seeded: done.refreshCatalogue,
    peopleSeeded: done.addPeople,
    counts: {
      products: cat.products.length,
      programsAndSegments: cat.products.filter((p) =>
        ['liveprogram', 'ondemandprogram', 'ondemandsegment'].includes(p.searchable_type),
      ).length,
      publications: cat.products.filter((p) => p.searchable_type === 'book').length,
      podcastEpisodes: cat.products.filter((p) => p.searchable_type === 'podcastepisode').length,
      podcastSeries: cat.podcastSeries.length,
      jurisdictions: cat.jurisdictions.length,
      faculty: cat.faculty.length,
      cmsPages: cms.pages.length,
      users: people.users.length,
      organisationMembers: people.organisationMembers.length,
      libraryEntries: libraries.entries.length,
      libraryProgress: libraries.progress.length,
    },
  };
}

async function commerceSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM meta WHERE key = ANY($1)',
    [[COMMERCE_MARK, COMMERCE_PEOPLE_MARK]],
  );
  return (
    rows.some((r) => r.key === COMMERCE_MARK && r.value === COMMERCE_SEED_VERSION) &&
    rows.some((r) => r.key === COMMERCE_PEOPLE_MARK)
  );
}

/**
 * The store: its catalogue part (store items, address lookups) is rewritten when the catalogue or the
 * store seed version changes; promo codes are upserted by code (redemptions point at them); the seeded
 * people's saved addresses are added once, to people who have none (never rewritten).
 */
async function seedStore(tx: Db, cat: Catalogue, catalogueRefreshed: boolean): Promise<void> {
  const [mark] = await tx.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [COMMERCE_MARK]);
  if (catalogueRefreshed || mark?.value !== COMMERCE_SEED_VERSION) {
    await tx.exec('TRUNCATE store_items, address_categories, address_countries, address_states');
    await insertRows(tx, 'store_items', generateStoreItems(cat.products) as unknown as Row[]);
    await insertRows(tx, 'address_categories', ADDRESS_CATEGORIES);
    await insertRows(tx, 'address_countries', ADDRESS_COUNTRIES);
    await insertRows(tx, 'address_states', ADDRESS_STATES);
    await insertRows(
      tx,
      'promo_codes',
      PROMO_CODES as unknown as Row[],
      [],
      `ON CONFLICT (code) DO UPDATE SET description = EXCLUDED.description, percent_off = EXCLUDED.percent_off,
         amount_off = EXCLUDED.amount_off, starts_at = EXCLUDED.starts_at, expires_at = EXCLUDED.expires_at,
         single_use = EXCLUDED.single_use`,
    );
    await tx.query(
      'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [COMMERCE_MARK, COMMERCE_SEED_VERSION],
    );
  }
  const [people] = await tx.query('SELECT 1 FROM meta WHERE key = $1', [COMMERCE_PEOPLE_MARK]);
  if (people) return;
  const withAddresses = new Set(
    (await tx.query<{ user_sub: string }>('SELECT DISTINCT user_sub FROM addresses')).map((r) => r.user_sub),
  );
  const known = new Set(
    (
      await tx.query<{ sub: string }>('SELECT sub FROM users WHERE sub = ANY($1)', [
        SEEDED_ADDRESSES.map((a) => a.user_sub),
      ])
    ).map((r) => r.sub),
  );
  await insertRows(
    tx,
    'addresses',
    SEEDED_ADDRESSES.filter((a) => known.has(a.user_sub) && !withAddresses.has(a.user_sub)),
  );
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    COMMERCE_PEOPLE_MARK,
  ]);
}

async function peopleSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [PEOPLE_MARK]);
  return rows.length > 0;
}

type Catalogue = ReturnType<typeof generateCatalogue>;
type Cms = ReturnType<typeof generateCms>;

async function writeCatalogue(tx: Db, cat: Catalogue, cms: Cms): Promise<void> {
  // No CASCADE: should a user-owned table ever reference the catalogue, this fails loudly instead of
  // emptying it.
  await tx.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')}`);
  await insertRows(tx, 'practice_areas', cat.practiceAreas as unknown as Row[]);
  await insertRows(tx, 'industries', cat.industries as unknown as Row[]);
  await insertRows(tx, 'audiences', cat.audiences as unknown as Row[]);
  await insertRows(tx, 'credit_types', cat.creditTypes as unknown as Row[]);
  await insertRows(tx, 'jurisdictions', cat.jurisdictions as unknown as Row[], [
    'compliance_groups',
    'requirements',
  ]);
  await insertRows(tx, 'faculty', cat.faculty as unknown as Row[]);
  await insertRows(tx, 'podcast_series', cat.podcastSeries as unknown as Row[], [
    'hosts',
    'co_hosts',
    'service_links',
  ]);
  await insertRows(tx, 'podcast_seasons', cat.podcastSeasons as unknown as Row[]);
  await insertRows(tx, 'products', cat.products as unknown as Row[], ['data']);
  await insertRows(tx, 'product_credits', cat.productCredits as unknown as Row[]);
  await insertRows(tx, 'product_details', generateProductDetails(cat.products) as unknown as Row[], [
    'book_content',
    'podcast_content',
    'program_content',
  ]);
  await insertRows(tx, 'cms_pages', cms.pages as unknown as Row[], ['metadata', 'properties']);
  await insertRows(
    tx,
    'site_parts',
    Object.entries(cms.siteParts).map(([name, data]) => ({ name, data })),
    ['data'],
  );
  await insertRows(tx, 'banners', cms.banners as unknown as Row[], ['data']);
  await insertRows(tx, 'feature_flags', cms.featureFlags);
  // Full-text document: title weighs most, then practice areas and faculty, then format and credit types,
  // then the description.
  await tx.exec(`
    -- each product's credit type names, aggregated once (a subquery per product took as long as the rest)
    WITH credit_names AS (
      SELECT pc.product_code, string_agg(DISTINCT ct.description, ' ') AS names
      FROM product_credits pc JOIN credit_types ct ON ct.sk = pc.credit_type_sk GROUP BY pc.product_code
    )
    UPDATE products p SET search_doc =
      setweight(to_tsvector('english', p.title), 'A') ||
      setweight(to_tsvector('english', coalesce((SELECT string_agg(a.name, ' ') FROM practice_areas a WHERE a.id = ANY(p.practice_area_ids)), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((SELECT string_agg(f.display_name, ' ') FROM faculty f WHERE f.id = ANY(p.faculty_ids)), '')), 'B') ||
      setweight(to_tsvector('english', p.format), 'C') ||
      setweight(to_tsvector('english', coalesce(c.names, '')), 'C') ||
      setweight(to_tsvector('english', p.description), 'D')
    FROM products p2 LEFT JOIN credit_names c ON c.product_code = p2.code
    WHERE p2.code = p.code;
    ANALYZE;
  `);
  await refreshSearchWords(tx);
  await tx.query(
    "INSERT INTO meta (key, value) VALUES ('seed_version', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
    [SEED_VERSION],
  );
}

/**
 * The seeded people, their organisation and libraries: inserted with ON CONFLICT DO NOTHING (a row a
 * person already has is left as it is), and a person's library only when that person was added here
 * or has no library rows at all. Then the mark is set, so later runs add nothing (a seeded item the
 * person removed stays removed).
 */
async function addSeededPeople(
  tx: Db,
  people: ReturnType<typeof generateUsers>,
  libraries: ReturnType<typeof generateLibraries>,
): Promise<void> {
  await insertRows(
    tx,
    'organisations',
    people.organisations as unknown as Row[],
    [],
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(tx, 'users', people.users as unknown as Row[], ['profile'], 'ON CONFLICT DO NOTHING');
  await insertRows(
    tx,
    'organisation_members',
    people.organisationMembers as unknown as Row[],
    [],
    'ON CONFLICT DO NOTHING',
  );
  const withLibrary = new Set(
    (await tx.query<{ user_sub: string }>('SELECT DISTINCT user_sub FROM library_entries')).map(
      (r) => r.user_sub,
    ),
  );
  const fresh = (r: { user_sub: string }) => !withLibrary.has(r.user_sub);
  await insertRows(
    tx,
    'library_entries',
    libraries.entries.filter(fresh) as unknown as Row[],
    [],
    'ON CONFLICT DO NOTHING',
  );
  await insertRows(
    tx,
    'library_progress',
    libraries.progress.filter(fresh) as unknown as Row[],
    [],
    'ON CONFLICT DO NOTHING',
  );
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    PEOPLE_MARK,
  ]);
}
