// The book page's access note from the person's library lookup (MSW stands in for the API here; the
// journey e2e/tests/publication-access.spec.ts proves it against the real one).
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { api, server } from '@cle/testing/msw';
import { variation } from '../../../test/fixtures';
import { PublicationAccessNote } from './publication-access-note';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const book = variation({
  code: '202574',
  pk: 'bk-202574',
  displayName: 'Fundamentals of Real Estate 2026',
  searchableType: 'book',
  eventStartDate: null,
  eventEndDate: null,
  bookFormat: 'digital-program',
  price: 195,
});
const SIGNED_IN = { ready: true, token: 't', name: 'Riley', sub: 'u-retail' };

function renderNote(items: object[] | null, auth: object = SIGNED_IN, v = book) {
  server.use(
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    api.get('/user/library/by-itemPks', () => ({ items: items ?? [] })),
  );
  return renderWithProviders(<PublicationAccessNote variant={v} variants={[v]} now={NOW} />, { auth });
}
const region = () => screen.getByRole('region', { name: 'Download and online access' });

describe('publication access note', () => {
  test('[S1-PRODUCT-03] [S1-PRODUCT-05] [S3-ROLES-28] [S3-ROLES-30] loading, then allowed for a purchase with unexpired access', async () => {
    renderNote([{ pk: 'bk-202574', isPurchased: true, accessExpirationDate: '2027-06-01T00:00:00.000Z' }]);
    expect(region()).toHaveAttribute('data-access', 'loading');
    expect(await screen.findByText('You can download and read this publication online.')).toBeInTheDocument();
    expect(region()).toHaveTextContent('Access until Jun 1, 2027');
    expect(screen.getByRole('link', { name: 'Open on PLI PLUS' })).toHaveAttribute(
      'href',
      '/plus-content/202574',
    );
  });

  test('[S1-PRODUCT-05] [S1-PRODUCT-07] [S3-ROLES-32] expired access is not allowed', async () => {
    renderNote([{ pk: 'bk-202574', isPurchased: true, accessExpirationDate: '2026-11-01T00:00:00.000Z' }]);
    expect(
      await screen.findByText('Buy this publication to download it or read it online.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open on PLI PLUS' })).not.toBeInTheDocument();
  });

  test('[S1-PRODUCT-04] [S1-PRODUCT-07] an anonymous visitor: not allowed, or allowed when the variant is free', () => {
    const { unmount } = renderNote(null, { ready: true });
    expect(region()).toHaveAttribute('data-access', 'not-allowed');
    unmount();
    renderNote(null, { ready: true }, { ...book, price: 0 });
    expect(region()).toHaveAttribute('data-access', 'allowed');
  });

  test('[S1-PRODUCT-06] [S3-ROLES-31] a bought print edition opens the digital one on the page; an expired print purchase does not', async () => {
    const hardcover = { ...book, code: '202575', pk: 'bk-202575', bookFormat: 'hardcover', price: 249 };
    const answer = (expires: string) =>
      server.use(
        api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
        api.get('/user/library/by-itemPks', ({ query }) => ({
          items:
            query.get('itemPks') === 'bk-202575'
              ? [{ pk: 'bk-202575', isPurchased: true, accessExpirationDate: expires }]
              : [],
        })),
      );
    answer('2027-06-01T00:00:00.000Z');
    const { unmount } = renderWithProviders(
      <PublicationAccessNote variant={book} variants={[book, hardcover]} now={NOW} />,
      { auth: SIGNED_IN },
    );
    expect(await screen.findByText('You can download and read this publication online.')).toBeInTheDocument();
    unmount();
    answer('2026-11-01T00:00:00.000Z');
    renderWithProviders(<PublicationAccessNote variant={book} variants={[book, hardcover]} now={NOW} />, {
      auth: SIGNED_IN,
    });
    expect(
      await screen.findByText('Buy this publication to download it or read it online.'),
    ).toBeInTheDocument();
  });
});
