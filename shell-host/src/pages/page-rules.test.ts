import { readUrlAction } from './url-actions';
import { taxonomyMapUrl, taxonomySearchUrl, TAXONOMY_KIND_BY_TYPE } from './taxonomy-rules';
import { mobileStoreTarget } from './mobile-store-redirect-page';
import { viewFor } from '../routing/page-registry';

describe('shell page rules', () => {
  test('[S1-PAGES-16] [S1-PAGES-18] [S1-ERRORS-56] [S1-ERRORS-57] URL actions: a message, and the URL without the parameters', () => {
    expect(readUrlAction('?successAction=register&x=1')).toEqual({
      message: { kind: 'success', text: 'You are registered. The program is in My Library.' },
      rest: '?x=1',
    });
    // an error wins over a success
    expect(readUrlAction('?successAction=register&errorAction=add-to-cart').message).toEqual({
      kind: 'error',
      text: 'The item could not be added to your cart. Please try again.',
    });
    expect(readUrlAction('?errorAction=unknown').message?.kind).toBe('error');
    expect(readUrlAction('?x=1')).toEqual({ message: null, rest: '?x=1' });
  });

  test('[S1-PAGES-16] [S1-PAGES-18] no text from the URL is ever shown: unknown values, program, response and prototype names get the fixed texts', () => {
    const attacker = 'Your account is locked. Call +1 555 0100 now';
    for (const search of [
      `?successAction=${encodeURIComponent(attacker)}`,
      `?successAction=registered&response=${encodeURIComponent(attacker)}&program=${encodeURIComponent(attacker)}`,
      `?errorAction=${encodeURIComponent(attacker)}&response=${encodeURIComponent(attacker)}`,
      '?successAction=constructor',
      '?errorAction=__proto__',
      '?successAction=toString',
    ]) {
      const { message, rest } = readUrlAction(search);
      expect(typeof message?.text).toBe('string');
      expect(message?.text).not.toContain('locked');
      expect(rest).toBe('');
    }
    expect(readUrlAction('?successAction=constructor').message?.text).toBe('Done.');
    expect(readUrlAction('?successAction=AddToCart&program=X-1').message?.text).toBe(
      'The item was added to your cart.',
    );
  });

  test('[S1-TAXO-08] [S1-TAXO-09] [S1-TAXO-10] map links go to the content system by id', () => {
    expect(taxonomyMapUrl('subject', 4)).toMatch(/\/subject-map\/4$/);
    expect(taxonomyMapUrl('industry', 5)).toMatch(/\/industry-map\/5$/);
    expect(taxonomyMapUrl('audience', 6)).toMatch(/\/audience-map\/6$/);
  });

  test('[S1-TAXO-04] the search link presets the taxonomy as a filter', () => {
    expect(taxonomySearchUrl('subject', { id: 25, name: 'Tax Law' })).toBe(
      '/search?query=&practiceArea=Tax+Law%7C25',
    );
    expect(taxonomySearchUrl('industry', { id: 3, name: 'Banking' })).toBe('/search?query=Banking');
  });

  test('the taxonomy types map to the taxonomy view and their kinds', () => {
    for (const t of ['SubjectNode', 'PracticeAreaPage', 'IndustryNode', 'IntendedAudienceNode'])
      expect(viewFor(['PageData', t])).toEqual({ kind: 'local', view: 'taxonomy' });
    expect(TAXONOMY_KIND_BY_TYPE.IntendedAudienceNode).toBe('audience');
  });

  test('[S3-PDP-10] the same mapping sends the store pages to commerce, beside certificates, library, licenses and search', () => {
    expect(viewFor(['PageData', 'CartPage'])).toEqual({
      kind: 'remote',
      remote: 'mfe_commerce',
      module: './CartPage',
    });
    expect(viewFor(['PageData', 'CheckoutPage'])).toEqual({
      kind: 'remote',
      remote: 'mfe_commerce',
      module: './CheckoutPage',
    });
    expect(viewFor(['PageData', 'OrderConfirmationPage'])).toEqual({
      kind: 'remote',
      remote: 'mfe_commerce',
      module: './OrderConfirmationPage',
    });
    expect(viewFor(['PageData', 'CertificatesPage'])).toMatchObject({ remote: 'mfe_credit' });
    expect(viewFor(['PageData', 'LibraryPage'])).toMatchObject({ remote: 'mfe_library' });
    expect(viewFor(['PageData', 'LicensesPage'])).toMatchObject({ remote: 'mfe_credit' });
    expect(viewFor(['PageData', 'SearchPage'])).toMatchObject({ remote: 'mfe_search' });
  });

  test('[S1-PAGES-07] [S1-PAGES-08] mobile store redirect: its URL, else /404', () => {
    expect(mobileStoreTarget('/')).toBe('/');
    expect(mobileStoreTarget('https://www.pli.edu/app')).toBe('https://www.pli.edu/app');
    expect(mobileStoreTarget(undefined)).toBe('/404');
    expect(mobileStoreTarget('https://evil.example/')).toBe('/404');
  });
});
