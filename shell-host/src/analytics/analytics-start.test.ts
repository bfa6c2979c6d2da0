import { waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, server } from '@cle/testing/msw';
import { saveConsent } from '../api/consent';
import { startAnalytics, TRACKING_PROFILE_PATH } from './analytics';
import type { TrackingProfile } from './analytics-rules';
import { startAnalyticsWhenNeeded } from './analytics-start';

// the real module, with its start counted: the test can tell whether the module was loaded at all
jest.mock('./analytics', () => {
  const actual = jest.requireActual<typeof import('./analytics')>('./analytics');
  return { ...actual, startAnalytics: jest.fn(actual.startAnalytics) };
});

/** read through a call: the `delete` below would narrow a direct read to undefined */
const dataLayer = () => window.dataLayer;

beforeEach(() => {
  delete window.dataLayer;
  jest.mocked(startAnalytics).mockClear();
  authStore.set({ ...ANONYMOUS, ready: true });
});

test('the tracking module starts with the first signed-in state and follows the user from there', async () => {
  saveConsent({ advertising: 'denied', analytics: 'granted' });
  server.use(
    api.get<TrackingProfile>(TRACKING_PROFILE_PATH, () => ({
      membershipType: 'PM',
      organizationId: 9001,
      persona: 'Litigator',
    })),
  );
  authStore.set({ ...ANONYMOUS });
  const stop = startAnalyticsWhenNeeded();
  authStore.set({ ...ANONYMOUS, ready: true, token: 't', individualSk: '42', sub: 'u42' });
  await waitFor(() => expect(dataLayer()?.[0]).toMatchObject({ event: 'identify', userId: '42' }));
  authStore.set({ ...ANONYMOUS, ready: true });
  expect(dataLayer()?.at(-1)).toEqual({ event: 'identify-reset' });
  stop();
});

describe('a signed-out visitor', () => {
  // what the product page's recordProductEvent dispatches on a share or a calendar choice
  const productEvent = (event: 'share' | 'calendar', detail: string) =>
    window.dispatchEvent(new CustomEvent('product:analytics', { detail: { event, code: 'P-42', detail } }));

  test('[S3-ANALYTICS-06] [S3-ANALYTICS-07] a share or a calendar choice loads the tracking module and is recorded, the first one too', async () => {
    saveConsent({ advertising: 'denied', analytics: 'granted' });
    const stop = startAnalyticsWhenNeeded();
    expect(startAnalytics).not.toHaveBeenCalled(); // nothing to record yet, nothing downloaded
    productEvent('share', 'copy-link');
    productEvent('calendar', 'Google'); // while the module is on its way
    await waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
    productEvent('share', 'email'); // the module's own listener
    expect(dataLayer()).toEqual([
      { event: 'product:analytics', action: 'share', code: 'P-42', detail: 'copy-link' },
      { event: 'product:analytics', action: 'calendar', code: 'P-42', detail: 'Google' },
      { event: 'product:analytics', action: 'share', code: 'P-42', detail: 'email' },
    ]);
    stop();
  });

  test('without analytics consent a share does not load the tracking module', async () => {
    saveConsent({ advertising: 'granted', analytics: 'denied' });
    const stop = startAnalyticsWhenNeeded();
    productEvent('share', 'copy-link');
    await new Promise((r) => setTimeout(r, 20));
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(dataLayer()).toBeUndefined();
    stop();
  });
});
