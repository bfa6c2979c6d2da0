// The product payload's building blocks (spec 3 §3): a variation, the alternative / cross-link card and
// a faculty member, each made from its catalogue row.
import type { FacultyRecord, ProductRecord } from '../db/rows';
import type { ProductDetails } from './product-details';
import { datesFormatted } from '../search/search-items';
import { portraitUrl } from '../faculty/faculty-urls';
import { notifyUrlOf } from '../seo/indexable';
import { previewOf } from '../media/media-streams';

const toIso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Variation type of spec 3 §3 (in-person, online, groupcast), from the seed's format key. */
const VARIATION_TYPE: Record<string, string> = {
  liveInPerson: 'in-person',
  liveWebcast: 'online',
  liveGroupcast: 'groupcast',
  onDemand: 'online',
};

/** The catalogue's own fields of a variation. */
function variationFields(p: ProductRecord) {
  const formatKey = typeof p.data.formatKey === 'string' ? p.data.formatKey : '';
  return {
    code: p.code,
    pk: p.pk,
    displayName: p.title,
    url: p.url,
    contentType: ['ProductData', 'VariationContent', p.content_type],
    searchableType: p.searchable_type,
    format: p.format,
    type: VARIATION_TYPE[formatKey] ?? null,
    description: p.description,
    // A segment's own text; its page merges it with the program's overview (overviewMode 1).
    segmentDescription: p.parent_code ? p.description : null,
    overviewMode: typeof p.data.overviewMode === 'number' ? p.data.overviewMode : p.parent_code ? 1 : 0,
    price: Number(p.price),
    retail: p.data.retail !== false,
    eventStartDate: toIso(p.event_start),
    eventEndDate: toIso(p.event_end),
    timeZoneIdentifier: p.time_zone,
    location: p.location,
    publicationDate: toIso(p.publication_date),
    parentProductCode: p.parent_code,
    externalSystemKey: p.pk,
    segmentNumber: p.segment_number,
    runTimeSeconds: p.run_time_seconds,
  };
}

/** The fields kept in the row's data (media, credits, book format, podcast). */
function variationDataFields(p: ProductRecord) {
  return {
    onDemandType: p.data.onDemandType ?? 0,
    onDemandMediaType: p.data.onDemandMediaType ?? null,
    creditHours: p.data.creditHours ?? null,
    bookFormat: p.data.bookFormat ?? null,
    pages: p.data.pages ?? null,
    isStockItem: p.is_stock_item,
    imageUrl: p.image_url,
    podcastSeriesCode: p.series_code,
    realEpisodeNumber: p.episode_number,
    hasVideo: p.data.hasVideo === true,
    playerUrl: p.data.playerUrl ?? null,
    providerUrls: p.data.podcastMediaUrls ?? [],
  };
}

export function variation(p: ProductRecord, details?: ProductDetails) {
  return {
    ...variationFields(p),
    ...variationDataFields(p),
    // S3-CONST-04: an on-demand video's public preview (the page pauses it at 5 s)
    ...previewOf(p.code, p.searchable_type, p.data),
    // spec 3 §2.1: the notify panel's link, when editors set one (the page's robots rule reads it too)
    ...(notifyUrlOf(p.data) ? { notifyUrl: notifyUrlOf(p.data)! } : {}),
    // migration 015: item class, waitlist (seats gone) and the book's table of contents
    itemClassId: details?.itemClassId ?? null,
    waitlist: details?.waitlist ?? false,
    ...(details?.bookContent?.toc.length
      ? { sortedTableOfContentListJsonString: JSON.stringify(details.bookContent.toc) }
      : {}),
    // migration 032: a program's overview sections and the ones editors flagged empty (S3-PDP-66)
    ...details?.programContent?.overview,
    ...(details?.programContent?.emptyOverviewSections.length
      ? { emptyOverviewSections: details.programContent.emptyOverviewSections }
      : {}),
  };
}

const creditLine = (hours: number) => `Up to ${hours} credit ${hours === 1 ? 'hour' : 'hours'}`;

/** The alternative / cross-link card of spec 3 §3. */
export function card(p: ProductRecord) {
  const hours = p.data.creditHours;
  return {
    productCode: p.code,
    url: p.url,
    title: p.title,
    format: p.format,
    searchableType: p.searchable_type,
    datesFormatted: datesFormatted(p),
    eventStartDate: toIso(p.event_start),
    eventEndDate: toIso(p.event_end),
    publicationDate: toIso(p.publication_date),
    imageUrl: p.image_url,
    price: Number(p.price),
    creditDetailsFormatted:
      typeof hours === 'number' ? [{ keyword: 'credits', text: creditLine(hours) }] : [],
  };
}

export function facultyMember(f: FacultyRecord) {
  return {
    individualId: f.individual_id,
    externalId: f.individual_id,
    displayName: f.display_name,
    firstName: f.first_name,
    lastName: f.last_name,
    affiliation: f.affiliation,
    title: f.title,
    biography: f.biography,
    url: `/faculty/${f.slug}`,
    image: portraitUrl(f.id),
  };
}
