// Certificates as the API answers them, for the certificates and credit-form tests: one place to build one.
import type { Certificate, CertificateListResponse } from '@cle/contracts/certificate-schemas';

export const cert = (over: Partial<Certificate> = {}): Certificate => ({
  id: 1,
  customerId: 'u-im',
  programName: 'Ethics',
  certificateSource: 'PLI',
  dateCompleted: '2026-03-04',
  format: 'Live',
  formatDisplayText: 'Live In-Person',
  creditRegionShortDescription: 'NY',
  creditRegionDescription: 'New York',
  regionKey: 132,
  isExternal: false,
  isRequestPending: false,
  requestDate: null,
  isCarryover: false,
  carryOver: 0,
  transitionLevel: null,
  certificateBlobs: [],
  attachment_SK: null,
  documentId: null,
  productUrl: null,
  isFaculty: false,
  tooltipText: null,
  webShortDescription: 'New York',
  creditTypes: [],
  ...over,
});
export const file = (n: string) => ({ blobUri: n.padEnd(32, '0'), fileName: `${n}.pdf` });

/** One page of the list, as POST /user/certificates answers it. */
export function certificatePage(
  items: Certificate[],
  over: Partial<CertificateListResponse['summary']> = {},
  options: CertificateListResponse['filterOptions'] = { jurisdictions: [], years: [] },
): CertificateListResponse {
  return {
    items,
    summary: {
      count: items.length,
      totalPages: items.length ? 1 : 0,
      pageNumber: 1,
      filtersApplied: { sort: 'NewestFirst', source: [], jurisdictions: [], year: null, dateRange: null },
      filterResultSummary: '',
      ...over,
    },
    filterOptions: options,
  };
}
