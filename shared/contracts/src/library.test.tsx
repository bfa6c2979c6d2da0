import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { ANONYMOUS, authStore } from './auth';
import {
  isSavedInLibrary,
  REMOVE_CONFIRMATION,
  REMOVE_FEEDBACK_TOAST,
  saveLabel,
  useLibrarySave,
} from './library';
import type { UseLibrarySaveOptions } from './library';
import { toast } from './toast';

// The library calls as the API answers them (MSW); `calls` records what the hook asked for.
let calls: ApiCall[];
let answer: () => Response;
const answerAll = (next: () => Response) => {
  answer = next;
};
const call = (path: string, method: string) => expect.objectContaining({ path, method });

const toasts = () => toast.list().map((t) => ({ type: t.type, content: t.content, undo: t.action?.label }));

beforeEach(() => {
  calls = recordApiCalls();
  answerAll(() => HttpResponse.json({}));
  server.use(http.all('*/api/user/library/*', () => answer()));
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

function saveIn(context: UseLibrarySaveOptions['context'], saved: boolean, confirmRemoval = false) {
  return renderHook(() => useLibrarySave({ pk: 'P-1', saved, context, confirmRemoval }));
}

describe('save to library rules (spec 1 §4, §5)', () => {
  test('[S1-PODCAST-13] saved when purchased and not archived, or a favorite', () => {
    expect(isSavedInLibrary({ isPurchased: true })).toBe(true);
    expect(isSavedInLibrary({ isPurchased: true, isArchived: true })).toBe(false);
    expect(isSavedInLibrary({ isFavorite: true, isArchived: true })).toBe(true);
    expect(isSavedInLibrary({})).toBe(false);
    expect(isSavedInLibrary(undefined)).toBe(false);
  });
  test('[S1-PODCAST-11] [S1-PODCAST-12] the label follows the saved state', () => {
    expect(saveLabel(false)).toBe('Save to My Library');
    expect(saveLabel(true)).toBe('Saved to My Library');
  });
});

describe('useLibrarySave (spec 1 §4, §5, §8)', () => {
  test('[S1-PODCAST-14] [S1-LIBRARY-54] [S1-LIBRARY-55] [S1-LIBRARY-56] add, remove, or confirm first', async () => {
    const add = saveIn('library', false, true);
    act(() => add.result.current.toggle());
    await waitFor(() => expect(calls).toEqual([call('/user/library/P-1', 'POST')]));

    const remove = saveIn('library', true);
    act(() => remove.result.current.toggle());
    expect(remove.result.current.confirming).toBe(false);
    await waitFor(() => expect(calls.at(-1)).toEqual(call('/user/library/P-1', 'DELETE')));

    const asked = saveIn('library', true, true);
    act(() => asked.result.current.toggle());
    expect(asked.result.current.confirming).toBe(true);
    expect(calls).toHaveLength(2);
  });

  test('[S1-ERRORS-50] [S1-ERRORS-51] [S1-ERRORS-52] [S1-ERRORS-53] the My Library toast texts', async () => {
    const { result } = saveIn('my-library', false);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(true));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(false));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerAll(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.pending).toBe(false));
    await waitFor(() => expect(toasts()).toHaveLength(3));
    const failedRemove = saveIn('my-library', true);
    act(() => failedRemove.result.current.toggle());
    await waitFor(() => expect(toasts()).toHaveLength(4));
    expect(toasts()).toEqual([
      { type: 'confirmation', content: 'Saved to My Library', undo: 'Undo' },
      { type: 'confirmation', content: 'Removed from My Library', undo: 'Undo' },
      { type: 'alert', content: 'Error while saving item My Library', undo: undefined },
      { type: 'alert', content: 'Error while removing item from My Library', undo: undefined },
    ]);
  });

  test('[S1-PODCAST-15] an anonymous visitor gets the alert "Not authenticated" and no call', () => {
    act(() => authStore.set(ANONYMOUS));
    const { result } = saveIn('library', false);
    act(() => result.current.toggle());
    expect(toasts()).toEqual([{ type: 'alert', content: 'Not authenticated', undo: undefined }]);
    expect(calls).toHaveLength(0);
  });

  test('[S1-ERRORS-48] [S1-LIBRARY-57] a search result save says "Saved item to library." with Undo', async () => {
    answerAll(() => HttpResponse.json({}));
    const { result } = saveIn('search', false);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(calls).toContainEqual(call('/user/library/P-1', 'POST'));
    expect(toasts()).toEqual([{ type: 'confirmation', content: 'Saved item to library.', undo: 'Undo' }]);

    act(() => toast.list()[0]!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(calls.at(-1)).toEqual(call('/user/library/P-1', 'DELETE'));
    expect(toasts()).toContainEqual({
      type: 'confirmation',
      content: 'Removed item from library',
      undo: 'Undo',
    });
  });

  test('[S1-ERRORS-40] [S1-ERRORS-42] [S1-LIBRARY-56] My Library removal asks first, then "Removed item from library"; Undo says "Saved item to library"', async () => {
    answerAll(() => HttpResponse.json({}));
    const { result } = saveIn('library', true, true);
    act(() => result.current.toggle());
    expect(result.current.confirming).toBe(true);
    expect(REMOVE_CONFIRMATION).toBe('Do you want to remove this program from your Library?');
    expect(calls).toHaveLength(0);

    act(() => result.current.cancelRemove());
    expect(result.current.confirming).toBe(false);
    expect(result.current.saved).toBe(true);

    act(() => result.current.toggle());
    act(() => result.current.confirmRemove());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(toasts()).toEqual([{ type: 'confirmation', content: 'Removed item from library', undo: 'Undo' }]);

    act(() => toast.list()[0]!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(calls.at(-1)).toEqual(call('/user/library/P-1', 'POST'));
    expect(toasts()).toContainEqual({ type: 'confirmation', content: 'Saved item to library', undo: 'Undo' });
  });

  test('[S1-ERRORS-49] [S1-LIBRARY-57] a confirmed program removal says "Thanks for the feedback, the program has been removed." with Undo, which saves it again', async () => {
    answerAll(() => HttpResponse.json({}));
    const { result } = renderHook(() =>
      useLibrarySave({
        pk: 'P-1',
        saved: true,
        context: 'library',
        confirmRemoval: true,
        confirmedRemovalToast: REMOVE_FEEDBACK_TOAST,
      }),
    );
    act(() => result.current.toggle());
    act(() => result.current.confirmRemove());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(calls).toEqual([call('/user/library/P-1', 'DELETE')]);
    expect(toasts()).toEqual([
      {
        type: 'confirmation',
        content: 'Thanks for the feedback, the program has been removed.',
        undo: 'Undo',
      },
    ]);
    act(() => toast.list()[0]!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(calls.at(-1)).toEqual(call('/user/library/P-1', 'POST'));
    // the Undo of the Undo is a removal nobody confirmed: the context's own text
    act(() => toast.list().at(-1)!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(toasts().at(-1)).toEqual({
      type: 'confirmation',
      content: 'Removed item from library',
      undo: 'Undo',
    });
  });

  test('[S1-ERRORS-41] [S1-ERRORS-43] failures say "Error while saving item to library" / "Error while removing item from library"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerAll(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const add = saveIn('library', false);
    act(() => add.result.current.toggle());
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        type: 'alert',
        content: 'Error while saving item to library',
        undo: undefined,
      }),
    );
    expect(add.result.current.saved).toBe(false);

    const remove = saveIn('library', true);
    act(() => remove.result.current.toggle());
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        type: 'alert',
        content: 'Error while removing item from library',
        undo: undefined,
      }),
    );
    expect(remove.result.current.saved).toBe(true);
  });

  test('[S1-ERRORS-47] [S1-ERRORS-46] the podcast variant: "Item Added to library", "Item Removed from library"', async () => {
    answerAll(() => HttpResponse.json({}));
    const { result } = saveIn('podcast', false);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(true));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(toasts().map((t) => t.content)).toEqual(['Item Added to library', 'Item Removed from library']);
  });

  test('[S1-ERRORS-45] [S1-ERRORS-44] the podcast failures: "Error while adding item to library", "Error while removing item to library"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerAll(() => HttpResponse.error());
    const add = saveIn('podcast', false);
    act(() => add.result.current.toggle());
    await waitFor(() =>
      expect(toasts().map((t) => t.content)).toContain('Error while adding item to library'),
    );
    const remove = saveIn('podcast', true);
    act(() => remove.result.current.toggle());
    await waitFor(() =>
      expect(toasts().map((t) => t.content)).toContain('Error while removing item to library'),
    );
  });

  test('a change made elsewhere on the page (library:item-saved) updates every control of that item', async () => {
    answerAll(() => HttpResponse.json({}));
    const card = saveIn('search', false);
    const panel = saveIn('my-library', false);
    act(() => card.result.current.toggle());
    await waitFor(() => expect(panel.result.current.saved).toBe(true));
  });
});
