// Certificates on the shared credit records (migration 008, decision 016) and their files (migration 010):
// listing with the page's filters, sort and paging; saving external and carryover credit in one
// transaction (the certificate, its credits by type and its files, or nothing).
import { memberCurrentPeriod } from '../credit/member-period';
import {
  CERTIFICATE_FORMAT_LABELS,
  CERTIFICATE_FORMATS,
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
  CertificateInput,
  CertificateListQuery,
  CertificateListResponse,
} from '@cle/contracts/certificate-schemas';
import {
  firstCreditFormError,
  PROGRAM_NAME_MAX,
  rowsToSave,
  TRANSITION_LEVEL_NO,
  TRANSITION_LEVEL_YES,
  validateCreditForm,
} from '@cle/contracts/credit-form-rules';
import { parseUsDate } from '@cle/contracts/us-date';
import type { Db } from '../db/db';
import { HttpError, notFound } from '../lib/http';

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

async function certificateById(db: Db, sub: string, id: number): Promise<Certificate | null> {
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

/** Whether the form asks the transitional question: the member's license there is transitional or newly admitted. */
async function asksTransitional(db: Db, sub: string, regionSk: number): Promise<boolean> {
  const [row] = await db.query<{ ask: boolean }>(
    `SELECT bool_or(is_transitional_or_newly_admitted) AS ask FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2`,
    [sub, regionSk],
  );
  return row?.ask === true;
}

/**
 * Adds (no id) or updates (id) an external or carryover credit with its credits and files, in one
 * transaction; answers the saved certificate. 400 with the credit form's message for bad input.
 */
export async function saveExternalCertificate(
  db: Db,
  sub: string,
  regionSk: number,
  input: CertificateInput,
  mode: 'add' | 'update',
): Promise<Certificate> {
  const [region] = await db.query<{ region_sk: number }>(
    'SELECT region_sk FROM jurisdictions WHERE region_sk = $1',
    [regionSk],
  );
  if (!region) throw new HttpError(400, `Unknown jurisdiction ${regionSk}`, 'region');
  if (mode === 'update' && input.id == null)
    throw new HttpError(400, "Invalid body field 'id': required to update", 'id');
  if (mode === 'add' && input.id != null)
    throw new HttpError(400, "Invalid body field 'id': not allowed when adding", 'id');
  const askTransitional = await asksTransitional(db, sub, regionSk);
  const checkPeriod = input.checkCompliancePeriod === true;
  const errors = validateCreditForm(
    {
      programName: input.programName,
      provider: input.certificateSource,
      dateCompleted: input.dateCompleted,
      format: input.format,
      isCarryover: input.isCarryover,
      transitionLevel: input.transitionLevel,
      rows: input.creditTypes.map((r) => ({ creditTypeSk: r.creditType_SK, credits: r.creditIssued })),
    },
    {
      checkCompliancePeriod: checkPeriod,
      period: checkPeriod ? await compliancePeriodFor(db, sub, regionSk) : null,
      askTransitional,
      formats: CERTIFICATE_FORMATS,
    },
  );
  const first = firstCreditFormError(errors);
  if (first) throw new HttpError(400, first.message, first.field);
  if (input.programName.trim().length > PROGRAM_NAME_MAX)
    throw new HttpError(400, `Program names are at most ${PROGRAM_NAME_MAX} characters`, 'programName');
  if (input.certificateSource.trim().length > 200)
    throw new HttpError(400, 'Provider names are at most 200 characters', 'provider');
  const transitionLevel = input.isCarryover || !askTransitional ? null : input.transitionLevel;
  if (transitionLevel != null && ![TRANSITION_LEVEL_YES, '3', TRANSITION_LEVEL_NO].includes(transitionLevel))
    throw new HttpError(400, "Invalid body field 'transitionLevel': expected 1, 2 or 3", 'transitional');
  const credits = rowsToSave(
    input.creditTypes.map((r) => ({ creditTypeSk: r.creditType_SK, credits: r.creditIssued })),
  );
  if (new Set(credits.map((c) => c.creditTypeSk)).size !== credits.length)
    throw new HttpError(400, 'Each credit type may be entered once', 'creditTypes');
  const known = await db.query<{ sk: number }>('SELECT sk FROM credit_types WHERE sk = ANY($1::int[])', [
    credits.map((c) => c.creditTypeSk),
  ]);
  if (known.length !== credits.length) throw new HttpError(400, 'Select a credit type', 'creditTypes');
  const blobs = [...new Set((input.certificateBlobs ?? []).map((b) => b.blobUri))];

  const id = await db.transaction(async (tx) => {
    let certificateId: string;
    const values = [
      input.programName.trim(),
      input.certificateSource.trim(),
      input.dateCompleted,
      input.format,
      input.isCarryover,
      transitionLevel,
    ];
    if (mode === 'add') {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO credit_certificates (user_sub, credit_region_sk, program_name, certificate_source, date_completed,
                                          format, is_external, is_carryover, transition_level)
         VALUES ($1, $2, $3, $4, $5::date, $6, true, $7, $8) RETURNING id::text AS id`,
        [sub, regionSk, ...values],
      );
      certificateId = row!.id;
    } else {
      const [row] = await tx.query<{ id: string }>(
        `UPDATE credit_certificates SET credit_region_sk = $3, program_name = $4, certificate_source = $5,
                date_completed = $6::date, format = $7, is_carryover = $8, transition_level = $9, updated_at = now()
          WHERE id = $2 AND user_sub = $1 AND is_external RETURNING id::text AS id`,
        [sub, input.id, regionSk, ...values],
      );
      // someone else's, a PLI certificate, or gone: the same answer, so ids reveal nothing
      if (!row) throw notFound('Certificate');
      certificateId = row.id;
      await tx.query('DELETE FROM credit_certificate_credits WHERE certificate_id = $1', [certificateId]);
    }
    for (const c of credits)
      await tx.query(
        'INSERT INTO credit_certificate_credits (certificate_id, credit_type_sk, credits) VALUES ($1, $2, $3)',
        [certificateId, c.creditTypeSk, c.credits],
      );
    // files: only the caller's own, not attached elsewhere; the ones left out are detached
    if (blobs.length) {
      const owned = await tx.query<{ blob_name: string }>(
        `UPDATE certificate_files SET certificate_id = $3
          WHERE user_sub = $1 AND blob_name = ANY($2::text[]) AND (certificate_id IS NULL OR certificate_id = $3)
          RETURNING blob_name`,
        [sub, blobs, certificateId],
      );
      if (owned.length !== blobs.length)
        throw new HttpError(400, 'Unknown certificate file', 'certificateBlobs');
    }
    await tx.query(
      `UPDATE certificate_files SET certificate_id = NULL WHERE certificate_id = $1 AND NOT (blob_name = ANY($2::text[]))`,
      [certificateId, blobs],
    );
    return Number(certificateId);
  });
  return (await certificateById(db, sub, id))!;
}

/** Deletes an external or carryover credit; its files are detached here and removed by the caller. */
export async function deleteExternalCertificate(
  db: Db,
  sub: string,
  id: number,
): Promise<{ blob_name: string; content_sha256: string }[]> {
  return db.transaction(async (tx) => {
    const files = await tx.query<{ blob_name: string; content_sha256: string }>(
      'DELETE FROM certificate_files WHERE user_sub = $1 AND certificate_id = $2 RETURNING blob_name, content_sha256',
      [sub, id],
    );
    const [row] = await tx.query<{ id: string }>(
      'DELETE FROM credit_certificates WHERE id = $1 AND user_sub = $2 AND is_external RETURNING id::text AS id',
      [id, sub],
    );
    if (!row) throw notFound('Certificate');
    return files;
  });
}
