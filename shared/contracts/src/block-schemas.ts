// CMS blocks the shell renders itself (spec 1 §2: pages are assembled from content blocks), the
// taxonomy payloads of the taxonomy pages, and the redirect lookups. Each block is stored in a page's
// `properties.blocks` (or `fallbackBlock`) as { type, ...fields }; the type picks the view.
import * as z from 'zod/mini';
import { NavigationLinkSchema } from './schemas';

const RichTextBlockSchema = z.object({ type: z.literal('RichTextBlock'), html: z.string() });
const HeadingBlockSchema = z.object({
  type: z.literal('HeadingBlock'),
  text: z.string(),
  level: z.optional(z.union([z.literal(2), z.literal(3)])),
  /** a jump-link target */
  anchor: z.optional(z.string()),
});
const LinkListBlockSchema = z.object({
  type: z.literal('LinkListBlock'),
  heading: z.optional(z.string()),
  links: z.array(NavigationLinkSchema),
});
const CardsBlockSchema = z.object({
  type: z.literal('CardsBlock'),
  heading: z.optional(z.string()),
  cards: z.array(
    z.object({
      eyebrow: z.optional(z.string()),
      heading: z.string(),
      body: z.string(),
      link: z.optional(NavigationLinkSchema),
    }),
  ),
});
const PromoBlockSchema = z.object({
  type: z.literal('PromoBlock'),
  heading: z.string(),
  body: z.string(),
  link: NavigationLinkSchema,
  theme: z.optional(z.enum(['red', 'charcoal', 'mist'])),
});
const MediaBlockSchema = z.object({
  type: z.literal('MediaBlock'),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  caption: z.optional(z.string()),
});
const CalloutBlockSchema = z.object({
  type: z.literal('CalloutBlock'),
  variant: z.enum(['info', 'warning']),
  heading: z.optional(z.string()),
  html: z.string(),
});
const JumpLinksBlockSchema = z.object({
  type: z.literal('JumpLinksBlock'),
  heading: z.optional(z.string()),
  links: z.array(z.object({ anchor: z.string(), text: z.string() })),
});

export const LocalBlockSchema = z.discriminatedUnion('type', [
  RichTextBlockSchema,
  HeadingBlockSchema,
  LinkListBlockSchema,
  CardsBlockSchema,
  PromoBlockSchema,
  MediaBlockSchema,
  CalloutBlockSchema,
  JumpLinksBlockSchema,
]);
export type LocalBlock = z.infer<typeof LocalBlockSchema>;

/** Any stored block: a type name plus that type's fields. */
export type CmsBlock = { type: string } & Record<string, unknown>;

/** Spec 1 §3: a taxonomy entry. */
const TaxonomyEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  description: z.string(),
});

/** GET /taxonomy/items?kind=&id=: what a taxonomy page's rows show. */
const TaxonomyItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  url: z.string(),
  format: z.string(),
  searchableType: z.string(),
  eventStart: z.nullable(z.string()),
});
export const TaxonomyItemsSchema = z.object({
  entry: TaxonomyEntrySchema,
  programs: z.array(TaxonomyItemSchema),
  publications: z.array(TaxonomyItemSchema),
  related: z.array(TaxonomyEntrySchema),
});
export type TaxonomyItems = z.infer<typeof TaxonomyItemsSchema>;

/** GET /redirect/?uri=: the target of a moved page, or null. */
export const RedirectLookupSchema = z.object({ target: z.nullable(z.string()) });
export type RedirectLookup = z.infer<typeof RedirectLookupSchema>;
