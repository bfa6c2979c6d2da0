// Requests of the public catalogue (decision 073): products and their lookups, the content-row feeds,
// taxonomies, podcasts, media, CMS content and the shell's lookups. Declared on the API's routes, so
// one definition validates, types and documents each call.
import { z } from 'zod';
import { IMAGE_DEFAULT_WIDTH, SERVED_IMAGE_WIDTHS } from '../images';
import { PRICE_MODES } from '../product-lookup-schemas';
import { SORTS } from '../schemas';
import { fitsInt4, int4, uniqueList } from './fields';

const productCode = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a product code');

/** /product/:code and the other lookups by product code. */
export const CodeParamsSchema = z.object({ code: productCode });
/** /product-link/:id */
export const ProductIdParamsSchema = z.object({ id: productCode });

/** GET /individuals: faculty by individual id, in the order asked. */
export const IndividualsQuerySchema = z.object({
  individualSks: uniqueList(2000).pipe(
    z
      .array(z.string().regex(/^\d{1,12}$/, 'must be individual ids'))
      .min(1, 'is required')
      .max(100, 'must list at most 100 ids'),
  ),
});

/** GET /content-row/faculty-feed */
export const FacultyFeedQuerySchema = z.object({
  faculty: z
    .string()
    .min(1, 'is required')
    .max(1000)
    .transform((s) => s.split(/[;,]/).map((x) => x.trim()))
    // faculty ids are int4: a longer number is a 400, not a database error
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,10}$/, 'must be faculty ids')
            .refine(fitsInt4, 'is out of range'),
        )
        .max(50),
    ),
});

/** A feed's list filter: comma- or semicolon-separated values. */
const feedList = (max: number) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((s) =>
      (s ?? '')
        .split(/[;,]/)
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(120)).max(max, `must list at most ${max} values`));

/** Query of GET /content-row/feed: a feed's own path carries its filters (spec 3 §7). */
export const FeedQuerySchema = z.object({
  query: z.string().max(200).default(''),
  tab: z.enum(['All', 'Programs', 'Publications', 'Podcasts']).default('All'),
  format: feedList(20),
  practiceArea: feedList(20),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default('newest'),
  /** upcoming: not ended yet; live-now: inside its live window right now (spec 3 §4.1) */
  when: z.enum(['any', 'upcoming', 'live-now']).default('any'),
  ExcludeCode: feedList(100),
  IncludeCode: feedList(20),
  PageSize: int4().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(12),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

const lookupPk = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/, 'must be item pks (letters, digits, hyphens, underscores)');
const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('true')
  .transform((v) => v === 'true');

/** GET /product/prices (S3-API-46) */
export const PriceQuerySchema = z.object({
  itemPks: uniqueList(4000).pipe(
    z.array(lookupPk).min(1, 'is required').max(100, 'must list at most 100 pks'),
  ),
  populatePrice: flag,
  /** price at most this many items (the rest answer price null); absent: all of them */
  limitPriceCalls: int4().min(0, 'must be 0 or more').max(100, 'must be at most 100').optional(),
});

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** GET /product/content-children (S3-API-49/50) */
export const ChildrenQuerySchema = z.object({
  contentLink: z.string({ error: 'is required' }).toLowerCase().regex(GUID, 'must be a content guid'),
  priceMode: z.enum(PRICE_MODES, { error: `must be one of ${PRICE_MODES.join(', ')}` }).default('all'),
});

/** /product/media-stream/:pk */
export const VariationPkParamsSchema = z.object({
  pk: z.string().regex(/^[a-z]{3}-[A-Za-z0-9-]{1,40}$/, "must be a variation pk such as 'prg-380000'"),
});

/** /images/:collection/:file (checked against the collections by the route: an unknown one is a 404) */
export const ImageParamsSchema = z.object({ collection: z.string(), file: z.string() });
/** ?w=: one of the served widths (default IMAGE_DEFAULT_WIDTH) */
export const ImageWidthQuerySchema = z.object({
  w: z
    .string()
    .optional()
    .refine((w) => w === undefined || SERVED_IMAGE_WIDTHS.includes(Number(w)), {
      message: `must be one of ${SERVED_IMAGE_WIDTHS.join(', ')}`,
    })
    .describe(`width in pixels, default ${IMAGE_DEFAULT_WIDTH}`),
});

/** GET /sitemap/pages */
export const SitemapQuerySchema = z.object({ page: int4().min(1, 'must be 1 or more').default(1) });

const bool = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
/** GET /taxonomy/subjects */
export const SubjectsQuerySchema = z.object({ onlyBabyPool: bool, excludeEmpty: bool });
/** GET /taxonomy/industries */
export const IndustriesQuerySchema = z.object({ excludeEmpty: bool });
/** GET /taxonomy/catalog-children */
export const CatalogChildrenQuerySchema = z.object({ id: z.string().min(1, 'is required').max(100) });

/** Spec 1 §9: podcast episodes are fetched 20 at a time. */
const PODCAST_PAGE_SIZE = 20;
const podcastCode = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a podcast code');
/** /podcast/series/:code, /podcast/seasons/:code */
export const PodcastCodeParamsSchema = z.object({ code: podcastCode });
/** /podcast/episodes/:podcastCode */
export const PodcastEpisodesParamsSchema = z.object({ podcastCode });
/** /podcast/episodes/:podcastCode/:seasonCode */
export const PodcastSeasonEpisodesParamsSchema = z.object({ podcastCode, seasonCode: podcastCode });
/** A page of episodes. */
export const EpisodesQuerySchema = z.object({
  pageNumber: int4().min(1, 'must be 1 or more').default(1),
  pageSize: int4().min(1).max(100, 'must be at most 100').default(PODCAST_PAGE_SIZE),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type EpisodesQuery = z.infer<typeof EpisodesQuerySchema>;

/** Media URLs carry no query: one is refused, not ignored (a grant lives in the path). */
export const NoQuerySchema = z.strictObject({});
const episodeCode = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be a podcast episode code');
/** /podcast/episode-media/:code */
export const EpisodeMediaParamsSchema = z.strictObject({ code: episodeCode });
/** /podcast/media/:code/:build/* */
export const PodcastMediaFileParamsSchema = z.strictObject({
  code: episodeCode,
  build: z.string().regex(/^[0-9a-f]{16}$/, 'must be a media build'),
  '*': z.string().max(80),
});
/** /product/media/:code/* */
export const MediaFileParamsSchema = z.strictObject({
  code: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a product code'),
  '*': z.string().max(160),
});

/** A site path as the CMS writes friendly URLs. */
const friendlyUrl = z
  .string()
  .min(1, 'is required')
  .max(500, 'is longer than 500 characters')
  .regex(/^\/[^\s?#]*$/, "must be a site path starting with '/' without query or hash");
/** GET /content: a CMS page by friendly URL. */
export const ContentQuerySchema = z.object({
  url: friendlyUrl,
  /** content areas to send in full, comma-separated ('mainContentArea', or '*' for all) */
  expand: z.string().max(200, 'is longer than 200 characters').optional(),
  /** the user key (an individual key, 'ANON' when signed out): part of the URL, so of every cache key */
  userId: z
    .string()
    .regex(/^(ANON|[A-Za-z0-9_-]{1,64})$/, "must be 'ANON' or a user key")
    .default('ANON'),
});
const SITE_PART_NAMES = ['header', 'footer', 'labels', 'cartUpsell'] as const;
// the chrome's parts; the cart upsell block is read only by the cart panel, by name
const DEFAULT_PARTS = ['header', 'footer', 'labels'];
/** GET /site-parts?names= */
export const SitePartsQuerySchema = z.object({
  names: z
    .string()
    .default(DEFAULT_PARTS.join(','))
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(
      z.array(z.enum(SITE_PART_NAMES, { message: `each name must be one of ${SITE_PART_NAMES.join(', ')}` })),
    ),
});

const shellCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a product code');
/** GET /redirect?uri= */
export const RedirectQuerySchema = z.object({
  uri: z
    .string()
    .min(1, 'is required')
    .max(1000, 'is longer than 1000 characters')
    .regex(/^\/[^\s#]*$/, "must be a site path starting with '/'"),
});
/** GET /taxonomy/items */
export const TaxonomyItemsQuerySchema = z.object({
  kind: z.enum(['subject', 'industry', 'audience'], { message: 'must be subject, industry or audience' }),
  id: int4().positive('must be positive'),
});
/** /product-redirect-auth/:id, /plus-content-redirect-auth/:id */
export const LinkIdParamsSchema = z.object({ id: shellCode });
/** /claim-credit-link/:itemPk */
export const ClaimLinkParamsSchema = z.object({ itemPk: shellCode });
