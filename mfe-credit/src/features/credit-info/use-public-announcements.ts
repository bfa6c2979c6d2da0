import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { AnnouncementsSchema } from '@cle/contracts/tracker-schemas';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import { CreditPageMapSchema } from '@cle/contracts/credit-info-public-schemas';
import type { CreditPageMap } from '@cle/contracts/credit-info-public-schemas';

/** A compliance group for newly admitted attorneys asks for the transitional announcements and pages. */
export const isNewlyAdmittedGroup = (longDescription: string | undefined) =>
  /newly admitted|transitional/i.test(longDescription ?? '');

const flag = (transitional: boolean) => ({ isTransitionalOrNewlyAdmitted: String(transitional) });

/** GET /credit-info/announcements/{region}: the public carousel announcements (decision 027). */
export function usePublicAnnouncements(regionSk: number | null, transitional: boolean) {
  return useSWR<Announcement[], Error>(
    regionSk ? ['/credit-info/announcements', regionSk, transitional] : null,
    ([path, sk, t]: [string, number, boolean]) =>
      apiRequest(`${path}/${sk}`, { query: flag(t), schema: AnnouncementsSchema, auth: false }),
  );
}

/** GET /credit-info/page-map/{region} (S2-API-82): the region's pages for this license kind. */
export function useCreditPageMap(regionSk: number | null, transitional: boolean) {
  return useSWR<CreditPageMap, Error>(
    regionSk ? ['/credit-info/page-map', regionSk, transitional] : null,
    ([path, sk, t]: [string, number, boolean]) =>
      apiRequest(`${path}/${sk}`, { query: flag(t), schema: CreditPageMapSchema, auth: false }),
  );
}
