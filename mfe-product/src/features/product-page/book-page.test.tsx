import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { memberProfile } from '@cle/testing/fixtures';
import { server, api } from '@cle/testing/msw';
import { courseHandbook, facultyMember, payload } from '../../test/fixtures';
import { BookPage } from './book-page';
import type { BookContent } from '@cle/contracts/product-content-schemas';
import { PanelSlotsContext } from '../../lib/panel-slots';

const toc = Array.from({ length: 14 }, (_, i) => ({
  title: `Chapter ${i + 1}: ${i % 2 ? 'Leases' : 'Zoning'}`,
}));
const book = courseHandbook({
  pages: 812,
  sortedTableOfContentListJsonString: JSON.stringify(toc),
});
const longBio = `Maria Hoffman ${'advises clients on real estate finance and leasing. '.repeat(6)}`;
const data = payload(book, {
  faculty: [facultyMember({ affiliation: 'Hoffman LLP', title: 'Partner', biography: longBio })],
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

/** The table of contents and testimonials come in a lazily loaded chunk. */
const LAZY = { timeout: 10_000 };

const area = (heading: string, text: string) => ({ heading, paragraphs: [text] });
const bookContent: BookContent = {
  contentArea1: area('About this edition', 'This edition reflects the law as of 2026.'),
  contentArea2: area('Who relies on it', 'In-house counsel.'),
  contentArea3: area('Kept up to date', 'Supplements are published as the law changes.'),
  contentArea4: null,
  contentArea5: null,
  contentArea6: null,
  contentArea7: area('Ordering', 'Orders for ten or more copies qualify for a discount.'),
  bookProductContentAreaPosition: null,
  globalPushArea: area('Read it on PLI PLUS', 'PLI PLUS members read every publication online.'),
  suppressGlobalPushArea: true,
  plusSearchUrl: 'https://plus.pli.edu/search?book=202574&query={query}',
  plusTOCUrl: '/api/product/202574/table-of-contents.pdf',
};

function renderBook(actions = true, over: Partial<typeof book> = {}, content: Partial<BookContent> = {}) {
  server.use(api.get('/user/library/by-itemPks', () => ({ items: [] })));
  const page = {
    ...data,
    variation: { ...data.variation, ...over },
    bookContent: { ...bookContent, ...content },
    testimonials: [
      { quote: 'The first place I look for an answer.', name: 'Ana Ruiz', affiliation: 'Ruiz & Cole LLP' },
    ],
  };
  return renderWithProviders(
    <PanelSlotsContext.Provider
      value={actions ? { Actions: () => <button type="button">Share</button> } : {}}
    >
      <BookPage data={page} labels={{}} now={Date.parse('2026-11-22T12:00:00Z')} />
    </PanelSlotsContext.Provider>,
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

  test('[S3-PDP-19] [S3-PDP-20] [S3-PDP-21] [S1-PRODUCT-08] the table of contents: 10 chapters per volume until see all, see less, and search', async () => {
    renderBook();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Table of contents' }, LAZY)
    ).closest('section')!;
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

  test('[S1-PRODUCT-08] a two-volume table of contents pages each volume on its own', async () => {
    const twoVolumes = [
      ...Array.from({ length: 12 }, (_, i) => ({
        volume: 1,
        chapter: String(i + 1),
        title: `Leases ${i + 1}`,
      })),
      ...Array.from({ length: 11 }, (_, i) => ({
        volume: 2,
        chapter: String(i + 13),
        title: `Zoning ${i + 13}`,
      })),
    ];
    renderBook(true, { sortedTableOfContentListJsonString: JSON.stringify(twoVolumes) });
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Table of contents' }, LAZY)
    ).closest('section')!;
    const volume2 = within(section).getByRole('list', { name: 'Volume 2' });
    expect(
      within(within(section).getByRole('list', { name: 'Volume 1' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(within(volume2).getAllByRole('listitem')).toHaveLength(10);
    expect(within(volume2).getByText('Chapter 13: Zoning 13')).toBeInTheDocument();
    fireEvent.click(within(section).getAllByRole('button', { name: 'See all' })[1]!);
    expect(within(volume2).getAllByRole('listitem')).toHaveLength(11);
    expect(
      within(within(section).getByRole('list', { name: 'Volume 1' })).getAllByRole('listitem'),
    ).toHaveLength(10);
  });

  test('[S3-PDP-22] [S1-PRODUCT-09] [S1-PRODUCT-10] the PLI PLUS search is disabled while empty and goes to the template URL; the download link', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderBook();
      const section = (
        await screen.findByRole('heading', { level: 2, name: 'Table of contents' }, LAZY)
      ).closest('section')!;
      const submit = within(section).getByRole('button', { name: 'Search the full text on PLI PLUS' });
      expect(submit).toBeDisabled();
      fireEvent.change(within(section).getByRole('searchbox'), { target: { value: 'ground lease' } });
      expect(submit).toBeEnabled();
      fireEvent.click(submit);
      expect(open).toHaveBeenCalledWith(
        'https://plus.pli.edu/search?book=202574&query=ground%20lease',
        '_blank',
        'noopener,noreferrer',
      );
      expect(
        within(section).getByRole('link', { name: 'Download the table of contents (PDF)' }),
      ).toHaveAttribute('href', '/api/product/202574/table-of-contents.pdf');
    } finally {
      open.mockRestore();
    }
  });

  test('[S3-PDP-26] [S3-PDP-27] [S3-PDP-28] the seven content areas, with the book content at its position (default 3)', () => {
    const order = () =>
      [...document.querySelectorAll('[data-content-area], #overview')].map((el) =>
        el.id === 'overview' ? 'book' : el.getAttribute('data-content-area'),
      );
    const { unmount } = renderBook(true, {}, { bookProductContentAreaPosition: null });
    expect(order()).toEqual(['contentArea1', 'contentArea2', 'book', 'contentArea3', 'contentArea7']);
    expect(screen.getByRole('region', { name: 'About this edition' })).toHaveTextContent('reflects the law');
    unmount();
    renderBook(true, {}, { bookProductContentAreaPosition: 7, suppressGlobalPushArea: false });
    expect(order()).toEqual([
      'contentArea1',
      'contentArea2',
      'contentArea3',
      'book',
      'contentArea7',
      'globalPushArea',
    ]);
  });

  test('[S3-PDP-25] testimonials with name and affiliation', async () => {
    renderBook();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Testimonials' }, LAZY)).closest(
      'section',
    )!;
    expect(within(section).getByText(/The first place I look/)).toBeInTheDocument();
    expect(within(section).getByText('Ana Ruiz, Ruiz & Cole LLP')).toBeInTheDocument();
  });

  test('[S3-PDP-23] [S3-PDP-24] authors: name, bio cut until read more', () => {
    renderBook();
    const section = screen.getByRole('heading', { level: 2, name: 'Author' }).closest('section')!;
    expect(within(section).getByRole('link', { name: 'Maria Hoffman' })).toHaveAttribute(
      'href',
      '/faculty/maria-hoffman',
    );
    expect(within(section).queryByText(longBio.trim())).not.toBeInTheDocument();
    // cut to 160 characters
    expect(within(section).getByText(`${longBio.slice(0, 160).trimEnd()}…`)).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Read more' }));
    expect(within(section).getByText(longBio.trim())).toBeInTheDocument();
  });
});

describe('course handbook (spec 3 §2.1)', () => {
  test('[S3-PDP-34] a course handbook page adds a link card to the related program', () => {
    server.use(api.get('/user/library/by-itemPks', () => ({ items: [] })));
    const program = {
      productCode: '380574',
      url: '/programs/fundamentals-of-real-estate-2026',
      title: 'Fundamentals of Real Estate 2026',
      format: 'Live Webcast',
      searchableType: 'ondemandprogram',
      datesFormatted: 'Available now',
      eventStartDate: null,
      eventEndDate: null,
      publicationDate: '2026-07-31T00:00:00.000Z',
      imageUrl: '/images/programs/3.webp',
      price: 1295,
      creditDetailsFormatted: [],
    };
    renderWithProviders(
      <BookPage
        data={{ ...data, catalogRelations: { ...data.catalogRelations, relatedProgramVariant: program } }}
        labels={{}}
        now={Date.parse('2026-11-22T12:00:00Z')}
      />,
      { auth: { ready: true } },
    );
    const card = screen.getByRole('complementary', { name: 'The program this handbook accompanies' });
    expect(within(card).getByRole('link', { name: /Fundamentals of Real Estate 2026/ })).toHaveAttribute(
      'href',
      '/programs/fundamentals-of-real-estate-2026',
    );
  });
});

describe('book page header, order notice and sts renewal (spec 3 §2.1, §4.3)', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const renderPage = (page: typeof data, labels = {}, auth: object = { ready: true }) =>
    renderWithProviders(<BookPage data={page} labels={labels} now={NOW} />, { auth });
  beforeEach(() =>
    server.use(
      api.get('/user/library/by-itemPks', () => ({ items: [] })),
      api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
      api.get('/site-parts', () => ({ labels: {} })),
      api.get('/user/profile', () => memberProfile([])),
    ),
  );

  test('[S3-PDP-15] the header names the authors, each linked to their page', () => {
    const second = facultyMember({
      individualId: 'f-2',
      displayName: 'Sam Ortiz',
      url: '/faculty/sam-ortiz',
    });
    const faculty = [...data.catalogRelations.faculty, second];
    renderPage({ ...data, catalogRelations: { ...data.catalogRelations, faculty } });
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent('By Maria Hoffman and Sam Ortiz');
    expect(within(header).getByRole('link', { name: 'Maria Hoffman' })).toHaveAttribute(
      'href',
      '/faculty/maria-hoffman',
    );
    expect(within(header).getByRole('link', { name: 'Sam Ortiz' })).toHaveAttribute(
      'href',
      '/faculty/sam-ortiz',
    );
  });

  test('[S3-PDP-29] a print variant shows the order notice with the phone and an e-mail link; a digital one does not', () => {
    const labels = { customerServicePhone: '(800) 260-4754', customerServiceEmail: 'info@pli.edu' };
    const print = { ...data, variation: { ...data.variation, isStockItem: true } };
    const { unmount } = renderPage(print, labels);
    const notice = screen.getByText(/^To order by phone, call \(800\) 260-4754 or e-mail/);
    expect(within(notice).getByRole('link', { name: 'info@pli.edu' })).toHaveAttribute(
      'href',
      'mailto:info@pli.edu',
    );
    unmount();
    const digital = {
      ...data,
      variation: { ...data.variation, isStockItem: false, bookFormat: 'digital-program' },
    };
    renderPage(digital, labels);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/To order by phone/)).toBeNull();
  });

  const formats = () =>
    screen
      .getAllByRole('radio', { hidden: true })
      .map((r) => r.closest('label')!.querySelector('strong')!.textContent);

  test('[S3-PANEL-23] [S3-PANEL-24] a purchased single-title subscription offers its renewal right after it; not bought, none', async () => {
    const sts = { ...data, variation: { ...data.variation, bookFormat: 'sts', pk: 'bk-sts-1' } };
    const member = { ready: true, token: 't', sub: 'u-1', claimFetched: true };
    server.use(
      api.get('/user/library/by-itemPks', ({ query }) => ({
        items: [{ pk: query.get('itemPks')!, isPurchased: true }],
      })),
    );
    const { unmount } = renderPage(sts, {}, member);
    await waitFor(() =>
      expect(formats()).toEqual(['Single-title subscription', 'Single-title subscription renewal']),
    );
    unmount();
    server.use(api.get('/user/library/by-itemPks', () => ({ items: [] })));
    renderPage(sts, {}, member);
    // the price shows once the lookup said the person does not own it
    expect((await screen.findAllByText('$195')).length).toBeGreaterThan(0);
    expect(formats()).toEqual(['Single-title subscription']);
  });
});
