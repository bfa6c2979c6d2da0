// My Library as the shell mounts it (CMS content type LibraryPage): the page's name is the title, and
// 'My Library' when the CMS page has none.
import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { PageContent } from '@cle/contracts/page';
import { api, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import LibraryPage from './library-page';

const page = (name: string): PageContent => ({
  contentType: ['PageData', 'LibraryPage'],
  contentLink: { id: 'library' },
  name,
  friendlyUrl: '/account/library',
  properties: {},
});

beforeEach(() => {
  server.use(api.get('/user/library', () => new Promise<never>(() => {})));
  act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
});
afterAll(() => authStore.set(ANONYMOUS));

test("[S1-LIBRARY-01] the page's name is the title; a page with no name is titled My Library", () => {
  const { unmount } = render(
    <TestProviders path="/account/library">
      <LibraryPage page={page('Your saved programs')} />
    </TestProviders>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Your saved programs$/);
  unmount();
  render(
    <TestProviders path="/account/library">
      <LibraryPage page={page('')} />
    </TestProviders>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^My Library$/);
});
