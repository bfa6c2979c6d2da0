// Save to My Library on a search result card (spec 1 §4, §5, §8), through the shared hook.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { SearchItem } from '@cle/contracts/schemas';
import { toast } from '@cle/contracts/toast';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { ResultCard } from './result-card';

const itemCall = (method: string) => expect.objectContaining({ method, path: '/user/library/prog-1' });

const item = (over: Partial<SearchItem> = {}): SearchItem => ({
  pk: 'prog-1',
  title: 'Ethics for In-House Counsel 2026',
  url: '/program/ethics-2026',
  searchableType: 'ondemandprogram',
  productCode: '380001',
  isPurchased: false,
  isFavorite: false,
  ...over,
});

const renderCard = (it: SearchItem) =>
  render(
    <TestProviders>
      <ResultCard item={it} signedIn={Boolean(authStore.get().token)} />
    </TestProviders>,
  );
const toasts = () => toast.list().map((t) => [t.content, t.action?.label]);

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  // every library call succeeds with an empty answer
  server.use(
    api.get('/user/library/*', () => ({})),
    api.post('/user/library/*', () => ({})),
    api.delete('/user/library/*', () => ({})),
  );
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('result card: save to My Library', () => {
  test('[S1-PODCAST-15] an anonymous visitor gets "Not authenticated"', () => {
    act(() => authStore.set(ANONYMOUS));
    renderCard(item());
    fireEvent.click(screen.getByRole('button', { name: /^Save to My Library/ }));
    expect(toasts()).toEqual([['Not authenticated', undefined]]);
    expect(calls).toEqual([]);
  });

  test('[S1-LIBRARY-54] [S1-ERRORS-48] saving says "Saved item to library." with Undo', async () => {
    renderCard(item());
    fireEvent.click(
      screen.getByRole('button', { name: 'Save to My Library: Ethics for In-House Counsel 2026' }),
    );
    await screen.findByRole('button', { name: /^Saved to My Library/ });
    expect(calls).toContainEqual(itemCall('POST'));
    expect(toasts()).toEqual([['Saved item to library.', 'Undo']]);
  });

  test('[S1-LIBRARY-55] [S1-LIBRARY-56] a favorite is shown saved; removing asks "Do you want to remove this program from your Library?"', async () => {
    renderCard(item({ isFavorite: true }));
    fireEvent.click(screen.getByRole('button', { name: /^Saved to My Library/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you want to remove this program from your Library?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Saved to My Library/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: /^Save to My Library/ });
    expect(calls).toContainEqual(itemCall('DELETE'));
    await waitFor(() => expect(toasts()).toEqual([['Removed item from library', 'Undo']]));
  });
  test('[S1-ERRORS-41] [S1-ERRORS-43] a failed save says "Error while saving item to library", a failed removal "Error while removing item from library"; the card keeps its state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      api.post('/user/library/*', () => apiError(500, 'boom')),
      api.delete('/user/library/*', () => apiError(500, 'boom')),
    );
    const saving = renderCard(item());
    fireEvent.click(screen.getByRole('button', { name: /^Save to My Library/ }));
    await waitFor(() => expect(toasts()).toEqual([['Error while saving item to library', undefined]]));
    expect(screen.getByRole('button', { name: /^Save to My Library/ })).toBeInTheDocument();
    saving.unmount();

    renderCard(item({ isFavorite: true }));
    fireEvent.click(screen.getByRole('button', { name: /^Saved to My Library/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['Error while removing item from library', undefined]),
    );
    expect(calls).toContainEqual(itemCall('DELETE'));
    expect(screen.getByRole('button', { name: /^Saved to My Library/ })).toBeInTheDocument();
  });
});
