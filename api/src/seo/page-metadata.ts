// The metadata of pages the CMS derives from the catalogue (spec 1 §3; issue 36): what a crawler and a
// link preview read. Title and description, Open Graph and Twitter cards with the catalogue image (a site
// path; the shell serves it as the 1600 px webp), robots where the specs say noindex, and JSON-LD. Pure.
import { liveStatus } from '@cle/contracts/live-status';
import type { JsonLd, PageMetadata } from '@cle/contracts/schemas';
import {
  bookJsonLd,
  breadcrumbList,
  facultyProfileJsonLd,
  liveProgramJsonLd,
  onDemandCourseJsonLd,
  podcastEpisodeJsonLd,
  podcastSeriesJsonLd,
} from './structured-data';
import type { CatalogueItem, Crumb, FacultyFacts, PersonRef, PodcastSeriesFacts } from './structured-data';
import { facultyIndexable, isoInstant, productPageNoIndex } from './indexable';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The first `max` characters of a text, cut at a word and marked with an ellipsis when cut. */
export function summary(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Open Graph and Twitter cards: a large-image card when there is an image. */
function socialCards(title: string, description: string, type: string, image: string | null) {
  return {
    openGraph: { title, description, type, ...(image ? { image } : {}) },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(image ? { image } : {}),
    },
  } satisfies PageMetadata;
}

export interface ProductPageFacts {
  product: CatalogueItem & { code: string; content_type: string; parent_code: string | null };
  /** its faculty (speakers, authors or guests), in the catalogue's order */
  people: readonly PersonRef[];
  /** seats are gone: the live variant is waitlisted */
  waitlist: boolean;
  /** the pages above it, top first (Home aside): a practice area, a program, a podcast series */
  trail: readonly Crumb[];
}

/** The JSON-LD of a product page by its type; a type without a schema.org match gets none. */
function productJsonLd(f: ProductPageFacts, now: number): JsonLd[] {
  const p = f.product;
  const parent = f.trail[f.trail.length - 1] ?? null;
  switch (p.searchable_type) {
    case 'liveprogram': {
      const ended = liveStatus(
        { eventStartDate: isoInstant(p.event_start), eventEndDate: isoInstant(p.event_end) },
        now,
      );
      return liveProgramJsonLd(p, f.people, { full: f.waitlist, ended: ended === 'Live ended' });
    }
    case 'ondemandprogram':
      return [onDemandCourseJsonLd(p, f.people, null)];
    case 'ondemandsegment':
      return [onDemandCourseJsonLd(p, f.people, p.parent_code ? parent : null)];
    case 'book':
      return [bookJsonLd(p, f.people)];
    case 'podcastepisode':
      return [podcastEpisodeJsonLd(p, parent)];
    default:
      return [];
  }
}

const OG_TYPE: Record<string, string> = { book: 'book' };

/** A catalogue product's page (a program, segment, publication or podcast episode). */
export function productMetadata(f: ProductPageFacts, now: number): PageMetadata {
  const p = f.product;
  const description = summary(p.description);
  const noindex = productPageNoIndex(p, now);
  return {
    browserTitle: p.title,
    pageDescription: description,
    ...socialCards(p.title, description, OG_TYPE[p.searchable_type] ?? 'website', p.image_url),
    ...(noindex ? { robotsContent: 'noindex' } : {}),
    structuredData: [...productJsonLd(f, now), breadcrumbList(f.trail, { name: p.title, url: p.url })],
  };
}

/** A faculty member's page (spec 2 §4): noindex unless visible; a profile card and a ProfilePage. */
export function facultyMetadata(
  f: FacultyFacts & { visibilityStatus: number },
  trail: readonly Crumb[],
): PageMetadata {
  const description = summary(f.biography || [f.name, f.jobTitle, f.affiliation].filter(Boolean).join(', '));
  return {
    browserTitle: f.name,
    pageDescription: description,
    // the portrait is an SVG, which link previews do not show: the cards go without an image
    ...socialCards(f.name, description, 'profile', null),
    robotsContent: facultyIndexable(f.visibilityStatus) ? 'index' : 'noindex',
    structuredData: [facultyProfileJsonLd(f), breadcrumbList(trail, { name: f.name, url: f.url })],
  };
}

/**
 * What the catalogue adds to a podcast series' CMS page: cards with the series' own blurb and its latest
 * episode's image, and the PodcastSeries. The CMS page's own metadata wins where it has a value.
 */
export function podcastSeriesMetadata(s: PodcastSeriesFacts): PageMetadata {
  const description = summary(s.description);
  return {
    ...socialCards(s.name, description, 'website', s.image_url),
    structuredData: [podcastSeriesJsonLd(s)],
  };
}
