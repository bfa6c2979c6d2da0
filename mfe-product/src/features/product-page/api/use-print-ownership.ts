// What the signed-in person owns of a publication's print editions (spec 1 §4, spec 3 §6: access is
// allowed when some print variant is allowed): one library lookup for the paid print variants other than
// the one shown. null while it loads; an empty map for anonymous visitors or when there is none to ask.
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { libraryLookupSchema } from '../../../lib/payload-schemas';
import { fetchLibraryLookup, LIBRARY_LOOKUP_PATH } from '../../../lib/library-lookup';
import { PRINT_FORMATS } from '../publication-access';
import type { AccessOwnership, AccessVariant } from '../publication-access';

const NONE: ReadonlyMap<string, AccessOwnership> = new Map();

export function usePrintOwnership(
  currentPk: string,
  variants: readonly AccessVariant[],
): ReadonlyMap<string, AccessOwnership> | null {
  const auth = useAuth();
  const pks = variants
    .filter((v) => v.pk !== currentPk && v.price > 0 && v.bookFormat && PRINT_FORMATS.has(v.bookFormat))
    .map((v) => v.pk);
  const list = [...new Set(pks)].sort().join(',');
  const active = auth.ready && auth.isAuthenticated && list !== '';
  const { data, error } = useSWR<LibraryLookup>(
    active ? [LIBRARY_LOOKUP_PATH, list, auth.token] : null,
    ([, itemPks]: [string, string]) => fetchLibraryLookup(itemPks, libraryLookupSchema),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (!active || error) return NONE;
  if (!data) return null;
  return new Map(
    data.items.map((i) => [
      i.pk,
      { isPurchased: Boolean(i.isPurchased), accessExpirationDate: i.accessExpirationDate ?? null },
    ]),
  );
}
