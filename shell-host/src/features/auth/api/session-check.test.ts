// The start-up question to the identity provider (spec 1 §4 silent sign-in, §7): is there a session?
import { http, HttpResponse, server } from '@cle/testing/msw';
import { providerHasSession } from './session-check';

const IDP = 'http://idp.test';
const cfg = { identityUrl: IDP, clientId: 'cle-site' };

describe('the identity provider session check', () => {
  test("[S1-API-52] GET 'is authenticated' sends a cache-busting timestamp and the provider's cookie (credentials)", async () => {
    const seen: { url: URL; credentials: RequestCredentials; cache: RequestCache }[] = [];
    server.use(
      http.get(`${IDP}/session/check`, ({ request }) => {
        seen.push({ url: new URL(request.url), credentials: request.credentials, cache: request.cache });
        return HttpResponse.json({ authenticated: seen.length === 1 });
      }),
    );
    const before = Date.now();
    expect(await providerHasSession(cfg)).toBe(true);
    await new Promise((r) => setTimeout(r, 2));
    expect(await providerHasSession(cfg)).toBe(false);
    const stamps = seen.map((s) => Number(s.url.searchParams.get('t')));
    // a timestamp of the moment asked: each check a new URL, never answered from a cache
    for (const t of stamps) expect(t).toBeGreaterThanOrEqual(before);
    expect(stamps[1]).toBeGreaterThan(stamps[0]!);
    for (const s of seen) {
      expect(s.url.pathname).toBe('/session/check');
      expect(s.credentials).toBe('include');
      expect(s.cache).toBe('no-store');
    }
  });

  test('[S1-API-52] a provider that cannot say means no session (logged)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${IDP}/session/check`, () => HttpResponse.json({}, { status: 500 })));
    expect(await providerHasSession(cfg)).toBe(false);
    server.use(http.get(`${IDP}/session/check`, () => HttpResponse.error()));
    expect(await providerHasSession(cfg)).toBe(false);
    expect(warn).toHaveBeenCalledWith('[auth] session check failed', expect.anything());
    warn.mockRestore();
  });
});
