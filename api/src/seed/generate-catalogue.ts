// Builds the deterministic catalogue in memory: taxonomy, credit rules, faculty, programs and
// segments, publications, podcasts. Dates are fixed around SEED_EPOCH, so the seed never drifts.
import { createRandom, slugify } from '../lib/random';
import type { Random } from '../lib/random';
import * as V from './vocabulary';
import type {
  TaxonomyRow,
  CreditTypeRow,
  Requirement,
  JurisdictionRow,
  FacultyRow,
  ProductRow,
  ProductCreditRow,
  PodcastSeriesRow,
  PodcastSeasonRow,
} from '../db/rows';

export const SEED_VERSION = '2026-11-29.2-issue38-audio-item';
/**
 * The seeded audio item (issue 38, decision 068): an on-demand program sold as audio MP3
 * (onDemandMediaType 0), with its segments. It is the program the plus member (pm@example.com) owns
 * (generate-library picks it; api/test/media-files.test.ts checks that she does), so the retail
 * member's programs, which the launch journeys pick from, all stay video.
 */
const AUDIO_PROGRAM_CODE = '380812';
/** Programs are scheduled around this date, not around "now", so every machine seeds the same rows. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const COUNTS = {
  programs: 1000,
  segmentsPerProgram: 4,
  publications: 800,
  faculty: 1000,
  episodesPerSeries: 15,
};

/**
 * The columns a product leaves empty unless its kind fills them (spread first, so a kind's own value
 * wins): dates and place for live programs, parent and number for segments, series, season and number
 * for podcast episodes, stock for print.
 */
const PRODUCT_DEFAULTS = {
  event_start: null,
  event_end: null,
  time_zone: null,
  location: null,
  parent_code: null,
  segment_number: null,
  series_code: null,
  season_code: null,
  episode_number: null,
  is_stock_item: false,
} satisfies Partial<ProductRow>;

export interface Catalogue {
  practiceAreas: TaxonomyRow[];
  industries: TaxonomyRow[];
  audiences: TaxonomyRow[];
  creditTypes: CreditTypeRow[];
  jurisdictions: JurisdictionRow[];
  faculty: FacultyRow[];
  products: ProductRow[];
  productCredits: ProductCreditRow[];
  podcastSeries: PodcastSeriesRow[];
  podcastSeasons: PodcastSeasonRow[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function taxonomy(names: readonly string[], kind: string): TaxonomyRow[] {
  return names.map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description: `Programs, publications and podcasts for ${kind} ${name.toLowerCase()}: practical guidance from leading practitioners.`,
  }));
}

function jurisdictions(rnd: Random, creditTypes: CreditTypeRow[]): JurisdictionRow[] {
  const sk = (code: string) => creditTypes.find((c) => c.code === code)!.sk;
  return V.JURISDICTIONS.map(([code, name], i) => {
    const mandatory = !V.NO_MANDATORY_CLE.has(code);
    const periodYears = mandatory ? rnd.pick([1, 2, 2, 3]) : null;
    const perYear = rnd.pick([12, 12, 15, 10, 8]);
    const total = mandatory ? perYear * periodYears! : null;
    const requirements: Requirement[] = [];
    if (mandatory) {
      const ethics = rnd.pick([1, 2, 3, 4]) * periodYears!;
      requirements.push(
        {
          heading: 'Total credits',
          creditTypeSk: 0,
          required: total!,
          explanatoryText: `Complete ${total} hours each ${periodYears}-year compliance period.`,
        },
        {
          heading: 'Ethics',
          creditTypeSk: sk('ETH'),
          required: ethics,
          explanatoryText: `At least ${ethics} hours must be in ethics and professional responsibility.`,
        },
      );
      if (rnd.chance(0.4))
        requirements.push({
          heading: 'Elimination of Bias',
          creditTypeSk: sk('BIAS'),
          required: 1,
          explanatoryText: 'At least 1 hour in elimination of bias.',
        });
      if (rnd.chance(0.25))
        requirements.push({
          heading: 'Mental Health & Substance Use',
          creditTypeSk: sk('MH'),
          required: 1,
          explanatoryText: 'At least 1 hour addressing mental health or substance use.',
        });
      if (code === 'NY')
        requirements.push({
          heading: 'Cybersecurity, Privacy & Data Protection',
          creditTypeSk: sk('CYB'),
          required: 1,
          explanatoryText: 'At least 1 hour in cybersecurity, privacy and data protection.',
        });
    }
    const groups =
      code === 'NY'
        ? [
            { sk: 1, longDescription: 'Experienced Attorney' },
            { sk: 2, longDescription: 'Newly Admitted Attorney' },
          ]
        : code === 'CA'
          ? [
              { sk: 3, longDescription: 'Group 1 (last names A–G)' },
              { sk: 4, longDescription: 'Group 2 (last names H–M)' },
              { sk: 5, longDescription: 'Group 3 (last names N–Z)' },
            ]
          : [];
    return {
      region_sk: 100 + i,
      code,
      slug: slugify(name),
      name,
      state_name: name,
      long_description: `${name} Attorney CLE Requirements`,
      credit_class_sk: 1,
      credit_class: 'Attorney',
      has_mandatory_cle: mandatory,
      period_years: periodYears,
      total_hours: total,
      reporting: mandatory
        ? rnd.pick(['Attorney reports', 'Provider reports', 'Attorney certifies on registration'])
        : 'Not applicable',
      is_license_number_required: mandatory && rnd.chance(0.5),
      license_number_name: mandatory
        ? rnd.pick(['Bar number', 'Attorney registration number', 'License number'])
        : null,
      compliance_groups: groups,
      requirements,
      notes: mandatory
        ? `${name} requires ${total} credit hours every ${periodYears === 1 ? 'year' : `${periodYears} years`}. Credits earned in excess of the requirement may not be carried over unless the rules say so.`
        : `${name} has no mandatory continuing legal education requirement for practising attorneys. Voluntary CLE is encouraged.`,
      sort_order: i + 1,
    };
  });
}

function faculty(rnd: Random): FacultyRow[] {
  const rows: FacultyRow[] = [];
  const used = new Set<string>();
  let id = 1;
  while (rows.length < COUNTS.faculty) {
    const first = rnd.pick(V.FIRST_NAMES);
    const last = rnd.pick(V.LAST_NAMES);
    const middle = used.has(`${first} ${last}`) ? `${String.fromCharCode(65 + rnd.int(0, 25))}. ` : '';
    const display = `${first} ${middle}${last}`;
    if (used.has(display)) continue;
    used.add(display);
    const firm = rnd.pick(V.FIRMS);
    const title = rnd.pick(V.FACULTY_TITLES);
    rows.push({
      id,
      individual_id: String(700000 + id),
      first_name: first,
      last_name: last,
      display_name: display,
      affiliation: firm,
      title,
      biography: `${display} is ${title.match(/^[AEIOU]/) ? 'an' : 'a'} ${title} at ${firm}, advising clients on ${rnd.pick(V.PRACTICE_AREAS).toLowerCase()} and ${rnd.pick(V.TOPICS).toLowerCase()}. A frequent PLI speaker, ${first} has written widely on ${rnd.pick(V.TOPICS).toLowerCase()}.`,
      slug: slugify(display),
      visibility_status: rnd.chance(0.9) ? 1 : 0,
    });
    id++;
  }
  return rows;
}

type ProgramKind = {
  contentType: string;
  searchableType: string;
  format: string;
  live: boolean;
  formatKey: string;
};
const PROGRAM_KINDS: ProgramKind[] = [
  {
    contentType: 'LiveProgramSeminarVariation',
    searchableType: 'liveprogram',
    format: 'Live In-Person',
    live: true,
    formatKey: 'liveInPerson',
  },
  {
    contentType: 'LiveProgramWebcastVariation',
    searchableType: 'liveprogram',
    format: 'Live Webcast',
    live: true,
    formatKey: 'liveWebcast',
  },
  {
    contentType: 'LiveProgramGroupcastVariation',
    searchableType: 'liveprogram',
    format: 'Live Groupcast',
    live: true,
    formatKey: 'liveGroupcast',
  },
  {
    contentType: 'OnDemandWebVariation',
    searchableType: 'ondemandprogram',
    format: 'On-Demand',
    live: false,
    formatKey: 'onDemand',
  },
];

/**
 * The credit type an item's own subject earns (vocabulary AREA_CREDIT, TOPIC_CREDIT), or null. Derived
 * from the item's data alone, never from the random stream, so codes, prices and dates stay put.
 */
function subjectCredit(area: string, topic: string): string | null {
  return (
    V.AREA_CREDIT[area as keyof typeof V.AREA_CREDIT] ??
    V.TOPIC_CREDIT[topic as keyof typeof V.TOPIC_CREDIT] ??
    null
  );
}

function programCredits(
  rnd: Random,
  code: string,
  hours: number,
  juris: JurisdictionRow[],
  creditTypes: CreditTypeRow[],
  subject: string | null,
): ProductCreditRow[] {
  const rows: ProductCreditRow[] = [];
  const ethicsSk = creditTypes.find((c) => c.code === 'ETH')!.sk;
  const generalSk = creditTypes.find((c) => c.code === 'GEN')!.sk;
  const drawnExtra = rnd.pick(creditTypes.filter((c) => !['GEN', 'ETH'].includes(c.code)));
  const drawnEthics = rnd.chance(0.45);
  const drawnExtraChance = rnd.chance(0.3);
  // the subject's own credit is always granted (the draws above stay, so the stream does not move)
  const subjectType = subject && subject !== 'ETH' ? creditTypes.find((c) => c.code === subject) : undefined;
  const extra = subjectType ?? drawnExtra;
  const withEthics = drawnEthics || subject === 'ETH';
  const withExtra = drawnExtraChance || subjectType !== undefined;
  for (const j of rnd.sample(
    juris.filter((x) => x.has_mandatory_cle),
    rnd.int(18, 40),
  )) {
    const status = rnd.chance(0.85)
      ? 'Approved'
      : rnd.pick(['Pending', 'CreditUponRequest', 'ApplicationSubmitted']);
    // an ethics amount is drawn only where the stream always drew one
    const ethics = drawnEthics
      ? Math.min(1 + rnd.int(0, 1), hours - 0.5)
      : withEthics
        ? Math.min(1, hours - 0.5)
        : 0;
    const extraHours = withExtra ? Math.min(1, hours / 2) : 0;
    rows.push({
      product_code: code,
      region_sk: j.region_sk,
      credit_type_sk: generalSk,
      amount: Math.max(0.5, hours - ethics - extraHours),
      status,
    });
    if (ethics > 0)
      rows.push({
        product_code: code,
        region_sk: j.region_sk,
        credit_type_sk: ethicsSk,
        amount: ethics,
        status,
      });
    if (extraHours > 0)
      rows.push({
        product_code: code,
        region_sk: j.region_sk,
        credit_type_sk: extra.sk,
        amount: extraHours,
        status,
      });
  }
  return rows;
}

export function generateCatalogue(): Catalogue {
  const rnd = createRandom(20261122);
  const practiceAreas = taxonomy(V.PRACTICE_AREAS, 'practitioners of');
  const industries = taxonomy(V.INDUSTRIES, 'lawyers serving');
  const audiences = taxonomy(V.AUDIENCES, '');
  for (const a of audiences)
    a.description = `Programs and publications selected for ${a.name.toLowerCase()}.`;
  const creditTypes = V.CREDIT_TYPES.map(([code, description], i) => ({ sk: i + 1, code, description }));
  const juris = jurisdictions(rnd, creditTypes);
  const fac = faculty(rnd);
  const products: ProductRow[] = [];
  const productCredits: ProductCreditRow[] = [];
  const usedUrls = new Set<string>();
  const uniqueUrl = (base: string) => {
    let url = base;
    for (let n = 2; usedUrls.has(url); n++) url = `${base}-${n}`;
    usedUrls.add(url);
    return url;
  };

  // Programs and their segments
  for (let i = 0; i < COUNTS.programs; i++) {
    const kind = rnd.pick(PROGRAM_KINDS);
    const areaIdx = rnd.sample(practiceAreas, rnd.int(1, 3));
    const area = areaIdx[0]!;
    const topic = rnd.pick(V.TOPICS);
    const start = SEED_EPOCH + rnd.int(-420, 330) * DAY + rnd.int(13, 15) * 3600_000;
    const year = new Date(start).getUTCFullYear();
    const title = rnd
      .pick(V.PROGRAM_PATTERNS)
      .replace('{area}', area.name)
      .replace('{topic}', topic)
      .replace('{year}', String(year));
    const code = String(380000 + i * 7);
    const hours = rnd.pick([1, 1.5, 3, 6, 6.5, 7, 12, 13]);
    const days = hours > 7 ? 2 : 1;
    const city = rnd.pick(V.CITIES);
    const speakers = rnd.sample(fac, rnd.int(3, 8));
    const free = rnd.chance(0.05);
    const price = free
      ? 0
      : kind.live
        ? rnd.pick([1495, 1695, 1995, 2295, 2995])
        : rnd.pick([895, 1195, 1495, 1995]);
    const url = uniqueUrl(`/programs/${slugify(title)}`);
    const description = `${title} brings together ${speakers.length} leading practitioners to examine ${topic.toLowerCase()} and the latest developments in ${area.name.toLowerCase()}. Attendees will leave with practical strategies, model documents and a clear view of where regulators and courts are heading.`;
    products.push({
      ...PRODUCT_DEFAULTS,
      code,
      pk: `prg-${code}`,
      title,
      url,
      searchable_type: kind.searchableType,
      content_type: kind.contentType,
      format: kind.format,
      description,
      practice_area_ids: areaIdx.map((a) => a.id),
      industry_ids: rnd.sample(industries, rnd.int(0, 2)).map((x) => x.id),
      audience_ids: rnd.sample(audiences, rnd.int(1, 3)).map((x) => x.id),
      faculty_ids: speakers.map((s) => s.id),
      price,
      event_start: kind.live ? iso(start) : null,
      event_end: kind.live ? iso(start + (days - 1) * DAY + Math.min(hours, 7) * 3600_000) : null,
      time_zone: kind.live ? city[2] : null,
      location: kind.formatKey === 'liveInPerson' ? `${city[1]}, ${city[0]}` : kind.live ? 'Online' : null,
      publication_date: kind.live ? null : isoDate(start),
      run_time_seconds: Math.round(hours * 3600),
      image_url: `/images/programs/${(i % 24) + 1}.webp`,
      data: {
        formatKey: kind.formatKey,
        creditHours: hours,
        retail: !free,
        chairpersons: speakers.slice(0, 1).map((s) => s.id),
      },
    });
    productCredits.push(
      ...programCredits(rnd, code, hours, juris, creditTypes, subjectCredit(area.name, topic)),
    );

    for (let s = 1; s <= COUNTS.segmentsPerProgram; s++) {
      const segTopic = rnd.pick(V.TOPICS);
      const segTitle = `${segTopic} (${title})`;
      const segCode = `${code}-${s}`;
      const segHours = rnd.pick([0.5, 1, 1, 1.5]);
      products.push({
        ...PRODUCT_DEFAULTS,
        code: segCode,
        pk: `seg-${segCode}`,
        title: segTitle,
        url: `${url}/${s}`,
        searchable_type: 'ondemandsegment',
        content_type: 'OnDemandWebVariation',
        format: 'On-Demand',
        description: `Segment ${s} of ${COUNTS.segmentsPerProgram} from ${title}: ${segTopic.toLowerCase()} in ${area.name.toLowerCase()} practice.`,
        practice_area_ids: [area.id],
        industry_ids: [],
        audience_ids: [],
        faculty_ids: rnd.sample(speakers, rnd.int(1, 2)).map((f) => f.id),
        price: free ? 0 : rnd.pick([95, 145, 195, 295]),
        publication_date: isoDate(start + 14 * DAY),
        parent_code: code,
        segment_number: s,
        run_time_seconds: Math.round(segHours * 3600),
        image_url: `/images/programs/${(i % 24) + 1}.webp`,
        data: {
          formatKey: 'onDemand',
          creditHours: segHours,
          onDemandType: 1,
          onDemandMediaType: 1,
          retail: !free,
        },
      });
      productCredits.push(
        ...programCredits(
          rnd,
          segCode,
          segHours,
          juris,
          creditTypes,
          subjectCredit(area.name, segTopic),
        ).slice(0, 12),
      );
    }
  }

  // Publications
  for (let i = 0; i < COUNTS.publications; i++) {
    const [format, contentType] = rnd.pick(V.PUBLICATION_FORMATS);
    const area = rnd.pick(practiceAreas);
    const topic = rnd.pick(V.TOPICS);
    const year = 2024 + rnd.int(0, 3);
    const title =
      format === 'Course Handbook'
        ? `${rnd.pick(V.PROGRAM_PATTERNS).replace('{area}', area.name).replace('{topic}', topic).replace('{year}', String(year))} (Course Handbook)`
        : format === 'Answer Book'
          ? `${topic} Answer Book ${year}`
          : `${area.name}: ${rnd.pick(['A Practice Guide', 'Law and Practice', 'Forms and Commentary', 'Deskbook', 'Case Digest'])}${i % 5 === 0 ? ` (${format})` : ''}`;
    const code = String(200000 + i * 11);
    const authors = rnd.sample(fac, rnd.int(1, 4));
    const print = rnd.chance(0.6);
    products.push({
      ...PRODUCT_DEFAULTS,
      code,
      pk: `pub-${code}`,
      title,
      url: uniqueUrl(`/publications/${slugify(title)}`),
      searchable_type: 'book',
      content_type: contentType,
      format,
      description: `${title} gives practitioners authoritative, up-to-date coverage of ${topic.toLowerCase()} in ${area.name.toLowerCase()}, with checklists, forms and analysis by ${authors.map((a) => a.display_name).join(', ')}.`,
      practice_area_ids: [area.id],
      industry_ids: rnd.sample(industries, rnd.int(0, 1)).map((x) => x.id),
      audience_ids: rnd.sample(audiences, 1).map((x) => x.id),
      faculty_ids: authors.map((a) => a.id),
      price: rnd.pick([195, 295, 395, 495, 695]),
      publication_date: isoDate(SEED_EPOCH - rnd.int(0, 900) * DAY),
      run_time_seconds: null,
      image_url: `/images/publications/${(i % 12) + 1}.webp`,
      is_stock_item: print,
      data: {
        formatKey: slugify(format),
        bookFormat: print ? rnd.pick(['hardcover', 'softcover', 'binder']) : 'digital-program',
        pages: rnd.int(180, 2400),
      },
    });
  }

  // Podcasts: 20 series, 1 to 3 seasons, 15 episodes each
  const podcastSeries: PodcastSeriesRow[] = [];
  const podcastSeasons: PodcastSeasonRow[] = [];
  const subjectOf = (series: string) => V.PODCAST_SUBJECTS[series as (typeof V.PODCAST_SERIES)[number]];
  const subjectArea = (series: string) => practiceAreas.find((a) => a.name === subjectOf(series))!;
  V.PODCAST_SERIES.forEach((name, si) => {
    const code = `POD${String(si + 1).padStart(3, '0')}`;
    const slug = slugify(name);
    const hosts = rnd.sample(fac, rnd.int(1, 2));
    const coHosts = rnd.chance(0.4) ? rnd.sample(fac, 1) : [];
    podcastSeries.push({
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
      podcastSeasons.push({ code: `${code}-S${s}`, series_code: code, name: `Season ${s}`, sort_order: s });
    for (let e = 1; e <= COUNTS.episodesPerSeries; e++) {
      const season = Math.min(seasonCount, Math.ceil((e / COUNTS.episodesPerSeries) * seasonCount));
      const epCode = `${code}-E${String(e).padStart(2, '0')}`;
      const epTitle = `${rnd.pick(V.EPISODE_TOPICS)}`;
      const provider = rnd.pick(['podbean', 'acast', 'vimeo']);
      const guests = rnd.sample(fac, rnd.int(1, 7));
      products.push({
        ...PRODUCT_DEFAULTS,
        code: epCode,
        pk: `pod-${epCode}`,
        title: `${name} Episode ${e}: ${epTitle}`,
        url: uniqueUrl(`/podcasts/${slug}/episode-${e}-${slugify(epTitle)}`),
        searchable_type: 'podcastepisode',
        content_type: 'PodcastEpisodeVariation',
        format: 'Podcast',
        description: `In episode ${e} of ${name}, ${hosts[0]!.display_name} talks with ${guests.map((g) => g.display_name).join(', ')} about ${epTitle.toLowerCase()}.`,
        // the draw stays (the stream must not move); an episode is filed under its series' subject
        practice_area_ids: [(rnd.pick(practiceAreas), subjectArea(name)).id],
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
  });

  for (const p of products)
    if (p.code === AUDIO_PROGRAM_CODE || p.parent_code === AUDIO_PROGRAM_CODE) {
      p.content_type = 'OnDemandMp3Variation';
      p.data = { ...p.data, onDemandMediaType: 0 };
    }

  return {
    practiceAreas,
    industries,
    audiences,
    creditTypes,
    jurisdictions: juris,
    faculty: fac,
    products,
    productCredits,
    podcastSeries,
    podcastSeasons,
  };
}
