// Editor content of product pages (spec 3 §2.1, §3): a book product's seven content areas and the
// position of the book content area among them, testimonials, the PLI PLUS search and table-of-contents
// URLs, and a table of contents by volume. Part of GET /product/{code} (product-schemas.ts).
import * as z from 'zod/mini';

const nullableString = z.nullable(z.string());

/** An editor content area: plain text (no markup), a heading and paragraphs. */
export const ContentAreaSchema = z.object({
  heading: nullableString,
  paragraphs: z.array(z.string()),
});
export type ContentArea = z.output<typeof ContentAreaSchema>;

export const TestimonialSchema = z.object({
  quote: z.string(),
  name: z.string(),
  affiliation: nullableString,
});
export type Testimonial = z.output<typeof TestimonialSchema>;

/** Content areas 1 to 4: the first four of a book's, all of a podcast episode's (product-content-keys). */
const FIRST_FOUR_CONTENT_AREAS = {
  contentArea1: z.nullable(ContentAreaSchema),
  contentArea2: z.nullable(ContentAreaSchema),
  contentArea3: z.nullable(ContentAreaSchema),
  contentArea4: z.nullable(ContentAreaSchema),
};

/** Spec 3 §3 book product (S3-DATA-12). */
export const BookContentSchema = z.object({
  ...FIRST_FOUR_CONTENT_AREAS,
  contentArea5: z.nullable(ContentAreaSchema),
  contentArea6: z.nullable(ContentAreaSchema),
  contentArea7: z.nullable(ContentAreaSchema),
  /** 1 to 7; the page uses 3 when it is missing or out of range */
  bookProductContentAreaPosition: z.nullable(z.number()),
  globalPushArea: z.nullable(ContentAreaSchema),
  suppressGlobalPushArea: z.boolean(),
  /** a template: PLUS_SEARCH_QUERY_PLACEHOLDER (product-content-keys) is replaced by the (encoded) search text */
  plusSearchUrl: nullableString,
  /** the table of contents to download */
  plusTOCUrl: nullableString,
});
export type BookContent = z.output<typeof BookContentSchema>;

/**
 * Spec 3 §2.1, §3 podcast episode (S3-DATA-18): editor content around the episode. The pre- and
 * post-overview areas frame 'Episode overview'; content areas 1 to 4 follow the guests, with the push
 * area (podcastContentArea) placed at pushAreaPosition among them; bottomPageContent closes the page.
 */
export const PodcastContentSchema = z.object({
  ...FIRST_FOUR_CONTENT_AREAS,
  podcastContentArea: z.nullable(ContentAreaSchema),
  /** 1 to 4: the push area comes before content area N; the page uses 1 when it is missing or out of range */
  pushAreaPosition: z.nullable(z.number()),
  preOverviewContentArea: z.nullable(ContentAreaSchema),
  postOverviewContentArea: z.nullable(ContentAreaSchema),
  bottomPageContent: z.nullable(ContentAreaSchema),
});
export type PodcastContent = z.output<typeof PodcastContentSchema>;

/** GET /product/{code}/imageUrl (spec 3 §7): the product's image, null when it has none. */
export const ProductImageUrlSchema = z.object({ imageUrl: nullableString });

/** The parent product lookup (spec 3 §7): a podcast episode's series, a segment's program. */
export const ParentProductSchema = z.object({ code: z.string(), displayName: z.string(), url: z.string() });
