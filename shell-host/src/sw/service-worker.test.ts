import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startServiceWorker } from './service-worker-registration';

const HOUR_MS = 60 * 60 * 1000;
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

// the worker script as served at /sw.js, evaluated without a worker scope: only its rules are defined
const script = readFileSync(path.join(__dirname, '../../server/service-worker.js'), 'utf8');
const isCacheable = new Function(`${script}; return isCacheable;`)() as (
  url: string,
  origin: string,
) => boolean;
const SITE = 'https://www.pli.example';

describe('service worker (spec 1 §7, §9)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  test('caches only the shell’s own content-hashed files, never a remoteEntry.js, a page or the API', () => {
    expect(isCacheable(`${SITE}/1047.9268b79e.js`, SITE)).toBe(true);
    expect(isCacheable(`${SITE}/main.css`, SITE)).toBe(false);
    for (const fresh of [
      `${SITE}/`,
      `${SITE}/search?query=tax`,
      `${SITE}/api/content?url=/`,
      `${SITE}/remotes.json`,
      `${SITE}/main.js`,
      `${SITE}/remoteEntry.js`,
      `${SITE}/releases/mfe-search/1.2.3/remoteEntry.js`,
      // a remote's files are another origin's: never touched, hashed or not
      'https://search.pli.example/remoteEntry.js',
      'https://search.pli.example/812.0a1b2c3d.js',
    ])
      expect(isCacheable(fresh, SITE)).toBe(false);
  });

  test('[S1-CONST-10] [S1-API-61] [S1-API-62] the update check runs every 60 minutes: the script is fetched no-store and a 200 updates', async () => {
    jest.useFakeTimers();
    const update = jest.fn().mockResolvedValue(undefined);
    const register = jest.fn().mockResolvedValue({ update });
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const fetchSpy = jest.fn().mockResolvedValueOnce({ status: 404 }).mockResolvedValue({ status: 200 });
    global.fetch = fetchSpy as unknown as typeof fetch;
    const stop = startServiceWorker();
    await flush();
    // the first check answers 404: no update
    jest.advanceTimersByTime(HOUR_MS);
    await flush();
    expect(fetchSpy).toHaveBeenLastCalledWith('/sw.js', { cache: 'no-store' });
    expect(update).not.toHaveBeenCalled();
    // the next, an hour later, answers 200: the registration is updated
    jest.advanceTimersByTime(HOUR_MS);
    await flush();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenCalledTimes(1);
    stop();
  });

  test('[S1-CONST-10] registered after load with updateViaCache none, then checked hourly', async () => {
    jest.useFakeTimers();
    const registration = { update: jest.fn().mockResolvedValue(undefined) };
    const register = jest.fn().mockResolvedValue(registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const fetchSpy = jest.fn().mockResolvedValue({ status: 200 });
    global.fetch = fetchSpy as unknown as typeof fetch;
    const stop = startServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(HOUR_MS - 1);
    expect(fetchSpy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchSpy).toHaveBeenCalledWith('/sw.js', { cache: 'no-store' });
    stop();
    jest.advanceTimersByTime(HOUR_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
