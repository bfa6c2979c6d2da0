import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { authStore, ANONYMOUS } from '@cle/contracts/auth';
import { useCartCount } from '@cle/contracts/cart';
import type { LicensesResponse } from '@cle/contracts/tracker-schemas';
import { api, server } from '@cle/testing/msw';
import { deleteLicense, updateLicense, useLicenses } from './use-licenses';
import { NY, heldLicense, licensesAnswer } from '../license-fixtures';

// the site's own SWR cache (the shell's), which license changes invalidate
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => SWRConfig.defaultValue.cache, dedupingInterval: 0 }}>
    {children}
  </SWRConfig>
);

beforeEach(() => authStore.set({ ...ANONYMOUS, token: 't', sub: 'u-im', individualSk: '800002' }));

test('[S2-API-20] [S2-API-22] a license change invalidates cached license data and cached cart data', async () => {
  let items = [heldLicense(NY, 41)];
  let cartCount = 2;
  server.use(
    api.get<LicensesResponse>('/user/licenses', () => licensesAnswer(items)),
    api.put<LicensesResponse>('/user/licenses', () => {
      items = [heldLicense(NY, 41, { yearAdmitted: '2010' })];
      return licensesAnswer(items);
    }),
    api.delete<LicensesResponse>('/user/licenses/:sk', () => {
      items = [];
      return licensesAnswer(items);
    }),
    api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
    // the cart's prices depend on the member's licenses: it is read again after a change
    api.get('/commerce/carts/cart-items/', () => ({ count: cartCount, items: [] })),
  );
  const { result } = renderHook(() => ({ licenses: useLicenses(), cart: useCartCount() }), { wrapper });
  await waitFor(() => expect(result.current.licenses.data?.items[0]?.yearAdmitted).toBe('2009'));
  await waitFor(() => expect(result.current.cart).toBe(2));

  cartCount = 3;
  await act(() =>
    updateLicense({
      sk: 41,
      creditClass_SK: NY.creditClass_SK,
      creditRegion_SK: NY.creditRegion_SK,
      yearAdmitted: '2010',
    }),
  );
  await waitFor(() => expect(result.current.licenses.data?.items[0]?.yearAdmitted).toBe('2010'));
  await waitFor(() => expect(result.current.cart).toBe(3));

  cartCount = 4;
  await act(() => deleteLicense(41));
  await waitFor(() => expect(result.current.licenses.data?.items).toEqual([]));
  await waitFor(() => expect(result.current.cart).toBe(4));
});
