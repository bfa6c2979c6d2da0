// Saving external and carryover credit in one transaction (the certificate, its credits by type and
// its files, or nothing), after the credit form's own rules; deleting one.
import { CERTIFICATE_FORMATS } from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateInput } from '@cle/contracts/certificate-schemas';
import {
  firstCreditFormError,
  PROGRAM_NAME_MAX,
  rowsToSave,
  TRANSITION_LEVEL_NO,
  TRANSITION_LEVEL_YES,
  validateCreditForm,
} from '@cle/contracts/credit-form-rules';
import type { Db } from '../db/db';
import { HttpError, notFound } from '../lib/http';
import { certificateById, compliancePeriodFor } from './certificate-store';

/** Whether the form asks the transitional question: the member's license there is transitional or newly admitted. */
async function asksTransitional(db: Db, sub: string, regionSk: number): Promise<boolean> {
  const [row] = await db.query<{ ask: boolean }>(
    `SELECT bool_or(is_transitional_or_newly_admitted) AS ask FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2`,
    [sub, regionSk],
  );
  return row?.ask === true;
}

/** A certificate's input as checked: what is saved beside the form's own fields. */
interface CheckedCertificate {
  transitionLevel: string | null;
  credits: ReturnType<typeof rowsToSave>;
  blobs: string[];
}

/** The credit form's rules on the input, then the lengths, credit types and files: 400 with the message. */
async function checkedCertificate(
  db: Db,
  sub: string,
  regionSk: number,
  input: CertificateInput,
  mode: 'add' | 'update',
): Promise<CheckedCertificate> {
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
  const rows = input.creditTypes.map((r) => ({ creditTypeSk: r.creditType_SK, credits: r.creditIssued }));
  const errors = validateCreditForm(
    {
      programName: input.programName,
      provider: input.certificateSource,
      dateCompleted: input.dateCompleted,
      format: input.format,
      isCarryover: input.isCarryover,
      transitionLevel: input.transitionLevel,
      rows,
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
  const credits = await knownCredits(db, rowsToSave(rows));
  const blobs = [...new Set((input.certificateBlobs ?? []).map((b) => b.blobUri))];
  return { transitionLevel, credits, blobs };
}

/** Each credit type once, and each one that exists. */
async function knownCredits(db: Db, credits: CheckedCertificate['credits']) {
  if (new Set(credits.map((c) => c.creditTypeSk)).size !== credits.length)
    throw new HttpError(400, 'Each credit type may be entered once', 'creditTypes');
  const known = await db.query<{ sk: number }>('SELECT sk FROM credit_types WHERE sk = ANY($1::int[])', [
    credits.map((c) => c.creditTypeSk),
  ]);
  if (known.length !== credits.length) throw new HttpError(400, 'Select a credit type', 'creditTypes');
  return credits;
}

/** Inserts or updates the certificate row (an update drops its credits, written again after); its id. */
async function writeCertificateRow(
  tx: Db,
  sub: string,
  regionSk: number,
  input: CertificateInput,
  mode: 'add' | 'update',
  transitionLevel: string | null,
): Promise<string> {
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
    return row!.id;
  }
  const [row] = await tx.query<{ id: string }>(
    `UPDATE credit_certificates SET credit_region_sk = $3, program_name = $4, certificate_source = $5,
            date_completed = $6::date, format = $7, is_carryover = $8, transition_level = $9, updated_at = now()
      WHERE id = $2 AND user_sub = $1 AND is_external RETURNING id::text AS id`,
    [sub, input.id, regionSk, ...values],
  );
  // someone else's, a PLI certificate, or gone: the same answer, so ids reveal nothing
  if (!row) throw notFound('Certificate');
  await tx.query('DELETE FROM credit_certificate_credits WHERE certificate_id = $1', [row.id]);
  return row.id;
}

/** Files: only the caller's own, not attached elsewhere; the ones left out are detached. */
async function attachFiles(tx: Db, sub: string, certificateId: string, blobs: string[]) {
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
  const { transitionLevel, credits, blobs } = await checkedCertificate(db, sub, regionSk, input, mode);
  const id = await db.transaction(async (tx) => {
    const certificateId = await writeCertificateRow(tx, sub, regionSk, input, mode, transitionLevel);
    for (const c of credits)
      await tx.query(
        'INSERT INTO credit_certificate_credits (certificate_id, credit_type_sk, credits) VALUES ($1, $2, $3)',
        [certificateId, c.creditTypeSk, c.credits],
      );
    await attachFiles(tx, sub, certificateId, blobs);
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
