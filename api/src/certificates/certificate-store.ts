// Certificates on the shared credit records (migration 008, decision 016) and their files (migration 010):
// listing with the page's filters, sort and paging, and one certificate by id. Saving external and
// carryover credit is certificate-save.ts.
import { memberCurrentPeriod } from '../credit/member-period';
import {
  CERTIFICATE_FORMAT_LABELS,
  CERTIFICATE_SOURCE_LABELS,
  CERTIFICATE_SORT_LABELS,
  CERTIFICATES_PAGE_SIZE,
  DEFAULT_CERTIFICATE_SORT,
  splitDateRange,
  YEAR_CUSTOM,
} from '@cle/contracts/certificate-schemas';
import type {
  Certificate,
  CertificateFormat,
  CertificateListQuery,
  CertificateListResponse,
} from '@cle/contracts/certificate-schemas';
import { parseUsDate } from '@cle/contracts/us-date';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';

interface CertificateRow {
  id: string;
  user_sub: string;
  credit_region_sk: number;
  program_name: string;
  certificate_source: string;
  date_completed: string;
  format: CertificateFormat;
  is_external: boolean;
  is_carryover: boolean;
  transition_level: string | null;
  is_request_pending: boolean;
  request_date: string | null;
  is_faculty: boolean;
  product_code: string | null;
  region_code: string | null;
  region_name: string | null;
  region_web_name: string | null;
}

const SELECT_CERTIFICATE = `
  SELECT c.id::text AS id, c.user_sub, c.credit_region_sk, c.program_name, c.certificate_source,
         to_char(c.date_completed, 'YYYY-MM-DD') AS date_completed, c.format, c.is_external, c.is_carryover,
         c.transition_level, c.is_request_pending,
         to_char(c.request_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS request_date,
         c.is_faculty, c.product_code, j.code AS region_code, j.name AS region_name,
         j.state_name AS region_web_name
    FROM credit_certificates c LEFT JOIN jurisdictions j ON j.region_sk = c.credit_region_sk`;

const ORDER_BY: Record<string, string> = {
  NewestFirst: 'c.date_completed DESC, c.id DESC',
  OldestFirst: 'c.date_completed ASC, c.id ASC',
  AZ: 'lower(c.program_name) ASC, c.date_completed DESC, c.id DESC',
  ZA: 'lower(c.program_name) DESC, c.date_completed DESC, c.id DESC',
};

function dateRangeOf(q: CertificateListQuery): { from: string; to: string } | null {
  if (q.year == null) return null;
  if (q.year !== YEAR_CUSTOM) return { from: `${q.year}-01-01`, to: `${q.year}-12-31` };
  const [a, b] = splitDateRange(q.dateRange);
  const from = parseUsDate(a);
  const to = parseUsDate(b);
  if (!from || !to || from > to)
    throw new HttpError(400, "Invalid body field 'dateRange': expected MM/dd/yyyy;MM/dd/yyyy", 'dateRange');
  return { from, to };
}

export async function listCertificates(
  db: Db,
  sub: string,
  q: CertificateListQuery,
): Promise<CertificateListResponse> {
  const pageSize = q.pageSize ?? CERTIFICATES_PAGE_SIZE;
  const sort = q.sort ?? DEFAULT_CERTIFICATE_SORT;
  const source = [...new Set(q.source ?? [])];
  const jurisdictions = [...new Set(q.jurisdictions ?? [])];
  const range = dateRangeOf(q);
  const where = ['c.user_sub = $1'];
  const params: unknown[] = [sub];
  if (source.length === 1) where.push(`c.is_external = ${source[0] === 'external' ? 'true' : 'false'}`);
  if (jurisdictions.length) {
    params.push(jurisdictions);
    where.push(`c.credit_region_sk = ANY($${params.length}::int[])`);
  }
  if (range) {
    params.push(range.from, range.to);
    where.push(`c.date_completed BETWEEN $${params.length - 1}::date AND $${params.length}::date`);
  }
  const [{ count }] = (await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM credit_certificates c WHERE ${where.join(' AND ')}`,
    params,
  )) as [{ count: number }];
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const pageNumber = Math.min(q.pageNumber ?? 1, totalPages);
  const rows = await db.query<CertificateRow>(
    `${SELECT_CERTIFICATE} WHERE ${where.join(' AND ')} ORDER BY ${ORDER_BY[sort]} LIMIT ${pageSize} OFFSET ${(pageNumber - 1) * pageSize}`,
    params,
  );
  const items = await hydrate(db, rows);
  const options = await db.query<{ region_sk: number; name: string | null; years: number[] }>(
    `SELECT c.credit_region_sk AS region_sk, max(j.name) AS name,
            array_agg(DISTINCT extract(year FROM c.date_completed)::int) AS years
       FROM credit_certificates c LEFT JOIN jurisdictions j ON j.region_sk = c.credit_region_sk
      WHERE c.user_sub = $1 GROUP BY c.credit_region_sk ORDER BY 2`,
    [sub],
  );
  const applied: string[] = [];
  if (source.length === 1) applied.push(CERTIFICATE_SOURCE_LABELS[source[0]!]);
  if (jurisdictions.length)
    applied.push(`${jurisdictions.length} jurisdiction${jurisdictions.length > 1 ? 's' : ''}`);
  if (range) applied.push(q.year === YEAR_CUSTOM ? (q.dateRange ?? '') : String(q.year));
  return {
    items,
    summary: {
      count,
      totalPages,
      pageNumber,
      filtersApplied: { sort, source, jurisdictions, year: q.year ?? null, dateRange: q.dateRange ?? null },
      filterResultSummary:
        `${count} certificate${count === 1 ? '' : 's'}` +
        (applied.length ? ` for ${applied.join(', ')}` : '') +
        `, ${CERTIFICATE_SORT_LABELS[sort]}`,
    },
    filterOptions: {
      jurisdictions: options.map((o) => ({ regionSk: o.region_sk, name: o.name ?? `Region ${o.region_sk}` })),
      years: [...new Set(options.flatMap((o) => o.years))].sort((a, b) => b - a),
    },
  };
}

async function hydrate(db: Db, rows: CertificateRow[]): Promise<Certificate[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const credits = await db.query<{
    certificate_id: string;
    sk: number;
    description: string | null;
    credits: string;
  }>(
    `SELECT cc.certificate_id::text AS certificate_id, cc.credit_type_sk AS sk, t.description, cc.credits::text AS credits
       FROM credit_certificate_credits cc LEFT JOIN credit_types t ON t.sk = cc.credit_type_sk
      WHERE cc.certificate_id = ANY($1::bigint[]) ORDER BY cc.credit_type_sk`,
    [ids],
  );
  const files = await db.query<{
    certificate_id: string;
    blob_name: string;
    file_name: string;
    attachment_sk: string;
  }>(
    `SELECT certificate_id::text AS certificate_id, blob_name, file_name, attachment_sk::text AS attachment_sk
       FROM certificate_files
      WHERE certificate_id = ANY($1::bigint[]) ORDER BY created_at, blob_name`,
    [ids],
  );
  return rows.map((r) => {
    const creditTypes = credits
      .filter((c) => c.certificate_id === r.id)
      .map((c) => ({
        creditType_PK: c.sk,
        creditType_SK: c.sk,
        creditTypeDescription: c.description ?? `Credit type ${c.sk}`,
        creditIssued: Number(c.credits),
      }));
    const own = files.filter((f) => f.certificate_id === r.id);
    const [attachment] = own;
    return {
      id: Number(r.id),
      customerId: r.user_sub,
      programName: r.program_name,
      certificateSource: r.certificate_source,
      dateCompleted: r.date_completed,
      format: r.format,
      formatDisplayText: CERTIFICATE_FORMAT_LABELS[r.format],
      creditRegionShortDescription: r.region_code ?? String(r.credit_region_sk),
      creditRegionDescription: r.region_name ?? `Region ${r.credit_region_sk}`,
      regionKey: r.credit_region_sk,
      isExternal: r.is_external,
      isRequestPending: r.is_request_pending,
      requestDate: r.request_date,
      isCarryover: r.is_carryover,
      carryOver: r.is_carryover ? creditTypes.reduce((s, c) => s + c.creditIssued, 0) : 0,
      transitionLevel: r.transition_level,
      certificateBlobs: own.map((f) => ({ blobUri: f.blob_name, fileName: f.file_name })),
      // a certificate has one file (the upload allows one): its key and document id
      attachment_SK: attachment ? Number(attachment.attachment_sk) : null,
      documentId: attachment?.blob_name ?? null,
      productUrl: r.product_code ? `/product/${r.product_code}` : null,
      isFaculty: r.is_faculty,
      tooltipText: r.is_request_pending && r.request_date ? `Requested on ${r.request_date}` : null,
      webShortDescription: r.region_web_name,
      creditTypes,
    };
  });
}

export async function certificateById(db: Db, sub: string, id: number): Promise<Certificate | null> {
  const rows = await db.query<CertificateRow>(`${SELECT_CERTIFICATE} WHERE c.user_sub = $1 AND c.id = $2`, [
    sub,
    id,
  ]);
  return (await hydrate(db, rows))[0] ?? null;
}

/**
 * The member's current compliance period for their license in a region, by the credit tracker's own
 * period arithmetic (credit/member-period.ts); null when the rules give none (limited mode, missing data).
 */
export async function compliancePeriodFor(
  db: Db,
  sub: string,
  regionSk: number,
  today = new Date(),
): Promise<{ start: string; end: string } | null> {
  return memberCurrentPeriod(db, sub, regionSk, today.toISOString().slice(0, 10));
}
