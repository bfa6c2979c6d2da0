// The player page against MSW: it lists the segments, streams the recording on the signed URLs its
// launch answers (decisions 053, 057: a <video> with poster and captions), and recovers from media
// errors (spec 3 §8). hls.js is a fake here (jsdom has no Media Source Extensions): unsupported unless a
// test says so, when the element plays the progressive file.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, HttpResponse, server } from '@cle/testing/msw';
import type { Wire } from '@cle/testing/msw';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { TestProviders } from '@cle/testing/render';
import { payload, playerProgram, playerSegment } from '../../test/fixtures';
import { PlayerPage } from './player-page';
import { launchOnceSignedIn } from '../../lib/registration-api';
import { setErrorReporter } from '@cle/ui/error-reporting';
import { MEDIA_FAILED_TEXT } from '@cle/ui/media/media-recovery';
import { fakeHls as mockHls } from '@cle/testing/fake-hls';
import { fakeOpener } from '@cle/testing/fake-opener';

jest.mock('hls.js/light', () => jest.requireActual('@cle/testing/fake-hls').fakeHlsModule);

const program = playerProgram();
const seg = playerSegment;

const FUTURE = '2099-01-01T00:00:00.000Z';
let launches = 0;
/** The launch's answer: the program's segments on URLs signed until `expiresAt` (one grant per launch). */
function launched(code: string, expiresAt: string): Wire<LaunchResponse> {
  launches += 1;
  const grant = `${Date.parse(expiresAt) / 1000}.p${launches}.s${launches}`;
  return {
    launchUrl: `/player?code=${code}`,
    expiresAt,
    streams: [code, `${code}-1`, `${code}-2`].map((c) => {
      const root = `/api/product/media/${c}/${grant}`;
      return {
        code: c,
        playbackUrl: `${root}/download.mp4`,
        mediaType: 'video',
        mimeType: 'video/mp4',
        durationSeconds: 84,
        captionsUrl: `${root}/captions.vtt`,
        hlsUrl: `${root}/master.m3u8`,
        posterUrl: `${root}/poster.jpg`,
        downloads: [{ format: 'mp4', url: `${root}/download.mp4`, mimeType: 'video/mp4' }],
      };
    }),
  };
}

beforeEach(() => {
  launches = 0;
  mockHls.supported = false;
  mockHls.listener = null;
  mockHls.levelLoaded = null;
  mockHls.calls = [];
  mockHls.configs = [];
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
  server.use(
    api.post<LaunchResponse>('/launch/:code', ({ params }) => launched(String(params.code), FUTURE)),
    api.get('/product/:code', () => payload(program, { segments: [seg(1), seg(2)] })),
    api.get('/user/library/by-itemPks', () => ({ items: [{ pk: 'prg-100', isPurchased: true }] })),
  );
});
afterAll(() => authStore.set(ANONYMOUS));
const GRANT_1 = `${Date.parse(FUTURE) / 1000}.p1.s1`;

const renderPlayer = () =>
  render(
    <TestProviders path="/player?code=100">
      <PlayerPage code="100" />
    </TestProviders>,
  );

describe('player page', () => {
  test('a program plays segment by segment, with captions', async () => {
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Update' })).toBeInTheDocument();
    expect(screen.getByText('Segment 1 of 2: Part 1')).toBeInTheDocument();
    const audio = await screen.findByLabelText('Player: Part 1');
    expect(audio).toHaveAttribute('src', `/api/product/media/100-1/${GRANT_1}/download.mp4`);
    expect(audio.querySelector('track')).toHaveAttribute(
      'src',
      `/api/product/media/100-1/${GRANT_1}/captions.vtt`,
    );
    expect(screen.getByRole('button', { name: 'Part 2' })).toBeInTheDocument();
  });

  test('a fresh launch resumes where the member left off: the saved segment, from the start of the 4 s fragment holding 5 s before the saved second, paused', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const saves: string[] = [];
    mockHls.supported = true;
    server.use(
      api.post<LaunchResponse>('/launch/:code', ({ params }) => ({
        ...launched(String(params.code), FUTURE),
        resume: { code: '100-2', positionSeconds: 125.5 },
      })),
      api.put('/user/library/prg-100/segments/:seg/progress', ({ params }) => {
        saves.push(String(params.seg));
        return { progress: { playbackProgressPct: 1 } };
      }),
    );
    renderPlayer();
    expect(await screen.findByText('Segment 2 of 2: Part 2')).toBeInTheDocument();
    const video = (await screen.findByLabelText('Player: Part 2')) as HTMLVideoElement;
    expect(screen.getByRole('button', { name: 'Part 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Resuming where you left off (2:05)')).toBeInTheDocument();
    // hls.js fetches the resume point's segment first, and starts play at that segment's start
    await waitFor(() => expect(mockHls.configs.at(-1)).toMatchObject({ startPosition: 120.5 }));
    const fragments = Array.from({ length: 40 }, (_, i) => ({ start: i * 4, duration: 4 }));
    act(() => mockHls.levelLoaded!('hlsLevelLoaded', { details: { fragments } }));
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(120); // the interrupted sentence starts again, 4 s of it in hand
    // the resume's own seek is not a position reached: nothing is saved while paused
    await waitFor(() => expect(screen.getByRole('status')).not.toBeEmptyDOMElement()); // the library answered
    Object.defineProperty(video, 'duration', { value: 84, configurable: true });
    fireEvent.timeUpdate(video);
    await new Promise((r) => setTimeout(r, 50));
    expect(saves).toEqual([]);
    // playing, it saves
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(saves).toEqual(['seg-100-2']));
    expect(play).not.toHaveBeenCalled();
    // the next element (another segment chosen) starts from its top
    fireEvent.click(screen.getByRole('button', { name: 'Part 1' }));
    const first = (await screen.findByLabelText('Player: Part 1')) as HTMLVideoElement;
    await waitFor(() => expect(mockHls.configs.at(-1)).toMatchObject({ startPosition: -1 }));
    fireEvent.loadedMetadata(first);
    expect(first.currentTime).toBe(0);
    play.mockRestore();
  });

  test("[S3-ANALYTICS-05] the Transcript link opens the playing recording's transcript and records a transcript event", async () => {
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('product:analytics', listen);
    try {
      renderPlayer();
      const link = await screen.findByRole('link', { name: 'Transcript' });
      expect(link).toHaveAttribute('href', `/api/product/media/100-1/${GRANT_1}/captions.vtt`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(events).toEqual([]);
      fireEvent.click(link);
      expect(events).toEqual([{ event: 'transcript', code: '100-1' }]);
      // the next segment's transcript is its own
      fireEvent.click(screen.getByRole('button', { name: 'Part 2' }));
      expect(await screen.findByRole('link', { name: 'Transcript' })).toHaveAttribute(
        'href',
        `/api/product/media/100-2/${GRANT_1}/captions.vtt`,
      );
    } finally {
      window.removeEventListener('product:analytics', listen);
    }
  });

  test('[S3-CONST-08] the program thumbnail is preloaded as webp', async () => {
    renderPlayer();
    await screen.findByRole('heading', { level: 1, name: 'Tax Update' });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('href', '/images/programs/4.webp?w=360');
    expect(link).toHaveAttribute('type', 'image/webp');
    link?.remove();
  });

  test.each([
    [390, 64],
    [700, 80],
    [1350, 96],
  ])('[S3-CONST-09] at a %i px viewport the program thumbnail is %i px', async (viewport, size) => {
    const width = window.innerWidth;
    window.innerWidth = viewport;
    try {
      renderPlayer();
      await screen.findByRole('heading', { level: 1, name: 'Tax Update' });
      const img = document.querySelector('img')!;
      expect(img).toHaveAttribute('src', '/images/programs/4.webp?w=360');
      expect(img).toHaveAttribute('width', String(size));
      expect(img).toHaveAttribute('height', String(size));
    } finally {
      window.innerWidth = width;
    }
  });

  test('[S3-ERRORS-24] [S3-ERRORS-25] a media error is logged and the recording reloads once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    renderPlayer();
    const audio = await screen.findByLabelText('Player: Part 1');
    await waitFor(() => expect(audio).toHaveAttribute('src'));
    fireEvent.error(audio);
    fireEvent.error(audio);
    expect(error).toHaveBeenCalledWith(
      '[player] media error',
      (audio as HTMLAudioElement).error ?? undefined,
    );
    expect(load).toHaveBeenCalledTimes(1);
    error.mockRestore();
    load.mockRestore();
  });

  test('[S1-ERRORS-32] a streaming media load failure is logged, and the player says the recording could not be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(api.post('/launch/:code', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The recording could not be loaded.');
    expect(error).toHaveBeenCalledWith(
      '[player] streaming media could not be loaded',
      expect.objectContaining({ status: 503 }),
    );
    expect(screen.queryByLabelText('Player: Part 1')).toBeNull();
    error.mockRestore();
  });

  test('[S3-ERRORS-25] signed URLs that ran out are renewed by a new launch, and the recording reloads from them', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const past = new Date(Date.now() - 1000).toISOString();
    server.use(
      api.post<LaunchResponse>('/launch/:code', ({ params }) => launched(String(params.code), past)),
    );
    renderPlayer();
    const audio = await screen.findByLabelText('Player: Part 1');
    await waitFor(() => expect(audio).toHaveAttribute('src', expect.stringContaining('.p1.s1/')));
    server.use(
      api.post<LaunchResponse>('/launch/:code', ({ params }) => launched(String(params.code), FUTURE)),
    );
    fireEvent.error(audio);
    await waitFor(() =>
      expect(screen.getByLabelText('Player: Part 1')).toHaveAttribute(
        'src',
        `/api/product/media/100-1/${Date.parse(FUTURE) / 1000}.p2.s2/download.mp4`,
      ),
    );
    expect(launches).toBe(2);
    error.mockRestore();
  });

  test('a program the person may not play says so, and nothing plays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      api.post('/launch/:code', () =>
        HttpResponse.json({ message: 'Only programs you have purchased can be launched' }, { status: 403 }),
      ),
    );
    renderPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only programs you have purchased or registered for play here.',
    );
    expect(screen.queryByLabelText(/^Player:/)).toBeNull();
    error.mockRestore();
  });

  test('the launch leaves as soon as the session is known, before the page renders with the person, and the player plays that answer without asking again', async () => {
    act(() => authStore.set({ ...ANONYMOUS, ready: false }));
    launchOnceSignedIn('100');
    expect(launches).toBe(0);
    authStore.set({ ...ANONYMOUS, ready: true, token: 't-2', sub: 'u-2' });
    await waitFor(() => expect(launches).toBe(1));
    renderPlayer();
    expect(await screen.findByLabelText('Player: Part 1')).toHaveAttribute(
      'src',
      expect.stringContaining('.p1.s1/'),
    );
    expect(launches).toBe(1);
  });

  test('the player asks its opener for the launch before its session is in, and plays that launch, asking the API for none', async () => {
    const handed = launched('100', FUTURE);
    launches = 0;
    // the program page that opened this window: it answers the way launch-handoff.ts's offer does
    const opener = fakeOpener((message: { code: string }) => ({
      type: 'cle:launch',
      code: message.code,
      launch: handed,
    }));
    window.opener = opener;
    try {
      // the hydrating render: the session the opener hands over is not in yet
      act(() => authStore.set({ ...ANONYMOUS, ready: false }));
      renderPlayer();
      await waitFor(() => expect(opener.received).toEqual([{ type: 'cle:launch-request', code: '100' }]));
      act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-3', sub: 'u-3' }));
      expect(await screen.findByLabelText('Player: Part 1')).toHaveAttribute(
        'src',
        expect.stringContaining('.p1.s1/'),
      );
      expect(opener.received).toEqual([{ type: 'cle:launch-request', code: '100' }]);
      expect(launches).toBe(0);
    } finally {
      window.opener = null;
    }
  });

  test("an anonymous visitor's player asks for no launch", async () => {
    act(() => authStore.set({ ...ANONYMOUS, ready: true }));
    launchOnceSignedIn('100');
    act(() => authStore.set({ ...ANONYMOUS, ready: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launches).toBe(0);
  });

  test('[S3-ROLES-03] an anonymous visitor is asked to sign in before anything plays', async () => {
    act(() => authStore.set({ ...ANONYMOUS, ready: true }));
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to play' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Player:/)).toBeNull();
  });

  test('an audio item (onDemandMediaType 0) streams its audio-only rendition in the audio layout, captions under the controls, transcript alongside', async () => {
    localStorage.clear();
    mockHls.supported = true;
    const VTT =
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nTrust accounting starts here.\n\n2\n00:00:04.000 --> 00:00:09.000\nKeep client money apart.\n';
    server.use(
      api.post<LaunchResponse>('/launch/:code', ({ params }) => {
        const answer = launched(String(params.code), FUTURE);
        return {
          ...answer,
          streams: answer.streams.map((x) => ({
            ...x,
            mediaType: 'audio' as const,
            playbackUrl: x.playbackUrl.replace(/mp4$/, 'mp3'),
            mimeType: 'audio/mpeg',
            downloads: [],
          })),
        };
      }),
      api.get('/product/media/:code/:grant/captions.vtt', () =>
        HttpResponse.text(VTT, { headers: { 'Content-Type': 'text/vtt' } }),
      ),
    );
    renderPlayer();
    const audio = (await screen.findByLabelText('Player: Part 1')) as HTMLAudioElement;
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('[data-layout="audio"] img')).toHaveAttribute(
      'src',
      `/api/product/media/100-1/${GRANT_1}/poster.jpg`,
    );
    await waitFor(() =>
      expect(mockHls.calls).toEqual([
        `loadSource /api/product/media/100-1/${GRANT_1}/master.m3u8`,
        'attachMedia',
      ]),
    );
    // captions on (the default): the cue being spoken shows under the controls
    const line = document.querySelector('[data-audio-captions]')!;
    await waitFor(() => expect(line).toHaveTextContent('Trust accounting starts here.'));
    Object.defineProperty(audio, 'currentTime', { value: 5, writable: true, configurable: true });
    fireEvent.timeUpdate(audio);
    expect(line).toHaveTextContent('Keep client money apart.');
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    expect(document.querySelector('[data-audio-captions]')).toBeNull();
    // the transcript is the same file
    fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    const cues = await within(screen.getByRole('region', { name: 'Transcript' })).findAllByRole('button');
    expect(cues[1]).toHaveAttribute('aria-current', 'true');
  });

  test('[S3-ERRORS-24] [S3-ERRORS-25] with hls.js: the master playlist streams; fatal media errors climb the ladder, then a clear message and a reported error', async () => {
    mockHls.supported = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: [Error, { boundary: string }][] = [];
    const restore = setErrorReporter((err, info) => reported.push([err, info]));
    try {
      renderPlayer();
      const video = await screen.findByLabelText('Player: Part 1');
      await waitFor(() =>
        expect(mockHls.calls).toEqual([
          `loadSource /api/product/media/100-1/${GRANT_1}/master.m3u8`,
          'attachMedia',
        ]),
      );
      expect(video).not.toHaveAttribute('src');
      const fatal = { fatal: true, type: 'mediaError', details: 'bufferAppendError' };
      act(() => mockHls.listener!('hlsError', fatal));
      act(() => mockHls.listener!('hlsError', fatal));
      expect(mockHls.calls.slice(2)).toEqual(['recoverMediaError', 'swapAudioCodec', 'recoverMediaError']);
      expect(screen.queryByText(MEDIA_FAILED_TEXT)).toBeNull();
      // an element error while hls.js plays is its business (no reload behind its back)
      const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
      fireEvent.error(video);
      expect(load).not.toHaveBeenCalled();
      load.mockRestore();
      act(() => mockHls.listener!('hlsError', fatal));
      expect(await screen.findByText(MEDIA_FAILED_TEXT)).toHaveAttribute('role', 'alert');
      expect(reported).toHaveLength(1);
      expect(reported[0]![1].boundary).toBe('mfe-product/player/media');
    } finally {
      restore();
      error.mockRestore();
    }
  });
});
