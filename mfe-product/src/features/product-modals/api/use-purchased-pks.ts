// Which of some items the signed-in person bought (itself or its parent program), from their library
// (GET /user/library/by-itemPks, one call for all). Anonymous visitors own nothing and make no call.
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import { isPurchasedInLibrary } from '@cle/contracts/library';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { libraryLookupSchema } from '../../../lib/payload-schemas';
import { fetchLibraryLookup, LIBRARY_LOOKUP_PATH } from '../../../lib/library-lookup';

const EMPTY: ReadonlySet<string> = new Set();

export function usePurchasedPks(
  pks: readonly string[],
  enabled = true,
): {
  purchased: ReadonlySet<string>;
  loading: boolean;
} {
  const auth = useAuth();
  const list = [...new Set(pks)].sort().join(',');
  const { data, error } = useSWR<LibraryLookup>(
    enabled && auth.isAuthenticated && list ? [LIBRARY_LOOKUP_PATH, list, auth.token] : null,
    ([, itemPks]: [string, string]) => fetchLibraryLookup(itemPks, libraryLookupSchema),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!auth.isAuthenticated || !list) return { purchased: EMPTY, loading: false };
  if (error) return { purchased: EMPTY, loading: false };
  if (!data) return { purchased: EMPTY, loading: true };
  return {
    purchased: new Set(data.items.filter((i) => isPurchasedInLibrary(i)).map((i) => i.pk)),
    loading: false,
  };
}
