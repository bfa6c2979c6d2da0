import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { callKey, useServerData } from '@cle/contracts/hydration';
import {
  ContentLinksSchema,
  CreditCalloutsSchema,
  EarnMoreUrlResponseSchema,
  RuleChangesSchema,
} from '@cle/contracts/credit-schemas';
import type { ContentLink, CreditCallouts, RuleChanges } from '@cle/contracts/credit-schemas';

// The credit pages' GET calls are keyed by their API path with its query (the paths route-hints.json
// names): an answer the server rendered with is shown, not loaded again, while the page hydrates.

/** S2-API-83: a CMS page's children (selected fields). */
export function usePageChildren(id: string | null) {
  const key = id ? `/content-links/${id}/children` : null;
  return useSWR<ContentLink[], Error>(
    key,
    (path: string) => apiRequest(path, { schema: ContentLinksSchema, auth: false }),
    useServerData(key),
  );
}

/** S2-API-83: a CMS page's ancestors, root first. */
export function usePageAncestors(id: string | null) {
  const key = id ? `/content-links/${id}/ancestors` : null;
  return useSWR<ContentLink[], Error>(
    key,
    (path: string) => apiRequest(path, { schema: ContentLinksSchema, auth: false }),
    useServerData(key),
  );
}

/** GET /credit-info/rule-changes?ruleChangeType=, as route-hints.json names it. */
export const ruleChangesPath = (ruleChangeType: number) =>
  callKey('/credit-info/rule-changes', { ruleChangeType });

/** S2-API-08: rule changes of one type, keyed by region. */
export function useRuleChanges(ruleChangeType: number) {
  const key = ruleChangesPath(ruleChangeType);
  return useSWR<RuleChanges, Error>(
    key,
    (path: string) => apiRequest(path, { schema: RuleChangesSchema, auth: false }),
    useServerData(key),
  );
}

/** GET /credit-info/creditcallouts[?region=]: the site-wide call-outs are what route-hints.json names. */
export const creditCalloutsPath = (regionSk: number | null) =>
  callKey('/credit-info/creditcallouts', { region: regionSk || undefined });

/** S2-API-11: the credit call-outs (site-wide, plus the region's own). */
export function useCreditCallouts(regionSk: number | null) {
  const key = creditCalloutsPath(regionSk);
  return useSWR<CreditCallouts, Error>(
    key,
    (path: string) => apiRequest(path, { schema: CreditCalloutsSchema, auth: false }),
    useServerData(key),
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
