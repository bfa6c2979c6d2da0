// Save to My Library on a podcast episode's product page: the podcast toast texts (spec 1 §8), shown
// by the episode header the page renders (its save button), not by the shared hook alone.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { payload, podcastEpisode } from '../../test/fixtures';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { EpisodeHeader } from './components/episode-header';

const PK = 'pod-380030';

function fakeApi(failWrites: boolean) {
  const write = () => (failWrites ? apiError(500, 'boom') : { changed: true });
  server.use(
    api.get('/user/library/by-itemPks', () => ({ items: [] })),
    api.post(`/user/library/${PK}`, write),
    api.delete(`/user/library/${PK}`, write),
  );
}

const renderEpisode = () =>
  render(
    <Providers path="/podcasts/x/episode-12">
      <EpisodeHeader
        data={payload(podcastEpisode({ pk: PK, code: '380030', displayName: 'Episode 12: Billing Ethics' }))}
      />
    </Providers>,
  );
const toasts = () => toast.list().map((t) => [t.type, t.content]);

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set({ ...ANONYMOUS, token: 't-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('podcast episode page: save to My Library', () => {
  test('[S1-ERRORS-47] [S1-ERRORS-46] adding says "Item Added to library", removing (without a question) "Item Removed from library"', async () => {
    fakeApi(false);
    renderEpisode();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Saved to My Library/ }));
    await screen.findByRole('button', { name: /^Save to My Library/ });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/user/library/${PK}`).map((c) => c.method)).toEqual([
      'POST',
      'DELETE',
    ]);
    expect(toasts()).toEqual([
      ['confirmation', 'Item Added to library'],
      ['confirmation', 'Item Removed from library'],
    ]);
  });

  test('[S1-ERRORS-45] [S1-ERRORS-44] failures say "Error while adding item to library" and "Error while removing item to library"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(true);
    server.use(api.get('/user/library/by-itemPks', () => ({ items: [{ pk: PK, isFavorite: true }] })));
    const saved = renderEpisode();
    fireEvent.click(await screen.findByRole('button', { name: /^Saved to My Library/ }));
    await waitFor(() => expect(toasts()).toEqual([['alert', 'Error while removing item to library']]));
    expect(screen.getByRole('button', { name: /^Saved to My Library/ })).toBeInTheDocument();
    saved.unmount();
    server.use(api.get('/user/library/by-itemPks', () => ({ items: [] })));
    act(() => toast.list().forEach((t) => toast.dismiss(t.id)));
    renderEpisode();
    fireEvent.click(await screen.findByRole('button', { name: /^Save to My Library/ }));
    await waitFor(() => expect(toasts()).toEqual([['alert', 'Error while adding item to library']]));
  });
});
