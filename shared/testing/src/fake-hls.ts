// hls.js as unit tests see it (jsdom has no Media Source Extensions): a fake that records what the
// player asks of it and keeps the error listener, so a test can fire hls.js's errors. A test file mocks
// the module with it:
//   jest.mock('hls.js/light', () => jest.requireActual('@cle/testing/fake-hls').fakeHlsModule);
// and reads or resets `fakeHls` (each test file has its own instance).

/** hls.js's error event data, as the player reads it */
type HlsErrorData = { fatal: boolean; type: string; details: string };

export const fakeHls: {
  /** what Hls.isSupported() answers (MSE present) */
  supported: boolean;
  listener: ((e: string, d: HlsErrorData) => void) | null;
  /** the LEVEL_LOADED listener (a resume asks for it), to fire a level's playlist */
  levelLoaded: ((e: string, d: unknown) => void) | null;
  calls: string[];
  /** each instance's config, as the player built it */
  configs: Record<string, unknown>[];
} = { supported: true, listener: null, levelLoaded: null, calls: [], configs: [] };

class FakeHls {
  static Events = { ERROR: 'hlsError', LEVEL_LOADED: 'hlsLevelLoaded' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  static isSupported = () => fakeHls.supported;
  constructor(config: Record<string, unknown> = {}) {
    fakeHls.configs.push(config);
  }
  loadSource(url: string) {
    fakeHls.calls.push(`loadSource ${url}`);
  }
  attachMedia() {
    fakeHls.calls.push('attachMedia');
  }
  on(event: string, l: (e: string, d: HlsErrorData) => void) {
    if (event === 'hlsError') fakeHls.listener = l;
    else fakeHls.levelLoaded = l as (e: string, d: unknown) => void;
  }
  recoverMediaError() {
    fakeHls.calls.push('recoverMediaError');
  }
  swapAudioCodec() {
    fakeHls.calls.push('swapAudioCodec');
  }
  destroy() {
    fakeHls.calls.push('destroy');
  }
}

export const fakeHlsModule = { __esModule: true, default: FakeHls };
