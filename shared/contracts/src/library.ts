// Save to My Library, one contract for every remote (spec 1 §4 "Save to library", §5, §7, §8):
// the add/remove calls, the toast texts of each context, the remove confirmation, and the hook the
// podcast rows, search result cards, product pages and My Library all use. Remotes never copy it.
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
// Package paths, not './auth': the shell does not load this module, so the first remote provides it,
// and only bare '@cle/contracts/*' requests are federation-shared. A relative import would bundle
// a private copy of the auth store and toast bus into that remote (no token, toasts nobody shows).
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { createEmitter, onEvent } from '@cle/contracts/events';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { toast } from '@cle/contracts/toast';
import type { ToastType } from '@cle/contracts/toast';

// The save contract is the library team's: saving announces library:item-saved wherever it happens.
const emitLibrary = createEmitter('library');

/** Spec 1 §4: asked before removing outside the podcast rows. */
export const REMOVE_CONFIRMATION = 'Do you want to remove this program from your Library?';
/**
 * Spec 1 §8: what My Library says, with Undo, when the person answered the remove confirmation for a
 * program (the answer is their feedback on it); other items keep the context's removal text.
 */
export const REMOVE_FEEDBACK_TOAST = 'Thanks for the feedback, the program has been removed.';
/** Spec 1 §5: adding without a signed-in user. */
const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
const UNDO_LABEL = 'Undo';
const SAVE_LABEL = 'Save to My Library';
const SAVED_LABEL = 'Saved to My Library';

/**
 * Which set of spec 1 §8 toast texts a context uses:
 * - 'library': My Library and the search result cards ('Saved item to library', ...);
 * - 'search': like 'library', but a save says 'Saved item to library.' (the variant with undo);
 * - 'podcast': podcast episode product pages ('Item Added to library', ...);
 * - 'my-library': podcast series rows and product pages ('Saved to My Library', ...).
 */
type SaveContext = 'library' | 'search' | 'podcast' | 'my-library';

interface SaveToasts {
  saved: string;
  saveFailed: string;
  removed: string;
  removeFailed: string;
}

const SAVE_TOASTS: Record<SaveContext, SaveToasts> = {
  library: {
    saved: 'Saved item to library',
    saveFailed: 'Error while saving item to library',
    removed: 'Removed item from library',
    removeFailed: 'Error while removing item from library',
  },
  search: {
    saved: 'Saved item to library.',
    saveFailed: 'Error while saving item to library',
    removed: 'Removed item from library',
    removeFailed: 'Error while removing item from library',
  },
  podcast: {
    saved: 'Item Added to library',
    saveFailed: 'Error while adding item to library',
    removed: 'Item Removed from library',
    removeFailed: 'Error while removing item to library',
  },
  'my-library': {
    saved: 'Saved to My Library',
    saveFailed: 'Error while saving item My Library',
    removed: 'Removed from My Library',
    removeFailed: 'Error while removing item from My Library',
  },
};

export interface LibraryFlags {
  isPurchased?: boolean;
  isArchived?: boolean;
  isFavorite?: boolean;
}

/** Spec 1 §4: an item counts as saved when purchased and not archived, or when it is a favorite. */
export function isSavedInLibrary(flags: LibraryFlags | undefined | null): boolean {
  if (!flags) return false;
  return (Boolean(flags.isPurchased) && !flags.isArchived) || Boolean(flags.isFavorite);
}

export function saveLabel(saved: boolean): string {
  return saved ? SAVED_LABEL : SAVE_LABEL;
}

type SaveStep = 'not-authenticated' | 'add' | 'confirm-remove' | 'remove';

/**
 * What pressing save does: nothing but an alert for an anonymous visitor (spec 1 §5); add when not
 * saved; remove when saved, after the confirmation where the context asks for it (spec 1 §4).
 */
function saveStep(isAuthenticated: boolean, saved: boolean, confirmRemoval: boolean): SaveStep {
  if (!isAuthenticated) return 'not-authenticated';
  if (!saved) return 'add';
  return confirmRemoval ? 'confirm-remove' : 'remove';
}

interface ToastSpec {
  type: ToastType;
  content: string;
}

/** Success is a confirmation toast (closes after 8 s); failure an alert (stays until dismissed). */
function saveOutcomeToast(context: SaveContext, step: 'add' | 'remove', ok: boolean): ToastSpec {
  const texts = SAVE_TOASTS[context];
  if (step === 'add')
    return ok ? { type: 'confirmation', content: texts.saved } : { type: 'alert', content: texts.saveFailed };
  return ok
    ? { type: 'confirmation', content: texts.removed }
    : { type: 'alert', content: texts.removeFailed };
}

const libraryItemPath = (pk: string) => `/user/library/${encodeURIComponent(pk)}`;

/** POST /user/library/{id} (spec 1 §7): adds the item; the answer may carry a cartUrl for cart items. */
async function addToLibrary(pk: string): Promise<{ cartUrl?: string }> {
  const answer = await apiRequest<unknown>(libraryItemPath(pk), { method: 'POST' });
  const cartUrl =
    answer && typeof answer === 'object' && 'cartUrl' in answer && typeof answer.cartUrl === 'string'
      ? answer.cartUrl
      : undefined;
  return cartUrl ? { cartUrl } : {};
}

/** DELETE /user/library/{id} (spec 1 §7). */
async function removeFromLibrary(pk: string): Promise<void> {
  await apiRequest<unknown>(libraryItemPath(pk), { method: 'DELETE' });
}

/**
 * GET /user/library/by-itemPks for one item (spec 1 §7): the include flags and noCache true, the
 * rest false, pageSize 1 (one item, as for podcasts).
 */
export function libraryLookupQuery(itemPk: string): Record<string, string | number | boolean> {
  return {
    itemPks: itemPk,
    includeAllSegments: true,
    includeArchived: true,
    includeFavorites: true,
    includeNested: true,
    noCache: true,
    pageSize: 1,
  };
}

/** The by-itemPks lookup of one item for the signed-in user; one SWR key, so every hook shares the call. */
function useLibraryLookup(pk: string | null | undefined, enabled: boolean) {
  const auth = useAuth();
  return useSWR<LibraryLookup>(
    enabled && pk && auth.isAuthenticated ? ['/user/library/by-itemPks', pk, auth.token] : null,
    ([path, itemPk]: [string, string]) =>
      apiRequest(path, {
        query: libraryLookupQuery(itemPk),
        // the schema loads with the call, not with every page that shows a save button (decision 093)
        schema: () => import('@cle/contracts/podcast-schemas').then((m) => m.LibraryLookupSchema),
      }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/**
 * Whether one item is in the signed-in user's library (library hydration): undefined while unknown,
 * and for anonymous visitors no call at all (spec 1 §6). A failed lookup stays unknown (not saved).
 */
export function useSavedInLibrary(pk: string, enabled = true): boolean | undefined {
  const lookup = useLibraryLookup(pk, enabled);
  return lookup.data ? isSavedInLibrary(lookup.data.items.find((item) => item.pk === pk)) : undefined;
}

/** Spec 3 §6: purchasers or parent-program purchasers may launch; others see buy or register. */
export function isPurchasedInLibrary(
  flags: { isPurchased?: boolean; isParentProgramPurchased?: boolean } | undefined | null,
): boolean {
  return Boolean(flags?.isPurchased || flags?.isParentProgramPurchased);
}

export interface UseLibrarySaveOptions {
  pk: string;
  /** the saved state the page knows (search result, library lookup); undefined while unknown */
  saved: boolean | undefined;
  context: SaveContext;
  /** ask REMOVE_CONFIRMATION before removing (spec 1 §4: "in other contexts") */
  confirmRemoval?: boolean;
  /** the success toast of a removal the person confirmed, instead of the context's (REMOVE_FEEDBACK_TOAST) */
  confirmedRemovalToast?: string;
  /** called after a successful add or remove (e.g. to revalidate a list) */
  onChanged?: (saved: boolean) => void;
}

export interface LibrarySave {
  saved: boolean;
  pending: boolean;
  /** the last add or remove failed */
  failed: boolean;
  /** what the last add or remove asked for (null before any) */
  target: boolean | null;
  /** true while the remove confirmation is open */
  confirming: boolean;
  /** what the save button does */
  toggle: () => void;
  /** answers of the remove confirmation */
  confirmRemove: () => void;
  cancelRemove: () => void;
}

/**
 * The user's own last successful change of one item (here or elsewhere on the page, through the
 * `library:item-saved` event): tied to the token it was made with, so signing out forgets it.
 */
function useOwnChange(pk: string, token: string | null): boolean | null {
  const [changed, setChanged] = useState<{ token: string; saved: boolean } | null>(null);
  useEffect(
    () =>
      onEvent('library:item-saved', (detail) => {
        if (detail.itemPk === pk && token) setChanged({ token, saved: detail.saved });
      }),
    [pk, token],
  );
  return changed && changed.token === token ? changed.saved : null;
}

/**
 * The save-to-library state of one item. The user's own successful changes (here or elsewhere on
 * the page, through the `library:item-saved` event) win over what the page loaded; they are tied to
 * the token, so signing out forgets them. Every success toast offers Undo.
 */
export function useLibrarySave({
  pk,
  saved: known,
  context,
  confirmRemoval = false,
  confirmedRemovalToast,
  onChanged,
}: UseLibrarySaveOptions): LibrarySave {
  const auth = useAuth();
  const own = useOwnChange(pk, auth.token);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [lastTarget, setLastTarget] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);

  const saved = auth.isAuthenticated && (own ?? Boolean(known));

  // The Undo button of a toast outlives renders: it calls the latest `change`.
  const changeRef = useRef<(target: boolean, confirmed?: boolean) => Promise<void>>(async () => undefined);
  const onChangedRef = useRef(onChanged);

  const change = async (target: boolean, confirmed = false): Promise<void> => {
    const step = target ? 'add' : 'remove';
    setPending(true);
    setFailed(false);
    setLastTarget(target);
    try {
      if (target) await addToLibrary(pk);
      else await removeFromLibrary(pk);
      // the event updates every control showing this item, this one included
      emitLibrary('library:item-saved', { itemPk: pk, saved: target });
      onChangedRef.current?.(target);
      const outcome = saveOutcomeToast(context, step, true);
      toast.show({
        ...outcome,
        content: confirmed && confirmedRemovalToast ? confirmedRemovalToast : outcome.content,
        action: { label: UNDO_LABEL, onClick: () => void changeRef.current(!target) },
      });
    } catch (error) {
      console.error(`[library] ${step} ${pk} failed`, error);
      setFailed(true);
      toast.show(saveOutcomeToast(context, step, false));
    } finally {
      setPending(false);
    }
  };
  useEffect(() => {
    changeRef.current = change;
    onChangedRef.current = onChanged;
  });

  const toggle = useCallback(() => {
    const step = saveStep(auth.isAuthenticated, saved, confirmRemoval);
    if (step === 'not-authenticated') {
      toast.show({ type: 'alert', content: NOT_AUTHENTICATED_MESSAGE });
      return;
    }
    if (step === 'confirm-remove') {
      setConfirming(true);
      return;
    }
    void changeRef.current(step === 'add');
  }, [auth.isAuthenticated, saved, confirmRemoval]);

  return {
    saved,
    pending,
    failed,
    target: lastTarget,
    confirming,
    toggle,
    confirmRemove: () => {
      setConfirming(false);
      void changeRef.current(false, true);
    },
    cancelRemove: () => setConfirming(false),
  };
}
