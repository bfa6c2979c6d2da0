import {
  CERTIFICATES_PAGE_SIZE,
  CERTIFICATE_SORT_LABELS,
  CERTIFICATE_SORTS,
  CERTIFICATE_SOURCE_LABELS,
  DEFAULT_CERTIFICATE_SORT,
  YEAR_CUSTOM,
  bulkZipName,
  joinDateRange,
  shortFileName,
} from '@cle/contracts/certificate-schemas';
import {
  INITIAL_STATE,
  bulkBlobUris,
  certificatesQuery,
  requestedTooltip,
  rowActions,
  withFilters,
  withSort,
} from './certificates-rules';
import { cert, file } from '../../lib/certificate-fixtures';

test('[S2-CERT-04] [S2-CERT-05] [S2-CERT-12] sorts are Newest First, Oldest First, A-Z, Z-A; NewestFirst by default; 20 a page', () => {
  expect(CERTIFICATE_SORTS.map((s) => CERTIFICATE_SORT_LABELS[s])).toEqual([
    'Newest First',
    'Oldest First',
    'A-Z',
    'Z-A',
  ]);
  expect(DEFAULT_CERTIFICATE_SORT).toBe('NewestFirst');
  expect(CERTIFICATES_PAGE_SIZE).toBe(20);
  expect(certificatesQuery('u-im', INITIAL_STATE)).toMatchObject({
    customerId: 'u-im',
    pageSize: 20,
    pageNumber: 1,
    sort: 'NewestFirst',
  });
});

test('[S2-CERT-27] changing any filter or the sort resets the page to 1', () => {
  const on3 = { ...INITIAL_STATE, page: 3 };
  expect(withFilters(on3, { source: ['external'] }).page).toBe(1);
  expect(withFilters(on3, { jurisdictions: [132] }).page).toBe(1);
  expect(withFilters(on3, { year: 2025 }).page).toBe(1);
  expect(withSort(on3, 'AZ').page).toBe(1);
});

test('[S2-CERT-21] [S2-CERT-24] [S2-CERT-26] source values pli/external shown as PLI/External; Custom is 9999 with a semicolon range', () => {
  expect(CERTIFICATE_SOURCE_LABELS).toEqual({ pli: 'PLI', external: 'External' });
  expect(YEAR_CUSTOM).toBe(9999);
  expect(joinDateRange('01/01/2025', '12/31/2025')).toBe('01/01/2025;12/31/2025');
  const custom = withFilters(INITIAL_STATE, { year: 9999, from: '01/01/2025', to: '12/31/2025' });
  expect(certificatesQuery('u', custom)).toMatchObject({ year: 9999, dateRange: '01/01/2025;12/31/2025' });
  // an unfinished range sends no year at all
  expect(
    certificatesQuery('u', withFilters(INITIAL_STATE, { year: 9999, from: '01/01/2025' })).year,
  ).toBeUndefined();
  expect(certificatesQuery('u', withFilters(INITIAL_STATE, { year: 2024, source: ['pli'] }))).toMatchObject({
    year: 2024,
    source: ['pli'],
  });
});

test('[S2-CERT-09] [S2-CERT-08] the bulk Download shows only when at least 2 certificates on the page have files', () => {
  expect(bulkBlobUris([cert({ certificateBlobs: [file('a')] }), cert()])).toBeNull();
  expect(
    bulkBlobUris([cert({ certificateBlobs: [file('a')] }), cert({ certificateBlobs: [file('b')] })]),
  ).toEqual([file('a').blobUri, file('b').blobUri]);
  expect(bulkZipName(2)).toBe('certificates-page-2.zip');
});

test('[S2-CERT-17] [S2-CERT-18] [S2-CERT-19] [S2-CERT-20] row actions: Edit for external, Requested with its date and time, Download certificate for a file', () => {
  expect(rowActions(cert({ isExternal: true }))).toEqual(['edit']);
  expect(rowActions(cert({ isRequestPending: true, requestDate: '2026-02-03T15:04:00Z' }))).toEqual([
    'requested',
  ]);
  expect(rowActions(cert({ certificateBlobs: [file('a')] }))).toEqual(['download']);
  expect(requestedTooltip('2026-02-03T15:04:00Z')).toBe('Requested on 02/03/2026 at 3:04 PM UTC');
});

test('[S2-VALID-26] a file name over 30 characters is shortened for display, keeping its extension', () => {
  expect(shortFileName('short.pdf')).toBe('short.pdf');
  const long = 'a-very-long-certificate-file-name-from-2026.pdf';
  const s = shortFileName(long);
  expect(s.length).toBe(30);
  expect(s.endsWith('….pdf')).toBe(true);
});
