// The stream attachment and spec 3 §8's recovery ladder, against a fake hls.js class (the real one
// needs Media Source Extensions, which jsdom has not): recover, then swap codecs and recover, then
// give up through onFatal; network errors go straight to the page; no hls.js, native HLS or the file.
import { attachStream } from './hls-stream';
import type { HlsClass } from './hls-stream';
import { recoveryStep } from './media-recovery';

/** hls.js's error event data, as the player reads it */
type HlsErrorData = { fatal: boolean; type: string; details: string };

const calls: string[] = [];
const constructed: FakeHls[] = [];
let listener: ((event: string, data: HlsErrorData) => void) | null = null;
let levelLoaded: ((event: string, data: unknown) => void) | null = null;
let supported = true;

class FakeHls {
  static Events = { ERROR: 'hlsError', LEVEL_LOADED: 'hlsLevelLoaded' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  static isSupported = () => supported;
  constructor(public config?: Record<string, unknown>) {
    constructed.push(this);
  }
  loadSource(url: string) {
    calls.push(`loadSource ${url}`);
  }
  attachMedia() {
    calls.push('attachMedia');
  }
  on(event: string, l: (event: string, data: HlsErrorData) => void) {
    if (event === 'hlsError') listener = l;
    if (event === 'hlsLevelLoaded') levelLoaded = l as (event: string, data: unknown) => void;
  }
  recoverMediaError() {
    calls.push('recoverMediaError');
  }
  swapAudioCodec() {
    calls.push('swapAudioCodec');
  }
  destroy() {
    calls.push('destroy');
  }
}
const load = () => Promise.resolve(FakeHls as unknown as HlsClass);
const STREAM = { hlsUrl: '/m/1/g/master.m3u8', playbackUrl: '/m/1/g/download.mp4' };
const fatal = (type: string, details = 'bufferAppendError'): HlsErrorData => ({ fatal: true, type, details });

let error: jest.SpyInstance;
beforeEach(() => {
  calls.length = 0;
  listener = null;
  levelLoaded = null;
  supported = true;
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

test('the ladder: recover, then swap codecs and recover, then give up', () => {
  expect([0, 1, 2, 3].map(recoveryStep)).toEqual(['recover', 'swap-and-recover', 'give-up', 'give-up']);
});

test('[S3-ERRORS-25] fatal media errors are recovered, then recovered with the audio codec swapped, then reported', async () => {
  const onFatal = jest.fn();
  const video = document.createElement('video');
  const attached = await attachStream(video, STREAM, { onFatal }, load);
  expect(attached.mode).toBe('hls');
  expect(calls).toEqual([`loadSource ${STREAM.hlsUrl}`, 'attachMedia']);
  calls.length = 0;
  // a non-fatal error is hls.js's own business
  listener!('hlsError', { fatal: false, type: 'mediaError', details: 'bufferStalledError' });
  expect(calls).toEqual([]);
  listener!('hlsError', fatal('mediaError'));
  expect(calls).toEqual(['recoverMediaError']);
  listener!('hlsError', fatal('mediaError'));
  expect(calls).toEqual(['recoverMediaError', 'swapAudioCodec', 'recoverMediaError']);
  expect(onFatal).not.toHaveBeenCalled();
  listener!('hlsError', fatal('mediaError'));
  expect(calls.at(-1)).toBe('destroy');
  expect(onFatal).toHaveBeenCalledWith('media', expect.any(Error));
  expect(error).toHaveBeenCalledWith('[player] fatal media error (bufferAppendError): give-up');
});

test('a fatal network error (a refused segment: the grant ran out) goes to the page at once', async () => {
  const onFatal = jest.fn();
  await attachStream(document.createElement('video'), STREAM, { onFatal }, load);
  calls.length = 0;
  listener!('hlsError', fatal('networkError', 'fragLoadError'));
  expect(calls).toEqual(['destroy']);
  expect(onFatal).toHaveBeenCalledWith('network', expect.any(Error));
});

test('detaching destroys the hls.js instance', async () => {
  const attached = await attachStream(document.createElement('video'), STREAM, { onFatal: jest.fn() }, load);
  attached.detach();
  expect(calls.at(-1)).toBe('destroy');
});

test('without Media Source Extensions: native HLS where the platform has it, else the progressive file', async () => {
  supported = false;
  const native = document.createElement('video');
  jest
    .spyOn(native, 'canPlayType')
    .mockImplementation((t) => (t === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
  expect((await attachStream(native, STREAM, { onFatal: jest.fn() }, load)).mode).toBe('native');
  expect(native.getAttribute('src')).toBe(STREAM.hlsUrl);
  const plain = document.createElement('video');
  jest.spyOn(plain, 'canPlayType').mockReturnValue('');
  expect((await attachStream(plain, STREAM, { onFatal: jest.fn() }, load)).mode).toBe('progressive');
  expect(plain.getAttribute('src')).toBe(STREAM.playbackUrl);
  // hls.js that cannot be loaded at all: the same fallback, and a log line
  const offline = await attachStream(plain, STREAM, { onFatal: jest.fn() }, () =>
    Promise.reject(new Error('chunk')),
  );
  expect(offline.mode).toBe('progressive');
  expect(error).toHaveBeenCalledWith('[player] hls.js could not be loaded', expect.any(Error));
  expect(calls).toEqual([]);
});

test('hls.js starts loading at the resume point the page gives once hls.js is in, else where it chooses', async () => {
  let resumeAt: number | null = null;
  const loading = attachStream(
    document.createElement('video'),
    STREAM,
    { onFatal: jest.fn(), startAt: () => resumeAt },
    () => {
      resumeAt = 120; // the page's resume arrives while hls.js is still loading
      return load();
    },
  );
  await loading;
  expect(constructed.at(-1)?.config).toMatchObject({ startPosition: 120 });
  await attachStream(document.createElement('video'), STREAM, { onFatal: jest.fn() }, load);
  expect(constructed.at(-1)?.config).toMatchObject({ startPosition: -1 });
});

/** a level's playlist of 4 s fragments, 0 to 24 s */
const level = { details: { fragments: [0, 4, 8, 12, 16, 20].map((start) => ({ start, duration: 4 })) } };

test('a resume plays from the start of the fragment holding it: 10.9 s in 4 s fragments starts at 8', async () => {
  const onStartMoved = jest.fn();
  await attachStream(
    document.createElement('video'),
    STREAM,
    { onFatal: jest.fn(), startAt: () => 10.9, onStartMoved },
    load,
  );
  // hls.js loads the fragment holding 10.9 first and starts play at that fragment's start
  expect(constructed.at(-1)?.config).toMatchObject({ startPosition: 10.9, startOnSegmentBoundary: true });
  levelLoaded!('hlsLevelLoaded', level);
  expect(onStartMoved).toHaveBeenCalledWith(8);
  // a level switch loads another playlist: play has started, the start is not moved again
  levelLoaded!('hlsLevelLoaded', { details: { fragments: [{ start: 10, duration: 2 }] } });
  expect(onStartMoved).toHaveBeenCalledTimes(1);
});

test('a resume beyond the last fragment starts where it was asked', async () => {
  const onStartMoved = jest.fn();
  await attachStream(
    document.createElement('video'),
    STREAM,
    { onFatal: jest.fn(), startAt: () => 30, onStartMoved },
    load,
  );
  levelLoaded!('hlsLevelLoaded', level);
  expect(onStartMoved).toHaveBeenCalledWith(30);
});

test('without a resume (none, or 0) hls.js starts where it chooses and nothing is moved', async () => {
  for (const startAt of [() => null, () => 0]) {
    await attachStream(document.createElement('video'), STREAM, { onFatal: jest.fn(), startAt }, load);
    expect(constructed.at(-1)?.config).toMatchObject({ startPosition: -1 });
    expect(constructed.at(-1)?.config).not.toHaveProperty('startOnSegmentBoundary');
    expect(constructed.at(-1)?.config).not.toHaveProperty('autoStartLoad');
    expect(levelLoaded).toBeNull();
  }
});
