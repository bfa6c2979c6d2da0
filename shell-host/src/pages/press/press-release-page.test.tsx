import { fireEvent, screen } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { renderWithProviders } from '@cle/testing/render';
import { PressReleaseDetailPage } from '../press-release-page';

const page = (properties: Record<string, unknown>): PageContent =>
  ({
    contentLink: { id: 'press-1' },
    contentType: ['PageData', 'PressReleaseDetailPage'],
    name: 'PLI Announces Its 2027 Program Season',
    url: '/media-and-press/pli-announces-2027-programs',
    metadata: {},
    properties: { body: '<p>Body.</p>', ...properties },
  }) as unknown as PageContent;

describe('press release video (spec 1 §2)', () => {
  test('[S1-PRESS-02] a set video shows a player from Vimeo, framed only when the visitor plays it', () => {
    renderWithProviders(<PressReleaseDetailPage page={page({ vimeoVideoId: '76979871' })} />);
    expect(screen.queryByTitle(/^Video:/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '▶ Play video' }));
    expect(screen.getByTitle('Video: PLI Announces Its 2027 Program Season')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  test('no video set: no player', () => {
    renderWithProviders(<PressReleaseDetailPage page={page({})} />);
    expect(screen.queryByRole('button', { name: '▶ Play video' })).not.toBeInTheDocument();
  });

  test("[S1-PRESS-04] in edit mode an editor sees the video ID, or 'Add Vimeo video ID' when it is missing", () => {
    const { unmount } = renderWithProviders(<PressReleaseDetailPage page={page({})} />, {
      path: '/media-and-press/x?epieditmode=true',
      auth: { roles: ['editor'] },
    });
    expect(screen.getByText('Add Vimeo video ID')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PressReleaseDetailPage page={page({ vimeoVideoId: '42' })} />, {
      path: '/media-and-press/x?epieditmode=true',
      auth: { roles: ['editor'] },
    });
    expect(screen.getByText('Vimeo video ID: 42')).toBeInTheDocument();
  });

  test('outside edit mode, or for a visitor who is not an editor, no prompt shows', () => {
    renderWithProviders(<PressReleaseDetailPage page={page({})} />, {
      path: '/media-and-press/x?epieditmode=true',
    });
    expect(screen.queryByText('Add Vimeo video ID')).not.toBeInTheDocument();
  });
});
