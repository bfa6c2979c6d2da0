import { useLibrarySave, useSavedInLibrary } from '@cle/contracts/library';

/**
 * Save-to-My-Library state of one episode: the saved flag from the library lookup (skipped for
 * anonymous visitors), adding and removing through the shared library hook. The series page's rows
 * remove without asking (spec 1 §4: the confirmation is for other contexts).
 */
export function useEpisodeSave(pk: string) {
  return useLibrarySave({ pk, saved: useSavedInLibrary(pk), context: 'my-library' });
}
