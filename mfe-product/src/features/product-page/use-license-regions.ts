// The jurisdictions the person is licensed in, for the credit table (spec 3 §6): a signed-in person's
// account licenses (S3-ROLES-27), a logged-out visitor's LO_Licenses cookie. While the account
// licenses load, or if they fail, none are marked.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { licenseRegionsOf } from '@cle/contracts/local-licenses';
import { LicensesResponseSchema, type LicensesResponse } from '@cle/contracts/tracker-schemas';

export const LICENSES_PATH = '/user/licenses';

export function useLicenseRegions(): Set<number> {
  const auth = useAuth();
  const signedIn = auth.ready && auth.isAuthenticated;
  const { data } = useSWR<LicensesResponse>(
    signedIn ? [LICENSES_PATH, auth.token] : null,
    ([path]: [string]) => apiRequest(path, { schema: LicensesResponseSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return licenseRegionsOf(signedIn, data?.items, typeof document === 'undefined' ? '' : document.cookie);
}
