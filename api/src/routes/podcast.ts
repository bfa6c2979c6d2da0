// Spec 1 §3, §9: a podcast series, its seasons and its episodes, a page at a time.
import {
  EpisodesQuerySchema,
  PodcastCodeParamsSchema,
  PodcastEpisodesParamsSchema,
  PodcastSeasonEpisodesParamsSchema,
} from '@cle/contracts/requests/catalogue';
import type { EpisodesQuery } from '@cle/contracts/requests/catalogue';
import type { Db } from '../db/db';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { episodesPage, seasonsOf, seriesByCode, seriesLink } from '../catalogue/podcast-store';

/** One page of a series' episodes (of one season, when given); 404 for an unknown series. */
async function episodes(db: Db, podcastCode: string, seasonCode: string | undefined, q: EpisodesQuery) {
  const series = await seriesLink(db, podcastCode);
  if (!series) throw notFound(`Podcast series ${podcastCode}`);
  const rows = await episodesPage(db, {
    series: podcastCode,
    season: seasonCode,
    oldestFirst: q.sort === 'oldest',
    // one more than the page tells whether there is a next page
    limit: q.pageSize + 1,
    offset: (q.pageNumber - 1) * q.pageSize,
  });
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
      hasVideo: r.data.hasVideo === true,
    })),
    sortResults: [
      { sortTitle: 'Newest first', value: 'newest', selected: q.sort === 'newest' },
      { sortTitle: 'Oldest first', value: 'oldest', selected: q.sort === 'oldest' },
    ],
    summary: { hasMore: rows.length > q.pageSize, pageNumber: q.pageNumber, pageSize: q.pageSize },
  };
}

export async function podcastRoutes(app: Api) {
  const { db } = app;

  app.get('/podcast/series/:code', { schema: { params: PodcastCodeParamsSchema } }, async (req) => {
    const params = req.params;
    const r = await seriesByCode(db, params.code);
    if (!r) throw notFound(`Podcast series ${params.code}`);
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
      seasons: await seasonsOf(db, r.code),
    };
  });

  app.get('/podcast/seasons/:code', { schema: { params: PodcastCodeParamsSchema } }, async (req) => {
    const params = req.params;
    const rows = await seasonsOf(db, params.code);
    if (!rows.length && !(await seriesLink(db, params.code))) throw notFound(`Podcast series ${params.code}`);
    return rows;
  });

  app.get(
    '/podcast/episodes/:podcastCode',
    { schema: { params: PodcastEpisodesParamsSchema, querystring: EpisodesQuerySchema } },
    async (req) => {
      const params = req.params;
      return episodes(db, params.podcastCode, undefined, req.query);
    },
  );
  app.get(
    '/podcast/episodes/:podcastCode/:seasonCode',
    { schema: { params: PodcastSeasonEpisodesParamsSchema, querystring: EpisodesQuerySchema } },
    async (req) => {
      const params = req.params;
      return episodes(db, params.podcastCode, params.seasonCode, req.query);
    },
  );
}
