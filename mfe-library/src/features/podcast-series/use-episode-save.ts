import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { createEmitter } from '@cle/contracts/events';
import { toast } from '@cle/contracts/toast';
import { LibraryLookupSchema, type LibraryLookup } from '@cle/contracts/podcast-schemas';
import {
  isEpisodeSaved,
  libraryLookupQuery,
  NOT_AUTHENTICATED_MESSAGE,
  saveOutcomeToast,
  saveStep,
  UNDO_LABEL,
} from './podcast-rules';

const emit = createEmitter('library');
const libraryPath = (pk: string) => `/user/library/${encodeURIComponent(pk)}`;

/**
 * Save-to-My-Library state of one episode. Signed in: the saved flag comes from
 * GET /user/library/by-itemPks (skipped for anonymous users, spec 1 §6), then follows the user's own
 * successful adds and removes. A lookup that fails leaves the episode shown as not saved.
 */
export function useEpisodeSave(pk: string) {
  const auth = useAuth();
  const lookup = useSWR<LibraryLookup>(
    auth.isAuthenticated ? ['/user/library/by-itemPks', pk, auth.token] : null,
    ([path, itemPk]: [string, string]) =>
      apiRequest(path, { query: libraryLookupQuery(itemPk), schema: LibraryLookupSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  // What this user last did here successfully; tied to the token so signing out forgets it.
  const [changed, setChanged] = useState<{ token: string; saved: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const fromLibrary = isEpisodeSaved(lookup.data?.items.find((item) => item.pk === pk));
  const saved =
    auth.isAuthenticated && changed && changed.token === auth.token
      ? changed.saved
      : auth.isAuthenticated && fromLibrary;

  // The undo button of a success toast calls the latest version of `change` (the toast outlives renders).
  const changeRef = useRef<(target: boolean) => Promise<void>>(async () => undefined);

  const change = async (target: boolean): Promise<void> => {
    const step = target ? 'add' : 'remove';
    const token = auth.token;
    setPending(true);
    try {
      await apiRequest(libraryPath(pk), { method: target ? 'POST' : 'DELETE' });
      if (token) setChanged({ token, saved: target });
      emit('library:item-saved', { itemPk: pk, saved: target });
      toast.show({
        ...saveOutcomeToast(step, true),
        action: { label: UNDO_LABEL, onClick: () => void changeRef.current(!target) },
      });
    } catch (error) {
      console.error(`[mfe-library] ${step} ${pk} failed`, error);
      toast.show(saveOutcomeToast(step, false));
    } finally {
      setPending(false);
    }
  };
  useEffect(() => {
    changeRef.current = change;
  });

  const toggle = () => {
    const step = saveStep(auth.isAuthenticated, saved);
    if (step === 'not-authenticated') {
      toast.show({ type: 'alert', content: NOT_AUTHENTICATED_MESSAGE });
      return;
    }
    void change(step === 'add');
  };

  return { saved, pending, toggle };
}
