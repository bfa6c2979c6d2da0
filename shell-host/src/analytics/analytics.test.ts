import { waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { ProductAnalyticsEvent } from '@cle/contracts/events';
import { api, HttpResponse, server } from '@cle/testing/msw';
import { saveConsent } from '../api/consent';
import { startAnalytics, TRACKING_PROFILE_PATH } from './analytics';
import { identifyEntry } from './analytics-rules';
import type { TrackingProfile } from './analytics-rules';

const SIGNED_IN = { ready: true, token: 'tok', sub: 'u1', individualSk: '700123', name: 'Ada' };
let stop: () => void = () => undefined;
let profileCalls = 0;

beforeEach(() => {
  profileCalls = 0;
  delete window.dataLayer;
  authStore.set({ ...ANONYMOUS });
  saveConsent({ advertising: 'denied', analytics: 'granted' });
  server.use(
    api.get<TrackingProfile>(TRACKING_PROFILE_PATH, () => {
      profileCalls += 1;
      return { membershipType: 'PM', organizationId: 9001, persona: 'Litigator' };
    }),
  );
  stop = startAnalytics();
});
afterEach(() => stop());

describe('analytics identify', () => {
  test('[S1-AUTH-02] the auth individualSk is the analytics user context, sent with the identify entry', async () => {
    authStore.set(SIGNED_IN);
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: 'identify',
          userId: '700123',
          membershipType: 'PM',
          organizationId: 9001,
          persona: 'Litigator',
        },
      ]),
    );
    // a token renewal for the same person identifies nobody again
    authStore.set({ token: 'renewed' });
    await new Promise((r) => setTimeout(r, 20));
    expect(profileCalls).toBe(1);
  });

  test('[S1-AUTH-10] when the user is unloaded the analytics user context is cleared and the reset is sent', async () => {
    authStore.set(SIGNED_IN);
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    authStore.set({ ...ANONYMOUS });
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'identify-reset' });
    // cleared: the same person signing in again is identified again
    authStore.set(SIGNED_IN);
    await waitFor(() => expect(window.dataLayer).toHaveLength(3));
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'identify', userId: '700123' });
  });

  test('without analytics consent nothing is fetched or pushed', async () => {
    saveConsent({ advertising: 'granted', analytics: 'denied' });
    authStore.set(SIGNED_IN);
    await new Promise((r) => setTimeout(r, 20));
    authStore.set({ ...ANONYMOUS });
    expect(profileCalls).toBe(0);
    expect(window.dataLayer).toBeUndefined();
  });

  test('a failed profile call is logged only and pushes nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(api.get(TRACKING_PROFILE_PATH, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    authStore.set(SIGNED_IN);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[analytics] identify failed', expect.anything()));
    expect(window.dataLayer).toBeUndefined();
    warn.mockRestore();
  });

  test('a sign-out while the profile is on its way sends no stale identify', async () => {
    server.use(
      api.get<TrackingProfile>(TRACKING_PROFILE_PATH, async () => {
        await new Promise((r) => setTimeout(r, 50));
        return { membershipType: 'IM' };
      }),
    );
    authStore.set(SIGNED_IN);
    authStore.set({ ...ANONYMOUS });
    await new Promise((r) => setTimeout(r, 150));
    expect(window.dataLayer).toEqual([{ event: 'identify-reset' }]);
  });
});

describe('analytics identify rules', () => {
  test('[S1-AUTH-37] [S1-AUTH-40] identify sends the membership class IM, PM or Retail, and nothing else', () => {
    for (const type of ['IM', 'PM', 'Retail'] as const)
      expect(identifyEntry('1', { membershipType: type }).membershipType).toBe(type);
    expect(identifyEntry('1', { membershipType: 'Gold' as 'IM' }).membershipType).toBe('Retail');
  });

  test('[S1-AUTH-41] [S1-AUTH-42] the organisation id only when positive; the first persona when there is one', () => {
    expect(identifyEntry('1', { membershipType: 'Retail', organizationId: 0 })).not.toHaveProperty(
      'organizationId',
    );
    expect(identifyEntry('1', { membershipType: 'Retail', organizationId: -4 })).not.toHaveProperty(
      'organizationId',
    );
    expect(identifyEntry('1', { membershipType: 'Retail', organizationId: 12 }).organizationId).toBe(12);
    expect(identifyEntry('1', { membershipType: 'Retail', persona: '' })).not.toHaveProperty('persona');
    expect(identifyEntry('1', { membershipType: 'Retail', persona: 'In-house' }).persona).toBe('In-house');
  });
});

describe('analytics events', () => {
  // what the checkout page's emit dispatches (its own test proves that it does)
  const placeOrder = () =>
    window.dispatchEvent(
      new CustomEvent('commerce:order-placed', { detail: { orderNumber: 'PLI-1001', total: 299 } }),
    );

  test('[S3-CHECKOUT-71] a placed order (the checkout page announces it) is recorded, with consent only', () => {
    placeOrder();
    expect(window.dataLayer).toEqual([
      { event: 'commerce:order-placed', orderNumber: 'PLI-1001', total: 299 },
    ]);
    saveConsent({ advertising: 'granted', analytics: 'denied' });
    placeOrder();
    expect(window.dataLayer).toHaveLength(1);
    // once stopped, nothing is recorded
    stop();
    saveConsent({ advertising: 'denied', analytics: 'granted' });
    placeOrder();
    expect(window.dataLayer).toHaveLength(1);
  });

  // what the product pages' recordProductEvent dispatches (their own tests prove that they do)
  const productEvent = (event: ProductAnalyticsEvent, detail?: string) =>
    window.dispatchEvent(
      new CustomEvent('product:analytics', {
        detail: { event, code: 'P-42', ...(detail ? { detail } : {}) },
      }),
    );

  test("[S3-ANALYTICS-01] [S3-ANALYTICS-02] [S3-ANALYTICS-03] [S3-ANALYTICS-04] [S3-ANALYTICS-05] a signed-in member's launch, add to cart, registration, cancel and transcript are recorded, with consent only", async () => {
    authStore.set(SIGNED_IN);
    await waitFor(() => expect(window.dataLayer).toHaveLength(1)); // the identify they are tied to
    const events = ['launch', 'add-to-cart', 'registration', 'cancel', 'transcript'] as const;
    events.forEach((event) => productEvent(event));
    expect(window.dataLayer?.slice(1)).toEqual(
      events.map((action) => ({ event: 'product:analytics', action, code: 'P-42' })),
    );
    saveConsent({ advertising: 'granted', analytics: 'denied' });
    productEvent('launch');
    expect(window.dataLayer).toHaveLength(6);
  });

  test("[S3-ANALYTICS-06] [S3-ANALYTICS-07] a signed-out visitor's share and calendar are recorded with their detail, with no user context", () => {
    productEvent('share', 'copy-link');
    productEvent('calendar', 'Google');
    expect(window.dataLayer).toEqual([
      { event: 'product:analytics', action: 'share', code: 'P-42', detail: 'copy-link' },
      { event: 'product:analytics', action: 'calendar', code: 'P-42', detail: 'Google' },
    ]);
    // once stopped, nothing is recorded
    stop();
    productEvent('share', 'email');
    expect(window.dataLayer).toHaveLength(2);
  });
});
