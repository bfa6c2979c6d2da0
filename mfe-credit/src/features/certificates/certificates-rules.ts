// The certificates page's rules (spec 2 §2, §4, §9): the list query from the page's state, when the bulk
// 'Download' shows, the row action, pagination text. Plain functions, no React.
import {
  BULK_DOWNLOAD_MIN_FILES,
  CERTIFICATES_PAGE_SIZE,
  DEFAULT_CERTIFICATE_SORT,
  joinDateRange,
  YEAR_CUSTOM,
} from '@cle/contracts/certificate-schemas';
import type {
  Certificate,
  CertificateListQuery,
  CertificateSort,
  CertificateSource,
} from '@cle/contracts/certificate-schemas';
import { formatDateTime } from '@cle/ui/intl';
import { formatUsDate } from '@cle/contracts/us-date';

export const CERTIFICATES_TITLE = 'Certificates';
export const EMPTY_TITLE = 'No certificates to display.';
export const EMPTY_BODY = "You either haven't earned any or have one being processed.";
export const EMPTY_FILTERED_TITLE = 'No certificates match these filters.';
export const EMPTY_FILTERED_BODY = 'Change or clear the filters to see more certificates.';
export const LOAD_ERROR = 'Error loading certificates';
/** S2-CERT-28 / S2-ROLES-14: the first-time filter tooltip (signed-in members), dismissed for 365 days. */
export const FILTER_TOOLTIP_COOKIE = 'certificatesFilterTooltip';
export const FILTER_TOOLTIP_TEXT =
  'New: narrow your certificates by source, jurisdiction and year in All Filters.';

export interface CertificateFilters {
  source: CertificateSource[];
  jurisdictions: number[];
  /** a year, YEAR_CUSTOM (9999) for a date range, or null for all */
  year: number | null;
  /** MM/dd/yyyy, used with YEAR_CUSTOM */
  from: string;
  to: string;
}

export interface CertificatesState {
  sort: CertificateSort;
  filters: CertificateFilters;
  page: number;
}

export const EMPTY_FILTERS: CertificateFilters = {
  source: [],
  jurisdictions: [],
  year: null,
  from: '',
  to: '',
};
export const INITIAL_STATE: CertificatesState = {
  sort: DEFAULT_CERTIFICATE_SORT,
  filters: EMPTY_FILTERS,
  page: 1,
};

/** Changing any filter (or the sort) goes back to page 1. */
export function withFilters(
  state: CertificatesState,
  filters: Partial<CertificateFilters>,
): CertificatesState {
  return { ...state, filters: { ...state.filters, ...filters }, page: 1 };
}
export function withSort(state: CertificatesState, sort: CertificateSort): CertificatesState {
  return { ...state, sort, page: 1 };
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isUsDate = (s: string) => US_DATE.test(s.trim());

export function filtersActive(f: CertificateFilters): boolean {
  return f.source.length > 0 || f.jurisdictions.length > 0 || f.year != null;
}

export function certificatesQuery(customerId: string, s: CertificatesState): CertificateListQuery {
  const q: CertificateListQuery = {
    customerId,
    pageSize: CERTIFICATES_PAGE_SIZE,
    pageNumber: s.page,
    sort: s.sort,
    ignoreCreditRequestUrls: false,
  };
  if (s.filters.source.length) q.source = s.filters.source;
  if (s.filters.jurisdictions.length) q.jurisdictions = s.filters.jurisdictions;
  if (s.filters.year != null && s.filters.year !== YEAR_CUSTOM) q.year = s.filters.year;
  // a custom range counts once both dates are complete
  if (s.filters.year === YEAR_CUSTOM && isUsDate(s.filters.from) && isUsDate(s.filters.to)) {
    q.year = YEAR_CUSTOM;
    q.dateRange = joinDateRange(s.filters.from, s.filters.to);
  }
  return q;
}

/** The bulk 'Download' link: at least 2 certificates on the page have files. */
export function bulkBlobUris(items: Certificate[]): string[] | null {
  const uris = items.flatMap((c) => c.certificateBlobs.map((b) => b.blobUri));
  return items.filter((c) => c.certificateBlobs.length > 0).length >= BULK_DOWNLOAD_MIN_FILES ? uris : null;
}

export type RowAction = 'edit' | 'requested' | 'download';
/** External certificates can be edited; a pending request shows 'Requested'; a file can be downloaded. */
export function rowActions(c: Certificate): RowAction[] {
  const actions: RowAction[] = [];
  if (c.isRequestPending) actions.push('requested');
  if (c.isExternal) actions.push('edit');
  if (c.certificateBlobs.length > 0) actions.push('download');
  return actions;
}

/** yyyy-mm-dd -> MM/dd/yyyy */
export const displayDate = formatUsDate;

/** 'Requested' tooltip: the request's date and time. */
export function requestedTooltip(requestDate: string | null): string {
  if (!requestDate) return 'Requested';
  const d = new Date(requestDate);
  if (Number.isNaN(d.getTime())) return `Requested ${requestDate}`;
  const time = formatDateTime(d, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `Requested on ${displayDate(requestDate)} at ${time} UTC`;
}

/** credits are shown with at most two decimals */
export const totalCredits = (c: Certificate) =>
  Math.round(c.creditTypes.reduce((s, t) => s + t.creditIssued, 0) * 100) / 100;

export const certificateNoun = (c: Pick<Certificate, 'isCarryover'>) =>
  c.isCarryover ? 'carryover credit' : 'certificate';
