// The podcast episode's guests block (spec 3 §2.1): six or more guests use the two-column layout with a
// show more / show less toggle over their biographies.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { payload, podcastEpisode } from '../../../test/fixtures';
import { PodcastEpisodePage } from '../podcast-episode-page';

const guest = (i: number) => ({
  individualId: `70010${i}`,
  externalId: `70010${i}`,
  displayName: `Guest Number${i}`,
  firstName: 'Guest',
  lastName: `Number${i}`,
  affiliation: 'Hoffman LLP',
  title: 'Partner',
  biography: `Guest ${i} advises on cross-border disputes.`,
  url: `/faculty/guest-${i}`,
  role: 'Speaker',
});
const episode = podcastEpisode({
  code: 'POD002-E16',
  displayName: 'The Ethics Hour Episode 16',
});

function renderGuests(count: number) {
  renderWithProviders(
    <PodcastEpisodePage
      data={payload(episode, { faculty: Array.from({ length: count }, (_, i) => guest(i + 1)) })}
    />,
    { auth: { ready: true } },
  );
  return screen.getByRole('heading', { name: 'Featured in this episode' }).closest('section')!;
}

describe('podcast guests', () => {
  test('[S3-PDP-78] [S3-PDP-79] [S3-PDP-80] six guests take two columns; the show less / show more toggle starts open over the biographies', () => {
    const block = renderGuests(6);
    expect(block.querySelector('ul')).toHaveAttribute('data-layout', 'two-column');
    expect(within(block).getByText('Guest 6 advises on cross-border disputes.')).toBeInTheDocument();
    const toggle = within(block).getByRole('button', { name: 'Show less' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(within(block).queryByText('Guest 6 advises on cross-border disputes.')).not.toBeInTheDocument();
    // every guest stays listed; only the biographies fold
    expect(within(block).getAllByRole('link', { name: /Guest Number/ })).toHaveLength(6);
    fireEvent.click(within(block).getByRole('button', { name: 'Show more' }));
    expect(within(block).getByText('Guest 1 advises on cross-border disputes.')).toBeInTheDocument();
  });

  test('[S3-PDP-78] [S3-PDP-79] fewer than six guests: one column of biographies, no toggle', () => {
    const block = renderGuests(5);
    expect(block.querySelector('ul')).toHaveAttribute('data-layout', 'bio-list');
    expect(within(block).queryByRole('button', { name: /Show (more|less)/ })).not.toBeInTheDocument();
  });

  test('[S3-PDP-81] the episode header shows at most 2 guest avatars', () => {
    renderGuests(3);
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getAllByText('GN')).toHaveLength(2);
  });
});
