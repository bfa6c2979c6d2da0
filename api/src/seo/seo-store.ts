// The reads behind a page's metadata and the sitemap listing (issue 36): CMS pages and their parents,
// catalogue products and faculty as their pages show them, and every page's last change. Public
// catalogue and CMS data only.
import type { Db } from '../db/db';
import type { CmsPageRow, FacultyRow } from '../db/rows';
import type { PageMetadata } from '@cle/contracts/schemas';
import { productDetails } from '../catalogue/product-details';
import { portraitUrl } from '../faculty/faculty-urls';
import { facultyIndexable } from './indexable';
import type { CatalogueItem, Crumb, FacultyFacts, PersonRef, PodcastSeriesFacts } from './structured-data';
import type { ProductPageFacts } from './page-metadata';

/** A cms_pages row as the page metadata reads it: no tree order, its metadata in the payload shape. */
export type SeoPageRow = Omit<CmsPageRow, 'sort_order' | 'visible' | 'metadata'> & { metadata: PageMetadata };

/** The CMS page at a normalised path (lower case, no trailing slash). */
export async function cmsPageAt(db: Db, path: string): Promise<SeoPageRow | undefined> {
  const [page] = await db.query<SeoPageRow>(
    `SELECT id, friendly_url, content_type, name, parent_id, metadata, properties
     FROM cms_pages WHERE lower(friendly_url) = $1`,
    [path],
  );
  return page;
}

/** Where a trail of CMS pages ends: a page by id, or the first page of a type (with a property's value). */
type TrailEnd = { id: string } | { type: string; property?: string; value?: string };

/**
 * The CMS pages from the top down to `end` (inclusive), each by its navigation title or name; the home
 * page is left out (breadcrumbs add it first). Nothing when no page matches.
 */
export async function cmsTrail(db: Db, end: TrailEnd): Promise<Crumb[]> {
  const start =
    'id' in end
      ? { where: 'id = $1', args: [end.id] }
      : end.property
        ? {
            where: 'content_type[array_length(content_type, 1)] = $1 AND properties->>$2 = $3',
            args: [end.type, end.property, end.value ?? ''],
          }
        : { where: 'content_type[array_length(content_type, 1)] = $1', args: [end.type] };
  const rows = await db.query<Crumb>(
    `WITH RECURSIVE chain AS (
       (SELECT id, parent_id, friendly_url, name, metadata, 0 AS depth FROM cms_pages
        WHERE ${start.where} ORDER BY sort_order, id LIMIT 1)
       UNION ALL
       SELECT p.id, p.parent_id, p.friendly_url, p.name, p.metadata, c.depth + 1
       FROM cms_pages p JOIN chain c ON p.id = c.parent_id WHERE c.depth < 8
     )
     SELECT friendly_url AS url, coalesce(nullif(metadata->>'navigationTitle', ''), name) AS name
     FROM chain WHERE friendly_url <> '/' ORDER BY depth DESC`,
    start.args,
  );
  return rows;
}

type ProductPageRow = CatalogueItem & {
  code: string;
  content_type: string;
  parent_code: string | null;
  series_code: string | null;
  practice_area_ids: number[];
  faculty_ids: number[];
};

/** Faculty by id, in the order given, linked only when their page may be indexed. */
async function peopleOf(db: Db, ids: readonly number[]): Promise<PersonRef[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ display_name: string; slug: string; visibility_status: number }>(
    `SELECT display_name, slug, visibility_status FROM faculty WHERE id = ANY($1::int[])
     ORDER BY array_position($1::int[], id)`,
    [ids],
  );
  return rows.map((f) => ({
    name: f.display_name,
    url: facultyIndexable(f.visibility_status) ? `/faculty/${f.slug}` : null,
  }));
}

/** The practice-area page of a product's first (main) practice area, when the CMS has one. */
const practiceAreaTrail = (db: Db, ids: readonly number[]) =>
  ids.length
    ? cmsTrail(db, { type: 'SubjectNode', property: 'taxonomyId', value: String(ids[0]) })
    : Promise.resolve([]);

/** A product page's catalogue facts: the product, its faculty, seats and the pages above it. */
export async function productPageAt(db: Db, path: string): Promise<ProductPageFacts | undefined> {
  const [p] = await db.query<ProductPageRow>(
    `SELECT code, title, url, searchable_type, content_type, description, price, event_start, event_end, time_zone, location,
       publication_date, parent_code, run_time_seconds, series_code, episode_number, image_url, is_stock_item,
       data, practice_area_ids, faculty_ids
     FROM products WHERE lower(url) = $1`,
    [path],
  );
  if (!p) return undefined;
  let trail: Crumb[];
  if (p.series_code) {
    trail = await cmsTrail(db, { type: 'PodcastSeriesNode', property: 'code', value: p.series_code });
  } else if (p.parent_code) {
    const [program] = await db.query<Crumb>('SELECT title AS name, url FROM products WHERE code = $1', [
      p.parent_code,
    ]);
    trail = [...(await practiceAreaTrail(db, p.practice_area_ids)), ...(program ? [program] : [])];
  } else {
    trail = await practiceAreaTrail(db, p.practice_area_ids);
  }
  const details = await productDetails(db, [p.code]);
  return {
    product: p,
    people: await peopleOf(db, p.faculty_ids),
    waitlist: details(p.code).waitlist,
    trail,
  };
}

/** A faculty member's page facts by slug. */
export async function facultyPageAt(
  db: Db,
  slug: string,
): Promise<(FacultyFacts & { id: number; visibilityStatus: number }) | undefined> {
  const [f] = await db.query<Omit<FacultyRow, 'individual_id' | 'slug'>>(
    `SELECT id, first_name, last_name, display_name, affiliation, title, biography, visibility_status
     FROM faculty WHERE slug = $1`,
    [slug],
  );
  if (!f) return undefined;
  return {
    id: f.id,
    name: f.display_name,
    givenName: f.first_name,
    familyName: f.last_name,
    jobTitle: f.title,
    affiliation: f.affiliation,
    biography: f.biography,
    url: `/faculty/${slug}`,
    image: portraitUrl(f.id),
    visibilityStatus: f.visibility_status,
  };
}

/** A podcast series as its page presents it; the image is its latest episode's. */
export async function podcastSeriesFacts(db: Db, code: string): Promise<PodcastSeriesFacts | undefined> {
  const [s] = await db.query<{
    slug: string;
    display_name: string;
    description: string;
    hosts: { individualId: string; displayName: string }[];
    service_links: { serviceLink: string }[];
    image_url: string | null;
  }>(
    `SELECT s.slug, s.display_name, s.description, s.hosts, s.service_links,
       (SELECT image_url FROM products e WHERE e.series_code = s.code AND e.image_url IS NOT NULL
        ORDER BY e.publication_date DESC NULLS LAST, e.episode_number DESC NULLS LAST LIMIT 1) AS image_url
     FROM podcast_series s WHERE s.code = $1`,
    [code],
  );
  if (!s) return undefined;
  const hostPages = await db.query<{ individual_id: string; slug: string; visibility_status: number }>(
    'SELECT individual_id, slug, visibility_status FROM faculty WHERE individual_id = ANY($1)',
    [s.hosts.map((h) => h.individualId)],
  );
  const pageOf = new Map(hostPages.map((f) => [f.individual_id, f]));
  return {
    name: s.display_name,
    url: `/podcasts/${s.slug}`,
    description: s.description,
    image_url: s.image_url,
    hosts: s.hosts.map((h) => {
      const f = pageOf.get(h.individualId);
      return {
        name: h.displayName,
        url: f && facultyIndexable(f.visibility_status) ? `/faculty/${f.slug}` : null,
      };
    }),
    serviceLinks: s.service_links.map((l) => l.serviceLink),
  };
}

/** Every page the CMS and the catalogue hold, with what decides whether it is listed, and its last change. */
export async function sitemapCandidates(db: Db) {
  const cms = await db.query<{
    url: string;
    content_type: string[];
    metadata: PageMetadata;
    lastmod: Date;
  }>(
    // a podcast series page changes with its series and each of its episodes
    `SELECT c.friendly_url AS url, c.content_type, c.metadata,
       GREATEST(c.updated_at, s.updated_at, (SELECT max(e.updated_at) FROM products e WHERE e.series_code = s.code))
         AS lastmod
     FROM cms_pages c
     LEFT JOIN podcast_series s
       ON c.content_type[array_length(c.content_type, 1)] = 'PodcastSeriesNode' AND s.code = c.properties->>'code'`,
  );
  const products = await db.query<{
    url: string;
    event_start: Date | null;
    event_end: Date | null;
    data: Record<string, unknown>;
    lastmod: Date;
  }>(
    `SELECT url, event_start, event_end, jsonb_build_object('notifyUrl', data->'notifyUrl') AS data,
       updated_at AS lastmod
     FROM products`,
  );
  const faculty = await db.query<{ slug: string; visibility_status: number; lastmod: Date }>(
    'SELECT slug, visibility_status, updated_at AS lastmod FROM faculty',
  );
  return { cms, products, faculty };
}
