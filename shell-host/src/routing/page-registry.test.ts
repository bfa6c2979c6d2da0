import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewFor } from './page-registry';

/** Spec 1 §2's list of content types mapped to pages, as the spec gives it (S1-ROUTES-29). */
const SPEC_PAGE_TYPES = [
  'AboutFacultyPage',
  'CartPage',
  'CertificatesPage',
  'CheckoutPage',
  'CollectionProduct',
  'CreditClassPage',
  'CreditFormatPage',
  'CreditInfoRiverPage',
  'CreditInfoTypePage',
  'CreditTrackerAdminPage',
  'CreditTrackerPage',
  'DebugPage',
  'ErrorPage',
  'FacultyMember',
  'GenericPage',
  'GlobalErrorPage',
  'IndustryNode',
  'IntendedAudienceNode',
  'JurisdictionCreditInfoPage',
  'LibraryPage',
  'LicensesPage',
  'MobileStoreRedirectPage',
  'OperationalSearchResultPage',
  'OrderConfirmationPage',
  'PodcastPage',
  'PracticeAreaPage',
  'PressReleaseDetailPage',
  'ProfileSettingsPage',
  'RuleChangesPage',
  'SearchPage',
  'StandardHeadlessPage',
  'StartPage',
  'SubjectNode',
  'PodcastSeriesNode',
];

const ROOT = join(__dirname, '../../..');

/** The modules a remote really exposes, read from its build config (federation name mfe_x = folder mfe-x). */
function exposedModules(remote: string): Map<string, string> {
  const config = readFileSync(join(ROOT, remote.replace('_', '-'), 'webpack.config.js'), 'utf8');
  return new Map([...config.matchAll(/'(\.\/\w+)': '(\.\/src\/[\w/.-]+)'/g)].map((m) => [m[1]!, m[2]!]));
}

describe('page registry', () => {
  test('[S1-ROUTES-28] [S1-ROUTES-29] every content type of the spec resolves to a view, and each remote view is a module its remote exposes', () => {
    expect(SPEC_PAGE_TYPES).toHaveLength(34);
    for (const type of SPEC_PAGE_TYPES) {
      const view = viewFor(['PageData', 'SomeBaseType', type]);
      expect({ type, view }).toEqual({ type, view: expect.objectContaining({ kind: expect.any(String) }) });
      if (view?.kind !== 'remote') continue;
      const file = exposedModules(view.remote).get(view.module);
      expect({ type, module: view.module, file }).toEqual({
        type,
        module: view.module,
        file: expect.any(String),
      });
      expect(() => readFileSync(join(ROOT, view.remote.replace('_', '-'), file!))).not.toThrow();
    }
  });

  test('[S1-ROUTES-29] the credit-info type page is CreditInfoTypePage, shown by the credit topic view', () => {
    expect(viewFor(['PageData', 'CreditInfoTypePage'])).toEqual({
      kind: 'remote',
      remote: 'mfe_credit',
      module: './CreditTopicPage',
    });
  });

  test('[S1-ROUTES-30] every product variation type of spec 3 §2.1 shows the product page', () => {
    // spec 3 §2.1 'Mapped content types', as the spec lists them
    const SPEC_VARIATION_TYPES = [
      'AnswerBookVariation',
      'AnswerBookSingleTitleSubscriptionVariation',
      'CourseHandbookVariation',
      'CourseHandbookSingleTitleSubscriptionVariation',
      'TreatiseVariation',
      'TreatiseSingleTitleSubscriptionVariation',
      'IndividualMembershipVariation',
      'IndividualPlusSubscriptionVariation',
      'LiveProgramGroupcastVariation',
      'LiveProgramSeminarVariation',
      'LiveProgramWebcastVariation',
      'LiveProgramPbrSeminarVariation',
      'LiveProgramPBRWebcastVariation',
      'LiveProgramOhbVariation',
      'LiveProgramInteractiveWebcastVariation',
      'OnDemandInteractiveVariation',
      'OnDemandMp3Variation',
      'OnDemandMp4Variation',
      'OnDemandOhbMp3Variation',
      'OnDemandOhbMp4Variation',
      'OnDemandOhbWebVariation',
      'OnDemandPbrWebVariation',
      'OnDemandWebVariation',
      'PodcastEpisodeVariation',
    ];
    expect(SPEC_VARIATION_TYPES).toHaveLength(24);
    for (const type of SPEC_VARIATION_TYPES)
      expect({ type, view: viewFor(['PageData', 'ProductVariation', type]) }).toEqual({
        type,
        view: { kind: 'remote', remote: 'mfe_product', module: './ProductPage' },
      });
    expect(exposedModules('mfe_product').has('./ProductPage')).toBe(true);
  });

  test('[S1-ROUTES-31] an unknown type, or an inherited object key, resolves to no view', () => {
    expect(viewFor(['PageData', 'NoSuchPage'])).toBeNull();
    expect(viewFor(['PageData', 'toString'])).toBeNull();
    expect(viewFor([])).toBeNull();
  });
});

describe('the store pages', () => {
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
});
