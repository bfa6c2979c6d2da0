// Start-up without a signed-in person: the shell server's staff session (decision 065) ends only when the
// provider says nobody is signed in, not when it could not answer in time.
import { authStore } from '@cle/contracts/auth';
import { http, HttpResponse, server } from '@cle/testing/msw';
import { initAuth } from './auth-start';

const ended: string[] = [];
beforeEach(() => {
  ended.length = 0;
  server.use(
    http.delete('*/staff-session', ({ request }) => {
      ended.push(request.method);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  // the server saw this browser as staff when it served the page
  window.__CLE_REMOTES__ = Promise.resolve({ remotes: [], visitor: { staff: true } });
});
afterEach(() => {
  window.__CLE_REMOTES__ = undefined;
  window.__CLE_SESSION__ = undefined;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

test('a provider that says nobody is signed in ends the staff session', async () => {
  window.__CLE_SESSION__ = Promise.resolve(false);
  await initAuth();
  await settled();
  expect(authStore.get()).toMatchObject({ ready: true, token: null });
  expect(ended).toEqual(['DELETE']);
});

test('a provider that cannot answer at start-up leaves the staff session (and its QA override) alone', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.__CLE_SESSION__ = Promise.resolve(null);
  await initAuth();
  await settled();
  expect(authStore.get()).toMatchObject({ ready: true, token: null });
  expect(ended).toEqual([]);
  warn.mockRestore();
});
