// The book page of a publication sold as a digital and a print edition (issue 39): the panel offers both
// formats, digital first, and owning the print edition opens the digital one's download and online
// reading (spec 3 §4.3, §6), on the real BookPage with the library lookup answered by MSW.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { memberProfile } from '@cle/testing/fixtures';
import { server, api } from '@cle/testing/msw';
import { bookVariation, payload, variantSummary } from '../../test/fixtures';
import { BookPage } from './book-page';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const edition = (code: string, print: boolean) =>
  bookVariation('TreatiseVariation', {
    code,
    pk: `pub-${code}`,
    displayName: 'Cybersecurity Deskbook: Privacy & Data Security (2025 Edition)',
    format: 'Treatise',
    url: `/publications/cybersecurity-deskbook${print ? '-print' : ''}`,
    publicationDate: '2026-03-02T00:00:00.000Z',
    bookFormat: print ? 'hardcover' : 'digital-program',
    isStockItem: print,
    price: print ? 395 : 295,
  });
const digital = edition('209101', false);
const print = edition('209102', true);
/** The ebook's page: the payload lists both editions as its variants. */
const ebookPage = payload(digital, { variants: [variantSummary(digital), variantSummary(print)] });
const member = { ready: true, token: 't', sub: 'u-editor', claimFetched: true };

/** The library lookup: the person owns the print edition when `ownsPrint`. */
function library(ownsPrint: boolean) {
  server.use(
    api.get('/user/library/by-itemPks', ({ query }) => ({
      items: query
        .get('itemPks')!
        .split(',')
        .map((pk) => ({ pk, isPurchased: ownsPrint && pk === print.pk })),
    })),
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    api.get('/site-parts', () => ({ labels: {} })),
    api.get('/user/profile', () => memberProfile([])),
  );
}

const accessNote = () => screen.getByRole('region', { name: 'Download and online access' });

describe('a publication in print and digital editions (issue 39)', () => {
  test('[S3-PANEL-30] [S3-DATA-10] the panel offers both editions, digital first, each with its price', async () => {
    library(false);
    renderWithProviders(<BookPage data={ebookPage} labels={{}} now={NOW} />, { auth: member });
    const options = within(screen.getByRole('region', { name: 'Purchase options' }));
    expect(
      options.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('strong')!.textContent),
    ).toEqual(['Digital', 'Hardcover']);
    expect((await options.findAllByText('$295')).length).toBeGreaterThan(0);
    expect(options.getByText('$395')).toBeInTheDocument();
  });

  test('[S3-ROLES-31] [S1-PRODUCT-06] a person who owns the print edition may download and read the ebook online', async () => {
    library(true);
    renderWithProviders(<BookPage data={ebookPage} labels={{}} now={NOW} />, { auth: member });
    expect(
      await within(accessNote()).findByText('You can download and read this publication online.'),
    ).toBeInTheDocument();
    expect(accessNote()).toHaveAttribute('data-access', 'allowed');
  });

  test('[S3-ROLES-32] [S1-PRODUCT-07] a person who owns neither edition is asked to buy it', async () => {
    library(false);
    renderWithProviders(<BookPage data={ebookPage} labels={{}} now={NOW} />, { auth: member });
    expect(
      await within(accessNote()).findByText('Buy this publication to download it or read it online.'),
    ).toBeInTheDocument();
  });
});
