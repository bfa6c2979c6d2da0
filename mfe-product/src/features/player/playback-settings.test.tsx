// The player's transcript panel, playback speed and captions control (issue 38), on the player page
// against MSW: the panel lists the cues of the recording's WebVTT, marks the one being spoken and
// seeks to a pressed one; speed and captions go onto the element, and the choice is remembered
// (localStorage, read after mount) for the next segment and the next visit. jsdom plays nothing and
// has no text tracks: the element's captions track is a stand-in whose mode the page sets.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, HttpResponse, server } from '@cle/testing/msw';
import type { Wire } from '@cle/testing/msw';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { TestProviders } from '@cle/testing/render';
import { payload, playerProgram, playerSegment } from '../../test/fixtures';
import { PlayerPage } from './player-page';

// hls.js cannot run in jsdom: the element plays the progressive file
jest.mock('hls.js/light', () => ({ __esModule: true, default: { isSupported: () => false } }));

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:04.000
Welcome to the program.

2
00:00:04.000 --> 00:00:09.500 line:90%
Conflicts come <b>first</b>.

3
00:00:09.500 --> 00:00:15.000
Then the remedies.
`;
const GRANT = '4070908800.p1.s1';
const root = (c: string) => `/api/product/media/${c}/${GRANT}`;
const launched = (code: string): Wire<LaunchResponse> => ({
  launchUrl: `/player?code=${code}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
  streams: [code, `${code}-1`, `${code}-2`].map((c) => ({
    code: c,
    playbackUrl: `${root(c)}/download.mp4`,
    mediaType: 'video',
    mimeType: 'video/mp4',
    durationSeconds: 15,
    captionsUrl: `${root(c)}/captions.vtt`,
    hlsUrl: `${root(c)}/master.m3u8`,
    posterUrl: `${root(c)}/poster.jpg`,
    downloads: [],
  })),
});
const program = playerProgram();
const seg = playerSegment;

/** the captions track of every element (jsdom has none) */
let track: { kind: string; mode: string };
beforeEach(() => {
  localStorage.clear();
  track = { kind: 'captions', mode: 'disabled' };
  jest
    .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
    .mockImplementation(() => [track] as unknown as TextTrackList);
  authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' });
  server.use(
    api.post<LaunchResponse>('/launch/:code', ({ params }) => launched(String(params.code))),
    api.get('/product/:code', () => payload(program, { segments: [seg(1), seg(2)] })),
    api.get('/user/library/by-itemPks', () => ({ items: [] })),
    api.get('/product/media/:code/:grant/captions.vtt', () =>
      HttpResponse.text(VTT, { headers: { 'Content-Type': 'text/vtt' } }),
    ),
  );
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => authStore.set(ANONYMOUS));

const renderPlayer = () =>
  render(
    <TestProviders path="/player?code=100">
      <PlayerPage code="100" />
    </TestProviders>,
  );
const at = (v: HTMLElement, seconds: number) =>
  Object.defineProperty(v, 'currentTime', { value: seconds, writable: true, configurable: true });

test('the transcript panel lists the WebVTT cues, marks the one being spoken, and a pressed cue plays from there', async () => {
  renderPlayer();
  const video = await screen.findByLabelText('Player: Part 1');
  const toggle = screen.getByRole('button', { name: 'Show transcript' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Hide transcript');
  const panel = screen.getByRole('region', { name: 'Transcript' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  const cues = await within(panel).findAllByRole('button');
  expect(cues.map((c) => c.textContent)).toEqual([
    '0:00Welcome to the program.',
    '0:04Conflicts come first.',
    '0:09Then the remedies.',
  ]);
  expect(cues[0]).toHaveAttribute('aria-current', 'true');
  at(video, 5);
  fireEvent.timeUpdate(video);
  expect(cues[1]).toHaveAttribute('aria-current', 'true');
  expect(cues[0]).not.toHaveAttribute('aria-current');
  fireEvent.click(cues[2]!);
  expect((video as HTMLVideoElement).currentTime).toBe(9.5);
  expect(cues[2]).toHaveAttribute('aria-current', 'true');
  // the next segment's transcript is its own file
  fireEvent.click(screen.getByRole('button', { name: 'Part 2' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('region', { name: 'Transcript' })).getAllByRole('button')[0],
    ).toHaveAttribute('aria-current', 'true'),
  );
});

test('playback speed and captions: set on the element by labelled controls, remembered for the next segment and the next visit', async () => {
  const first = renderPlayer();
  let video = (await screen.findByLabelText('Player: Part 1')) as HTMLVideoElement;
  const speed = screen.getByRole('combobox', { name: 'Playback speed' });
  expect(
    within(speed)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
  expect(speed).toHaveValue('1');
  const captions = screen.getByRole('button', { name: 'Captions' });
  expect(captions).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(track.mode).toBe('showing'));
  fireEvent.change(speed, { target: { value: '1.5' } });
  expect(video.playbackRate).toBe(1.5);
  fireEvent.click(captions);
  expect(captions).toHaveAttribute('aria-pressed', 'false');
  expect(track.mode).toBe('hidden');
  expect(JSON.parse(localStorage.getItem('cle.player.settings')!)).toEqual({ captions: false, rate: 1.5 });
  // the next segment is a new element: the same speed once its metadata is in, captions still off
  fireEvent.click(screen.getByRole('button', { name: 'Part 2' }));
  video = (await screen.findByLabelText('Player: Part 2')) as HTMLVideoElement;
  track.mode = 'showing';
  fireEvent.loadedMetadata(video);
  expect(video.playbackRate).toBe(1.5);
  expect(track.mode).toBe('hidden');
  first.unmount();

  // a new visit: the stored choice, read after mount
  track.mode = 'disabled';
  renderPlayer();
  video = (await screen.findByLabelText('Player: Part 1')) as HTMLVideoElement;
  expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.5');
  expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  expect(video.querySelector('track')).not.toHaveAttribute('default');
  await waitFor(() => expect(video.playbackRate).toBe(1.5));
  expect(track.mode).toBe('hidden');
});
