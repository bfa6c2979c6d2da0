import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { UserLicensesSchema } from '@cle/contracts/credit-schemas';
import type { UserLicenses } from '@cle/contracts/credit-schemas';

/**
 * The compliance group (special status) the signed-in user saved on their license for this region.
 * Anonymous users have none. If the licenses cannot be read, there is no saved status: the tab
 * group then opens on its first tab rather than failing the page.
 */
export function useSavedSpecialStatus(regionSk: number | null): {
  groupSk: number | null;
  isLoading: boolean;
} {
  const { isAuthenticated, individualSk } = useAuth();
  const { data, isLoading } = useSWR<UserLicenses, Error>(
    isAuthenticated && regionSk ? ['/user/licenses', individualSk ?? ''] : null,
    ([path]: [string, string]) => apiRequest(path, { schema: UserLicensesSchema }),
  );
  const license = data?.items.find((l) => l.creditRegion_SK === regionSk);
  return { groupSk: license?.complianceGroup_SK ?? null, isLoading };
}
