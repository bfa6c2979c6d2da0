// What the product page's modals exchange with the API (spec 3 §2.2, §3 Material, §7): the materials
// list of a product, the calendar types of add-to-calendar and the more-like-this route. One schema
// per payload; the API's route tests prove them (decision 022).
import * as z from 'zod/mini';
// the paths and constants beside these payloads: product-extras-paths.ts (no zod)

/** Material (spec 3 §3): title, author, chapterNumber (999 or empty: unnumbered), url, type, toPlus. */
export const ProductMaterialSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  /** a number as text; '' (presentation materials) or '999' (unnumbered course material) */
  chapterNumber: z.string(),
  /** the file's API path (needs the bearer token) or, for PliPlus items, a page on the site */
  url: z.string(),
  /** 'Pdf' for a file served by the API, 'PliPlus' for reading on PLI PLUS */
  type: z.string(),
  toPlus: z.boolean(),
  fileName: z.string(),
  /** false until the person has bought or registered for the item (or its parent program) */
  isAvailable: z.boolean(),
});
export type ProductMaterial = z.output<typeof ProductMaterialSchema>;

export const ProductMaterialsResponseSchema = z.object({
  code: z.string(),
  pk: z.string(),
  materials: z.array(ProductMaterialSchema),
});
export type ProductMaterialsResponse = z.output<typeof ProductMaterialsResponseSchema>;

export const CalendarQuerySchema = z.object({
  calendarType: z.enum(['0', '1', '2']),
});
