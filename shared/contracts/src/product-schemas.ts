// The product payloads (spec 3 §2.1, §3, §7): GET /product/{code}, the content-row feeds and the
// cards by product code. One definition for the API (its route tests parse every answer with these)
// and mfe-product (the product page parses at the boundary; home blocks import types only, see
// docs/decisions/006-validation.md).
import * as z from 'zod/mini';
import {
  BookContentSchema,
  ContentAreaSchema,
  PodcastContentSchema,
  TestimonialSchema,
  // by package path: the pages load product-content-schemas as a shared module of its own, and a
  // relative import put a second copy in this module's chunk (0.4 KB on every product page)
} from '@cle/contracts/product-content-schemas';
import { OVERVIEW_SECTION_KEYS } from '@cle/contracts/product-content-keys';
import { SearchResponseSchema } from './schemas';

const nullableString = z.nullable(z.string());

/** A publication variant's formats (spec 3 §3): digital first, then print, pre-order and subscriptions. */
export const PUBLICATION_FORMATS = [
  'digital-program',
  'digital-plusMember',
  'hardcover',
  'softcover',
  'binder',
  'preorder',
  'sts',
  'sts-renewal',
] as const;
const nullableNumber = z.nullable(z.number());

/** A podcast guest (spec 3 §3): status, biography, image and the link to their page (contentLink). */
const PodcastGuestSchema = z.object({
  displayName: z.string(),
  status: z.string(),
  biography: z.string(),
  image: nullableString,
  contentLink: z.string(),
});

export const VariationSchema = z.object({
  code: z.string(),
  pk: z.string(),
  displayName: z.string(),
  url: z.string(),
  /** the inheritance chain; the last item is the concrete type */
  contentType: z.array(z.string()),
  searchableType: z.string(),
  format: z.string(),
  /** in-person, online or groupcast */
  type: nullableString,
  description: z.string(),
  segmentDescription: nullableString,
  overviewMode: z.number(),
  price: z.number(),
  retail: z.boolean(),
  eventStartDate: nullableString,
  eventEndDate: nullableString,
  timeZoneIdentifier: nullableString,
  location: nullableString,
  publicationDate: nullableString,
  parentProductCode: nullableString,
  externalSystemKey: z.string(),
  segmentNumber: nullableNumber,
  runTimeSeconds: nullableNumber,
  onDemandType: z.number(),
  onDemandMediaType: nullableNumber,
  creditHours: nullableNumber,
  bookFormat: nullableString,
  pages: nullableNumber,
  isStockItem: z.boolean(),
  imageUrl: nullableString,
  podcastSeriesCode: nullableString,
  realEpisodeNumber: nullableNumber,
  hasVideo: z.boolean(),
  playerUrl: nullableString,
  providerUrls: z.array(z.object({ provider: z.string(), url: z.string() })),
  /** an on-demand item with video: its public preview, paused at 5000 ms on the page (S3-CONST-04) */
  previewUrl: z.optional(z.nullable(z.string())),
  /** the preview's captions (WebVTT) */
  previewCaptionsUrl: z.optional(z.nullable(z.string())),
  // Optional overview content (spec 3 §3); shown only when present and long enough.
  whyYouShouldAttend: z.optional(z.string()),
  whatYouWillLearn: z.optional(z.string()),
  whoShouldAttend: z.optional(z.string()),
  specialFeatures: z.optional(z.string()),
  /** S3-PDP-66: the overview sections editors flagged empty; the page hides them whatever their text */
  emptyOverviewSections: z.optional(z.array(z.enum(OVERVIEW_SECTION_KEYS))),
  programAnnouncements: z.optional(z.string()),
  sortedTableOfContentListJsonString: z.optional(z.string()),
  notifyUrl: z.optional(z.string()),
  isExpired: z.optional(z.boolean()),
  waitlist: z.optional(z.boolean()),
  /** the item class (spec 3 §3, §6: staff may request a groupcast for some classes) */
  itemClassId: z.optional(z.nullable(z.number())),
  /** a program page's layout blocks, its own layout and the live-now layout (GET /product/{code} only) */
  pdpLayoutBlock: z.optional(z.array(ContentAreaSchema)),
  productLayoutOverride: z.optional(z.nullable(z.array(ContentAreaSchema))),
  liveNowLayoutOverride: z.optional(z.nullable(z.array(ContentAreaSchema))),
  /** a podcast episode's guests and series (GET /product/{code} of an episode; spec 3 §3) */
  podcastGuests: z.optional(z.array(PodcastGuestSchema)),
  podcastSeriesDisplayName: z.optional(z.nullable(z.string())),
  podcastSeriesUrl: z.optional(z.nullable(z.string())),
  parentProductGuidValue: z.optional(z.nullable(z.string())),
});
export type Variation = z.output<typeof VariationSchema>;

const SpeakerSchema = z.object({ displayName: z.string(), url: z.string() });
const SegmentSchema = z.extend(VariationSchema, {
  speakers: z.array(SpeakerSchema),
  /** spec 3 §3 program segment: its key, the live program it belongs to, and the other speaker lists */
  prgSegmentSK: z.optional(z.string()),
  liveProgramId: z.optional(z.nullable(z.string())),
  chairpersons: z.optional(z.array(SpeakerSchema)),
  moderators: z.optional(z.array(SpeakerSchema)),
  instructors: z.optional(z.array(SpeakerSchema)),
});
export type Segment = z.output<typeof SegmentSchema>;

const FacultyMemberSchema = z.object({
  individualId: z.string(),
  externalId: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  affiliation: z.string(),
  title: z.string(),
  biography: z.string(),
  url: z.string(),
  /** the portrait (a site path) */
  image: z.optional(z.string()),
  /** 'Chairperson' or 'Speaker' on a product; absent in a faculty feed */
  role: z.optional(z.string()),
});
export type FacultyMember = z.output<typeof FacultyMemberSchema>;

export const CreditJurisdictionSchema = z.object({
  regionSk: z.number(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  notApproved: z.boolean(),
  credits: z.array(z.object({ creditType: z.string(), amount: z.number() })),
});
export type CreditJurisdiction = z.output<typeof CreditJurisdictionSchema>;

const CreditDetailSchema = z.object({ keyword: z.string(), text: z.string() });

/** The alternative / cross-link card (spec 3 §3). */
export const ProductCardSchema = z.object({
  productCode: z.string(),
  url: z.string(),
  title: z.string(),
  format: z.string(),
  searchableType: z.string(),
  datesFormatted: z.string(),
  eventStartDate: nullableString,
  eventEndDate: nullableString,
  publicationDate: nullableString,
  imageUrl: nullableString,
  price: z.number(),
  creditDetailsFormatted: z.array(CreditDetailSchema),
});
export type ProductCard = z.output<typeof ProductCardSchema>;

/**
 * A variant the page's panel offers (spec 3 §3 catalog relations `variants`): a program's ways to take
 * it, or a publication's editions (its print and digital formats, issue 39), each with its price and
 * book format, so the book page lists every format and knows which one is print (spec 3 §4.3, §6).
 */
const VariantSummarySchema = z.object({
  code: z.string(),
  pk: z.string(),
  displayName: z.string(),
  url: z.string(),
  price: z.number(),
  /** a publication's format (PUBLICATION_FORMATS); null for programs */
  bookFormat: nullableString,
  /** a print edition, shipped */
  isStockItem: z.boolean(),
});
export type VariantSummary = z.output<typeof VariantSummarySchema>;

export const CatalogRelationsSchema = z.object({
  /** the variants a panel offers for this page (programs: the program's variants; books: its editions) */
  variants: z.array(VariantSummarySchema),
  masterProgram: z.nullable(VariationSchema),
  segments: z.array(SegmentSchema),
  faculty: z.array(FacultyMemberSchema),
  practiceAreas: z.array(z.object({ id: z.number(), name: z.string(), url: z.string() })),
  creditJurisdictions: z.array(CreditJurisdictionSchema),
  programVariants: z.array(VariationSchema),
  liveProgramCrosslink: z.nullable(ProductCardSchema),
  ondemandProgramCrosslink: z.nullable(ProductCardSchema),
  alternative: z.nullable(ProductCardSchema),
  relatedProgramVariant: z.nullable(ProductCardSchema),
  relatedItems: z.array(ProductCardSchema),
  series: z.nullable(z.object({ code: z.string(), displayName: z.string(), url: z.string() })),
});

/** GET /product/{code} */
export const ProductPayloadSchema = z.object({
  variation: VariationSchema,
  catalogRelations: CatalogRelationsSchema,
  /** a book product's editor content (null for other products; product-content-schemas.ts) */
  bookContent: z.optional(z.nullable(BookContentSchema)),
  testimonials: z.optional(z.array(TestimonialSchema)),
  /** a podcast episode's editor content (null for other products; product-content-schemas.ts) */
  podcastContent: z.optional(z.nullable(PodcastContentSchema)),
});
export type ProductPayload = z.output<typeof ProductPayloadSchema>;

/** GET /content-row/feed: the search answer without marketing modules and sorts (spec 3 §7). */
export const FeedPayloadSchema = z.pick(SearchResponseSchema, {
  searchResultSummary: true,
  searchResults: true,
  facetResults: true,
});
export type FeedPayload = z.output<typeof FeedPayloadSchema>;

/** GET /content-row/faculty-feed */
export const FacultyFeedPayloadSchema = z.object({ facultyMembers: z.array(FacultyMemberSchema) });
export type FacultyFeedPayload = z.output<typeof FacultyFeedPayloadSchema>;

/** GET /individuals?individualSks= (spec 3 §7 individual lookup): faculty in the order asked. */
export const IndividualsPayloadSchema = z.object({ individuals: z.array(FacultyMemberSchema) });

/** A card from GET /search/product-code. */
const CodeCardSchema = z.object({
  productCode: z.string(),
  variationPk: z.string(),
  url: z.string(),
  title: z.string(),
  imageUrl: nullableString,
  datesFormatted: z.string(),
  creditDetailsFormatted: z.array(CreditDetailSchema),
  userList: z.array(z.unknown()),
});
export type CodeCard = z.output<typeof CodeCardSchema>;
export const CodeCardsSchema = z.array(CodeCardSchema);
