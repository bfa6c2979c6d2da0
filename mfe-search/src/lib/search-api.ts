// The search calls (spec 1 §7), typed with the shared payload types. The API's route tests prove the
// shapes with the zod schemas in @cle/contracts/schemas, so the browser does not ship zod to check
// them again (the shell does the same). Type-only imports: nothing of the schemas module is loaded.
import { apiRequest } from '@cle/contracts/api-client';
import type { PageContent } from '@cle/contracts/page';
import type {
  AutocompleteResponse,
  FilterValuesResponse,
  SearchRequestBody,
  SearchResponse,
} from '@cle/contracts/schemas';

export type { SearchRequestBody };

export const postSearch = (body: SearchRequestBody, signal?: AbortSignal) =>
  apiRequest<SearchResponse>('/search', { method: 'POST', body, signal });

export const getSuggestions = (q: string) =>
  apiRequest<AutocompleteResponse>('/search/autocomplete', { query: { q } });

export const getFilterValues = (group: string, q: string, page: number, pageSize: number) =>
  apiRequest<FilterValuesResponse>('/search/filter-values', { query: { group, q, page, pageSize } });

/** Page content by friendly URL and user (spec 1 §7): the search page's settings when no page props came. */
export const getPageContent = (url: string, userId: string) =>
  apiRequest<PageContent>('/content', { query: { url, expand: 'mainContentArea', userId } });
