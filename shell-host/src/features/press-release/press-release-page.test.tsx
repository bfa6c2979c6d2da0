import { fireEvent, screen } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { renderWithProviders } from '@cle/testing/render';
import { PressReleaseDetailPage } from './press-release-page';

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

  const asEditor = (search: string) => ({ path: `/media-and-press/x${search}`, auth: { roles: ['editor'] } });

  test('[S1-PRESS-03] in edit mode (epieditmode=true, any case) an editor sees the video ID', () => {
    renderWithProviders(
      <PressReleaseDetailPage page={page({ vimeoVideoId: '42' })} />,
      asEditor('?epieditmode=True'),
    );
    expect(screen.getByText('Vimeo video ID: 42')).toBeInTheDocument();
  });

  test("[S1-PRESS-04] in edit mode a missing video ID shows 'Add Vimeo video ID'", () => {
    renderWithProviders(<PressReleaseDetailPage page={page({})} />, asEditor('?epieditmode=true'));
    expect(screen.getByText('Add Vimeo video ID')).toBeInTheDocument();
  });

  test('with epieditmode=false an editor sees no prompt', () => {
    renderWithProviders(<PressReleaseDetailPage page={page({})} />, asEditor('?epieditmode=false'));
    expect(screen.queryByText('Add Vimeo video ID')).not.toBeInTheDocument();
  });

  test('outside edit mode, or for a visitor who is not an editor, no prompt shows', () => {
    renderWithProviders(<PressReleaseDetailPage page={page({})} />, {
      path: '/media-and-press/x?epieditmode=true',
    });
    expect(screen.queryByText('Add Vimeo video ID')).not.toBeInTheDocument();
  });
});
