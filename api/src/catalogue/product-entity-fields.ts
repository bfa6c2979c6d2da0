// Spec 3 §3 entity fields of GET /product/{code} beyond the page's own needs: a program segment's keys
// and speaker lists, and a podcast episode's guests and series. All from the catalogue tables.
import type { Db } from '../db/db';
import type { FacultyRecord as FacultyRow, ProductRecord as ProductRow } from '../db/rows';
import { guidOf } from '../lib/guid';
import { seriesLink } from './podcast-store';

type Speaker = { displayName: string; url: string };
const speaker = (f: FacultyRow): Speaker => ({ displayName: f.display_name, url: `/faculty/${f.slug}` });

/** The live program a segment's program is offered as (same title), if any. */
export async function liveProgramIdOf(db: Db, master: ProductRow): Promise<string | null> {
  if (master.searchable_type === 'liveprogram') return master.code;
  const [live] = await db.query<{ code: string }>(
    `SELECT code FROM products WHERE title = $1 AND searchable_type = 'liveprogram' AND parent_code IS NULL
     ORDER BY event_start DESC, code LIMIT 1`,
    [master.title],
  );
  return live?.code ?? null;
}

/**
 * A segment's keys and speaker lists (S3-DATA-15): prgSegmentSK (its pk), liveProgramId, and the
 * chairpersons (the program's chairs speaking in it), moderators and instructors (the catalogue records
 * none) besides its speakers.
 */
export function segmentFields(
  s: ProductRow,
  faculty: ReadonlyMap<number, FacultyRow>,
  chairs: ReadonlySet<number>,
  liveProgramId: string | null,
) {
  const people = s.faculty_ids.map((id) => faculty.get(id)).filter((f): f is FacultyRow => Boolean(f));
  return {
    prgSegmentSK: s.pk,
    liveProgramId,
    chairpersons: people.filter((f) => chairs.has(f.id)).map(speaker),
    moderators: [] as Speaker[],
    instructors: [] as Speaker[],
  };
}

/** A podcast episode's guests and series (S3-DATA-17, S3-DATA-19); nothing for other products. */
export async function podcastEpisodeFields(
  db: Db,
  p: ProductRow,
  guests: readonly (FacultyRow & { visibility_status: number })[],
) {
  if (!p.series_code) return {};
  const series = await seriesLink(db, p.series_code);
  return {
    podcastGuests: guests.map((f) => ({
      displayName: f.display_name,
      status: f.visibility_status === 1 ? 'Active' : 'Inactive',
      biography: f.biography,
      // the catalogue holds no faculty portraits
      image: null,
      contentLink: `/faculty/${f.slug}`,
    })),
    podcastSeriesDisplayName: series?.display_name ?? null,
    podcastSeriesUrl: series ? `/podcasts/${series.slug}` : null,
    parentProductGuidValue: series ? guidOf(series.code) : null,
  };
}
