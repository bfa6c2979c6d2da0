// Where the header's cart button goes (spec 3 §2.3): the cart URL the site labels hold, whatever it is,
// not a path the shell knows by itself.
import { screen, waitFor } from '@testing-library/react';
import type { CartItemsResponse } from '@cle/contracts/commerce-schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';
import { Header } from './header';

test('[S3-CART-14] the cart button goes to the cart url of the site labels', async () => {
  serveChromeParts({ labels: { cartUrl: '/store/my-basket', classicCartUrl: 'https://shop.example/cart' } });
  server.use(
    api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => true),
    api.get<CartItemsResponse>('/commerce/carts/cart-items/', () => ({ count: 0, items: [] })),
  );
  renderWithProviders(<Header />, { auth: { token: 't', name: 'Ada Lovelace', sub: 'u1' } });
  const cart = await screen.findByRole('link', { name: 'Cart, 0 items' });
  await waitFor(() => expect(cart).toHaveAttribute('href', '/store/my-basket'));
});
