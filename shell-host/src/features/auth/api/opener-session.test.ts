// A program window the site opens starts signed in with its opener's session: the shell's start-up
// (initAuth) asks the opener and adopts what it hands over, with no sign-in round trip of its own.
import { User } from 'oidc-client-ts';
import { authStore } from '@cle/contracts/auth';
import { fakeOpener } from '@cle/testing/fake-opener';
import { http, HttpResponse, server } from '@cle/testing/msw';
import { initAuth } from './auth-start';
import { sessionFromOpener } from './opener-session';

const IDENTITY = 'http://identity.test';
const stored = (expiresInSeconds: number) =>
  new User({
    access_token: 'opener-access-token',
    token_type: 'Bearer',
    profile: { sub: 'member-1', iss: IDENTITY, aud: 'cle-web', exp: 0, iat: 0, name: 'Ada Member' },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  }).toStorageString();

/** A window that opened this one: it answers a session request the way answerSessionRequests does. */
const openerAnswering = (user: string | null) =>
  fakeOpener((message: { type: string }) =>
    message.type === 'cle:session-request' ? { type: 'cle:session', user } : undefined,
  );

const providerCalls: string[] = [];
beforeEach(() => {
  providerCalls.length = 0;
  window.__CLE_CONFIG__ = Promise.resolve({ identityUrl: IDENTITY, clientId: 'cle-web' });
  server.use(
    http.all(`${IDENTITY}/*`, ({ request }) => {
      providerCalls.push(new URL(request.url).pathname);
      return HttpResponse.json({}, { status: 404 });
    }),
    http.post('*/staff-session', () => new HttpResponse(null, { status: 204 })),
    http.get('*/user/contract/statuses', () => HttpResponse.json({ isPM: false, isIM: false })),
  );
});
afterEach(() => {
  window.opener = null;
  window.__CLE_SESSION__ = undefined;
});

test('a window the site opened starts signed in with the opener’s session, asking the provider nothing', async () => {
  window.opener = openerAnswering(stored(3600));
  await initAuth();
  expect(authStore.get()).toMatchObject({ ready: true, token: 'opener-access-token', name: 'Ada Member' });
  expect(providerCalls).toEqual([]);
  expect(document.documentElement.dataset.authenticated).toBe('true');
});

test('an opener with nobody signed in (or an expired session) leaves the usual start-up to the window', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (const user of [null, stored(-60)]) {
    authStore.set({ ready: false, token: null });
    window.opener = openerAnswering(user);
    window.__CLE_SESSION__ = Promise.resolve(false); // the provider: nobody signed in
    await initAuth();
    expect(authStore.get()).toMatchObject({ ready: true, token: null });
  }
  warn.mockRestore();
});

test('a signed-in window hands its session only to a window it opened, on the site’s origin', async () => {
  window.opener = openerAnswering(stored(3600));
  await initAuth(); // this window is signed in now, and answers as an opener
  window.opener = null;
  const answers: { type: string; user: string }[] = [];
  const ask = (asker: { opener: unknown }, origin = window.location.origin) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'cle:session-request' },
        origin,
        source: {
          ...asker,
          postMessage: (m: { type: string; user: string }) => answers.push(m),
        } as unknown as Window,
      }),
    );
  ask({ opener: null }); // a window this one did not open
  ask({ opener: window }, 'https://evil.example'); // another origin
  ask({ opener: window });
  await new Promise((resolve) => setTimeout(resolve));
  expect(answers).toHaveLength(1);
  expect(answers[0]!.type).toBe('cle:session');
  expect(User.fromStorageString(answers[0]!.user).access_token).toBe('opener-access-token');
});

test('an opener that does not answer in time gives the window no session', async () => {
  window.opener = {
    closed: false,
    location: { origin: window.location.origin },
    postMessage: () => undefined,
  };
  await expect(sessionFromOpener(20)).resolves.toBeNull();
});

test('a window opened from another origin does not ask it (it signs in the usual way, without waiting)', async () => {
  const postMessage = jest.fn();
  window.opener = {
    closed: false,
    get location(): Location {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
    },
    postMessage,
  };
  await expect(sessionFromOpener(5000)).resolves.toBeNull();
  expect(postMessage).not.toHaveBeenCalled();
});
