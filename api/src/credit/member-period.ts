// A license's compliance period by the tracker's arithmetic (requirements.ts currentPeriod over the
// jurisdiction's rules, the member's admission year, birth date and own periods): one definition for
// the tracker, the credit form's period check and the roster (certificate-store compliancePeriodFor).
import type { Db } from '../db/db';
import type { CreditTypeRow, JurisdictionRow } from '../db/rows';
import { ruleSetFor, rulesFor } from './rules';
import type { CreditRules } from './rules';
import { currentPeriod, toIso } from './requirements';
import type { IsoDate, Period } from './requirements';

export interface PeriodLicense {
  year_admitted: string | null;
  is_transitional_or_newly_admitted: boolean;
}

/** The rule set a license follows and its current period (null period: missing, or limited mode). */
export function licensePeriod(a: {
  license: PeriodLicense;
  rules: CreditRules;
  birthDate: string | null;
  userSet: Period[];
  asOf: IsoDate;
}) {
  const transitional = a.license.is_transitional_or_newly_admitted && a.rules.transitional !== null;
  const ruleSet = ruleSetFor(a.rules, a.license.is_transitional_or_newly_admitted);
  const member = { yearAdmitted: a.license.year_admitted, birthDate: a.birthDate };
  const found = ruleSet
    ? currentPeriod(ruleSet.period, a.asOf, member, transitional ? [] : a.userSet, { transitional })
    : { period: null, isUserSet: false, defaultPeriod: null };
  return { transitional, ruleSet, found };
}

const day = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : toIso(v));

/**
 * The member's current period for their license in a region (without a license there: the
 * jurisdiction's default period for them); null when the rules give none (limited mode, missing data).
 */
export async function memberCurrentPeriod(
  db: Db,
  sub: string,
  regionSk: number,
  asOf: IsoDate,
): Promise<Period | null> {
  const [license] = await db.query<PeriodLicense & { id: string }>(
    `SELECT id, year_admitted, is_transitional_or_newly_admitted FROM user_licenses
      WHERE user_sub = $1 AND credit_region_sk = $2 ORDER BY id LIMIT 1`,
    [sub, regionSk],
  );
  const [[j], types, options, periods] = await Promise.all([
    db.query<JurisdictionRow>('SELECT * FROM jurisdictions WHERE region_sk = $1', [regionSk]),
    db.query<CreditTypeRow>('SELECT sk, code, description FROM credit_types'),
    db.query<{ birth_date: string | Date | null }>(
      'SELECT birth_date FROM user_credit_options WHERE user_sub = $1',
      [sub],
    ),
    db.query<{ period_start: string | Date; period_end: string | Date }>(
      'SELECT period_start, period_end FROM user_compliance_periods WHERE license_id = $1',
      [license?.id ?? null],
    ),
  ]);
  if (!j) return null;
  return licensePeriod({
    license: license ?? { year_admitted: null, is_transitional_or_newly_admitted: false },
    rules: rulesFor(j, new Map(types.map((t) => [t.sk, t]))),
    birthDate: options[0]?.birth_date ? day(options[0].birth_date) : null,
    userSet: periods.map((p) => ({ start: day(p.period_start), end: day(p.period_end) })),
    asOf,
  }).found.period;
}
