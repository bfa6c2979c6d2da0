import { screen, waitFor } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { renderWithProviders } from '@cle/testing/render';
import { GenericPage } from './generic-page';

const PAGE: PageContent = {
  contentType: ['Page', 'GenericPage'],
  contentLink: { id: '5001' },
  name: 'About PLI',
  friendlyUrl: '/company/about',
  properties: { mainContentArea: [] },
};

describe('a generic content page and its URL actions', () => {
  test('[S2-OTHER-01] reads successAction: the message shows once and the parameter leaves the URL', async () => {
    renderWithProviders(<GenericPage page={PAGE} />, {
      path: '/company/about?successAction=AddToCart&tab=2',
      showLocation: true,
    });
    const message = await screen.findByText('The item was added to your cart.');
    expect(message).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/about\?tab=2$/),
    );
    // shown once: it stays after the parameter left
    expect(screen.getByText('The item was added to your cart.')).toBeInTheDocument();
  });

  test('[S2-OTHER-02] reads errorAction: the error shows as an alert and the parameter leaves the URL', async () => {
    renderWithProviders(<GenericPage page={PAGE} />, {
      path: '/company/about?errorAction=Register',
      showLocation: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The registration did not go through. Please try again or contact customer service.',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/company\/about$/));
  });
});
