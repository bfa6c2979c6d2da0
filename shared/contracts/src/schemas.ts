// Payload schemas shared by the API (which answers with these shapes) and the remotes (which check them).
// zod/mini keeps the browser's share small.
import * as z from 'zod/mini';

export const PageContentSchema = z.object({
  contentType: z.array(z.string()),
  contentLink: z.object({ id: z.string() }),
  name: z.string(),
  friendlyUrl: z.string(),
  metadata: z.optional(
    z.object({
      browserTitle: z.optional(z.string()),
      pageDescription: z.optional(z.string()),
      robotsContent: z.optional(z.string()),
    }),
  ),
  properties: z.record(z.string(), z.unknown()),
});

export const NavigationLinkSchema = z.object({
  href: z.string(),
  text: z.string(),
  title: z.optional(z.string()),
  target: z.optional(z.string()),
});

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
  }),
  labels: z.record(z.string(), z.string()),
});
export type SiteParts = z.infer<typeof SitePartsSchema>;

export const BannerSchema = z.object({
  contentLink: z.object({ id: z.string() }),
  collapsedText: z.string(),
  content: z.array(z.object({ heading: z.optional(z.string()), body: z.string() })),
  dismissability: z.enum(['Not Dismissable', 'Single Session', 'Permanent Dismissal']),
  theme: z.enum(['general', 'critical', 'probono']),
});
export type GlobalBanner = z.infer<typeof BannerSchema>;
export const BannersSchema = z.array(BannerSchema);

export const FacetSchema = z.object({
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

export const SearchItemSchema = z.object({
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
export const SuggestionSchema = z.object({
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
