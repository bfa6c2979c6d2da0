// A video podcast episode on its page against MSW (decision 068): pressing the facade's play streams the
// site's renditions through hls.js (a fake: jsdom has no Media Source Extensions) with the captions track
// on, the remembered captions choice, a transcript from the same WebVTT, and the spec 3 §8 recovery
// ladder; an audio episode keeps the provider's frame. jsdom has no text tracks: a stand-in is used.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api, apiError, HttpResponse, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { setErrorReporter } from '@cle/ui/error-reporting';
import { payload, podcastEpisode } from '../../../test/fixtures';
import { PodcastEpisodePage } from '../podcast-episode-page';
import { MEDIA_FAILED_TEXT } from '@cle/ui/media/media-recovery';
import { fakeHls as mockHls } from '@cle/testing/fake-hls';
import { videoEpisodeStream } from '@cle/testing/podcast-fixtures';

jest.mock('hls.js/light', () => jest.requireActual('@cle/testing/fake-hls').fakeHlsModule);

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:03.500
Welcome to this video episode.

2
00:00:03.500 --> 00:00:08.000
Three habits keep a practice out of trouble.
`;
const STREAM = videoEpisodeStream();
const videoEpisode = podcastEpisode({
  code: 'POD002-E15',
  displayName: 'The Ethics Hour Episode 15',
  playerUrl: 'https://player.vimeo.com/video/900000115',
  hasVideo: true,
});

let track: { kind: string; mode: string };
let play: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  mockHls.listener = null;
  mockHls.calls = [];
  track = { kind: 'captions', mode: 'disabled' };
  jest
    .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
    .mockImplementation(() => [track] as unknown as TextTrackList);
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  server.use(
    api.get('/podcast/episode-media/:code', () => STREAM),
    api.get('/podcast/media/:code/:build/captions.vtt', () =>
      HttpResponse.text(VTT, { headers: { 'Content-Type': 'text/vtt' } }),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());

const renderEpisode = (v = videoEpisode) =>
  render(
    <TestProviders path="/podcasts/the-ethics-hour/episode-15">
      <PodcastEpisodePage data={payload(v)} />
    </TestProviders>,
  );

/** Presses the facade and waits for the episode's video element. */
async function startVideo() {
  fireEvent.click(screen.getByRole('button', { name: 'Play episode video' }));
  return (await screen.findByLabelText('Episode video: The Ethics Hour Episode 15')) as HTMLVideoElement;
}

test('[S3-PDP-72] a video episode streams the site renditions through hls.js on play, captions on, and starts playing', async () => {
  renderEpisode();
  // nothing streams before the press
  expect(screen.queryByLabelText(/^Episode video/)).toBeNull();
  const video = await startVideo();
  expect(document.querySelector('iframe')).toBeNull();
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveAttribute('poster', STREAM.posterUrl);
  expect(video).toHaveAttribute('controls');
  const caption = video.querySelector('track')!;
  expect(caption).toHaveAttribute('kind', 'captions');
  expect(caption).toHaveAttribute('src', STREAM.captionsUrl);
  expect(caption).toHaveAttribute('default');
  await waitFor(() => expect(mockHls.calls).toEqual([`loadSource ${STREAM.hlsUrl}`, 'attachMedia']));
  expect(video).not.toHaveAttribute('src');
  // the press was the listener's: play once the stream is attached, with the captions showing
  fireEvent.loadedMetadata(video);
  expect(play).toHaveBeenCalledTimes(1);
  expect(track.mode).toBe('showing');
});

test('the transcript panel lists the episode WebVTT cues and a pressed cue plays from there', async () => {
  renderEpisode();
  const video = await startVideo();
  expect(screen.getByRole('link', { name: 'Transcript' })).toHaveAttribute('href', STREAM.captionsUrl);
  fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
  const panel = screen.getByRole('region', { name: 'Transcript' });
  const cues = await within(panel).findAllByRole('button');
  expect(cues.map((c) => c.textContent)).toEqual([
    '0:00Welcome to this video episode.',
    '0:03Three habits keep a practice out of trouble.',
  ]);
  fireEvent.click(cues[1]!);
  expect(video.currentTime).toBe(3.5);
  expect(cues[1]).toHaveAttribute('aria-current', 'true');
});

test('the captions choice is a toggle button, remembered for the next episode', async () => {
  const first = renderEpisode();
  await startVideo();
  const captions = screen.getByRole('button', { name: 'Captions' });
  expect(captions).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(captions);
  expect(captions).toHaveAttribute('aria-pressed', 'false');
  expect(track.mode).toBe('hidden');
  expect(JSON.parse(localStorage.getItem('cle.player.settings')!)).toMatchObject({ captions: false });
  first.unmount();

  renderEpisode();
  const video = await startVideo();
  expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  expect(video.querySelector('track')).not.toHaveAttribute('default');
  fireEvent.loadedMetadata(video);
  expect(track.mode).toBe('hidden');
});

test('[S3-ERRORS-25] fatal media errors are recovered, then recovered with the codec swapped, then a clear message and a reported error', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reported: [Error, { boundary: string }][] = [];
  const restore = setErrorReporter((err, info) => reported.push([err, info]));
  try {
    renderEpisode();
    await startVideo();
    await waitFor(() => expect(mockHls.listener).not.toBeNull());
    const fatal = { fatal: true, type: 'mediaError', details: 'bufferAppendError' };
    act(() => mockHls.listener!('hlsError', fatal));
    act(() => mockHls.listener!('hlsError', fatal));
    expect(mockHls.calls.slice(2)).toEqual(['recoverMediaError', 'swapAudioCodec', 'recoverMediaError']);
    expect(screen.queryByText(MEDIA_FAILED_TEXT)).toBeNull();
    act(() => mockHls.listener!('hlsError', fatal));
    expect(await screen.findByText(MEDIA_FAILED_TEXT)).toHaveAttribute('role', 'alert');
    expect(mockHls.calls.at(-1)).toBe('destroy');
    expect(reported).toHaveLength(1);
    expect(reported[0]![1].boundary).toBe('mfe-product/podcast-player/media');
  } finally {
    restore();
    error.mockRestore();
  }
});

test('the episode media answer failing says so; an audio episode keeps the provider frame', async () => {
  server.use(api.get('/podcast/episode-media/:code', () => apiError(404)));
  const first = renderEpisode();
  fireEvent.click(screen.getByRole('button', { name: 'Play episode video' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The episode video could not be loaded.');
  first.unmount();

  const audio = podcastEpisode({
    code: 'POD001-E02',
    displayName: 'Practically Speaking Episode 2',
    playerUrl: 'https://www.podbean.com/player-v2/?i=pli-practically-speaking-2',
    hasVideo: false,
  });
  renderEpisode(audio);
  fireEvent.click(screen.getByRole('button', { name: 'Play episode on Podbean' }));
  expect(document.querySelector('iframe')).toHaveAttribute('src', audio.playerUrl);
  expect(mockHls.calls).toEqual([]);
});
