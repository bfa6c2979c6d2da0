import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { server, api } from '@cle/testing/msw';
import { payload, variation } from '../../test/fixtures';
import { BookPage, BIO_PREVIEW_CHARS } from './book-page';
import { ProductActionsProvider } from './product-slots';

const toc = Array.from({ length: 14 }, (_, i) => ({
  title: `Chapter ${i + 1}: ${i % 2 ? 'Leases' : 'Zoning'}`,
}));
const book = variation({
  code: '202574',
  displayName: 'Fundamentals of Real Estate 2026 (Course Handbook)',
  contentType: ['ProductData', 'VariationContent', 'CourseHandbookVariation'],
  searchableType: 'book',
  format: 'Course Handbook',
  eventStartDate: null,
  eventEndDate: null,
  publicationDate: '2026-07-31T00:00:00.000Z',
  bookFormat: 'hardcover',
  pages: 812,
  price: 195,
  sortedTableOfContentListJsonString: JSON.stringify(toc),
});
const longBio = `Maria Hoffman ${'advises clients on real estate finance and leasing. '.repeat(6)}`;
const data = payload(book, {
  faculty: [
    {
      individualId: '700001',
      externalId: '700001',
      displayName: 'Maria Hoffman',
      firstName: 'Maria',
      lastName: 'Hoffman',
      affiliation: 'Hoffman LLP',
      title: 'Partner',
      biography: longBio,
      url: '/faculty/maria-hoffman',
    },
  ],
  relatedItems: [
    {
      productCode: '380021',
      url: '/programs/real-estate-2026',
      title: 'Real Estate Institute 2026',
      format: 'Live Webcast',
      searchableType: 'liveprogram',
      datesFormatted: 'Mar 27, 2027',
      imageUrl: null,
      price: 1695,
      creditDetailsFormatted: [],
    } as never,
  ],
});

function renderBook(actions = true) {
  server.use(api.get('/user/library/by-itemPks', () => ({ items: [] })));
  return renderWithProviders(
    <ProductActionsProvider value={actions ? () => <button type="button">Share</button> : null}>
      <BookPage data={data} labels={{}} now={Date.parse('2026-11-22T12:00:00Z')} />
    </ProductActionsProvider>,
    { auth: { ready: true } },
  );
}

describe('book page (spec 3 §2.1)', () => {
  test('[S3-PDP-14] [S3-PDP-16] [S3-PDP-17] [S3-PDP-18] header actions, overview, publication details, related items', () => {
    renderBook();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    for (const name of ['Overview', 'Publication details', 'Related items'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('812')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Real Estate Institute 2026/ })).toHaveAttribute(
      'href',
      '/programs/real-estate-2026',
    );
  });

  test('[S3-PDP-19] [S3-PDP-20] [S3-PDP-21] the table of contents: 10 entries until see all, see less, and search', () => {
    renderBook();
    const section = screen.getByRole('heading', { level: 2, name: 'Table of contents' }).closest('section')!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(section).getByRole('button', { name: 'See all' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(14);
    fireEvent.click(within(section).getByRole('button', { name: 'See less' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.change(within(section).getByRole('searchbox', { name: 'Search the table of contents' }), {
      target: { value: 'leases' },
    });
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
  });

  test('[S3-PDP-23] [S3-PDP-24] authors: name, bio cut until read more', () => {
    renderBook();
    const section = screen.getByRole('heading', { level: 2, name: 'Author' }).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Maria Hoffman' })).toHaveAttribute(
      'href',
      '/faculty/maria-hoffman',
    );
    expect(within(section).queryByText(longBio.trim())).not.toBeInTheDocument();
    expect(within(section).getByText(new RegExp(`^${longBio.slice(0, 40)}.*…$`))).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Read more' }));
    expect(within(section).getByText(longBio.trim())).toBeInTheDocument();
    expect(BIO_PREVIEW_CHARS).toBe(160);
  });
});
