import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, apiRequest } from './api-client';
import { ANONYMOUS, authStore } from './auth';
import {
  isSavedInLibrary,
  removeFromLibrary,
  REMOVE_CONFIRMATION,
  saveLabel,
  saveOutcomeToast,
  saveStep,
  useLibrarySave,
  type SaveContext,
} from './library';
import { toast } from './toast';

jest.mock('./api-client', () => ({ ...jest.requireActual('./api-client'), apiRequest: jest.fn() }));
const api = apiRequest as jest.MockedFunction<typeof apiRequest>;

const toasts = () => toast.list().map((t) => ({ type: t.type, content: t.content, undo: t.action?.label }));

beforeEach(() => {
  api.mockReset();
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

function saveIn(context: SaveContext, saved: boolean, confirmRemoval = false) {
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
  test('[S1-PODCAST-14] [S1-LIBRARY-54] [S1-LIBRARY-55] [S1-LIBRARY-56] add, remove, or confirm first', () => {
    expect(saveStep(false, false, false)).toBe('not-authenticated');
    expect(saveStep(true, false, true)).toBe('add');
    expect(saveStep(true, true, false)).toBe('remove');
    expect(saveStep(true, true, true)).toBe('confirm-remove');
  });
  test('[S1-ERRORS-50] [S1-ERRORS-51] [S1-ERRORS-52] [S1-ERRORS-53] the My Library toast texts', () => {
    expect(saveOutcomeToast('my-library', 'add', true)).toEqual({
      type: 'confirmation',
      content: 'Saved to My Library',
    });
    expect(saveOutcomeToast('my-library', 'remove', true).content).toBe('Removed from My Library');
    expect(saveOutcomeToast('my-library', 'add', false)).toEqual({
      type: 'alert',
      content: 'Error while saving item My Library',
    });
    expect(saveOutcomeToast('my-library', 'remove', false).content).toBe(
      'Error while removing item from My Library',
    );
  });
  test('[S1-API-24] several pks are removed in one DELETE, comma-joined', async () => {
    api.mockResolvedValue({});
    await removeFromLibrary(['A 1', 'B-2']);
    expect(api).toHaveBeenCalledWith('/user/library/A%201,B-2', { method: 'DELETE' });
  });
});

describe('useLibrarySave (spec 1 §4, §5, §8)', () => {
  test('[S1-PODCAST-15] an anonymous visitor gets the alert "Not authenticated" and no call', () => {
    act(() => authStore.set(ANONYMOUS));
    const { result } = saveIn('library', false);
    act(() => result.current.toggle());
    expect(toasts()).toEqual([{ type: 'alert', content: 'Not authenticated', undo: undefined }]);
    expect(api).not.toHaveBeenCalled();
  });

  test('[S1-ERRORS-48] [S1-LIBRARY-57] a search result save says "Saved item to library." with Undo', async () => {
    api.mockResolvedValue({});
    const { result } = saveIn('search', false);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(api).toHaveBeenCalledWith('/user/library/P-1', { method: 'POST' });
    expect(toasts()).toEqual([{ type: 'confirmation', content: 'Saved item to library.', undo: 'Undo' }]);

    act(() => toast.list()[0]!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(api).toHaveBeenLastCalledWith('/user/library/P-1', { method: 'DELETE' });
    expect(toasts()).toContainEqual({
      type: 'confirmation',
      content: 'Removed item from library',
      undo: 'Undo',
    });
  });

  test('[S1-ERRORS-40] [S1-ERRORS-42] [S1-LIBRARY-56] My Library removal asks first, then "Removed item from library"; Undo says "Saved item to library"', async () => {
    api.mockResolvedValue({});
    const { result } = saveIn('library', true, true);
    act(() => result.current.toggle());
    expect(result.current.confirming).toBe(true);
    expect(REMOVE_CONFIRMATION).toBe('Do you want to remove this program from your Library?');
    expect(api).not.toHaveBeenCalled();

    act(() => result.current.cancelRemove());
    expect(result.current.confirming).toBe(false);
    expect(result.current.saved).toBe(true);

    act(() => result.current.toggle());
    act(() => result.current.confirmRemove());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(toasts()).toEqual([{ type: 'confirmation', content: 'Removed item from library', undo: 'Undo' }]);

    act(() => toast.list()[0]!.action!.onClick());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(api).toHaveBeenLastCalledWith('/user/library/P-1', { method: 'POST' });
    expect(toasts()).toContainEqual({ type: 'confirmation', content: 'Saved item to library', undo: 'Undo' });
  });

  test('[S1-ERRORS-41] [S1-ERRORS-43] failures say "Error while saving item to library" / "Error while removing item from library"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.mockRejectedValue(new ApiError('boom', 'http', 500));
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
    api.mockResolvedValue({});
    const { result } = saveIn('podcast', false);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(true));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.saved).toBe(false));
    expect(toasts().map((t) => t.content)).toEqual(['Item Added to library', 'Item Removed from library']);
  });

  test('[S1-ERRORS-45] [S1-ERRORS-44] the podcast failures: "Error while adding item to library", "Error while removing item to library"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.mockRejectedValue(new ApiError('boom', 'network'));
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
    api.mockResolvedValue({});
    const card = saveIn('search', false);
    const panel = saveIn('my-library', false);
    act(() => card.result.current.toggle());
    await waitFor(() => expect(panel.result.current.saved).toBe(true));
  });
});
