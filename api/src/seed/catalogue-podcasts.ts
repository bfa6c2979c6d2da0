// The catalogue's podcasts, drawn from its random stream after the programs and publications
// (catalogue-products.ts): each series with its hosts, links and seasons, then its episodes.
import { slugify } from '../lib/random';
import * as V from './vocabulary';
import type { FacultyRow } from '../db/rows';
import { COUNTS, DAY, isoDate, PRODUCT_DEFAULTS, SEED_EPOCH } from './catalogue-shape';
import type { CatalogueDraft } from './catalogue-products';

const subjectOf = (series: string) => V.PODCAST_SUBJECTS[series as (typeof V.PODCAST_SERIES)[number]];

/** Podcast series si: its hosts and links, 1 to 3 seasons, its episodes. */
export function addPodcastSeries(d: CatalogueDraft, name: string, si: number): void {
  const { rnd } = d;
  const code = `POD${String(si + 1).padStart(3, '0')}`;
  const slug = slugify(name);
  const hosts = rnd.sample(d.fac, rnd.int(1, 2));
  const coHosts = rnd.chance(0.4) ? rnd.sample(d.fac, 1) : [];
  d.podcastSeries.push({
    code,
    slug,
    display_name: name,
    // the draw stays (the stream must not move); the blurb names the series' own subject
    description: `${name} is PLI's podcast on ${(rnd.pick(V.PRACTICE_AREAS), subjectOf(name)).toLowerCase()}: short conversations with the people shaping the practice.`,
    hosts: hosts.map((h) => ({
      individualId: h.individual_id,
      displayName: h.display_name,
      biography: h.biography,
    })),
    co_hosts: coHosts.map((h) => ({
      individualId: h.individual_id,
      displayName: h.display_name,
      biography: h.biography,
    })),
    service_links: [
      {
        serviceName: 'Apple Podcasts',
        serviceLink: `https://podcasts.apple.com/us/podcast/${slug}`,
        icon: 'apple',
      },
      { serviceName: 'Spotify', serviceLink: `https://open.spotify.com/show/${slug}`, icon: 'spotify' },
      { serviceName: 'Podbean', serviceLink: `https://pli.podbean.com/${slug}`, icon: 'podbean' },
      { serviceName: 'YouTube', serviceLink: `https://www.youtube.com/@pli-${slug}`, icon: 'youtube' },
    ].slice(0, rnd.int(2, 4)),
  });
  const seasonCount = rnd.int(1, 3);
  for (let s = 1; s <= seasonCount; s++)
    d.podcastSeasons.push({ code: `${code}-S${s}`, series_code: code, name: `Season ${s}`, sort_order: s });
  for (let e = 1; e <= COUNTS.episodesPerSeries; e++)
    addEpisode(d, { name, si, code, slug, hosts, seasonCount }, e);
}

/** Episode e of a series, filed under the series' own subject. */
function addEpisode(
  d: CatalogueDraft,
  {
    name,
    si,
    code,
    slug,
    hosts,
    seasonCount,
  }: { name: string; si: number; code: string; slug: string; hosts: FacultyRow[]; seasonCount: number },
  e: number,
) {
  const { rnd } = d;
  const subjectArea = (series: string) => d.practiceAreas.find((a) => a.name === subjectOf(series))!;
  const season = Math.min(seasonCount, Math.ceil((e / COUNTS.episodesPerSeries) * seasonCount));
  const epCode = `${code}-E${String(e).padStart(2, '0')}`;
  const epTitle = `${rnd.pick(V.EPISODE_TOPICS)}`;
  const provider = rnd.pick(['podbean', 'acast', 'vimeo']);
  const guests = rnd.sample(d.fac, rnd.int(1, 7));
  d.products.push({
    ...PRODUCT_DEFAULTS,
    code: epCode,
    pk: `pod-${epCode}`,
    title: `${name} Episode ${e}: ${epTitle}`,
    url: d.uniqueUrl(`/podcasts/${slug}/episode-${e}-${slugify(epTitle)}`),
    searchable_type: 'podcastepisode',
    content_type: 'PodcastEpisodeVariation',
    format: 'Podcast',
    description: `In episode ${e} of ${name}, ${hosts[0]!.display_name} talks with ${guests.map((g) => g.display_name).join(', ')} about ${epTitle.toLowerCase()}.`,
    // the draw stays (the stream must not move); an episode is filed under its series' subject
    practice_area_ids: [(rnd.pick(d.practiceAreas), subjectArea(name)).id],
    industry_ids: [],
    audience_ids: [],
    faculty_ids: guests.map((g) => g.id),
    price: 0,
    publication_date: isoDate(SEED_EPOCH - (COUNTS.episodesPerSeries - e) * 14 * DAY - si * DAY),
    run_time_seconds: rnd.int(18, 55) * 60,
    series_code: code,
    season_code: `${code}-S${season}`,
    episode_number: e,
    image_url: `/images/podcasts/${(si % 10) + 1}.webp`,
    data: {
      formatKey: 'podcastAndRelatedMedia',
      realEpisodeNumber: e,
      hasVideo: provider === 'vimeo',
      playerUrl:
        provider === 'vimeo'
          ? `https://player.vimeo.com/video/${900000000 + si * 100 + e}`
          : provider === 'podbean'
            ? `https://www.podbean.com/player-v2/?i=pli-${slug}-${e}`
            : `https://embed.acast.com/pli-${slug}/${e}`,
      podcastMediaUrls: [{ provider, url: `https://media.pli.example/podcasts/${slug}/${e}.mp3` }],
    },
  });
}
