// Spec 3 §3 entity fields the product pages read beyond the page's first needs: a variation's author,
// live schedule, segments, duration, download variants, launch URL, venue address and additional
// information blocks (S3-DATA-01/03/05); the catalog and program relations' product, segment
// set and plus-subscriber flag (S3-DATA-13/14); and the panel's on-demand and publication variants with
// the caller's own state (S3-DATA-07/08/09, GET /product/{code}/variants). The product pages do not
// parse these fields with the page (they do not read them, and their schemas weighed on the pages'
// first-load budget): product-entity-payload.ts requires them, and the API's route tests parse with it.
import * as z from 'zod/mini';

const nullableString = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

/** One sitting of a live program (a multi-day program has one a day), ISO instants. */
const LiveSessionSchema = z.object({ start: z.string(), end: z.string() });
/** A way to download an on-demand recording (spec 3 §4.6 download modal: audio and video). */
const DownloadVariantSchema = z.object({
  code: z.string(),
  mediaType: z.enum(['audio', 'video']),
  label: z.string(),
  url: z.string(),
});
/** A segment as its program's variation lists it. */
const VariationSegmentSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  url: z.string(),
  segmentNumber: nullableNumber,
  runTimeSeconds: nullableNumber,
});

/** S3-DATA-01, S3-DATA-03, S3-DATA-05: fields every variation of GET /product/{code} carries. */
export const VariationEntityFields = {
  author: nullableString,
  liveSchedule: z.array(LiveSessionSchema),
  segments: z.array(VariationSegmentSchema),
  /** the editor's own duration text ('Approx. 6 hours'), else null */
  customDuration: nullableString,
  downloadVariants: z.array(DownloadVariantSchema),
  /** where the Launch button leads (the site's player page); null for what cannot be launched */
  launchUrl: nullableString,
  address1: nullableString,
  address2: nullableString,
  additionalInfo1: nullableString,
  additionalInfo1Header: nullableString,
  additionalInfo2: nullableString,
  additionalInfo2Header: nullableString,
  additionalInfo3: nullableString,
  additionalInfo3Header: nullableString,
};

const ProductSummarySchema = z.object({ code: z.string(), displayName: z.string(), url: z.string() });
/** A program's segment set: how many segments and their total running time. */
const SegmentSetSchema = z.object({
  code: z.string(),
  segmentCount: z.number(),
  totalRunTimeSeconds: z.number(),
});

/** S3-DATA-13, S3-DATA-14: fields the catalog (and program) relations carry (their `variants`, which the
 * book page reads, are in product-schemas.ts). */
export const CatalogRelationEntityFields = {
  /** the product the page belongs to (a segment's program, else itself) */
  product: ProductSummarySchema,
  /** the caller is a PLI PLUS subscriber (false for anonymous visitors) */
  isPlusSubscriber: z.boolean(),
  /** program relations: the program product, its variations, segment set and segments (null/[] otherwise) */
  programProduct: z.nullable(ProductSummarySchema),
  variations: z.array(ProductSummarySchema),
  segmentSet: z.nullable(SegmentSetSchema),
};

const MaterialLinkSchema = z.object({ title: z.string(), url: z.string() });

/** S3-DATA-08: an on-demand variant as the panel reads it, with the caller's own state. */
const OnDemandVariantSchema = z.object({
  code: z.string(),
  location: nullableString,
  publicationDate: nullableString,
  displayName: z.string(),
  itemClass: nullableNumber,
  prices: z.object({ price: z.number(), originalPrice: z.number() }),
  retail: z.boolean(),
  isExpired: z.boolean(),
  purchased: z.boolean(),
  hasMaterials: z.boolean(),
  materials: z.array(MaterialLinkSchema),
  transcriptUrl: nullableString,
  thumbnail: nullableString,
  /** running time in seconds */
  duration: nullableNumber,
  /** percent watched, 0 to 100 */
  progress: z.number(),
  launchUrl: nullableString,
});

/** S3-DATA-09: a publication variant as the panel reads it, with the caller's own state. */
const PublicationVariantSchema = z.object({
  code: z.string(),
  publicationDate: nullableString,
  displayName: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  purchased: z.boolean(),
  format: z.string(),
  hasUpkeep: z.boolean(),
  readOnPlusUrl: nullableString,
  contentLinkUrl: z.string(),
  isStsRenewalPermitted: z.boolean(),
  purchasedStsExpirationDate: nullableString,
  priorityCode: nullableString,
});

/** S3-DATA-07: a live variant (a way to attend) as the panel reads it, with the caller's registration. */
const LiveVariantSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  location: nullableString,
  eventStartDate: nullableString,
  eventEndDate: nullableString,
  timeZoneIdentifier: nullableString,
  /** online, in-person or groupcast */
  type: nullableString,
  itemClass: nullableNumber,
  price: z.number(),
  originalPrice: z.number(),
  retail: z.boolean(),
  isExpired: z.boolean(),
  registered: z.boolean(),
  /** its seats are gone: the waitlist mail instead of registering */
  waitlist: z.boolean(),
  address1: nullableString,
  address2: nullableString,
  launchUrl: nullableString,
});

/** GET /product/{code}/variants */
export const ProductVariantsPayloadSchema = z.object({
  code: z.string(),
  liveVariants: z.array(LiveVariantSchema),
  onDemandVariants: z.array(OnDemandVariantSchema),
  publicationVariants: z.array(PublicationVariantSchema),
});
export type ProductVariantsPayload = z.output<typeof ProductVariantsPayloadSchema>;
