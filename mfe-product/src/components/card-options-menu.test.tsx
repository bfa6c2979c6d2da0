// The card menu's podcast links come from the episode's product call when the menu opens (MSW here).
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { api, server } from '@cle/testing/msw';
import { CardOptionsMenu } from './card-options-menu';

describe('card options menu', () => {
  test('[S3-PANEL-55] an episode card menu offers the podcast links, opening in a new tab', async () => {
    let calls = 0;
    server.use(
      api.get('/product/600101', () => {
        calls += 1;
        return {
          variation: {
            providerUrls: [{ provider: 'acast', url: 'https://media.pli.example/podcasts/deal-talk/7.mp3' }],
          },
        };
      }),
    );
    renderWithProviders(
      <CardOptionsMenu card={{ code: '600101', searchableType: 'podcastepisode' }} title="Deal Talk 7" />,
    );
    expect(calls).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'More options for Deal Talk 7' }));
    // the open menu is a lazy chunk, then the episode's call: on a busy machine more than the 1 s default
    const link = await screen.findByRole('menuitem', { name: 'Listen on Acast' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', 'https://media.pli.example/podcasts/deal-talk/7.mp3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('menuitem', { name: 'Show more like this' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
