import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { TaxonomyItems } from '@cle/contracts/block-schemas';
import type { TaxonomyKind } from './taxonomy-rules';

/** A taxonomy page's entry, programs and publications (spec 1 §2); nothing is asked without a valid id. */
export function useTaxonomyItems(kind: TaxonomyKind, id: number) {
  return useSWR<TaxonomyItems, Error>(
    Number.isInteger(id) && id > 0 ? ['/taxonomy/items', kind, id] : null,
    ([path, k, i]: [string, string, number]) =>
      apiRequest(path, { query: { kind: k, id: String(i) }, auth: false }),
  );
}
