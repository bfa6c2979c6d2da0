// My Library's rows, rendered against the API as MSW answers it (library-api.fixtures.ts): segments,
// snippet and credits, access expiry.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { item, response, segment, setUpLibraryApi } from './library-api.fixtures';
import { renderLibraryPage } from './library-page.fixtures';

const api = setUpLibraryApi();

describe('My Library page', () => {
  test('[S1-LIBRARY-13] [S1-LIBRARY-14] [S1-LIBRARY-15] [S1-LIBRARY-16] [S1-LIBRARY-17] 3 segments, the rest loaded on demand, with progress labels', async () => {
    const first = [
      segment('S1', 100),
      segment('S2', 40),
      segment('S3', 0, { isPurchased: false, price: 95 }),
    ];
    api.handler = (url) => {
      if (url.pathname === '/api/user/library')
        return { body: response([item('A', { segments: first, totalSegments: 5 })]) };
      if (url.pathname === '/api/user/library/A/segments')
        return {
          body: {
            pk: 'A',
            totalSegments: 5,
            segments: [...first, segment('S4', 0), segment('S5', 0, { price: 0, isPurchased: false })],
          },
        };
      return undefined;
    };
    renderLibraryPage();
    const segments = await screen.findByRole('list', { name: 'Segments' });
    const rows = within(segments).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Segment S1WatchedWatch',
      'Segment S2Partially completeWatch',
      'Segment S3Not startedNot included',
    ]);
    expect(api.calls.some((c) => c.path.endsWith('/segments'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 5 segments' }));
    await waitFor(() => expect(within(segments).getAllByRole('listitem')).toHaveLength(5));
    expect(api.calls.filter((c) => c.path === '/api/user/library/A/segments')).toHaveLength(1);
    // [S1-LIBRARY-20] a free segment plays
    expect(screen.getByRole('link', { name: 'Watch segment: Segment S5' })).toBeInTheDocument();
  });

  test('[S1-LIBRARY-30] [S1-LIBRARY-31] snippet cut at 98 words; 2 credits then "See all approved credits"', async () => {
    const snippet = Array.from({ length: 110 }, (_, i) => `word${i}`).join(' ');
    api.handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([
              item('A', {
                snippet,
                creditDetailsFormatted: ['NY: 2 General', 'CA: 1.5 General', 'TX: 1 Ethics'],
              }),
            ]),
          }
        : undefined;
    renderLibraryPage();
    expect(await screen.findByText(/word97…$/)).toBeInTheDocument();
    expect(screen.queryByText(/word98/)).not.toBeInTheDocument();
    const credits = screen.getByRole('list', { name: 'Approved credits' });
    expect(within(credits).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'See all approved credits' }));
    expect(within(credits).getAllByRole('listitem')).toHaveLength(3);
  });

  test('[S2-OTHER-07] [S2-OTHER-08] expired access reads "Access expired on {date}", with a contact-us link when credits are available', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library'
        ? {
            body: response([
              item('A', {
                accessExpirationDate: '2024-03-05T00:00:00Z',
                creditDetailsFormatted: ['NY 3.0 Ethics'],
              }),
              item('B', { accessExpirationDate: '2024-03-06T00:00:00Z' }),
              item('C', { accessExpirationDate: '2999-01-01T00:00:00Z', creditDetailsFormatted: ['NY 1.0'] }),
            ]),
          }
        : undefined;
    renderLibraryPage();
    const row = async (pk: string) =>
      (await screen.findByRole('link', { name: `Item ${pk}` })).closest('li, article') as HTMLElement;
    const a = await row('A');
    expect(within(a).getByText(/Access expired on Mar 5, 2024/)).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/company/contact-us',
    );
    const b = await row('B');
    expect(within(b).getByText('Access expired on Mar 6, 2024')).toBeInTheDocument();
    expect(within(b).queryByRole('link', { name: 'Contact us' })).toBeNull();
    const c = await row('C');
    expect(within(c).getByText('Access until Jan 1, 2999')).toBeInTheDocument();
    expect(within(c).queryByRole('link', { name: 'Contact us' })).toBeNull();
  });
});
