// A library row's segments as they render (spec 1 §2): which ones can be watched.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LibrarySegment } from '@cle/contracts/library-schemas';
import { SegmentList } from './segment-list';

const segment = (pk: string, over: Partial<LibrarySegment>): LibrarySegment => ({
  pk,
  title: `Segment ${pk}`,
  url: `/program/${pk}`,
  playbackProgressPct: 0,
  cleProgressPct: 0,
  topicNumber: null,
  price: 95,
  isPurchased: false,
  isParentProgramPurchased: false,
  watchUrl: `/watch/${pk}`,
  ...over,
});

function rowsOf(segments: LibrarySegment[]) {
  render(
    <MemoryRouter>
      <SegmentList pk="A" segments={segments} totalSegments={segments.length} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('list', { name: 'Segments' }))
    .getAllByRole('listitem')
    .map((row) => [row.firstChild?.textContent, within(row).queryByRole('link') ? 'Watch' : 'Not included']);
}

describe('library segments: playable (spec 1 §2)', () => {
  test('[S1-LIBRARY-18] [S1-LIBRARY-19] [S1-LIBRARY-21] purchased or with a purchased parent plays; neither, at a price above 0, does not', () => {
    expect(
      rowsOf([
        segment('P', { isPurchased: true }),
        segment('Q', { isParentProgramPurchased: true }),
        segment('R', { price: 95 }),
      ]),
    ).toEqual([
      ['Segment P', 'Watch'],
      ['Segment Q', 'Watch'],
      ['Segment R', 'Not included'],
    ]);
  });
});
