// Writes the generated seed into the database in one transaction; re-seeds only when the seed version changes.
import type { Db } from '../db/db';
import { generateCatalogue, SEED_VERSION } from './generate-catalogue';
import { generateCms } from './generate-cms';
import { generateUsers } from './generate-users';

type Row = Record<string, unknown>;
const BATCH = 400;

/** Multi-row INSERT in batches; objects and arrays of objects go in as JSON. */
export async function insertRows(
  db: Db,
  table: string,
  rows: Row[],
  jsonColumns: string[] = [],
): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const placeholders = cols.map((c) => {
        const v = row[c];
        params.push(jsonColumns.includes(c) ? JSON.stringify(v) : v);
        return jsonColumns.includes(c) ? `$${params.length}::jsonb` : `$${params.length}`;
      });
      return `(${placeholders.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${cols.join(',')}) VALUES ${values.join(',')}`, params);
  }
}

export async function seedVersion(db: Db): Promise<string | null> {
  const rows = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'seed_version'");
  return rows[0]?.value ?? null;
}

const SEEDED_TABLES = [
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
  'organisation_members',
  'organisations',
  'users',
];

export async function loadSeed(
  db: Db,
  { force = false } = {},
): Promise<{ seeded: boolean; counts: Record<string, number> }> {
  if (!force && (await seedVersion(db)) === SEED_VERSION) return { seeded: false, counts: {} };
  const cat = generateCatalogue();
  const cms = generateCms(cat);
  const people = generateUsers();
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} CASCADE`);
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
    await insertRows(tx, 'cms_pages', cms.pages as unknown as Row[], ['metadata', 'properties']);
    await insertRows(
      tx,
      'site_parts',
      Object.entries(cms.siteParts).map(([name, data]) => ({ name, data })),
      ['data'],
    );
    await insertRows(tx, 'banners', cms.banners as unknown as Row[], ['data']);
    await insertRows(tx, 'feature_flags', cms.featureFlags);
    await insertRows(tx, 'organisations', people.organisations as unknown as Row[]);
    await insertRows(tx, 'organisation_members', people.organisationMembers as unknown as Row[]);
    await insertRows(tx, 'users', people.users as unknown as Row[], ['profile']);
    // Full-text document: title weighs most, then practice areas and faculty, then the description.
    await tx.exec(`
      UPDATE products p SET search_doc =
        setweight(to_tsvector('english', p.title), 'A') ||
        setweight(to_tsvector('english', coalesce((SELECT string_agg(a.name, ' ') FROM practice_areas a WHERE a.id = ANY(p.practice_area_ids)), '')), 'B') ||
        setweight(to_tsvector('english', coalesce((SELECT string_agg(f.display_name, ' ') FROM faculty f WHERE f.id = ANY(p.faculty_ids)), '')), 'B') ||
        setweight(to_tsvector('english', p.format), 'C') ||
        setweight(to_tsvector('english', p.description), 'D');
      ANALYZE;
    `);
    await tx.query(
      "INSERT INTO meta (key, value) VALUES ('seed_version', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
      [SEED_VERSION],
    );
  });
  return {
    seeded: true,
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
    },
  };
}
