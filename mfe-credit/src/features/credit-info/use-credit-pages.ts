import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import {
  ContentLinksSchema,
  CreditCalloutsSchema,
  EarnMoreUrlResponseSchema,
  RuleChangesSchema,
} from '@cle/contracts/credit-schemas';
import type { ContentLink, CreditCallouts, RuleChanges } from '@cle/contracts/credit-schemas';

/** S2-API-83: a CMS page's children (selected fields). */
export function usePageChildren(id: string | null) {
  return useSWR<ContentLink[], Error>(id ? `/content-links/${id}/children` : null, (path: string) =>
    apiRequest(path, { schema: ContentLinksSchema, auth: false }),
  );
}

/** S2-API-83: a CMS page's ancestors, root first. */
export function usePageAncestors(id: string | null) {
  return useSWR<ContentLink[], Error>(id ? `/content-links/${id}/ancestors` : null, (path: string) =>
    apiRequest(path, { schema: ContentLinksSchema, auth: false }),
  );
}

/** S2-API-08: rule changes of one type, keyed by region. */
export function useRuleChanges(ruleChangeType: number) {
  return useSWR<RuleChanges, Error>(
    ['/credit-info/rule-changes', ruleChangeType],
    ([path, type]: [string, number]) =>
      apiRequest(path, { query: { ruleChangeType: type }, schema: RuleChangesSchema, auth: false }),
  );
}

/** S2-API-11: the credit call-outs (site-wide, plus the region's own). */
export function useCreditCallouts(regionSk: number | null) {
  return useSWR<CreditCallouts, Error>(
    ['/credit-info/creditcallouts', regionSk ?? 0],
    ([path, sk]: [string, number]) =>
      apiRequest(path, { query: { region: sk || undefined }, schema: CreditCalloutsSchema, auth: false }),
  );
}

/** S2-API-10: the search that finds more credit of a type or format in a region. */
export function useEarnMoreUrl(regionSk: number | null, creditTypes: string[], formats: string[]) {
  return useSWR<{ url: string }, Error>(
    regionSk ? ['/credit-info/earn-more-url', regionSk, creditTypes.join(';'), formats.join(';')] : null,
    ([path, sk]: [string, number]) =>
      apiRequest(path, {
        method: 'POST',
        body: { regionSk: sk, creditTypes, formats },
        schema: EarnMoreUrlResponseSchema,
        auth: false,
      }),
  );
}
