// schema.org JSON-LD for a page's head (issue 36), built from catalogue rows: a live program as an Event
// and a Course with its CourseInstance, an on-demand program or segment as a Course, a publication as a
// Book, podcast series and episodes, a faculty member's profile, and breadcrumbs. Pure. URLs are site
// paths, like every URL the API answers; the shell resolves them on the site origin. Nothing here may
// come from a person: the content call is the same for everyone.
import type { JsonLd } from '@cle/contracts/schemas';
import { OG_IMAGE_WIDTH, imageUrlAt } from '@cle/contracts/images';
import { PROVIDER_NAME, PROVIDER_SHORT_NAME } from '@cle/contracts/site';

const CONTEXT = 'https://schema.org';
const SCHEMA = (name: string) => `${CONTEXT}/${name}`;
/** The catalogue's prices are US dollars. */
const PRICE_CURRENCY = 'USD';

export interface Crumb {
  name: string;
  url: string;
}
/** A faculty member as a page names them: a link only to a page that may be indexed. */
export interface PersonRef {
  name: string;
  url: string | null;
}

/** The catalogue columns the builders read (a products row). */
export interface CatalogueItem {
  title: string;
  url: string;
  searchable_type: string;
  description: string;
  price: string | number;
  event_start: Date | string | null;
  event_end: Date | string | null;
  time_zone: string | null;
  location: string | null;
  publication_date: Date | string | null;
  run_time_seconds: number | null;
  episode_number: number | null;
  image_url: string | null;
  is_stock_item: boolean;
  data: Record<string, unknown>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;
const jsonLd = (type: string, props: Record<string, unknown>): JsonLd =>
  compact({ '@context': CONTEXT, '@type': type, ...props });

const provider = () => ({
  '@type': 'Organization',
  name: PROVIDER_NAME,
  alternateName: PROVIDER_SHORT_NAME,
  url: '/',
});

/** The image a crawler is given: the catalogue image at the open-graph width (spec 1 §9). */
const largeImage = (src: string | null) => (src ? imageUrlAt(src, OG_IMAGE_WIDTH) : null);

const person = (p: PersonRef) => compact({ '@type': 'Person', name: p.name, url: p.url });

/** A calendar day (YYYY-MM-DD) of a date column. */
function isoDay(d: Date | string | null): string | null {
  if (!d) return null;
  return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : new Date(d).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as local time in a time zone with its offset (2027-03-27T09:00:00-04:00), as schema.org
 * dates are best given; UTC ('+00:00') when the zone is missing or unknown.
 */
export function isoWithOffset(d: Date | string, timeZone: string | null): string {
  const ms = new Date(d).getTime();
  let local = ms;
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(ms);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      local = Date.UTC(
        part('year'),
        part('month') - 1,
        part('day'),
        part('hour'),
        part('minute'),
        part('second'),
      );
    } catch {
      // an unknown zone: UTC
    }
  }
  const offsetMin = Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
  const t = new Date(local);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** A run time as an ISO 8601 duration (PT6H30M). */
export function isoDuration(seconds: number | null): string | null {
  if (!seconds || seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** Home, then the page's parents, then the page. */
export function breadcrumbList(trail: readonly Crumb[], page: Crumb): JsonLd {
  const items = [{ name: 'Home', url: '/' }, ...trail.filter((c) => c.url !== '/'), page];
  return jsonLd('BreadcrumbList', {
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.url,
    })),
  });
}

const isInPerson = (p: CatalogueItem) => p.data.formatKey === 'liveInPerson';

/** 'New York, NY 10036' as its parts, when it reads that way (the seeded venues are in the US). */
function usCityLine(line: string | null) {
  const m = line ? /^(.+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line) : null;
  return m ? { addressLocality: m[1], addressRegion: m[2], postalCode: m[3], addressCountry: 'US' } : null;
}

/** Where a live program happens: the venue and its address, or the program page for a webcast. */
function eventLocation(p: CatalogueItem) {
  if (!isInPerson(p)) return { '@type': 'VirtualLocation', url: p.url };
  const street = text(p.data.address1);
  const city = text(p.data.address2);
  const parts = usCityLine(city);
  const address = street
    ? compact({
        '@type': 'PostalAddress',
        streetAddress: street,
        ...(parts ?? { addressLocality: city }),
      })
    : p.location;
  return compact({ '@type': 'Place', name: p.location, address });
}

const AVAILABILITY = {
  open: SCHEMA('InStock'),
  full: SCHEMA('SoldOut'),
} as const;

/** What the page sells: the price, in dollars, at the page. Nothing once a live program has ended. */
function offer(p: CatalogueItem, o: { full?: boolean; ended?: boolean; category?: boolean } = {}) {
  if (o.ended) return null;
  const price = Number(p.price);
  return compact({
    '@type': 'Offer',
    price,
    priceCurrency: PRICE_CURRENCY,
    url: p.url,
    availability: o.full ? AVAILABILITY.full : AVAILABILITY.open,
    // Google's course listings ask whether a course costs anything
    category: o.category ? (price === 0 ? 'Free' : 'Paid') : null,
  });
}

/** The dates, place and way of attending a live program, as an Event and its CourseInstance share them. */
function liveFacts(p: CatalogueItem) {
  const online = !isInPerson(p);
  return compact({
    startDate: p.event_start ? isoWithOffset(p.event_start, p.time_zone) : null,
    endDate: p.event_end ? isoWithOffset(p.event_end, p.time_zone) : null,
    eventAttendanceMode: SCHEMA(online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'),
    location: eventLocation(p),
  });
}

export interface LiveState {
  /** seats are gone (the variant is waitlisted) */
  full: boolean;
  /** the live window has closed */
  ended: boolean;
}

/** A live program: an Event (dates, place, offers, faculty) and a Course with this sitting as its instance. */
export function liveProgramJsonLd(
  p: CatalogueItem,
  faculty: readonly PersonRef[],
  state: LiveState,
): JsonLd[] {
  const facts = liveFacts(p);
  const event = jsonLd('Event', {
    name: p.title,
    description: p.description,
    url: p.url,
    image: largeImage(p.image_url),
    eventStatus: SCHEMA('EventScheduled'),
    ...facts,
    organizer: provider(),
    performer: faculty.length ? faculty.map(person) : null,
    offers: offer(p, state),
    isAccessibleForFree: Number(p.price) === 0 || null,
  });
  const course = jsonLd('Course', {
    name: p.title,
    description: p.description,
    url: p.url,
    image: largeImage(p.image_url),
    provider: provider(),
    offers: offer(p, { ...state, category: true }),
    hasCourseInstance: [
      compact({
        '@type': 'CourseInstance',
        courseMode: isInPerson(p) ? 'Onsite' : 'Online',
        courseWorkload: isoDuration(p.run_time_seconds),
        ...facts,
        instructor: faculty.length ? faculty.map(person) : null,
      }),
    ],
  });
  return [event, course];
}

/** An on-demand program or segment: a Course taken online, at the learner's pace; a segment is part of its program. */
export function onDemandCourseJsonLd(
  p: CatalogueItem,
  faculty: readonly PersonRef[],
  program: Crumb | null,
): JsonLd {
  return jsonLd('Course', {
    name: p.title,
    description: p.description,
    url: p.url,
    image: largeImage(p.image_url),
    provider: provider(),
    datePublished: isoDay(p.publication_date),
    isPartOf: program ? { '@type': 'Course', name: program.name, url: program.url } : null,
    offers: offer(p, { category: true }),
    hasCourseInstance: [
      compact({
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: isoDuration(p.run_time_seconds),
        instructor: faculty.length ? faculty.map(person) : null,
      }),
    ],
  });
}

/** The catalogue's book formats as schema.org names them (a looseleaf binder has no name there). */
const BOOK_FORMAT: Record<string, string> = {
  hardcover: SCHEMA('Hardcover'),
  softcover: SCHEMA('Paperback'),
  'digital-program': SCHEMA('EBook'),
};

/** A publication: a Book by its authors, published by PLI, with its format, pages and price. */
export function bookJsonLd(p: CatalogueItem, authors: readonly PersonRef[]): JsonLd {
  const bookFormat = text(p.data.bookFormat);
  return jsonLd('Book', {
    name: p.title,
    description: p.description,
    url: p.url,
    image: largeImage(p.image_url),
    author: authors.length ? authors.map(person) : null,
    publisher: provider(),
    datePublished: isoDay(p.publication_date),
    bookFormat: bookFormat ? (BOOK_FORMAT[bookFormat] ?? null) : null,
    numberOfPages: typeof p.data.pages === 'number' ? p.data.pages : null,
    isbn: text(p.data.isbn),
    offers: offer(p),
  });
}

/** A podcast episode: its series, number, date, length and audio. */
export function podcastEpisodeJsonLd(p: CatalogueItem, series: Crumb | null): JsonLd {
  const media = Array.isArray(p.data.podcastMediaUrls)
    ? (p.data.podcastMediaUrls as { url?: unknown }[]).map((m) => text(m.url)).find(Boolean)
    : null;
  return jsonLd('PodcastEpisode', {
    name: p.title,
    description: p.description,
    url: p.url,
    image: largeImage(p.image_url),
    datePublished: isoDay(p.publication_date),
    episodeNumber: p.episode_number,
    timeRequired: isoDuration(p.run_time_seconds),
    partOfSeries: series ? { '@type': 'PodcastSeries', name: series.name, url: series.url } : null,
    associatedMedia: media ? { '@type': 'AudioObject', contentUrl: media } : null,
    publisher: provider(),
  });
}

export interface PodcastSeriesFacts {
  name: string;
  url: string;
  description: string;
  image_url: string | null;
  hosts: readonly PersonRef[];
  /** the listening services' pages for the series */
  serviceLinks: readonly string[];
}

/** A podcast series: its hosts, image and the listening services that carry it. */
export function podcastSeriesJsonLd(s: PodcastSeriesFacts): JsonLd {
  return jsonLd('PodcastSeries', {
    name: s.name,
    description: s.description,
    url: s.url,
    image: largeImage(s.image_url),
    author: s.hosts.length ? s.hosts.map(person) : null,
    publisher: provider(),
    sameAs: s.serviceLinks.length ? [...s.serviceLinks] : null,
  });
}

export interface FacultyFacts {
  name: string;
  givenName: string;
  familyName: string;
  jobTitle: string;
  affiliation: string;
  biography: string;
  url: string;
  image: string | null;
}

/** A faculty member's page: a ProfilePage about the Person. */
export function facultyProfileJsonLd(f: FacultyFacts): JsonLd {
  return jsonLd('ProfilePage', {
    url: f.url,
    mainEntity: compact({
      '@type': 'Person',
      name: f.name,
      givenName: text(f.givenName),
      familyName: text(f.familyName),
      jobTitle: text(f.jobTitle),
      worksFor: text(f.affiliation) ? { '@type': 'Organization', name: f.affiliation } : null,
      description: text(f.biography),
      image: f.image,
      url: f.url,
    }),
  });
}
