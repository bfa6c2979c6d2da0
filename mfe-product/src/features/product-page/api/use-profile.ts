// The signed-in person's profile (spec 3 §6, §7 GET /user/profile): fetched only when authenticated;
// the content opt-outs (contentOptOut) switch off discount advice and the segment notice.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { userProfileSchema } from '../../../lib/payload-schemas';

const PROFILE_PATH = '/user/profile';
const NO_OPT_OUTS: readonly string[] = [];

export function useProfile(): {
  profile: UserProfile | undefined;
  contentOptOut: readonly string[];
  /** the opt-outs are known: the profile answered (or failed: none), or nobody is signed in */
  settled: boolean;
} {
  const auth = useAuth();
  const { data, error } = useSWR<UserProfile>(
    auth.ready && auth.isAuthenticated ? [PROFILE_PATH, auth.token] : null,
    ([path]: [string]) => apiRequest(path, { schema: userProfileSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    profile: data,
    contentOptOut: data?.contentOptOut ?? NO_OPT_OUTS,
    settled: auth.ready && (!auth.isAuthenticated || data !== undefined || error !== undefined),
  };
}
