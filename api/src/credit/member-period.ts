// A license's compliance period by the tracker's arithmetic (requirements.ts currentPeriod over the
// jurisdiction's rules, the member's admission year, birth date and own periods): one definition for
// the tracker, the credit form's period check and the roster (certificate-store compliancePeriodFor).
import type { Db } from '../db/db';
import { ruleSetFor, rulesFor } from './rules';
import type { CreditRules } from './rules';
import { currentPeriod, toIso } from './requirements';
import type { IsoDate, Period } from './requirements';
import { creditTypesBySk, jurisdictionBySk } from './jurisdiction-store';
import { birthDateOf, licenseInRegion, periodsOfLicense } from './license-store';

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
  const license = await licenseInRegion(db, sub, regionSk);
  const [j, types, birthDate, periods] = await Promise.all([
    jurisdictionBySk(db, regionSk),
    creditTypesBySk(db),
    birthDateOf(db, sub),
    license ? periodsOfLicense(db, license.id) : [],
  ]);
  if (!j) return null;
  return licensePeriod({
    license: license ?? { year_admitted: null, is_transitional_or_newly_admitted: false },
    rules: rulesFor(j, types),
    birthDate: birthDate ? day(birthDate) : null,
    userSet: periods.map((p) => ({ start: day(p.period_start), end: day(p.period_end) })),
    asOf,
  }).found.period;
}
