// The cart panel on content pages (spec 3 §2.3): the content route mounts the commerce team's panel
// only for a signed-in visitor with a token, and only when the new-CMS cart flag is exactly true. In
// this shell a visitor is signed in exactly when the auth store holds a token (useAuth), so S3-CART-11
// and S3-CART-12 are one condition. The remotes are stood in for: the slots are read from the page.
import { waitFor } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import type { AuthState } from '@cle/contracts/auth';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { ContentRoute } from './content-route';

const loadRemoteModule = jest.fn((_remote: string, _module: string) => new Promise<never>(() => undefined));
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (remote: string, module: string) => loadRemoteModule(remote, module),
  resetRemote: () => Promise.resolve(),
}));

const SEARCH_PAGE: PageContent = {
  contentType: ['PageData', 'SearchPage'],
  contentLink: { id: 'search-1' },
  name: 'Search',
  friendlyUrl: '/search',
  properties: {},
};
const CART_FLAG_PATH = '/commerce/carts/feature-flag/cart-from-new-cms';
const SIGNED_IN: Partial<AuthState> = { ready: true, token: 'token-1', name: 'Ada', sub: 'u-1' };

/** Renders the search page's content route and says whether the cart panel's slot is on it. */
async function cartPanelMounted(auth: Partial<AuthState>, flag: unknown): Promise<boolean> {
  const calls = recordApiCalls();
  server.use(
    api.get<PageContent>('/content', () => SEARCH_PAGE),
    api.get(CART_FLAG_PATH, () => flag as boolean),
    // a signed-in member's page asks whether they are an editor (they are not)
    api.get('/user/quick-navigation', () => apiError(403, 'Requires the editor role')),
  );
  const { container, unmount } = renderWithProviders(<ContentRoute />, { path: '/search', auth });
  // the page's own slot shows once the page content is in
  await waitFor(() => expect(container.querySelector('[data-slot="mfe-search"]')).not.toBeNull());
  if (auth.token) await waitFor(() => expect(calls.some((c) => c.path === CART_FLAG_PATH)).toBe(true));
  // give the flag's answer a turn to reach the route
  await new Promise((r) => setTimeout(r, 50));
  const mounted = container.querySelector('[data-slot="mfe-commerce"]') !== null;
  unmount();
  return mounted;
}

describe('the cart panel slot of a content page (spec 3 §2.3)', () => {
  test('[S3-CART-11] [S3-CART-12] [S3-CART-13] [S1-AUTH-33] signed in, with a token and the flag true: the cart panel mounts', async () => {
    expect(await cartPanelMounted(SIGNED_IN, true)).toBe(true);
  });

  test('[S3-CART-11] [S3-CART-12] an anonymous visitor (no token) gets no panel and no flag call', async () => {
    const calls = recordApiCalls();
    expect(await cartPanelMounted({ ready: true, token: null }, true)).toBe(false);
    expect(calls.some((c) => c.path === CART_FLAG_PATH)).toBe(false);
  });

  test('[S3-CART-13] the flag false, or anything but true, mounts no panel', async () => {
    expect(await cartPanelMounted(SIGNED_IN, false)).toBe(false);
    expect(await cartPanelMounted(SIGNED_IN, 'true')).toBe(false);
  });
});
