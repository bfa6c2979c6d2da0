import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { isSavedInLibrary, useLibrarySave } from '@cle/contracts/library';
import { LibraryLookupSchema, type LibraryLookup } from '@cle/contracts/podcast-schemas';
import { libraryLookupQuery } from './podcast-rules';

/**
 * Save-to-My-Library state of one episode. Signed in: the saved flag comes from
 * GET /user/library/by-itemPks (skipped for anonymous users, spec 1 §6); adding and removing go
 * through the shared library hook. A lookup that fails leaves the episode shown as not saved.
 */
export function useEpisodeSave(pk: string) {
  const auth = useAuth();
  const lookup = useSWR<LibraryLookup>(
    auth.isAuthenticated ? ['/user/library/by-itemPks', pk, auth.token] : null,
    ([path, itemPk]: [string, string]) =>
      apiRequest(path, { query: libraryLookupQuery(itemPk), schema: LibraryLookupSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const known = lookup.data ? isSavedInLibrary(lookup.data.items.find((item) => item.pk === pk)) : undefined;
  // The series page's rows remove without asking (spec 1 §4: the confirmation is for other contexts).
  return useLibrarySave({ pk, saved: known, context: 'my-library' });
}
