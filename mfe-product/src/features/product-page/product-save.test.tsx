// Save to My Library on a product page (spec 1 §4, spec 3 §2.2, §8) through the shared hook.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { payload } from '../../test/fixtures';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { ProductView } from './product-view';

function fakeApi(libraryItems: unknown[], failWrites = false) {
  const write = () => (failWrites ? apiError(500, 'boom') : { changed: true });
  server.use(
    api.get('/site-parts', () => ({ labels: {} })),
    api.get('/product/:code', () => payload()),
    api.get('/user/library/by-itemPks', () => ({ items: libraryItems })),
    api.post('/user/library/prg-380021', write),
    api.delete('/user/library/prg-380021', write),
  );
}
const itemCall = (method: string) => expect.objectContaining({ method, path: '/user/library/prg-380021' });

const renderView = () =>
  render(
    <Providers path="/programs/x">
      <ProductView code="380021" inShell />
    </Providers>,
  );
const toasts = () => toast.list().map((t) => [t.type, t.content, t.action?.label]);

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
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
    expect(calls.map((c) => c.path)).not.toContain('/user/library/by-itemPks');
  });

  test('[S3-ERRORS-16] [S1-ERRORS-50] signed in: saving says "Saved to My Library" with Undo', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 't-1' }));
    fakeApi([]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    await screen.findByRole('button', { name: /^Saved to My Library/ });
    expect(calls).toContainEqual(itemCall('POST'));
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
    expect(calls).toContainEqual(itemCall('DELETE'));
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
