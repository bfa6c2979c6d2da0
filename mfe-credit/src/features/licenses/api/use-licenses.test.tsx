import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { ReactNode } from 'react';
import { authStore, ANONYMOUS } from '@cle/contracts/auth';
import { useCartCount } from '@cle/contracts/cart';
import type { LicensesResponse } from '@cle/contracts/tracker-schemas';
import { api, server } from '@cle/testing/msw';
import { deleteLicense, savePreferenceIfChanged, updateLicense, useLicenses } from './use-licenses';
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

/** A credit-tracker view: its data cached under the tracker's path, kept 300 s as the tracker keeps it. */
function useTrackerReader() {
  return useSWR<{ read: number }>(
    ['/credit-tracker', 'u-im', 132],
    ([path]: [string]) => apiRequest<{ read: number }>(path, { method: 'POST', body: {} }),
    { dedupingInterval: 300_000 },
  );
}

test('[S2-API-21] a license change invalidates cached credit tracker data: the tracker is asked for again', async () => {
  let trackerReads = 0;
  server.use(
    api.get<LicensesResponse>('/user/licenses', () => licensesAnswer([heldLicense(NY, 41)])),
    api.put<LicensesResponse>('/user/licenses', () =>
      licensesAnswer([heldLicense(NY, 41, { yearAdmitted: '2010' })]),
    ),
    api.post('/credit-tracker', () => ({ read: ++trackerReads })),
    api.get('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
    api.get('/commerce/carts/cart-items/', () => ({ count: 0, items: [] })),
  );
  const { result } = renderHook(() => useTrackerReader(), { wrapper });
  await waitFor(() => expect(result.current.data?.read).toBe(1));
  await act(() =>
    updateLicense({ sk: 41, creditClass_SK: NY.creditClass_SK, creditRegion_SK: NY.creditRegion_SK }),
  );
  await waitFor(() => expect(result.current.data?.read).toBe(2));
  expect(trackerReads).toBe(2);
});

test('[S2-API-19] after PUT /user/licenses/certificate-preference the licenses are fetched again', async () => {
  let selected = 1;
  let reads = 0;
  const preferences: unknown[] = [];
  server.use(
    api.get<LicensesResponse>('/user/licenses', () => {
      reads++;
      return licensesAnswer([heldLicense(NY, 41)], selected);
    }),
    api.put('/user/licenses/certificate-preference', ({ body }) => {
      preferences.push(body);
      selected = 2;
      return licensesAnswer([heldLicense(NY, 41)], selected);
    }),
  );
  const { result } = renderHook(() => useLicenses(), { wrapper });
  // the site's cache may hold an earlier answer: the hook reads once on mounting either way
  await waitFor(() => expect(reads).toBe(1));
  await waitFor(() => expect(result.current.data?.selectedCertificatePreference).toBe(1));
  await act(() => savePreferenceIfChanged(2, 1));
  expect(preferences).toEqual([{ key: 2 }]);
  await waitFor(() => expect(result.current.data?.selectedCertificatePreference).toBe(2));
  expect(reads).toBe(2);
});
