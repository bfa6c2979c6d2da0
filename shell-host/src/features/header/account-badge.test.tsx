// The 'Privileged member' badge (spec 1 §2, §6) where members see it: beside their name in the account
// panel of the header, on every page, the tabbed account pages included.
import { fireEvent, screen } from '@testing-library/react';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';
import { Header } from './header';

const MEMBER = { token: 't', name: 'Ada Lovelace', sub: 'u1', claimFetched: true };

async function accountPanel(claims: { isPm: boolean; isIm: boolean }) {
  serveChromeParts();
  // the header of a signed-in member asks for the cart flag (off here: no server cart to count)
  server.use(api.get<boolean>('/commerce/carts/feature-flag/cart-from-new-cms', () => false));
  const view = renderWithProviders(<Header />, { auth: { ...MEMBER, ...claims } });
  fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
  const panel = await screen.findByRole('navigation', { name: 'Account' });
  return { panel, unmount: view.unmount };
}

test('[S1-AUTH-36] the account panel shows the badge to a PM who is not an IM, and to nobody else', async () => {
  for (const [claims, badge] of [
    [{ isPm: true, isIm: false }, true],
    [{ isPm: true, isIm: true }, false],
    [{ isPm: false, isIm: true }, false],
    [{ isPm: false, isIm: false }, false],
  ] as const) {
    const { panel, unmount } = await accountPanel(claims);
    expect({ claims, badge: panel.textContent?.includes('Privileged member') }).toEqual({ claims, badge });
    unmount();
  }
});
