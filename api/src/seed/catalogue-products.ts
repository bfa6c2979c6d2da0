// The catalogue's products, drawn from its random stream in a fixed order (generate-catalogue.ts calls
// these in turn): programs with their segments and credit, publications, podcast series with their
// seasons and episodes (catalogue-podcasts.ts). Moving a draw moves every row after it: each builder draws as it always did.
import { slugify } from '../lib/random';
import type { Random } from '../lib/random';
import * as V from './vocabulary';
import type {
  CreditTypeRow,
  FacultyRow,
  JurisdictionRow,
  PodcastSeasonRow,
  PodcastSeriesRow,
  ProductCreditRow,
  ProductRow,
  TaxonomyRow,
} from '../db/rows';
import { COUNTS, DAY, iso, isoDate, PRODUCT_DEFAULTS, SEED_EPOCH } from './catalogue-shape';

/**
 * The seeded audio item (issue 38, decision 068): an on-demand program sold as audio MP3
 * (onDemandMediaType 0), with its segments. It is the program the plus member (pm@example.com) owns
 * (generate-library picks it; api/test/media-files.test.ts checks that she does), so the retail
 * member's programs, which the launch journeys pick from, all stay video.
 */
const AUDIO_PROGRAM_CODE = '380812';

/** What the builders draw from and add to. */
export interface CatalogueDraft {
  rnd: Random;
  practiceAreas: TaxonomyRow[];
  industries: TaxonomyRow[];
  audiences: TaxonomyRow[];
  creditTypes: CreditTypeRow[];
  juris: JurisdictionRow[];
  fac: FacultyRow[];
  products: ProductRow[];
  productCredits: ProductCreditRow[];
  podcastSeries: PodcastSeriesRow[];
  podcastSeasons: PodcastSeasonRow[];
  /** the URL, or the URL with -2, -3, ... when it is taken */
  uniqueUrl(base: string): string;
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

interface Program {
  i: number;
  code: string;
  title: string;
  url: string;
  area: TaxonomyRow;
  speakers: FacultyRow[];
  free: boolean;
  start: number;
}

/** Program i, its credit, then its segments. */
export function addProgram(d: CatalogueDraft, i: number): void {
  const { rnd } = d;
  const kind = rnd.pick(PROGRAM_KINDS);
  const areaIdx = rnd.sample(d.practiceAreas, rnd.int(1, 3));
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
  const speakers = rnd.sample(d.fac, rnd.int(3, 8));
  const free = rnd.chance(0.05);
  const price = free
    ? 0
    : kind.live
      ? rnd.pick([1495, 1695, 1995, 2295, 2995])
      : rnd.pick([895, 1195, 1495, 1995]);
  const url = d.uniqueUrl(`/programs/${slugify(title)}`);
  const description = `${title} brings together ${speakers.length} leading practitioners to examine ${topic.toLowerCase()} and the latest developments in ${area.name.toLowerCase()}. Attendees will leave with practical strategies, model documents and a clear view of where regulators and courts are heading.`;
  d.products.push({
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
    industry_ids: rnd.sample(d.industries, rnd.int(0, 2)).map((x) => x.id),
    audience_ids: rnd.sample(d.audiences, rnd.int(1, 3)).map((x) => x.id),
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
  d.productCredits.push(
    ...programCredits(rnd, code, hours, d.juris, d.creditTypes, subjectCredit(area.name, topic)),
  );
  const program = { i, code, title, url, area, speakers, free, start };
  for (let s = 1; s <= COUNTS.segmentsPerProgram; s++) addSegment(d, program, s);
}

/** Segment s of a program: on demand, a part of its faculty and credit. */
function addSegment(
  d: CatalogueDraft,
  { i, code, title, url, area, speakers, free, start }: Program,
  s: number,
) {
  const { rnd } = d;
  const segTopic = rnd.pick(V.TOPICS);
  const segTitle = `${segTopic} (${title})`;
  const segCode = `${code}-${s}`;
  const segHours = rnd.pick([0.5, 1, 1, 1.5]);
  d.products.push({
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
  d.productCredits.push(
    ...programCredits(
      rnd,
      segCode,
      segHours,
      d.juris,
      d.creditTypes,
      subjectCredit(area.name, segTopic),
    ).slice(0, 12),
  );
}

/** Publication i: a course handbook, answer book or treatise, print or digital. */
export function addPublication(d: CatalogueDraft, i: number): void {
  const { rnd } = d;
  const [format, contentType] = rnd.pick(V.PUBLICATION_FORMATS);
  const area = rnd.pick(d.practiceAreas);
  const topic = rnd.pick(V.TOPICS);
  const year = 2024 + rnd.int(0, 3);
  const title =
    format === 'Course Handbook'
      ? `${rnd.pick(V.PROGRAM_PATTERNS).replace('{area}', area.name).replace('{topic}', topic).replace('{year}', String(year))} (Course Handbook)`
      : format === 'Answer Book'
        ? `${topic} Answer Book ${year}`
        : `${area.name}: ${rnd.pick(['A Practice Guide', 'Law and Practice', 'Forms and Commentary', 'Deskbook', 'Case Digest'])}${i % 5 === 0 ? ` (${format})` : ''}`;
  const code = String(200000 + i * 11);
  const authors = rnd.sample(d.fac, rnd.int(1, 4));
  const print = rnd.chance(0.6);
  d.products.push({
    ...PRODUCT_DEFAULTS,
    code,
    pk: `pub-${code}`,
    title,
    url: d.uniqueUrl(`/publications/${slugify(title)}`),
    searchable_type: 'book',
    content_type: contentType,
    format,
    description: `${title} gives practitioners authoritative, up-to-date coverage of ${topic.toLowerCase()} in ${area.name.toLowerCase()}, with checklists, forms and analysis by ${authors.map((a) => a.display_name).join(', ')}.`,
    practice_area_ids: [area.id],
    industry_ids: rnd.sample(d.industries, rnd.int(0, 1)).map((x) => x.id),
    audience_ids: rnd.sample(d.audiences, 1).map((x) => x.id),
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

/** The seeded audio item: its program and segments sold as MP3. */
export function markAudioProgram(products: ProductRow[]): void {
  for (const p of products)
    if (p.code === AUDIO_PROGRAM_CODE || p.parent_code === AUDIO_PROGRAM_CODE) {
      p.content_type = 'OnDemandMp3Variation';
      p.data = { ...p.data, onDemandMediaType: 0 };
    }
}
