// Payload schemas shared by the API (which answers with these shapes) and the remotes (which check them).
// zod/mini keeps the browser's share small.
import * as z from 'zod/mini';
import { orDefault } from './payload-helpers';
import { LegacyRedirectSettingsSchema } from './legacy-site-schemas';

const SocialCardSchema = z.object({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  image: z.optional(z.string()),
});
/** One schema.org JSON-LD object: its vocabulary and type, then the type's own properties. */
const JsonLdSchema = z.looseObject({ '@context': z.string(), '@type': z.string() });
export type JsonLd = z.infer<typeof JsonLdSchema>;
/** Spec 1 §3 page metadata; the shell writes the head tags from it. */
const PageMetadataSchema = z.object({
  browserTitle: z.optional(z.string()),
  pageDescription: z.optional(z.string()),
  robotsContent: z.optional(z.string()),
  navigationTitle: z.optional(z.string()),
  displayName: z.optional(z.string()),
  /** the canonical URL (a site path or absolute) */
  url: z.optional(z.string()),
  keywords: z.optional(z.string()),
  openGraph: z.optional(z.extend(SocialCardSchema, { type: z.optional(z.string()) })),
  twitter: z.optional(z.extend(SocialCardSchema, { card: z.optional(z.string()) })),
  allowsExternalSearch: z.optional(z.boolean()),
  isExcludedFromSearch: z.optional(z.boolean()),
  /** schema.org JSON-LD objects for the page's head (a program's Event or Course, a Book, breadcrumbs) */
  structuredData: z.optional(z.array(JsonLdSchema)),
});
export type PageMetadata = z.infer<typeof PageMetadataSchema>;

/** GET /content?url=: a CMS page; the last contentType entry picks the view. */
export const PageContentSchema = z.object({
  contentType: z.array(z.string()),
  contentLink: z.object({ id: z.string() }),
  name: z.string(),
  friendlyUrl: z.string(),
  metadata: z.optional(PageMetadataSchema),
  /** page-type specific settings and content blocks; each remote reads its own shape */
  properties: z.record(z.string(), z.unknown()),
  /** the user key the page was asked for (the caller's individual key, 'ANON' when signed out) */
  customerId: z.optional(z.string()),
  /** blocks shown where the page's own blocks fail (spec 1 §8) */
  fallbackBlock: z.optional(z.array(z.record(z.string(), z.unknown()))),
  /** the page's own header and footer blocks, null when the site parts' apply */
  headerBlock: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  footerBlock: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  /** the site labels (texts and page paths by name), as the labels site part holds them */
  siteLabels: z.optional(z.record(z.string(), z.string())),
});
export type PageContent = z.infer<typeof PageContentSchema>;

/** A main content area block that was not expanded: a reference to it (GET /content without expand). */
export const BlockReferenceSchema = z.object({ contentLink: z.object({ id: z.string() }), type: z.string() });

/** GET /content/component-fallback: the wording of the card a failed element shows (spec 1 §7, §8). */
export const ComponentFallbackSchema = z.object({
  headingText: z.string(),
  bodyText: z.string(),
  buttonText: z.string(),
  variant: z.enum(['inline', 'spaceBetween']),
});
export type ComponentFallback = z.infer<typeof ComponentFallbackSchema>;

export const NavigationLinkSchema = z.object({
  href: z.string(),
  text: z.string(),
  title: z.optional(z.string()),
  target: z.optional(z.string()),
});
export type NavigationLink = z.infer<typeof NavigationLinkSchema>;

/** Texts and paths the site parts read by name (customerServicePhone, cartUrl, classicCartUrl, …). */
const SiteLabelsSchema = z.record(z.string(), z.string());
export type SiteLabels = z.infer<typeof SiteLabelsSchema>;

/**
 * The cart upsell block (spec 3 §3 Upsell block, §4.8), a CMS block published as the site part
 * `cartUpsell`. The frequency and title colour are checked by the commerce rules (an unknown
 * frequency counts as 'always'), so they are plain strings here.
 */
export const CartUpsellSchema = z.object({
  titleLine1: z.string(),
  titleLine2: orDefault(z.string(), ''),
  titleLine2Color: orDefault(z.string(), 'black'),
  image: z.nullable(z.object({ url: z.string(), name: z.string() })),
  copy: orDefault(z.string(), ''),
  footerText: orDefault(z.string(), ''),
  catalogVariant: z.array(z.object({ code: z.string(), discountedPrice: z.number() })),
  frequencyOfPresentation: orDefault(z.string(), 'always'),
  contentLink: z.nullable(z.object({ id: z.string() })),
});
export type CartUpsell = z.output<typeof CartUpsellSchema>;

export const SitePartsSchema = z.object({
  header: z.object({
    primaryNav: z.array(NavigationLinkSchema),
    subNav: z.array(NavigationLinkSchema),
    helpLink: NavigationLinkSchema,
    providerSiteLink: NavigationLinkSchema,
  }),
  footer: z.object({
    description: z.string(),
    linkLists: z.array(z.object({ heading: z.string(), links: z.array(NavigationLinkSchema) })),
    bottomLinks: z.array(NavigationLinkSchema),
    legacySiteLink: z.optional(NavigationLinkSchema),
    legacyRedirect: z.optional(LegacyRedirectSettingsSchema),
  }),
  labels: SiteLabelsSchema,
  /** GET /site-parts?names=cartUpsell (only when asked for) */
  cartUpsell: z.optional(CartUpsellSchema),
});
export type SiteParts = z.infer<typeof SitePartsSchema>;
/** GET /site-parts?names=labels answers { labels: { name: text } }. */
export const LabelsSchema = z.pick(SitePartsSchema, { labels: true });

export const BannerSchema = z.object({
  contentLink: z.object({ id: z.string() }),
  collapsedText: z.string(),
  content: z.array(
    z.object({
      heading: z.optional(z.string()),
      body: z.string(),
      /** a button under the block: 'close', 'dismiss' or 'link' (to href); others are logged, not shown */
      action: z.optional(z.object({ type: z.string(), text: z.string(), href: z.optional(z.string()) })),
    }),
  ),
  dismissability: z.enum(['Not Dismissable', 'Single Session', 'Permanent Dismissal']),
  theme: z.enum(['general', 'critical', 'probono']),
  /** the site logo for the banner's light and dark grounds (image URLs) */
  logoRed: z.optional(z.string()),
  logoWhite: z.optional(z.string()),
  /** what the bar's button does: 'expand' (the default with content) or 'link'; others are logged */
  behavior: z.optional(z.string()),
  link: z.optional(NavigationLinkSchema),
});
export type GlobalBanner = z.infer<typeof BannerSchema>;
export const BannersSchema = z.array(BannerSchema);

const FacetSchema = z.object({
  value: z.string(),
  name: z.string(),
  group: z.string(),
  checked: z.boolean(),
  disabled: z.boolean(),
  count: z.number(),
  altValue: z.optional(z.string()),
  isDefault: z.optional(z.boolean()),
  isFollowedByUser: z.optional(z.boolean()),
  overrideIsExclusive: z.optional(z.boolean()),
});
export const FacetGroupSchema = z.object({
  groupTypeId: z.string(),
  name: z.string(),
  behavior: z.enum(['checkbox-or', 'single-select', 'date-picker']),
  facets: z.array(FacetSchema),
  showMoreLabel: z.optional(z.string()),
  unfolded: z.optional(z.boolean()),
});
export type Facet = z.infer<typeof FacetSchema>;
export type FacetGroup = z.infer<typeof FacetGroupSchema>;

const SearchItemSchema = z.object({
  pk: z.string(),
  title: z.string(),
  url: z.string(),
  searchableType: z.string(),
  productCode: z.string(),
  formatDisplay: z.optional(z.string()),
  snippet: z.optional(z.string()),
  datesFormatted: z.optional(z.string()),
  creditDetailsFormatted: z.optional(z.array(z.string())),
  imageUrl: z.optional(z.string()),
  price: z.optional(z.number()),
  score: z.optional(z.number()),
  explanation: z.optional(z.string()),
  // spec 1 §3 library/search item: personal state (false for anonymous visitors) and relations
  scoreDifference: z.optional(z.number()),
  productGuidValue: z.optional(z.string()),
  variationPk: z.optional(z.string()),
  format: z.optional(z.string()),
  isPurchased: z.optional(z.boolean()),
  isParentProgramPurchased: z.optional(z.boolean()),
  isArchived: z.optional(z.boolean()),
  isFavorite: z.optional(z.boolean()),
  watchUrl: z.optional(z.string()),
  totalSegments: z.optional(z.number()),
  parentProductCode: z.optional(z.string()),
  parentProductLink: z.optional(z.string()),
  parentProductLinkText: z.optional(z.string()),
  schedule: z.optional(
    z.array(
      z.object({
        startDateUtc: z.nullable(z.string()),
        endDateUtc: z.nullable(z.string()),
        location: z.nullable(z.string()),
      }),
    ),
  ),
});
export type SearchItem = z.infer<typeof SearchItemSchema>;

export const SearchResponseSchema = z.object({
  searchResultSummary: z.object({ noOfHits: z.number(), currentPage: z.number(), searchHash: z.string() }),
  searchResults: z.object({ searchResultsItems: z.array(SearchItemSchema) }),
  facetResults: z.object({ facetGroups: z.array(FacetGroupSchema) }),
  marketingModules: z.array(
    z.object({ heading: z.string(), body: z.string(), link: z.optional(NavigationLinkSchema) }),
  ),
  sortResults: z.object({
    sortResultItems: z.array(
      z.object({ sortTitle: z.string(), value: z.string(), selected: z.boolean(), isDefault: z.boolean() }),
    ),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

// ---- Search: suggestions, filter values, recommended searches (spec 1 §3, §7) ----

/** GET /search/autocomplete?q= : filter values whose name contains the text; type Major is a practice area. */
const SuggestionSchema = z.object({
  suggestion: z.string(),
  type: z.string(),
  tagId: z.string(),
  filterGroup: z.string(),
  filterValue: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const AutocompleteResponseSchema = z.object({ suggestions: z.array(SuggestionSchema) });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

/** GET /search/filter-values?group=&q=&page=&pageSize= : one filter group's values, page by page. */
export const FilterValuesResponseSchema = z.object({
  group: z.string(),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
  values: z.array(z.object({ value: z.string(), name: z.string(), count: z.number() })),
});
export type FilterValuesResponse = z.infer<typeof FilterValuesResponseSchema>;

/** The search page's recommended searches (CMS property `recommendedSearches`). */
export const RecommendedSearchesSchema = z.object({
  enable: z.boolean(),
  keywords: z.array(z.string()),
  noResultsTitle: z.string(),
  noResultsSubhead: z.string(),
  noResultsSubheadTooManyFilters: z.string(),
});
export type RecommendedSearches = z.infer<typeof RecommendedSearchesSchema>;

// ---- Search request (spec 1 §3, §7): POST /search ----

const GROUP_IDS = [
  'contentTabs',
  'jurisdictions',
  'creditType',
  'practiceArea',
  'format',
  'dateRange',
  'suggestedFilters',
] as const;
export type GroupId = (typeof GROUP_IDS)[number];
/** Groups a request may filter on (suggested filters are derived from the query, not sent). */
const FILTER_GROUP_IDS = GROUP_IDS.filter(
  (g): g is Exclude<GroupId, 'suggestedFilters'> => g !== 'suggestedFilters',
);

export const SORTS = [
  { value: 'relevance', sortTitle: 'Relevance', isDefault: true },
  { value: 'date', sortTitle: 'Date (soonest first)', isDefault: false },
  { value: 'newest', sortTitle: 'Newest first', isDefault: false },
  { value: 'title', sortTitle: 'Title A–Z', isDefault: false },
] as const;
export type SortValue = (typeof SORTS)[number]['value'];
/** Typed as strings: a client reads the sort from its URL; the API refuses any other value. */
const SORT_VALUES = SORTS.map((s) => s.value as string) as [string, ...string[]];

/** The search page asks for this many results per page (spec 1 leaves it open). */
const DEFAULT_PAGE_SIZE = 20;

const pageNumber = () => z.int().check(z.minimum(0), z.maximum(500));

/** The body of POST /search. The API parses it (defaults filled in); the search remote sends it. */
export const SearchRequestSchema = z.object({
  query: z._default(z.string().check(z.maxLength(200, 'must be at most 200 characters')), ''),
  currentPage: z._default(pageNumber(), 1),
  pageSize: z._default(pageNumber(), DEFAULT_PAGE_SIZE),
  sort: z._default(z.enum(SORT_VALUES), 'relevance'),
  facetGroups: z._default(
    z
      .array(
        z.object({
          id: z.enum(FILTER_GROUP_IDS),
          values: z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(z.maxLength(100)),
          /** how the values of one group combine: any of them (default) or all of them */
          operation: z.optional(z.enum(['or', 'and'])),
        }),
      )
      .check(z.maxLength(GROUP_IDS.length)),
    [],
  ),
  filterGroupsToReturn: z.optional(z.array(z.enum(GROUP_IDS))),
  explain: z._default(z.boolean(), false),
  skipFacetGroupsCalculation: z._default(z.boolean(), false),
  returnMarketingModules: z._default(z.boolean(), false),
  /** a second text condition applied to the results ("search within"); it does not change the score */
  postQuery: z.optional(z.string().check(z.maxLength(200))),
  /** apply the filters the query names (a jurisdiction, credit type or practice area) and search the rest */
  semanticFilters: z.optional(z.boolean()),
});
/** What the API works with (defaults filled in). */
export type SearchRequest = z.output<typeof SearchRequestSchema>;
/** What a client sends (defaulted fields may be left out). */
export type SearchRequestBody = z.input<typeof SearchRequestSchema>;
