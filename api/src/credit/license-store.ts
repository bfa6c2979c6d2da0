// A member's licenses (migration 008 user_licenses), their compliance periods, tracker options
// (migration 011) and certificate preference.
import type { Db } from '../db/db';
import type { UserCompliancePeriodRow, UserLicenseRow } from '../db/rows';

/** A license as the member's pages read it. */
export type License = Omit<UserLicenseRow, 'user_sub' | 'special_status'>;
/** The stored columns a license form writes, in table order: class, region, number, year, group, transitional. */
export type LicenseValues = [number, number, string | null, string | null, number | null, boolean];

const LICENSE_COLUMNS = `id, credit_class_sk, credit_region_sk, state_license_number, year_admitted, compliance_group_sk,
  is_transitional_or_newly_admitted`;

export async function licensesOfUser(db: Db, sub: string): Promise<License[]> {
  return db.query<License>(`SELECT ${LICENSE_COLUMNS} FROM user_licenses WHERE user_sub = $1 ORDER BY id`, [
    sub,
  ]);
}

/** The member's (first) license in a region, or undefined. */
export async function licenseInRegion(db: Db, sub: string, regionSk: number): Promise<License | undefined> {
  const [license] = await db.query<License>(
    `SELECT ${LICENSE_COLUMNS} FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2 ORDER BY id LIMIT 1`,
    [sub, regionSk],
  );
  return license;
}

/** The id of the member's license in a region (of a class, when one is named). */
export async function licenseIdFor(
  db: Db,
  sub: string,
  regionSk: number,
  classSk: number | null,
): Promise<string | undefined> {
  const [license] = await db.query<Pick<UserLicenseRow, 'id'>>(
    `SELECT id FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2
       AND ($3::int IS NULL OR credit_class_sk = $3) ORDER BY id LIMIT 1`,
    [sub, regionSk, classSk],
  );
  return license?.id;
}

/** Adds a license; false when the member already holds one of that class in that region. */
export async function addLicense(db: Db, sub: string, values: LicenseValues): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO user_licenses (user_sub, credit_class_sk, credit_region_sk, state_license_number, year_admitted,
       compliance_group_sk, is_transitional_or_newly_admitted)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_sub, credit_class_sk, credit_region_sk) DO NOTHING
     RETURNING id`,
    [sub, ...values],
  );
  return rows.length > 0;
}

/** Whether the member holds another license (not `exceptId`) of the class in the region. */
export async function licenseTaken(
  db: Db,
  sub: string,
  classSk: number,
  regionSk: number,
  exceptId: number | string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT id FROM user_licenses WHERE user_sub = $1 AND credit_class_sk = $2 AND credit_region_sk = $3 AND id <> $4',
    [sub, classSk, regionSk, exceptId],
  );
  return rows.length > 0;
}

/** Rewrites one of the member's licenses; false when there is none by that id. */
export async function updateLicense(db: Db, sub: string, id: number | string, values: LicenseValues) {
  const rows = await db.query(
    `UPDATE user_licenses SET credit_class_sk = $3, credit_region_sk = $4, state_license_number = $5,
       year_admitted = $6, compliance_group_sk = $7, is_transitional_or_newly_admitted = $8, updated_at = now()
     WHERE id = $1 AND user_sub = $2 RETURNING id`,
    [id, sub, ...values],
  );
  return rows.length > 0;
}

/** Deletes one of the member's licenses; false when there is none by that id. */
export async function deleteLicense(db: Db, sub: string, id: number | string): Promise<boolean> {
  const rows = await db.query('DELETE FROM user_licenses WHERE id = $1 AND user_sub = $2 RETURNING id', [
    id,
    sub,
  ]);
  return rows.length > 0;
}

/**
 * Sets the special status (compliance group) of the member's license(s) in a region (of a class, when
 * one is named); false when the member holds none there.
 */
export async function setComplianceGroup(
  db: Db,
  sub: string,
  license: { regionSk: number; classSk: number | null },
  group: { sk: number; longDescription: string } | undefined,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE user_licenses SET compliance_group_sk = $3, special_status = $4,
       is_transitional_or_newly_admitted = $5, updated_at = now()
     WHERE user_sub = $1 AND credit_region_sk = $2 AND ($6::int IS NULL OR credit_class_sk = $6)
     RETURNING id`,
    [
      sub,
      license.regionSk,
      group?.sk ?? null,
      group?.longDescription ?? null,
      /newly admitted/i.test(group?.longDescription ?? ''),
      license.classSk,
    ],
  );
  return rows.length > 0;
}

/** The compliance periods the member set, for every license. */
export async function userSetPeriods(db: Db, sub: string): Promise<UserCompliancePeriodRow[]> {
  return db.query<UserCompliancePeriodRow>(
    `SELECT c.license_id, c.period_start, c.period_end FROM user_compliance_periods c
     JOIN user_licenses l ON l.id = c.license_id WHERE l.user_sub = $1`,
    [sub],
  );
}

/** The compliance periods the member set for one license. */
export async function periodsOfLicense(
  db: Db,
  licenseId: string,
): Promise<Pick<UserCompliancePeriodRow, 'period_start' | 'period_end'>[]> {
  return db.query<Pick<UserCompliancePeriodRow, 'period_start' | 'period_end'>>(
    'SELECT period_start, period_end FROM user_compliance_periods WHERE license_id = $1',
    [licenseId],
  );
}

/** The new period replaces the license's periods it overlaps, in one transaction. */
export async function replaceCompliancePeriod(db: Db, licenseId: string, start: string, end: string) {
  await db.transaction(async (tx) => {
    await tx.query(
      'DELETE FROM user_compliance_periods WHERE license_id = $1 AND period_start <= $3 AND period_end >= $2',
      [licenseId, start, end],
    );
    await tx.query(
      'INSERT INTO user_compliance_periods (license_id, period_start, period_end) VALUES ($1, $2, $3)',
      [licenseId, start, end],
    );
  });
}

/** The member's birth date (New York's period ends in the birth month), as the driver reads it. */
export async function birthDateOf(db: Db, sub: string): Promise<string | Date | null> {
  const [row] = await db.query<{ birth_date: string | Date | null }>(
    'SELECT birth_date FROM user_credit_options WHERE user_sub = $1',
    [sub],
  );
  return row?.birth_date ?? null;
}

export async function saveBirthDate(db: Db, sub: string, birthDate: string): Promise<void> {
  await db.query(
    `INSERT INTO user_credit_options (user_sub, birth_date) VALUES ($1, $2)
     ON CONFLICT (user_sub) DO UPDATE SET birth_date = EXCLUDED.birth_date, updated_at = now()`,
    [sub, birthDate],
  );
}

export async function certificatePreferenceOf(db: Db, sub: string): Promise<number | null> {
  const [row] = await db.query<{ preference_key: number }>(
    'SELECT preference_key FROM user_certificate_preferences WHERE user_sub = $1',
    [sub],
  );
  return row?.preference_key ?? null;
}

export async function saveCertificatePreference(db: Db, sub: string, key: number): Promise<void> {
  await db.query(
    `INSERT INTO user_certificate_preferences (user_sub, preference_key) VALUES ($1, $2)
     ON CONFLICT (user_sub) DO UPDATE SET preference_key = EXCLUDED.preference_key`,
    [sub, key],
  );
}

/** The regions where the member holds a transitional (newly admitted) license. */
export async function transitionalRegionSks(db: Db, sub: string): Promise<number[]> {
  const rows = await db.query<{ regionSk: number }>(
    `SELECT DISTINCT credit_region_sk AS "regionSk" FROM user_licenses
      WHERE user_sub = $1 AND is_transitional_or_newly_admitted ORDER BY 1`,
    [sub],
  );
  return rows.map((r) => r.regionSk);
}
