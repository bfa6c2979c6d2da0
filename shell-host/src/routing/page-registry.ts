// Content type -> view. The last entry of a page's contentType list picks the view; the shell knows
// remotes only by federation name and exposed module.
import { PRODUCT_VARIATION_TYPES } from '@cle/contracts/product-types';

/** The shell's own page views (features under shell-host/src/features, drawn by routing/local-page.tsx). */
export type LocalView =
  'start' | 'generic' | 'headless' | 'press-release' | 'taxonomy' | 'global-error' | 'debug' | 'mobile-store';

export type PageView =
  { kind: 'remote'; remote: string; module: string } | { kind: 'local'; view: LocalView };

const local = (view: LocalView): PageView => ({ kind: 'local', view });

const remote = (name: string, module: string): PageView => ({ kind: 'remote', remote: name, module });

export const PAGE_REGISTRY: Record<string, PageView> = {
  StartPage: local('start'),
  GenericPage: local('generic'),
  StandardHeadlessPage: local('headless'),
  PressReleaseDetailPage: local('press-release'),
  SubjectNode: local('taxonomy'),
  PracticeAreaPage: local('taxonomy'),
  IndustryNode: local('taxonomy'),
  IntendedAudienceNode: local('taxonomy'),
  GlobalErrorPage: local('global-error'),
  // an error page the CMS returns (also as the JSON body of a failed fetch) renders like the global one
  ErrorPage: local('global-error'),
  DebugPage: local('debug'),
  MobileStoreRedirectPage: local('mobile-store'),
  // The podcasts landing page and a product collection: spec 1 names them but gives them no view of
  // their own and no fields beyond blocks, so they are block pages like GenericPage.
  PodcastPage: local('generic'),
  CollectionProduct: local('generic'),
  SearchPage: remote('mfe_search', './SearchPage'),
  OperationalSearchResultPage: remote('mfe_search', './OperationalSearchPage'),
  PodcastSeriesNode: remote('mfe_library', './PodcastSeriesPage'),
  LibraryPage: remote('mfe_library', './LibraryPage'),
  JurisdictionCreditInfoPage: remote('mfe_credit', './JurisdictionCreditInfoPage'),
  ...creditInfoFamily(),
  CertificatesPage: remote('mfe_credit', './CertificatesPage'),
  CreditTrackerAdminPage: remote('mfe_credit', './CreditTrackerAdminPage'),
  CreditTrackerPage: remote('mfe_credit', './CreditTrackerPage'),
  LicensesPage: remote('mfe_credit', './LicensesPage'),
  CartPage: remote('mfe_commerce', './CartPage'),
  CheckoutPage: remote('mfe_commerce', './CheckoutPage'),
  OrderConfirmationPage: remote('mfe_commerce', './OrderConfirmationPage'),
  OrderHistoryPage: remote('mfe_commerce', './OrderHistoryPage'),
  PaymentMethodsPage: remote('mfe_commerce', './PaymentMethodsPage'),
  ProgramPlayerPage: remote('mfe_product', './PlayerPage'),
  // every product variation type of spec 3 §2.1
  ...Object.fromEntries(PRODUCT_VARIATION_TYPES.map((t) => [t, remote('mfe_product', './ProductPage')])),
};

/** Issue 15's pages, all in mfe-credit (credit-info family, faculty, profile, request a quote). */
function creditInfoFamily(): Record<string, PageView> {
  const m = (module: string) => remote('mfe_credit', module);
  return {
    CreditInfoRiverPage: m('./CreditInfoRiverPage'),
    RuleChangesPage: m('./RuleChangesPage'),
    CreditClassPage: m('./CreditClassPage'),
    CreditFormatPage: m('./CreditTopicPage'),
    CreditInfoTypePage: m('./CreditTopicPage'),
    FacultyMember: m('./FacultyProfilePage'),
    AboutFacultyPage: m('./AboutFacultyPage'),
    ProfileSettingsPage: m('./ProfileSettingsPage'),
    RequestQuotePage: m('./RequestQuotePage'),
  };
}

/** The view for a page, or null when its type is unknown (the route then redirects to '/'). */
export function viewFor(contentType: readonly string[]): PageView | null {
  const last = contentType[contentType.length - 1];
  return (last && Object.hasOwn(PAGE_REGISTRY, last) && PAGE_REGISTRY[last]) || null;
}

/**
 * Page types whose content is the signed-in person's own (their library, credits, orders, the player):
 * the server renders only their frame, the rest fills in once the browser knows who is there.
 */
const PERSONAL_PAGE_TYPES: ReadonlySet<string> = new Set([
  'LibraryPage',
  'CertificatesPage',
  'CreditTrackerAdminPage',
  'CreditTrackerPage',
  'LicensesPage',
  'CheckoutPage',
  'OrderConfirmationPage',
  'OrderHistoryPage',
  'PaymentMethodsPage',
  'ProgramPlayerPage',
  'ProfileSettingsPage',
]);

export function isPersonalPage(contentType: readonly string[]): boolean {
  const last = contentType[contentType.length - 1];
  return !!last && PERSONAL_PAGE_TYPES.has(last);
}
