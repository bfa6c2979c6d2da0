import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '@cle/contracts/api-client';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';
import { api, apiError, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall, Wire } from '@cle/testing/msw';
import { fakeHls } from '@cle/testing/fake-hls';
import { podcastEpisode, videoEpisodeStream } from '@cle/testing/podcast-fixtures';
import { TestProviders as Providers } from '@cle/testing/render';
import { EpisodeRow } from './episode-row';

// jsdom has no Media Source Extensions: hls.js is a fake that records what the player asks of it
jest.mock('hls.js/light', () => jest.requireActual('@cle/testing/fake-hls').fakeHlsModule);

const episode = podcastEpisode({
  title: 'Practically Speaking Episode 15: Inside a Landmark Decision',
  summaryText: 'In episode 15 ...',
  playerUrl: 'https://www.podbean.com/player-v2/?i=pli-practically-speaking-15',
});
const seasons = [{ code: 'POD001-S2', name: 'Season 2' }];

const renderRow = (e = episode) =>
  render(
    <Providers>
      <EpisodeRow episode={e} seasons={seasons} />
    </Providers>,
  );

// a video episode (the API says hasVideo; its provider player is Vimeo's) and the stream the site serves
// for it (decision 068)
const videoEpisode = podcastEpisode({
  code: 'POD002-E15',
  pk: 'pod-POD002-E15',
  title: 'The Ethics Hour Episode 15',
  hasVideo: true,
  playerUrl: 'https://player.vimeo.com/video/900000115',
  url: '/podcasts/the-ethics-hour/episode-15',
});
const STREAM = videoEpisodeStream();
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nWelcome to this video episode.\n';

const toasts = () => toast.list().map((t) => ({ type: t.type, content: t.content }));

/** The library API: the lookup answers `items`; saving and removing answer `save` / `remove`. */
function fakeLibrary(
  items: Wire<LibraryLookup['items']>,
  { save, remove }: { save?: () => Response; remove?: () => Response } = {},
) {
  server.use(
    api.get<LibraryLookup>('/user/library/by-itemPks', () => ({ items })),
    api.post('/user/library/:pk', () => save?.()),
    api.delete('/user/library/:pk', () => remove?.()),
  );
}
const itemCall = (method: string) => ({ method, path: '/user/library/pod-POD001-E15' });

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set(ANONYMOUS));
});

describe('episode row', () => {
  test('[S1-PODCAST-09] [S1-PODCAST-10] expanding reveals the player; the label switches show/hide', () => {
    renderRow();
    expect(screen.getByText('Season 2 · Episode 15 · Nov 1, 2026 · 41 min')).toBeInTheDocument();
    expect(screen.queryByTitle(`Player: ${episode.title}`)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show player' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    const player = screen.getByTitle(`Player: ${episode.title}`);
    expect(player).toHaveAttribute('src', episode.playerUrl);
    // an audio episode keeps the provider's frame: no stream asked for
    expect(calls).toEqual([]);
    expect(toggle).toHaveAccessibleName('Hide player');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(toggle);
    expect(screen.queryByTitle(`Player: ${episode.title}`)).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Show player');
  });

  test('[S1-PODCAST-09] a video episode expands into the site player: HLS through hls.js, captions, transcript', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    afterCleanup.push(() => play.mockRestore());
    fakeHls.calls = [];
    server.use(
      api.get('/podcast/episode-media/:code', ({ params }) =>
        params.code === 'POD002-E15' ? STREAM : apiError(404),
      ),
      api.get('/podcast/media/:code/:build/captions.vtt', () =>
        HttpResponse.text(VTT, { headers: { 'Content-Type': 'text/vtt' } }),
      ),
    );
    renderRow(videoEpisode);
    const toggle = screen.getByRole('button', { name: 'Show player' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const video = await screen.findByLabelText('Episode video: The Ethics Hour Episode 15');
    expect(video.tagName).toBe('VIDEO');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(video);
    expect(document.querySelector('iframe')).toBeNull();
    expect(video).toHaveAttribute('poster', STREAM.posterUrl);
    expect(video.querySelector('track')).toHaveAttribute('src', STREAM.captionsUrl);
    await waitFor(() => expect(fakeHls.calls).toEqual([`loadSource ${STREAM.hlsUrl}`, 'attachMedia']));
    // the press was the listener's: it plays once the stream is attached
    fireEvent.loadedMetadata(video);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(await within(transcript).findByRole('button')).toHaveTextContent('Welcome to this video episode.');

    // hiding the player stops it: the element goes and hls.js is let go
    fireEvent.click(toggle);
    expect(screen.queryByLabelText('Episode video: The Ethics Hour Episode 15')).toBeNull();
    expect(fakeHls.calls.at(-1)).toBe('destroy');
  });

  test('a video episode keeps the provider frame when the site serves no stream for it (404) or the API is on another origin (an embed)', async () => {
    server.use(api.get('/podcast/episode-media/:code', () => apiError(404)));
    const first = renderRow({ ...videoEpisode, code: 'POD002-E16' });
    fireEvent.click(screen.getByRole('button', { name: 'Show player' }));
    expect(await screen.findByTitle(`Player: ${videoEpisode.title}`)).toHaveAttribute(
      'src',
      videoEpisode.playerUrl,
    );
    expect(screen.queryByLabelText(/^Episode video/)).toBeNull();
    first.unmount();

    calls.length = 0;
    configureApi({ baseUrl: 'http://api.example/api' });
    afterCleanup.push(() => configureApi({ baseUrl: '/api' }));
    renderRow(videoEpisode);
    fireEvent.click(screen.getByRole('button', { name: 'Show player' }));
    expect(screen.getByTitle(`Player: ${videoEpisode.title}`)).toHaveAttribute('src', videoEpisode.playerUrl);
    expect(calls).toEqual([]);
  });

  test('[S1-PODCAST-14] [S1-PODCAST-15] an anonymous user saving gets the alert "Not authenticated" and no call', () => {
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: /Save to My Library/ }));
    expect(toasts()).toEqual([{ type: 'alert', content: 'Not authenticated' }]);
    expect(calls).toEqual([]);
  });

  // a signed-in member, the library:item-saved events collected
  function signedInRow(): unknown[] {
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Member' }));
    fakeLibrary([]);
    const events: unknown[] = [];
    const onSaved = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('library:item-saved', onSaved);
    afterCleanup.push(() => window.removeEventListener('library:item-saved', onSaved));
    renderRow();
    return events;
  }
  const afterCleanup: (() => void)[] = [];
  afterEach(() => afterCleanup.splice(0).forEach((f) => f()));

  test('[S1-PODCAST-11] [S1-PODCAST-12] [S1-LIBRARY-54] [S1-ERRORS-50] a signed-in user saves an unsaved episode: Save, then Saved, the toast', async () => {
    const events = signedInRow();
    fireEvent.click(await screen.findByRole('button', { name: /Save to My Library/ }));
    await screen.findByRole('button', { name: /Saved to My Library/ });
    expect(calls).toContainEqual(expect.objectContaining(itemCall('POST')));
    expect(toasts()).toEqual([{ type: 'confirmation', content: 'Saved to My Library' }]);
    expect(events).toEqual([{ itemPk: 'pod-POD001-E15', saved: true }]);
  });

  test('[S1-LIBRARY-55] [S1-ERRORS-51] a signed-in user removes a saved episode with the same button', async () => {
    const events = signedInRow();
    fireEvent.click(await screen.findByRole('button', { name: /Save to My Library/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Saved to My Library/ }));
    await screen.findByRole('button', { name: /Save to My Library/ });
    expect(calls).toContainEqual(expect.objectContaining(itemCall('DELETE')));
    expect(toasts()).toContainEqual({ type: 'confirmation', content: 'Removed from My Library' });
    expect(events).toEqual([
      { itemPk: 'pod-POD001-E15', saved: true },
      { itemPk: 'pod-POD001-E15', saved: false },
    ]);
  });

  test('[S1-LIBRARY-57] the save toast offers undo, which removes the episode again', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
    fakeLibrary([]);
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: /Save to My Library/ }));
    await screen.findByRole('button', { name: /Saved to My Library/ });
    const saved = toast.list().find((t) => t.content === 'Saved to My Library');
    expect(saved?.action?.label).toBe('Undo');

    act(() => saved?.action?.onClick());
    await screen.findByRole('button', { name: /Save to My Library/ });
    expect(calls[calls.length - 1]).toMatchObject(itemCall('DELETE'));
    expect(toasts()).toContainEqual({ type: 'confirmation', content: 'Removed from My Library' });
  });

  test('[S1-PODCAST-12] [S1-PODCAST-13] a signed-in user sees "Saved to My Library" for a favorite from the library lookup', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
    fakeLibrary([{ pk: 'pod-POD001-E15', isFavorite: true }]);
    renderRow();
    expect(await screen.findByRole('button', { name: /Saved to My Library/ })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/user/library/by-itemPks',
        query: expect.objectContaining({ itemPks: 'pod-POD001-E15', pageSize: '1' }),
      }),
    );
  });

  test('[S1-ERRORS-52] a failed save shows "Error while saving item My Library" and stays unsaved', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeLibrary([], { save: () => apiError(404, 'No route') });
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: /Save to My Library/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'alert', content: 'Error while saving item My Library' }]),
    );
    expect(screen.getByRole('button', { name: /Save to My Library/ })).toBeEnabled();
  });

  test('[S1-ERRORS-53] a failed removal shows "Error while removing item from My Library" and stays saved', async () => {
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeLibrary([{ pk: 'pod-POD001-E15', isPurchased: true, isArchived: false }], {
      remove: () => apiError(500, 'Server error'),
    });
    renderRow();
    fireEvent.click(await screen.findByRole('button', { name: /Saved to My Library/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'alert', content: 'Error while removing item from My Library' }]),
    );
    expect(screen.getByRole('button', { name: /Saved to My Library/ })).toBeEnabled();
  });
});
