import { waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { analyticsUserContext } from './analytics';
import { startAnalyticsWhenSignedIn } from './analytics-start';

test('the tracking module starts with the first signed-in state and follows the user from there', async () => {
  authStore.set({ ...ANONYMOUS });
  const stop = startAnalyticsWhenSignedIn();
  expect(analyticsUserContext()).toBeNull();
  authStore.set({ token: 't', individualSk: '42', sub: 'u42' });
  await waitFor(() => expect(analyticsUserContext()).toBe('42'));
  authStore.set({ ...ANONYMOUS });
  expect(analyticsUserContext()).toBeNull();
  stop();
});
