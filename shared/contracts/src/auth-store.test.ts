import { authStore } from './auth';

test('[S1-AUTH-04] the auth state starts not ready and anonymous', () => {
  authStore.reset();
  expect(authStore.get()).toMatchObject({
    ready: false,
    token: null,
    name: null,
    claimFetched: false,
    isPm: false,
    isIm: false,
    individualSk: null,
  });
});
