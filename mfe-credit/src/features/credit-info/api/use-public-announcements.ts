import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { callKey, useServerData } from '@cle/contracts/hydration';
import { AnnouncementsSchema } from '@cle/contracts/tracker-schemas';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import { CreditPageMapSchema } from '@cle/contracts/credit-info-public-schemas';
import type { CreditPageMap } from '@cle/contracts/credit-info-public-schemas';

/** A compliance group for newly admitted attorneys asks for the transitional announcements and pages. */
export const isNewlyAdmittedGroup = (longDescription: string | undefined) =>
  /newly admitted|transitional/i.test(longDescription ?? '');

const flag = (transitional: boolean) => ({ isTransitionalOrNewlyAdmitted: String(transitional) });

/** GET /credit-info/announcements/{region}?isTransitionalOrNewlyAdmitted=, as route-hints.json names it. */
export const announcementsPath = (regionSk: number, transitional: boolean) =>
  callKey(`/credit-info/announcements/${regionSk}`, flag(transitional));

/** GET /credit-info/page-map/{region}?isTransitionalOrNewlyAdmitted=, as route-hints.json names it. */
export const creditPageMapPath = (regionSk: number, transitional: boolean) =>
  callKey(`/credit-info/page-map/${regionSk}`, flag(transitional));

/** GET /credit-info/announcements/{region}: the public carousel announcements (decision 027). */
export function usePublicAnnouncements(regionSk: number | null, transitional: boolean) {
  const key = regionSk ? announcementsPath(regionSk, transitional) : null;
  return useSWR<Announcement[], Error>(
    key,
    (path: string) => apiRequest(path, { schema: AnnouncementsSchema, auth: false }),
    useServerData(key),
  );
}

/** GET /credit-info/page-map/{region} (S2-API-82): the region's pages for this license kind. */
export function useCreditPageMap(regionSk: number | null, transitional: boolean) {
  const key = regionSk ? creditPageMapPath(regionSk, transitional) : null;
  return useSWR<CreditPageMap, Error>(
    key,
    (path: string) => apiRequest(path, { schema: CreditPageMapSchema, auth: false }),
    useServerData(key),
  );
}
