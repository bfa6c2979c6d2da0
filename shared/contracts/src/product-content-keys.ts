// The names a book's and a podcast episode's content areas and a program's overview sections have, and
// the table-of-contents search's placeholder: plain values, apart from product-content-schemas so a
// page reads them without zod.

/** The placeholder of plusSearchUrl that the table-of-contents search replaces with the query. */
export const PLUS_SEARCH_QUERY_PLACEHOLDER = '{query}';

/** Spec 3 §3 book product (S3-DATA-12): the seven content areas, in page order. */
export const CONTENT_AREA_KEYS = [
  'contentArea1',
  'contentArea2',
  'contentArea3',
  'contentArea4',
  'contentArea5',
  'contentArea6',
  'contentArea7',
] as const;

/** A podcast episode has the first four of the book's content areas. */
const [area1, area2, area3, area4] = CONTENT_AREA_KEYS;
export const PODCAST_CONTENT_AREA_KEYS = [area1, area2, area3, area4] as const;

/** Spec 3 §3, §5: a program's overview sections (optional variation fields), in page order. */
export const OVERVIEW_SECTION_KEYS = [
  'whyYouShouldAttend',
  'whatYouWillLearn',
  'whoShouldAttend',
  'specialFeatures',
] as const;
export type OverviewSectionKey = (typeof OVERVIEW_SECTION_KEYS)[number];
