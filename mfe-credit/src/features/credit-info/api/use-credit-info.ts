import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { callKey, useServerData } from '@cle/contracts/hydration';
import { CreditInfoExtendedSchema, CreditInfoSchema } from '@cle/contracts/credit-schemas';
import type { CreditInfo, CreditInfoExtended } from '@cle/contracts/credit-schemas';

// The jurisdiction pages' first calls, keyed by the paths route-hints.json names: an answer the
// server rendered with is shown, not loaded again, while the page hydrates.

/** GET /cle/credit-info/{id}/all; route-hints.json names the same path for the shell server's preload. */
export const creditInfoPath = (regionSk: number) => `/cle/credit-info/${regionSk}/all`;

/** GET /credit-info/extended?regions={id}, as route-hints.json names it. */
export const creditInfoExtendedPath = (regionSk: number) =>
  callKey('/credit-info/extended', { regions: regionSk });

/** The jurisdiction, its requirements and the credit types offered. */
export function useCreditInfo(regionSk: number | null) {
  const key = regionSk ? creditInfoPath(regionSk) : null;
  return useSWR<CreditInfo, Error>(
    key,
    (path: string) => apiRequest(path, { schema: CreditInfoSchema }),
    useServerData(key),
  );
}

/** GET /credit-info/extended?regions=: the region's credit class subheading and header links. */
export function useCreditInfoExtended(regionSk: number | null) {
  const key = regionSk ? creditInfoExtendedPath(regionSk) : null;
  const swr = useSWR<CreditInfoExtended, Error>(
    key,
    (path: string) => apiRequest(path, { schema: CreditInfoExtendedSchema }),
    useServerData(key),
  );
  return { ...swr, region: regionSk ? swr.data?.[String(regionSk)] : undefined };
}
