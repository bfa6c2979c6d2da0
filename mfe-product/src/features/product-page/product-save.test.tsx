// Save to My Library on a product page (spec 1 §4, spec 3 §2.2, §8) through the shared hook.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, apiRequest } from '@cle/contracts/api-client';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { payload } from '../../test/fixtures';
import { Providers } from '../../test/providers';
import { ProductView } from './product-view';

jest.mock('@cle/contracts/api-client', () => ({
  ...jest.requireActual('@cle/contracts/api-client'),
  apiRequest: jest.fn(),
}));
const api = apiRequest as jest.MockedFunction<typeof apiRequest>;

function fakeApi(libraryItems: unknown[], failWrites = false) {
  api.mockImplementation(async (path, options) => {
    if (path === '/site-parts') return { labels: {} } as never;
    if (path.startsWith('/product/')) return payload() as never;
    if (path === '/user/library/by-itemPks') return { items: libraryItems } as never;
    if (path === '/user/library/prg-380021') {
      if (failWrites) throw new ApiError('boom', 'http', 500);
      return { changed: true } as never;
    }
    throw new ApiError(`unexpected ${path} ${options?.method}`, 'http', 500);
  });
}

const renderView = () =>
  render(
    <Providers path="/programs/x">
      <ProductView code="380021" inShell />
    </Providers>,
  );
const toasts = () => toast.list().map((t) => [t.type, t.content, t.action?.label]);

beforeEach(() => {
  api.mockReset();
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set(ANONYMOUS));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('product page: save to My Library', () => {
  test('[S3-ROLES-06] [S1-PODCAST-15] anonymous: no library lookup; saving alerts "Not authenticated"', async () => {
    fakeApi([]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    expect(toasts()).toEqual([['alert', 'Not authenticated', undefined]]);
    expect(api.mock.calls.map((c) => c[0])).not.toContain('/user/library/by-itemPks');
  });

  test('[S3-ERRORS-16] [S1-ERRORS-50] signed in: saving says "Saved to My Library" with Undo', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 't-1' }));
    fakeApi([]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    await screen.findByRole('button', { name: /^Saved to My Library/ });
    expect(api).toHaveBeenCalledWith('/user/library/prg-380021', { method: 'POST' });
    expect(toasts()).toEqual([['confirmation', 'Saved to My Library', 'Undo']]);
  });

  test('[S3-MODALS-23] [S1-LIBRARY-56] a saved program (from the lookup) asks before it is removed', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 't-1' }));
    fakeApi([{ pk: 'prg-380021', isPurchased: false, isFavorite: true }]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /^Saved to My Library/ }));
    expect(
      screen.getByRole('alertdialog', { name: 'Do you want to remove this program from your Library?' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('button', { name: /^Save to My Library/ });
    expect(api).toHaveBeenCalledWith('/user/library/prg-380021', { method: 'DELETE' });
    expect(toasts()).toEqual([['confirmation', 'Removed from My Library', 'Undo']]);
  });

  test('[S1-ERRORS-52] a failed save says "Error while saving item My Library"', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 't-1' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi([], true);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([['alert', 'Error while saving item My Library', undefined]]),
    );
  });
});
