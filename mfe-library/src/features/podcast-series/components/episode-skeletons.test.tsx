import { render, screen, within } from '@testing-library/react';
import { EpisodeSkeletons } from './episode-skeletons';

test('[S3-CONST-11] the podcast skeleton shows 5 episode rows while episodes load', () => {
  render(<EpisodeSkeletons />);
  const status = screen.getByRole('status', { name: 'Loading episodes' });
  expect(within(status).getAllByTestId('episode-skeleton')).toHaveLength(5);
});
