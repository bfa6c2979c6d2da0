import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { SearchResponseSchema, type SearchResponse } from '@cle/contracts/schemas';
import type { SearchRequestBody } from './search-url';

export function useSearch(body: SearchRequestBody | null) {
  return useSWR<SearchResponse>(
    body ? ['/search', JSON.stringify(body)] : null,
    ([path, json]: [string, string]) =>
      apiRequest(path, { method: 'POST', body: JSON.parse(json) as unknown, schema: SearchResponseSchema }),
  );
}
