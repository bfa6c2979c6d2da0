// Certificates, external and carryover credit, certificate files (spec 2 §3, §5, §7, §8, §9): the
// payloads the API answers and the rules the credit form and the upload apply. The API validates with
// the same rules the browser shows, so a save the form allows is a save the server accepts.
//
// Routes (all under /api, bearer token, customerId must be the token's subject, else 403):
//   POST   /user/certificates                                  body CertificateListQuery -> CertificateListResponse
//   POST   /credit-tracker/external-Certificate/add/{customerId}/{region}     body CertificateInput -> Certificate
//   POST   /credit-tracker/external-Certificate/update/{customerId}/{region}  body CertificateInput (with id) -> Certificate
//   DELETE /credit-tracker/external-Certificate/{customerId}/{certificateId} -> { deleted: id }
//   POST   /user/certificates/upload     multipart field `files`, exactly one PDF/JPG/PNG <= 5 MB -> CertificateBlob[]
//   GET    /user/certificates/download/{customerId}?blobName=&fileName=  -> the file (attachment, original name)
//   POST   /user/certificates/download-bulk/{customerId}  body { keys, blobUris, pageNumber } -> certificates-page-{n}.zip
//   DELETE /user/certificates/delete-file/{customerId}?blobName=  -> { deleted: blobName }
import * as z from 'zod/mini';
import { orDefault } from './payload-helpers';

// ---- constants (spec 2 §9) ----

export const CERTIFICATES_PAGE_SIZE = 20;
export const CERTIFICATE_SORTS = ['NewestFirst', 'OldestFirst', 'AZ', 'ZA'] as const;
export type CertificateSort = (typeof CERTIFICATE_SORTS)[number];
export const CERTIFICATE_SORT_LABELS: Record<CertificateSort, string> = {
  NewestFirst: 'Newest First',
  OldestFirst: 'Oldest First',
  AZ: 'A-Z',
  ZA: 'Z-A',
};
export const DEFAULT_CERTIFICATE_SORT: CertificateSort = 'NewestFirst';
export const CERTIFICATE_SOURCES = ['pli', 'external'] as const;
export type CertificateSource = (typeof CERTIFICATE_SOURCES)[number];
export const CERTIFICATE_SOURCE_LABELS: Record<CertificateSource, string> = {
  pli: 'PLI',
  external: 'External',
};
/** year filter value that reveals the date range */
export const YEAR_CUSTOM = 9999;
const DATE_RANGE_SEPARATOR = ';';
/** The list query's dateRange (with year YEAR_CUSTOM): start and end, MM/dd/yyyy, joined by a semicolon. */
export const joinDateRange = (from: string, to: string) =>
  `${from.trim()}${DATE_RANGE_SEPARATOR}${to.trim()}`;
/** The two dates of a dateRange as sent ('' for a missing one); the API checks they are dates. */
export function splitDateRange(value: string | undefined): [from: string, to: string] {
  const [from = '', to = ''] = (value ?? '').split(DATE_RANGE_SEPARATOR);
  return [from, to];
}
/** the bulk 'Download' link shows when at least this many certificates on the page have files */
export const BULK_DOWNLOAD_MIN_FILES = 2;
export const bulkZipName = (pageNumber: number) => `certificates-page-${pageNumber}.zip`;

export const CERTIFICATE_FORMATS = ['Live', 'Live-webcast', 'On-Demand'] as const;
export type CertificateFormat = (typeof CERTIFICATE_FORMATS)[number];
export const CERTIFICATE_FORMAT_LABELS: Record<CertificateFormat, string> = {
  Live: 'Live In-Person',
  'Live-webcast': 'Live Webcast',
  'On-Demand': 'On-Demand',
};

// ---- certificate files (spec 2 §5 file attachment) ----

export const MAX_CERTIFICATE_FILE_BYTES = 5_242_880;
export const CERTIFICATE_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export const CERTIFICATE_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const FORBIDDEN_FILE_NAME_CHARS = ['@', '$', '%', '&', '\\', '/', ':', '*', '?', '#'] as const;
const FILE_NAME_DISPLAY_MAX = 30;
export const FILE_MESSAGES = {
  onlyOne: 'Only one file allowed.',
  /** the shared message for a wrong type or a file that is too large */
  typeOrSize: 'Attach a PDF, JPG or PNG file of 5 MB or less.',
  name: 'File names cannot contain @ $ % & \\ / : * ? #',
  missing: 'Attach a certificate file.',
} as const;

export function fileNameProblem(name: string): string | null {
  if (!name.trim()) return FILE_MESSAGES.name;
  return FORBIDDEN_FILE_NAME_CHARS.some((c) => name.includes(c)) ? FILE_MESSAGES.name : null;
}

/** A name over 30 characters keeps its start and its extension: 'a-very-long-cert…ificate.pdf'. */
export function shortFileName(name: string, max = FILE_NAME_DISPLAY_MAX): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name.slice(0, max - ext.length - 1)}…${ext}`;
}

// ---- payloads ----

const CertificateBlobSchema = z.object({ blobUri: z.string(), fileName: z.string() });
export type CertificateBlob = z.infer<typeof CertificateBlobSchema>;
export const UploadResponseSchema = z.array(CertificateBlobSchema);

const CertificateCreditTypeSchema = z.object({
  creditType_PK: z.number(),
  creditType_SK: z.number(),
  creditTypeDescription: z.string(),
  creditIssued: z.number(),
});

export const CertificateSchema = z.object({
  id: z.number(),
  customerId: z.string(),
  programName: z.string(),
  certificateSource: z.string(),
  /** yyyy-mm-dd (for carryover: the start of the period it is carried into) */
  dateCompleted: z.string(),
  format: z.enum(CERTIFICATE_FORMATS),
  formatDisplayText: z.string(),
  creditRegionShortDescription: z.string(),
  creditRegionDescription: z.string(),
  regionKey: z.number(),
  isExternal: z.boolean(),
  isRequestPending: z.boolean(),
  requestDate: z.nullable(z.string()),
  isCarryover: z.boolean(),
  carryOver: z.number(),
  transitionLevel: z.nullable(z.string()),
  certificateBlobs: z.array(CertificateBlobSchema),
  /** the attached certificate file's numeric key; null without a file */
  attachment_SK: z.nullable(z.number()),
  /** the attached file's document id, the blobUri its download uses; null without a file */
  documentId: z.nullable(z.string()),
  productUrl: z.nullable(z.string()),
  isFaculty: z.boolean(),
  tooltipText: z.nullable(z.string()),
  /** the jurisdiction's short name as the site shows it ('New York'); null for an unknown region */
  webShortDescription: z.nullable(z.string()),
  creditTypes: z.array(CertificateCreditTypeSchema),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateListQuerySchema = z.object({
  customerId: z.string(),
  pageSize: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
  pageNumber: z.optional(z.number().check(z.int(), z.minimum(1))),
  jurisdictions: z.optional(z.array(z.number().check(z.int()))),
  ignoreCreditRequestUrls: z.optional(z.boolean()),
  isTransitionalOrNewlyAdmittedJurisdiction: z.optional(z.boolean()),
  sort: z.optional(z.enum(CERTIFICATE_SORTS)),
  source: z.optional(z.array(z.enum(CERTIFICATE_SOURCES))),
  year: z.optional(z.number().check(z.int(), z.minimum(1900), z.maximum(YEAR_CUSTOM))),
  /** 'MM/dd/yyyy;MM/dd/yyyy' (with year 9999) */
  dateRange: z.optional(z.string()),
});
export type CertificateListQuery = z.infer<typeof CertificateListQuerySchema>;

export const CertificateListResponseSchema = z.object({
  items: z.array(CertificateSchema),
  summary: z.object({
    count: z.number(),
    totalPages: z.number(),
    pageNumber: z.number(),
    filtersApplied: z.object({
      sort: z.enum(CERTIFICATE_SORTS),
      source: z.array(z.enum(CERTIFICATE_SOURCES)),
      jurisdictions: z.array(z.number()),
      year: z.nullable(z.number()),
      dateRange: z.nullable(z.string()),
    }),
    filterResultSummary: z.string(),
  }),
  /** what the filters can offer: jurisdictions and years the member has certificates in */
  filterOptions: z.object({
    jurisdictions: z.array(z.object({ regionSk: z.number(), name: z.string() })),
    years: z.array(z.number()),
  }),
});
export type CertificateListResponse = z.infer<typeof CertificateListResponseSchema>;

export const CertificateInputSchema = z.object({
  id: z.optional(z.number().check(z.int(), z.positive())),
  programName: z.string(),
  certificateSource: z.string(),
  /** yyyy-mm-dd, or '' (refused with the form's message) */
  dateCompleted: z.string(),
  format: z.string(),
  isCarryover: z.boolean(),
  /** '1' (or '3') for yes, '2' for no, null when not asked or carryover */
  transitionLevel: z.nullable(z.string()),
  creditTypes: z.array(
    z.object({ creditType_SK: z.nullable(z.number()), creditIssued: z.nullable(z.number()) }),
  ),
  certificateBlobs: z.optional(z.array(CertificateBlobSchema)),
  /** true on the credit tracker (date must fall in the compliance period), false on the certificates page */
  checkCompliancePeriod: z.optional(z.boolean()),
});
export type CertificateInput = z.infer<typeof CertificateInputSchema>;

export const BulkDownloadBodySchema = z.object({
  keys: z.optional(z.array(z.number())),
  blobUris: z.array(z.string()).check(z.minLength(1), z.maxLength(100)),
  pageNumber: z.optional(z.number().check(z.int(), z.minimum(1))),
});

/** GET /user/certificates/form-options */
export const CreditFormOptionsSchema = z.object({
  jurisdictions: z.array(z.object({ regionSk: z.number(), name: z.string() })),
  creditTypes: z.array(z.object({ sk: z.number(), description: z.string() })),
  providers: z.array(z.string()),
  /** jurisdictions where the member's license is transitional or newly admitted: the form asks the level */
  transitionalRegionSks: orDefault(z.array(z.number()), []),
});
export type CreditFormOptions = z.infer<typeof CreditFormOptionsSchema>;
