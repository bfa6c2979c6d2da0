// The credit table marks the person's own jurisdictions (spec 3 §6): account licenses when signed in,
// the LO_Licenses cookie when logged out. Rendering against MSW.
import { act, render, screen, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { localLicensesCookie } from '@cle/contracts/local-licenses';
import { api, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { CreditDetails } from './sections';

const jurisdiction = (regionSk: number, name: string) => ({
  regionSk,
  code: name.slice(0, 2).toUpperCase(),
  name,
  status: 'Approved',
  notApproved: false,
  credits: [{ creditType: 'General', amount: 2 }],
});
const jurisdictions = [
  jurisdiction(1, 'Alabama'),
  jurisdiction(2, 'California'),
  jurisdiction(3, 'New York'),
];
const license = (creditRegion_SK: number) => ({
  sk: 10 + creditRegion_SK,
  creditClass_SK: 1,
  creditRegion_SK,
  stateLicenseNumber: null,
  yearAdmitted: null,
  complianceGroup_SK: null,
  state: 'Active',
  creditClass: 'Attorney',
  creditRegion: 'NY',
  creditRegionName: 'New York',
  complianceGroup: null,
  isTransitionalOrNewlyAdmitted: false,
});

const rowHeaders = () => screen.getAllByRole('rowheader').map((h) => h.textContent);

afterEach(() => {
  document.cookie = 'LO_Licenses=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  act(() => authStore.set(ANONYMOUS));
});

test('[S3-ROLES-27] a signed-in person sees their account licenses first and marked, not the cookie', async () => {
  document.cookie = localLicensesCookie([{ creditClass_SK: 1, creditRegion_SK: 1 }]);
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
  server.use(
    api.get('/user/licenses', () => ({
      items: [license(3)],
      selectedCertificatePreference: null,
      certificatePreferenceOptions: [],
    })),
  );
  render(
    <TestProviders path="/programs/x">
      <CreditDetails jurisdictions={jurisdictions} creditHours={2} />
    </TestProviders>,
  );
  expect(await screen.findByText('Your license')).toBeInTheDocument();
  expect(rowHeaders()).toEqual(['New YorkYour license', 'Alabama', 'California']);
  expect(within(screen.getAllByRole('rowheader')[1]!).queryByText('Your license')).toBeNull();
});

test('[S3-ROLES-25] a logged-out visitor sees the LO_Licenses cookie jurisdictions marked', async () => {
  document.cookie = localLicensesCookie([{ creditClass_SK: 1, creditRegion_SK: 2 }]);
  act(() => authStore.set({ ...ANONYMOUS, ready: true }));
  render(
    <TestProviders path="/programs/x">
      <CreditDetails jurisdictions={jurisdictions} creditHours={2} />
    </TestProviders>,
  );
  // the cookie reader loads on demand
  expect(await screen.findByText('Your license')).toBeInTheDocument();
  expect(rowHeaders()).toEqual(['CaliforniaYour license', 'Alabama', 'New York']);
});

test('[S3-ROLES-25] without the cookie a logged-out visitor has nothing marked', async () => {
  act(() => authStore.set({ ...ANONYMOUS, ready: true }));
  render(
    <TestProviders path="/programs/x">
      <CreditDetails jurisdictions={jurisdictions} creditHours={2} />
    </TestProviders>,
  );
  await act(async () => undefined);
  expect(rowHeaders()).toEqual(['Alabama', 'California', 'New York']);
  expect(screen.queryByText('Your license')).toBeNull();
});
