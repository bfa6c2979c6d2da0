// What the tracker reads of a member's certificates (migration 008) beside their licenses: every credit
// line with its program's credit status, and the providers the member reported external credit from.
import type { Db } from '../db/db';
import type { CertificateFormat } from './rules';

/** One certificate's credits of one type (a certificate without credits reads once, with nulls). */
export interface TrackerCreditRow {
  certificate_id: string;
  credit_region_sk: number;
  program_name: string;
  certificate_source: string;
  date_completed: string | Date;
  format: CertificateFormat;
  is_external: boolean;
  is_carryover: boolean;
  transition_level: string | null;
  /** the PLI program's credit status in the certificate's region (null for external credit) */
  credit_status: string | null;
  product_code: string | null;
  credit_type_sk: number | null;
  credits: string | number | null;
}

/**
 * Spec 2 §3/§4: a PLI certificate's credit status is its program's in the certificate's region (Approved
 * first when its credit types differ), 'NotApproved' when the program has no credit there; external and
 * carryover credit have none.
 */
const CREDIT_STATUS_SQL = `CASE WHEN c.is_external OR c.product_code IS NULL THEN NULL ELSE coalesce(
    (SELECT pc.status FROM product_credits pc WHERE pc.product_code = c.product_code AND pc.region_sk = c.credit_region_sk
      ORDER BY pc.status <> 'Approved', pc.status LIMIT 1), 'NotApproved') END`;

/** Every credit line of the member's certificates, newest first. */
export async function trackerCredits(db: Db, sub: string): Promise<TrackerCreditRow[]> {
  return db.query<TrackerCreditRow>(
    `SELECT c.id AS certificate_id, c.credit_region_sk, c.program_name, c.certificate_source, c.date_completed,
       c.format, c.is_external, c.is_carryover, c.transition_level, k.credit_type_sk, k.credits,
       c.product_code, ${CREDIT_STATUS_SQL} AS credit_status
     FROM credit_certificates c LEFT JOIN credit_certificate_credits k ON k.certificate_id = c.id
     WHERE c.user_sub = $1 ORDER BY c.date_completed DESC, c.id DESC`,
    [sub],
  );
}

/** The sources of the member's external certificates. */
export async function externalProviders(db: Db, sub: string): Promise<string[]> {
  const rows = await db.query<{ certificate_source: string }>(
    'SELECT DISTINCT certificate_source FROM credit_certificates WHERE user_sub = $1 AND is_external',
    [sub],
  );
  return rows.map((r) => r.certificate_source);
}

/** The sources of the member's external certificates, the latest saved first (at most 50). */
export async function recentProviders(db: Db, sub: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT certificate_source AS name FROM credit_certificates WHERE user_sub = $1 AND is_external
      GROUP BY certificate_source ORDER BY max(updated_at) DESC LIMIT 50`,
    [sub],
  );
  return rows.map((p) => p.name);
}
