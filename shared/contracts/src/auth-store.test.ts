import { authStore } from './auth';

test('[S1-AUTH-04] the auth state starts not ready and anonymous', () => {
  authStore.reset();
  const state = authStore.get();
  expect(state.ready).toBe(false);
  // anonymous: no token, name or person; no claim fetched and neither role
  expect([state.token, state.name, state.individualSk]).toEqual([null, null, null]);
  expect([state.claimFetched, state.isPm, state.isIm]).toEqual([false, false, false]);
});
