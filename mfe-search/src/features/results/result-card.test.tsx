// Save to My Library on a search result card (spec 1 §4, §5, §8), through the shared hook.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { SearchItem } from '@cle/contracts/schemas';
import { toast } from '@cle/contracts/toast';
import { ResultCard } from './result-card';

jest.mock('@cle/contracts/api-client', () => ({
  ...jest.requireActual('@cle/contracts/api-client'),
  apiRequest: jest.fn(),
}));
const api = apiRequest as jest.MockedFunction<typeof apiRequest>;

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
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ResultCard item={it} signedIn={Boolean(authStore.get().token)} />
      </MemoryRouter>
    </SWRConfig>,
  );
const toasts = () => toast.list().map((t) => [t.content, t.action?.label]);

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({});
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
    expect(api).not.toHaveBeenCalled();
  });

  test('[S1-LIBRARY-54] [S1-ERRORS-48] saving says "Saved item to library." with Undo', async () => {
    renderCard(item());
    fireEvent.click(
      screen.getByRole('button', { name: 'Save to My Library: Ethics for In-House Counsel 2026' }),
    );
    await screen.findByRole('button', { name: /^Saved to My Library/ });
    expect(api).toHaveBeenCalledWith('/user/library/prog-1', { method: 'POST' });
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
    expect(api).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /^Saved to My Library/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: /^Save to My Library/ });
    expect(api).toHaveBeenCalledWith('/user/library/prog-1', { method: 'DELETE' });
    await waitFor(() => expect(toasts()).toEqual([['Removed item from library', 'Undo']]));
  });
});
