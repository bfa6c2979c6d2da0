// The product pages' error strings (spec 3 §8): the generic error's refresh link, and the fallback
// strings shown when an action the shell replayed after sign-in comes back failed.
import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from '@cle/contracts/toast';
import { renderWithProviders } from '@cle/testing/render';
import { genericError, PROBLEM, showGenericError } from './product-messages';
import { useUrlActionMessage } from './use-url-action-message';

function PageWithMarkers() {
  useUrlActionMessage();
  return <h1>Program</h1>;
}

const shown = () => toast.list().map((t) => [t.type, t.content]);

afterEach(() => act(() => toast.list().forEach((t) => toast.dismiss(t.id))));

describe('product error strings', () => {
  test('[S3-ERRORS-07] the generic error message has a refresh link that reloads the page', () => {
    const reload = jest.fn();
    renderWithProviders(<p>page</p>, { toasts: true });
    act(() => showGenericError(genericError(PROBLEM.cart), reload));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "We're sorry, something went wrong while adding this program to your cart. Please refresh and try again.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('[S3-ERRORS-17] [S3-ERRORS-18] [S3-ERRORS-19] the fallback strings of registration, cart and library', () => {
    test.each([
      [
        'S3-ERRORS-17',
        'Register',
        'The registration did not go through. Please try again or contact customer service.',
      ],
      ['S3-ERRORS-18', 'AddToCart', 'The item could not be added to your cart. Please try again.'],
      ['S3-ERRORS-19', 'SaveToLibrary', 'Error while saving item to library'],
    ])(
      '[%s] a failed %s replayed after sign-in shows its fallback string once, and the markers leave the URL',
      async (_id, action, text) => {
        renderWithProviders(<PageWithMarkers />, {
          path: `/programs/ethics-2027?errorAction=${action}&program=380021&tab=2#segments`,
          showLocation: true,
        });
        expect(await screen.findByTestId('location')).toHaveTextContent(
          /^\/programs\/ethics-2027\?tab=2#segments$/,
        );
        expect(shown()).toEqual([['alert', text]]);
      },
    );
  });

  test('[S3-ERRORS-16] a replayed save that worked says Saved to My Library; a page without markers says nothing', async () => {
    renderWithProviders(<PageWithMarkers />, {
      path: '/programs/ethics-2027?successAction=SaveToLibrary&program=380021',
      showLocation: true,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/programs\/ethics-2027$/);
    expect(shown()).toEqual([['confirmation', 'Saved to My Library']]);
    act(() => toast.list().forEach((t) => toast.dismiss(t.id)));
    renderWithProviders(<PageWithMarkers />, { path: '/programs/other' });
    expect(shown()).toEqual([]);
  });
});
