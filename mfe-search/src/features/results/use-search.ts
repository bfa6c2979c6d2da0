import useSWR from 'swr';
import { postSearch, type SearchRequestBody } from '../../api/search-api';

/** SWR keys of search calls: ['/search', body as JSON]. */
export const isSearchKey = (key: unknown) => Array.isArray(key) && key[0] === '/search';

export function useSearch(body: SearchRequestBody | null, { keepPrevious = true } = {}) {
  return useSWR(
    body ? (['/search', JSON.stringify(body)] as const) : null,
    ([, json]: readonly [string, string]) => postSearch(JSON.parse(json) as SearchRequestBody),
    { keepPreviousData: keepPrevious },
  );
}
