// The jurisdictions the person is licensed in, for the credit table (spec 3 §6): a signed-in person's
// account licenses (S3-ROLES-27), a logged-out visitor's LO_Licenses cookie. While the account
// licenses load, or if they fail, none are marked.
import { cookieValue } from '@cle/contracts/cookies';
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';

const LICENSES_PATH = '/user/licenses';
/** the cookie's name (@cle/contracts/local-licenses reads it): no cookie, nothing to load */
const LOCAL_LICENSES_COOKIE = 'LO_Licenses';

// The reader, the tracker schemas and the call load only when there is something to mark (signed in,
// or the cookie set): on the first load they weighed on the product pages' 184 KB budget. A local
// module is imported on demand (a lazily consumed shared module leaves the build with unresolved SRI
// placeholders).
const load = (signedIn: boolean, cookie: string) =>
  import('./license-regions').then((m) => m.loadLicenseRegions(signedIn, LICENSES_PATH, cookie));

const NONE = new Set<number>();

export function useLicenseRegions(): Set<number> {
  const auth = useAuth();
  const signedIn = auth.ready && auth.isAuthenticated;
  const cookie = typeof document === 'undefined' ? '' : document.cookie;
  const hasCookie = cookieValue(cookie, LOCAL_LICENSES_COOKIE) !== undefined;
  const { data } = useSWR<number[]>(
    !auth.ready ? null : signedIn ? [LICENSES_PATH, auth.token] : hasCookie ? ['lo-licenses', cookie] : null,
    () => load(signedIn, cookie),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return data ? new Set(data) : NONE;
}
