// The profile's calls (GET/PUT /user/profile): the signed-in member's profile, and a save that marks the
// tracker's cached answers stale (a new name or opt-out changes what the tracker shows).
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { UserProfileSchema } from '@cle/contracts/profile-schemas';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { isCreditTrackerKey } from '../profile-rules';
import type { profileChanges } from '../profile-rules';

const PROFILE_KEY = '/user/profile';

export function useProfile() {
  const { isAuthenticated, individualSk } = useAuth();
  return useSWR<UserProfile, Error>(
    isAuthenticated ? [PROFILE_KEY, individualSk ?? ''] : null,
    ([path]: [string, string]) => apiRequest(path, { schema: UserProfileSchema }),
  );
}

/** PUT the changes; `onSaved` gets the saved profile before the tracker's cache is refreshed. */
export function useSaveProfile() {
  const { mutate } = useSWRConfig();
  return async (
    changes: NonNullable<ReturnType<typeof profileChanges>>,
    onSaved: (p: UserProfile) => void,
  ) => {
    const next = await apiRequest(PROFILE_KEY, { method: 'PUT', body: changes, schema: UserProfileSchema });
    onSaved(next);
    // a new name or opt-out changes what the tracker shows: its cached data is stale now
    await mutate(isCreditTrackerKey, undefined, { revalidate: true });
  };
}
