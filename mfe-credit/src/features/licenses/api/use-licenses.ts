// License calls (spec 2 §7 Licenses): reads through SWR (keys are API paths), writes through the API
// client; every license change invalidates cached license, tracker and cart data (S2-API-20..22).
import { useState } from 'react';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { invalidateCartData } from '@cle/contracts/cart';
import { CreditJurisdictionsSchema, LicensesResponseSchema } from '@cle/contracts/tracker-schemas';
import { toast } from '@cle/contracts/toast';
import type { CreditJurisdiction, LicenseBody, LicensesResponse } from '@cle/contracts/tracker-schemas';
import {
  LICENSE_TOASTS,
  localLicensesCookie,
  readLocalLicenses,
  shouldSavePreference,
} from '../license-rules';
import type { LocalLicense } from '../license-rules';

const LICENSES_PATH = '/user/licenses';
const TRACKER_PATH = '/credit-tracker';

const keyPath = (key: unknown) => (Array.isArray(key) ? String(key[0]) : String(key));

/** Drops every cached license and tracker answer (any key under those paths) and the cart's. */
async function invalidateLicenseData(): Promise<void> {
  await Promise.all([
    mutate((key) => {
      const path = keyPath(key);
      return path.startsWith(LICENSES_PATH) || path.startsWith(TRACKER_PATH);
    }),
    invalidateCartData(),
  ]);
}

/** Signed-in members' licenses; anonymous visitors' are never fetched (S2-ROLES-01). */
export function useLicenses() {
  const { isAuthenticated, individualSk } = useAuth();
  return useSWR<LicensesResponse, Error>(
    isAuthenticated ? [LICENSES_PATH, individualSk ?? ''] : null,
    ([path]: [string]) => apiRequest(path, { schema: LicensesResponseSchema }),
  );
}

export function useCreditJurisdictions() {
  return useSWR<CreditJurisdiction[], Error>('/cle/credit-jurisdictions', (path: string) =>
    apiRequest(path, { schema: CreditJurisdictionsSchema, auth: false }),
  );
}

export async function addLicenses(bodies: LicenseBody[]): Promise<LicensesResponse> {
  const out = await apiRequest(LICENSES_PATH, {
    method: 'POST',
    body: bodies.length === 1 ? bodies[0] : bodies,
    schema: LicensesResponseSchema,
  });
  await invalidateLicenseData();
  return out;
}

export async function updateLicense(body: LicenseBody): Promise<LicensesResponse> {
  const out = await apiRequest(LICENSES_PATH, { method: 'PUT', body, schema: LicensesResponseSchema });
  await invalidateLicenseData();
  return out;
}

export async function deleteLicense(sk: number): Promise<LicensesResponse> {
  const out = await apiRequest(`${LICENSES_PATH}/${sk}`, {
    method: 'DELETE',
    schema: LicensesResponseSchema,
  });
  await invalidateLicenseData();
  return out;
}

/** PUT the numeric key, then the licenses are refetched (S2-API-19). */
async function saveCertificatePreference(key: number): Promise<void> {
  await apiRequest(`${LICENSES_PATH}/certificate-preference`, { method: 'PUT', body: { key } });
  await mutate((k) => keyPath(k).startsWith(LICENSES_PATH));
}

/** S2-LICENSE-08/09: nothing selected or nothing changed: nothing is sent. */
export async function savePreferenceIfChanged(selected: number | null, saved: number | null): Promise<void> {
  if (!shouldSavePreference(selected, saved)) return;
  try {
    await saveCertificatePreference(selected!);
    toast.show({ content: LICENSE_TOASTS.preferenceSaved, type: 'confirmation' });
  } catch {
    toast.show({ content: LICENSE_TOASTS.preferenceFailed, type: 'alert' });
  }
}

/** Logged-out visitors' licenses: the LO_Licenses cookie, read after mounting and written on change. */
export function useLocalLicenses() {
  const [local, setLocal] = useState<LocalLicense[]>(() => readLocalLicenses(document.cookie));
  const store = (next: LocalLicense[]) => {
    document.cookie = localLicensesCookie(next);
    setLocal(next);
  };
  return [local, store] as const;
}
