// What the signed-in person owns of one product (spec 3 §4.3, §6): purchased, bought as part of its
// parent program, registered (live), and whether that is still loading. One library lookup (the same SWR
// key as @cle/contracts/library's, so every control on the page shares the call) and the upcoming
// registrations. Anonymous visitors: nothing owned, nothing loading, no call.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { libraryLookupQuery } from '@cle/contracts/library';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { libraryLookupSchema } from '../../../lib/payload-schemas';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { LIBRARY_LOOKUP_PATH, useUpcomingRegistrations } from '../../../lib/registration-api';

export interface PurchaseState {
  purchased: boolean;
  parentPurchased: boolean;
  registered: boolean;
  /** the person's registration for this product, when registered */
  registration: RegistrationRecord | null;
  /** true while the library or the registrations load (the panel shows 'Loading...') */
  loading: boolean;
  /** when bought access ends (library lookup; null: it does not, or nothing bought) */
  accessExpirationDate: string | null;
}

const NOTHING_OWNED = {
  purchased: false,
  parentPurchased: false,
  registered: false,
  registration: null,
  accessExpirationDate: null,
} as const;

export function usePurchaseState(product: { pk: string } | null | undefined): PurchaseState {
  const auth = useAuth();
  const pk = product?.pk ?? null;
  const lookup = useSWR<LibraryLookup>(
    auth.ready && auth.isAuthenticated && pk ? [LIBRARY_LOOKUP_PATH, pk, auth.token] : null,
    ([path, itemPk]: [string, string]) =>
      apiRequest(path, { query: libraryLookupQuery(itemPk), schema: libraryLookupSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const { registrations } = useUpcomingRegistrations();
  if (!auth.ready) return { ...NOTHING_OWNED, loading: true };
  if (!auth.isAuthenticated || !pk) return { ...NOTHING_OWNED, loading: false };
  const item = lookup.data?.items.find((i) => i.pk === pk);
  const registration = registrations?.find((r) => r.pk === pk) ?? null;
  return {
    // a failed lookup counts as not owned: buying stays possible
    purchased: Boolean(item?.isPurchased) && !registration,
    parentPurchased: Boolean(item?.isParentProgramPurchased),
    registered: Boolean(registration),
    registration,
    loading: (!lookup.data && !lookup.error) || registrations === undefined,
    accessExpirationDate: item?.accessExpirationDate ?? null,
  };
}
