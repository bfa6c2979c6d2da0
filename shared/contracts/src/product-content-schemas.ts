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

/** The placeholder of plusSearchUrl that the table-of-contents search replaces with the query. */
export const PLUS_SEARCH_QUERY_PLACEHOLDER = '{query}';

/** Spec 3 §3 book product (S3-DATA-12). */
export const BookContentSchema = z.object({
  contentArea1: z.nullable(ContentAreaSchema),
  contentArea2: z.nullable(ContentAreaSchema),
  contentArea3: z.nullable(ContentAreaSchema),
  contentArea4: z.nullable(ContentAreaSchema),
  contentArea5: z.nullable(ContentAreaSchema),
  contentArea6: z.nullable(ContentAreaSchema),
  contentArea7: z.nullable(ContentAreaSchema),
  /** 1 to 7; the page uses 3 when it is missing or out of range */
  bookProductContentAreaPosition: z.nullable(z.number()),
  globalPushArea: z.nullable(ContentAreaSchema),
  suppressGlobalPushArea: z.boolean(),
  /** a template: PLUS_SEARCH_QUERY_PLACEHOLDER is replaced by the (encoded) search text */
  plusSearchUrl: nullableString,
  /** the table of contents to download */
  plusTOCUrl: nullableString,
});
export type BookContent = z.output<typeof BookContentSchema>;

export const CONTENT_AREA_KEYS = [
  'contentArea1',
  'contentArea2',
  'contentArea3',
  'contentArea4',
  'contentArea5',
  'contentArea6',
  'contentArea7',
] as const;
