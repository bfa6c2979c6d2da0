// The search request (spec 1 §3) and the constants the search routes, the index and the content-row
// feeds share. Kept apart from the engine so product.ts can import them without the engine's state.
import { z } from 'zod';

export const GROUP_IDS = [
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
export const FILTER_GROUP_IDS = GROUP_IDS.filter((g) => g !== 'suggestedFilters');

export const TABS = {
  All: null,
  Programs: ['liveprogram', 'ondemandprogram', 'ondemandsegment'],
  Publications: ['book'],
  Podcasts: ['podcastepisode'],
} as const satisfies Record<string, readonly string[] | null>;
export type Tab = keyof typeof TABS;

export const SORTS = [
  { value: 'relevance', sortTitle: 'Relevance', isDefault: true },
  { value: 'date', sortTitle: 'Date (soonest first)', isDefault: false },
  { value: 'newest', sortTitle: 'Newest first', isDefault: false },
  { value: 'title', sortTitle: 'Title A–Z', isDefault: false },
] as const;
export type SortValue = (typeof SORTS)[number]['value'];

/** The search page asks for this many results per page (spec 1 leaves it open). */
export const DEFAULT_PAGE_SIZE = 20;

export const SearchRequestSchema = z.object({
  query: z.string().max(200, 'must be at most 200 characters').default(''),
  currentPage: z.number().int().min(0).max(500).default(1),
  pageSize: z.number().int().min(0).max(500).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default('relevance'),
  facetGroups: z
    .array(
      z.object({
        id: z.enum(FILTER_GROUP_IDS as [GroupId, ...GroupId[]]),
        values: z.array(z.string().min(1).max(120)).max(100),
        /** how the values of one group combine: any of them (default) or all of them */
        operation: z.enum(['or', 'and']).optional(),
      }),
    )
    .max(GROUP_IDS.length)
    .default([]),
  filterGroupsToReturn: z.array(z.enum(GROUP_IDS)).optional(),
  explain: z.boolean().default(false),
  skipFacetGroupsCalculation: z.boolean().default(false),
  returnMarketingModules: z.boolean().default(false),
  /** a second text condition applied to the results ("search within"); it does not change the score */
  postQuery: z.string().max(200).optional(),
  /** apply the filters the query names (a jurisdiction, credit type or practice area) and search the rest */
  semanticFilters: z.boolean().optional(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;
