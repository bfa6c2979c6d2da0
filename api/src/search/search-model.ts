// The engine's own constants. The search request itself (groups, sorts, page size, the body schema)
// is part of the contract with the search remote: @cle/contracts/schemas.
export {
  SearchRequestSchema,
  SORTS,
  type GroupId,
  type SearchRequest,
  type SortValue,
} from '@cle/contracts/schemas';

export const TABS = {
  All: null,
  Programs: ['liveprogram', 'ondemandprogram', 'ondemandsegment'],
  Publications: ['book'],
  Podcasts: ['podcastepisode'],
} as const satisfies Record<string, readonly string[] | null>;
export type Tab = keyof typeof TABS;
