// Which pages a search engine may index (issue 36): one set of rules for a page's robots metadata
// (GET /content) and the sitemap listing (GET /sitemap/pages), so neither lists what the other hides.
import { isExpiredPageNoIndex } from '@cle/contracts/live-status';
import type { PageMetadata } from '@cle/contracts/schemas';

/**
 * CMS page types that are never indexed, whatever their metadata says: the debug page (spec 1 §2), a
 * person's own pages (library, credit tracker and roster, certificates, licenses, profile, payment
 * methods, order history and confirmation), cart and checkout, the error page, the player a launch
 * opens, and the app-store redirect (not a page of its own).
 */
const NEVER_INDEXED_TYPES: ReadonlySet<string> = new Set([
  'DebugPage',
  'LibraryPage',
  'CreditTrackerPage',
  'CreditTrackerAdminPage',
  'CertificatesPage',
  'LicensesPage',
  'ProfileSettingsPage',
  'PaymentMethodsPage',
  'OrderHistoryPage',
  'OrderConfirmationPage',
  'CartPage',
  'CheckoutPage',
  'GlobalErrorPage',
  'ProgramPlayerPage',
  'MobileStoreRedirectPage',
]);

/** Paths that are a person's own or a purchase in progress, whatever page type the CMS gives them. */
const PRIVATE_PATH = /^\/(account|cart|checkout)(\/|$)/i;

/** The concrete type: the last entry of the CMS's inheritance chain. */
export const pageType = (contentType: readonly string[]) => contentType[contentType.length - 1] ?? '';

export const NOINDEX = /\bnoindex\b/i;

/** The CMS's own word: robots content with noindex, excluded from search, or external search refused. */
function metadataSaysNoIndex(m: PageMetadata | null | undefined): boolean {
  if (!m) return false;
  return (
    NOINDEX.test(m.robotsContent ?? '') || m.isExcludedFromSearch === true || m.allowsExternalSearch === false
  );
}

/** A CMS page that is never indexed for its type or path (its metadata aside). */
export function isPrivateCmsPage(contentType: readonly string[], url: string): boolean {
  return NEVER_INDEXED_TYPES.has(pageType(contentType)) || PRIVATE_PATH.test(url);
}

/**
 * A CMS page belongs in the sitemap when it may be indexed and is its own canonical: a page whose
 * canonical URL names another path is listed there, not here.
 */
export function isIndexableCmsPage(page: {
  contentType: readonly string[];
  url: string;
  metadata: PageMetadata | null | undefined;
}): boolean {
  if (isPrivateCmsPage(page.contentType, page.url) || metadataSaysNoIndex(page.metadata)) return false;
  const canonical = page.metadata?.url;
  return (
    !canonical || canonical.toLowerCase().replace(/\/+$/, '') === page.url.toLowerCase().replace(/\/+$/, '')
  );
}

/** Spec 2 §4 (S2-FACULTY-08): a faculty page is noindex unless its visibility status is 1. */
export const facultyIndexable = (visibilityStatus: number) => visibilityStatus === 1;

/** A product's notify URL, as its editors set it in the product's data (none in the seed). */
export function notifyUrlOf(data: Record<string, unknown>): string | null {
  return typeof data.notifyUrl === 'string' && data.notifyUrl.trim() ? data.notifyUrl : null;
}

/** A timestamp column as the product payload writes it (ISO 8601, UTC). */
export const isoInstant = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * Spec 3 §2.1 (S3-PDP-53, S3-PDP-54): an expired program page is noindex unless a notify URL exists,
 * by the product page's own rule (@cle/contracts/live-status) over the fields its payload carries. The
 * payload has no page-level expiry for on-demand items (an access expiry is a person's own), so only a
 * live program past its window expires. Its live schedule (one sitting a day) spans the same start and
 * end, so these two bound the window as the schedule does on the page.
 */
export function productPageNoIndex(
  p: { event_start: Date | string | null; event_end: Date | string | null; data: Record<string, unknown> },
  now: number,
): boolean {
  return isExpiredPageNoIndex(
    {
      eventStartDate: isoInstant(p.event_start),
      eventEndDate: isoInstant(p.event_end),
      notifyUrl: notifyUrlOf(p.data),
    },
    now,
  );
}
