import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';
import { int4 } from '../lib/input';

/** Spec 1 §9: podcast episodes are fetched 20 at a time. */
const PODCAST_PAGE_SIZE = 20;
const code = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a podcast code');

export async function podcastRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/podcast/series/:code', async (req) => {
    const params = parse(z.object({ code }), req.params, 'params');
    const [s] = await db.query(
      'SELECT code, slug, display_name, description, hosts, co_hosts, service_links FROM podcast_series WHERE code = $1',
      [params.code],
    );
    if (!s) throw notFound(`Podcast series ${params.code}`);
    const r = s as {
      code: string;
      slug: string;
      display_name: string;
      description: string;
      hosts: unknown;
      co_hosts: unknown;
      service_links: { serviceName: string; serviceLink: string; icon: string }[];
    };
    const seasons = await db.query<{ code: string; name: string }>(
      'SELECT code, name FROM podcast_seasons WHERE series_code = $1 ORDER BY sort_order',
      [r.code],
    );
    // Spec 1 §3: a series carries code, url, displayName, seriesServiceLinks, podcastHosts,
    // podcastCoHosts, providerUrls and seasons. providerUrls: the listening services' addresses.
    return {
      code: r.code,
      url: `/podcasts/${r.slug}`,
      displayName: r.display_name,
      description: r.description,
      podcastHosts: r.hosts,
      podcastCoHosts: r.co_hosts,
      seriesServiceLinks: r.service_links,
      providerUrls: r.service_links.map((l) => l.serviceLink),
      seasons,
    };
  });

  app.get('/podcast/seasons/:code', async (req) => {
    const params = parse(z.object({ code }), req.params, 'params');
    const rows = await db.query<{ code: string; name: string }>(
      'SELECT code, name FROM podcast_seasons WHERE series_code = $1 ORDER BY sort_order',
      [params.code],
    );
    if (!rows.length) {
      const [exists] = await db.query('SELECT 1 FROM podcast_series WHERE code = $1', [params.code]);
      if (!exists) throw notFound(`Podcast series ${params.code}`);
    }
    return rows;
  });

  const episodesQuery = z.object({
    pageNumber: int4().min(1, 'must be 1 or more').default(1),
    pageSize: int4().min(1).max(100, 'must be at most 100').default(PODCAST_PAGE_SIZE),
    sort: z.enum(['newest', 'oldest']).default('newest'),
  });
  const episodes = async (
    podcastCode: string,
    seasonCode: string | undefined,
    q: z.infer<typeof episodesQuery>,
  ) => {
    const [series] = await db.query<{ display_name: string; slug: string }>(
      'SELECT display_name, slug FROM podcast_series WHERE code = $1',
      [podcastCode],
    );
    if (!series) throw notFound(`Podcast series ${podcastCode}`);
    const args: unknown[] = [podcastCode];
    let filter = 'series_code = $1';
    if (seasonCode) {
      args.push(seasonCode);
      filter += ' AND season_code = $2';
    }
    const rows = await db.query<{
      code: string;
      title: string;
      description: string;
      url: string;
      data: Record<string, unknown>;
      publication_date: string;
      run_time_seconds: number;
      season_code: string;
      episode_number: number;
      pk: string;
    }>(
      `SELECT code, pk, title, description, url, data, publication_date, run_time_seconds, season_code, episode_number
       FROM products WHERE ${filter} ORDER BY episode_number ${q.sort === 'oldest' ? 'ASC' : 'DESC'}
       LIMIT ${q.pageSize + 1} OFFSET ${(q.pageNumber - 1) * q.pageSize}`,
      args,
    );
    const hasMore = rows.length > q.pageSize;
    return {
      items: rows.slice(0, q.pageSize).map((r) => ({
        code: r.code,
        pk: r.pk,
        title: r.title,
        summaryText: r.description,
        parentProductText: series.display_name,
        playerUrl: r.data.playerUrl,
        podcastMediaUrls: r.data.podcastMediaUrls,
        url: r.url,
        seasonCode: r.season_code,
        episodeNumber: r.episode_number,
        publicationDate: r.publication_date,
        runTimeSeconds: r.run_time_seconds,
      })),
      sortResults: [
        { sortTitle: 'Newest first', value: 'newest', selected: q.sort === 'newest' },
        { sortTitle: 'Oldest first', value: 'oldest', selected: q.sort === 'oldest' },
      ],
      summary: { hasMore, pageNumber: q.pageNumber, pageSize: q.pageSize },
    };
  };

  app.get('/podcast/episodes/:podcastCode', async (req) => {
    const params = parse(z.object({ podcastCode: code }), req.params, 'params');
    return episodes(params.podcastCode, undefined, parse(episodesQuery, req.query, 'query'));
  });
  app.get('/podcast/episodes/:podcastCode/:seasonCode', async (req) => {
    const params = parse(z.object({ podcastCode: code, seasonCode: code }), req.params, 'params');
    return episodes(params.podcastCode, params.seasonCode, parse(episodesQuery, req.query, 'query'));
  });
}
