import { waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, server } from '@cle/testing/msw';
import { saveConsent } from '../api/consent';
import { TRACKING_PROFILE_PATH } from './analytics';
import type { TrackingProfile } from './analytics-rules';
import { startAnalyticsWhenSignedIn } from './analytics-start';

/** read through a call: the `delete` below would narrow a direct read to undefined */
const dataLayer = () => window.dataLayer;

test('the tracking module starts with the first signed-in state and follows the user from there', async () => {
  delete window.dataLayer;
  saveConsent({ advertising: 'denied', analytics: 'granted' });
  server.use(
    api.get<TrackingProfile>(TRACKING_PROFILE_PATH, () => ({
      membershipType: 'PM',
      organizationId: 9001,
      persona: 'Litigator',
    })),
  );
  authStore.set({ ...ANONYMOUS });
  const stop = startAnalyticsWhenSignedIn();
  authStore.set({ ...ANONYMOUS, ready: true, token: 't', individualSk: '42', sub: 'u42' });
  await waitFor(() => expect(dataLayer()?.[0]).toMatchObject({ event: 'identify', userId: '42' }));
  authStore.set({ ...ANONYMOUS, ready: true });
  expect(dataLayer()?.at(-1)).toEqual({ event: 'identify-reset' });
  stop();
});
