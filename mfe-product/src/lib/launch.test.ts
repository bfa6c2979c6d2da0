// Launching (spec 3 §2.2, §4.3, §8): the window opens at once and goes only to the site's own origin.
import { ApiError } from '@cle/contracts/api-client';
import { safeLaunchUrl } from '@cle/contracts/launch-url';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { launchProgram, LAUNCHING_PATH } from './launch';

const ORIGIN = 'http://localhost:3000';
/** A launch's answer (its streams do not matter here) */
const answer = (launchUrl: string): LaunchResponse => ({
  launchUrl,
  streams: [],
  expiresAt: '2026-12-02T12:00:00Z',
});

function fakeWindow() {
  const win = { location: { href: '' }, close: jest.fn() };
  const open = jest.fn(() => win as unknown as Window);
  return { win, open };
}

describe('launch', () => {
  test('[S3-PANEL-58] a successful launch opens the launching window, then the launchUrl', async () => {
    const { win, open } = fakeWindow();
    const launch = jest.fn(async () => answer(`${ORIGIN}/player?code=100`));
    await expect(launchProgram('100', { open, origin: ORIGIN, launch })).resolves.toBe(
      `${ORIGIN}/player?code=100`,
    );
    expect(open).toHaveBeenCalledWith(LAUNCHING_PATH, '_blank');
    expect(launch).toHaveBeenCalledWith('100');
    expect(win.location.href).toBe(`${ORIGIN}/player?code=100`);
    expect(win.close).not.toHaveBeenCalled();
  });

  test('the launch call leaves before the window opens, both inside the press (opening a window holds the page for 40-80 ms)', async () => {
    const order: string[] = [];
    const { win } = fakeWindow();
    const open = jest.fn(() => {
      order.push('open');
      return win as unknown as Window;
    });
    const launch = jest.fn(async () => {
      order.push('launch');
      return answer(`${ORIGIN}/player?code=100`);
    });
    const launching = launchProgram('100', { open, origin: ORIGIN, launch });
    // both happened before the first await: the window still opens within the click
    expect(order).toEqual(['launch', 'open']);
    await launching;
    expect(win.location.href).toBe(`${ORIGIN}/player?code=100`);
  });

  test('[S3-MODALS-25] the launching window opens at /launching', async () => {
    const { open } = fakeWindow();
    await launchProgram('100', { open, origin: ORIGIN, launch: async () => answer(`${ORIGIN}/p`) });
    expect(open).toHaveBeenCalledWith('/launching', '_blank');
  });

  test('[S3-ANALYTICS-01] a launch records a launch event once the window is on its way; a failed one records none', async () => {
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('product:analytics', listen);
    try {
      const failing = jest.fn(async () => {
        throw new ApiError('forbidden', 'http', 403);
      });
      await expect(
        launchProgram('100', { open: fakeWindow().open, origin: ORIGIN, launch: failing }),
      ).rejects.toThrow();
      expect(events).toEqual([]);
      await launchProgram('100', {
        open: fakeWindow().open,
        origin: ORIGIN,
        launch: async () => answer(`${ORIGIN}/player?code=100`),
      });
      expect(events).toEqual([{ event: 'launch', code: '100' }]);
    } finally {
      window.removeEventListener('product:analytics', listen);
    }
  });

  test('[S3-ERRORS-09] a launch error closes the opened window and reaches the caller', async () => {
    const { win, open } = fakeWindow();
    const launch = jest.fn(async () => {
      throw new ApiError('forbidden', 'http', 403);
    });
    await expect(launchProgram('100', { open, origin: ORIGIN, launch })).rejects.toMatchObject({
      status: 403,
    });
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('');
  });

  test('[S3-ERRORS-10] a response without launchUrl closes the window', async () => {
    const { win, open } = fakeWindow();
    const launch = jest.fn(async () => ({}) as LaunchResponse);
    await expect(launchProgram('100', { open, origin: ORIGIN, launch })).rejects.toBeInstanceOf(ApiError);
    expect(win.close).toHaveBeenCalled();
  });

  test('a launch URL on another origin or scheme is refused, never navigated to', async () => {
    for (const bad of [
      'https://evil.example/player',
      'javascript:alert(1)',
      '//evil.example/x',
      'data:text/html,hi',
    ]) {
      const { win, open } = fakeWindow();
      const launch = jest.fn(async () => answer(bad));
      await expect(launchProgram('100', { open, origin: ORIGIN, launch })).rejects.toBeInstanceOf(ApiError);
      expect(win.location.href).toBe('');
      expect(win.close).toHaveBeenCalled();
    }
  });

  test('safeLaunchUrl keeps http(s) URLs on the site origin (relative ones resolved against it)', () => {
    expect(safeLaunchUrl('/player?code=1', ORIGIN)).toBe(`${ORIGIN}/player?code=1`);
    expect(safeLaunchUrl(`${ORIGIN}/player`, ORIGIN)).toBe(`${ORIGIN}/player`);
    expect(safeLaunchUrl('http://localhost:3001/player', ORIGIN)).toBeNull();
    expect(safeLaunchUrl('', ORIGIN)).toBeNull();
    expect(safeLaunchUrl(42, ORIGIN)).toBeNull();
  });

  test('the opened window is handed the launch once; a window it did not open gets no answer, a second ask gets none', async () => {
    const answers: { to: string; data: unknown }[] = [];
    const opened = (name: string) => {
      const w = {
        name,
        opener: window,
        closed: false,
        location: { href: '' },
        close: jest.fn(),
        postMessage: (data: unknown) => answers.push({ to: name, data }),
      };
      return w;
    };
    const win = opened('player');
    const launch = answer(`${ORIGIN}/player?code=100`);
    await launchProgram('100', {
      open: () => win as unknown as Window,
      origin: ORIGIN,
      launch: async () => launch,
    });
    const ask = (source: unknown, code = '100') =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'cle:launch-request', code },
          origin: window.location.origin,
          source: source as Window,
        }),
      );
    ask({ ...opened('stranger'), opener: null });
    ask(win);
    ask(win);
    await new Promise((resolve) => setTimeout(resolve)); // the answers are posted once settled
    expect(answers).toEqual([
      { to: 'player', data: { type: 'cle:launch', code: '100', launch } },
      { to: 'player', data: { type: 'cle:launch', code: '100', launch: null } },
    ]);
    // an ask for another program spends the offer too
    await launchProgram('100', {
      open: () => win as unknown as Window,
      origin: ORIGIN,
      launch: async () => launch,
    });
    ask(win, '200');
    ask(win);
    await new Promise((resolve) => setTimeout(resolve));
    expect(answers.slice(2)).toEqual([
      { to: 'player', data: { type: 'cle:launch', code: '200', launch: null } },
      { to: 'player', data: { type: 'cle:launch', code: '100', launch: null } },
    ]);
  });
});
