import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { CreditInfoExtendedSchema, CreditInfoSchema } from '@cle/contracts/credit-schemas';
import type { CreditInfo, CreditInfoExtended } from '@cle/contracts/credit-schemas';

/** GET /cle/credit-info/{id}/all; route-hints.json names the same path for the shell server's preload. */
export const creditInfoPath = (regionSk: number) => `/cle/credit-info/${regionSk}/all`;

/** The jurisdiction, its requirements and the credit types offered. */
export function useCreditInfo(regionSk: number | null) {
  return useSWR<CreditInfo, Error>(regionSk ? creditInfoPath(regionSk) : null, (path: string) =>
    apiRequest(path, { schema: CreditInfoSchema }),
  );
}

/** GET /credit-info/extended?regions=: the region's credit class subheading and header links. */
export function useCreditInfoExtended(regionSk: number | null) {
  const swr = useSWR<CreditInfoExtended, Error>(
    regionSk ? ['/credit-info/extended', regionSk] : null,
    ([path, sk]: [string, number]) =>
      apiRequest(path, { query: { regions: sk }, schema: CreditInfoExtendedSchema }),
  );
  return { ...swr, region: regionSk ? swr.data?.[String(regionSk)] : undefined };
}
