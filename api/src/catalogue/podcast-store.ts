// The catalogue's podcasts (migration 001): series, their seasons and their episodes (products).
import type { Db } from '../db/db';
import type { PodcastSeasonRow, PodcastSeriesRow, ProductRecord } from '../db/rows';

export type SeriesLink = Pick<PodcastSeriesRow, 'code' | 'slug' | 'display_name'>;

/** A series' code, slug and name, or undefined. */
export async function seriesLink(db: Db, code: string): Promise<SeriesLink | undefined> {
  const [s] = await db.query<SeriesLink>(
    'SELECT code, slug, display_name FROM podcast_series WHERE code = $1',
    [code],
  );
  return s;
}

export async function seriesByCode(db: Db, code: string): Promise<PodcastSeriesRow | undefined> {
  const [s] = await db.query<PodcastSeriesRow>(
    'SELECT code, slug, display_name, description, hosts, co_hosts, service_links FROM podcast_series WHERE code = $1',
    [code],
  );
  return s;
}

/** A series' seasons in order (none for an unknown series). */
export async function seasonsOf(
  db: Db,
  seriesCode: string,
): Promise<Pick<PodcastSeasonRow, 'code' | 'name'>[]> {
  return db.query<Pick<PodcastSeasonRow, 'code' | 'name'>>(
    'SELECT code, name FROM podcast_seasons WHERE series_code = $1 ORDER BY sort_order',
    [seriesCode],
  );
}

export type EpisodeRow = Pick<
  ProductRecord,
  | 'code'
  | 'pk'
  | 'title'
  | 'description'
  | 'url'
  | 'data'
  | 'run_time_seconds'
  | 'season_code'
  | 'episode_number'
> & { publication_date: string };

/** A series' episodes (of one season, when given) by episode number, `limit` of them from `offset`. */
export async function episodesPage(
  db: Db,
  filter: { series: string; season?: string; oldestFirst: boolean; limit: number; offset: number },
): Promise<EpisodeRow[]> {
  const args: unknown[] = [filter.series];
  let where = 'series_code = $1';
  if (filter.season) {
    args.push(filter.season);
    where += ' AND season_code = $2';
  }
  return db.query<EpisodeRow>(
    `SELECT code, pk, title, description, url, data, publication_date, run_time_seconds, season_code, episode_number
     FROM products WHERE ${where} ORDER BY episode_number ${filter.oldestFirst ? 'ASC' : 'DESC'}
     LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    args,
  );
}
