// Which of a row's items the signed-in person owns (GET /user/library/by-itemPks, one call per row),
// for hidePurchased. Type-only imports: the home page trusts its payloads (decision 006). Anonymous
// visitors own nothing and make no call.
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { fetchLibraryLookup, LIBRARY_LOOKUP_PATH } from '../../lib/library-lookup';

const NONE: ReadonlySet<string> = new Set();

/** The owned pks among `pks`; undefined while the lookup runs; an empty set when none or anonymous. */
export function usePurchasedItems(pks: readonly string[], enabled: boolean): ReadonlySet<string> | undefined {
  const auth = useAuth();
  const list = [...new Set(pks)].sort().join(',');
  const active = enabled && auth.isAuthenticated && list !== '';
  const { data, error } = useSWR<LibraryLookup>(
    active ? [LIBRARY_LOOKUP_PATH, list, auth.token] : null,
    ([, itemPks]: [string, string]) => fetchLibraryLookup(itemPks),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!active || error) return NONE;
  if (!data) return undefined;
  return new Set(data.items.filter((i) => i.isPurchased || i.isParentProgramPurchased).map((i) => i.pk));
}
