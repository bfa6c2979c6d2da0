// One member's credit trackers (spec 2 §3 tracker entities, §4): per license, the compliance period
// (default, user-set, previous/next) and the requirement arithmetic of requirements.ts over the member's
// certificates. Read by the tracker page, the roster and the compliance reminder.
import { licenseKey } from '@cle/contracts/tracker-schemas';
import type { PERIOD_CHOICES, TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import type { Db } from '../db/db';
import type { CreditTypeRow, JurisdictionRecord } from '../db/rows';
import { expandTypes, ruleSetFor, rulesFor } from './rules';
import type { CreditRules } from './rules';
import { contains, periodProgress, shiftPeriod, toIso } from './requirements';
import type { CreditLine, Period } from './requirements';
import type { MemberRef } from './admin-access';
import { licensePeriod } from './member-period';
import { creditTypesBySk, loadJurisdictions } from './jurisdiction-store';
import { birthDateOf, licensesOfUser, userSetPeriods } from './license-store';
import type { License } from './license-store';
import { trackerCredits } from './tracker-store';
import type { TrackerCreditRow } from './tracker-store';

const dayOf = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : toIso(v));
export const today = () => toIso(new Date());

/** One member's trackers (every license), as the tracker page, the roster and the reminder read them. */
export async function trackerUser(
  db: Db,
  member: Pick<MemberRef, 'sub' | 'individualSk' | 'displayName'>,
  body: { regionSk?: number; period?: (typeof PERIOD_CHOICES)[number] } = {},
  asOf = today(),
): Promise<TrackerResponse['trackerUsers'][number]> {
  const base = { customerId: member.individualSk, displayName: member.displayName };
  if (!member.sub) return { ...base, trackers: [] };
  const sub = member.sub;
  const [licenses, js, types, stored, periods, credits] = await Promise.all([
    licensesOfUser(db, sub),
    loadJurisdictions(db),
    creditTypesBySk(db),
    birthDateOf(db, sub),
    userSetPeriods(db, sub),
    trackerCredits(db, sub),
  ]);
  const birthDate = stored ? dayOf(stored) : null;
  const bySk = new Map(js.map((j) => [j.region_sk, j]));
  const trackers: TrackerEntry[] = [];
  for (const l of licenses) {
    const j = bySk.get(l.credit_region_sk);
    if (!j) continue;
    const choice = body.regionSk === j.region_sk ? (body.period ?? 'current') : 'current';
    trackers.push(
      trackerEntry({
        license: l,
        j,
        rules: rulesFor(j, types),
        types,
        birthDate,
        userSet: periods
          .filter((x) => x.license_id === l.id)
          .map((x) => ({ start: dayOf(x.period_start), end: dayOf(x.period_end) })),
        credits: credits.filter((c) => c.credit_region_sk === j.region_sk),
        choice,
        asOf,
        customerId: member.individualSk,
      }),
    );
  }
  return { ...base, trackers };
}

/** General credit plus every type the rule set's requirements track (expanded), as the credit form lists them. */
export function availableTypes(rules: CreditRules, transitional: boolean, types: Map<number, CreditTypeRow>) {
  const set = ruleSetFor(rules, transitional);
  const codes = new Set<string>(['GEN']);
  const walk = (rs: NonNullable<typeof set>['requirements']) => {
    for (const r of rs) {
      for (const c of expandTypes(rules, r.creditTypes)) if (c !== '*') codes.add(c);
      walk(r.subRequirements ?? []);
    }
  };
  if (set) walk(set.requirements);
  return [...types.values()]
    .filter((t) => codes.has(t.code))
    .map((t) => ({ longDescription: t.description, wmsCreditTypePK: t.sk, code: t.code }));
}

interface EntryInput {
  license: License;
  j: JurisdictionRecord;
  rules: CreditRules;
  types: Map<number, CreditTypeRow>;
  birthDate: string | null;
  userSet: Period[];
  credits: TrackerCreditRow[];
  choice: (typeof PERIOD_CHOICES)[number];
  asOf: string;
  customerId: number;
}

/** The period shown (current, previous or next of the one found), its neighbours and the choices offered. */
function shownPeriods(
  a: EntryInput,
  found: ReturnType<typeof licensePeriod>['found'],
  transitional: boolean,
) {
  const offset = a.choice === 'previous' ? -1 : a.choice === 'next' ? 1 : 0;
  const shown = found.period ? shiftPeriod(found.period, offset) : null;
  const previous = shown ? shiftPeriod(shown, -1) : null;
  const next = shown ? shiftPeriod(shown, 1) : null;
  const admittedOn = a.license.year_admitted ? `${a.license.year_admitted}-01-01` : null;
  const options: { key: string; text: string }[] = [];
  if (previous && !transitional && (!admittedOn || previous.end >= admittedOn))
    options.push({ key: 'previous', text: 'Previous compliance period' });
  if (next)
    options.push({ key: 'next', text: transitional ? 'First experienced period' : 'Next compliance period' });
  return { offset, shown, previous, next, admittedOn, options };
}

/** The member's credits by type, as the requirement arithmetic counts them. */
function creditLines(credits: TrackerCreditRow[], types: Map<number, CreditTypeRow>): CreditLine[] {
  return credits.flatMap((c) =>
    c.credit_type_sk && c.credits !== null && types.has(c.credit_type_sk)
      ? [
          {
            certificateId: Number(c.certificate_id),
            dateCompleted: dayOf(c.date_completed),
            format: c.format,
            typeCode: types.get(c.credit_type_sk)!.code,
            credits: Number(c.credits),
            isCarryover: c.is_carryover,
          },
        ]
      : [],
  );
}

/** The certificates completed in the period shown, newest first, with their credits by type. */
function certificatesIn(
  shown: Period | null,
  a: EntryInput,
  hideCarryover: boolean,
): TrackerEntry['certificates'] {
  const certificates = new Map<number, TrackerEntry['certificates'][number]>();
  for (const c of a.credits) {
    const day = dayOf(c.date_completed);
    if (!shown || !contains(shown, day)) continue;
    // spec 2 §4: limited mode and transitional licenses hide carryover credit
    if (c.is_carryover && hideCarryover) continue;
    const id = Number(c.certificate_id);
    const cert = certificates.get(id) ?? {
      id,
      programName: c.program_name,
      certificateSource: c.certificate_source,
      dateCompleted: day,
      format: c.format,
      isExternal: c.is_external,
      isCarryover: c.is_carryover,
      carryOver: 0,
      transitionLevel: c.transition_level,
      creditStatus: c.credit_status,
      productCode: c.is_external ? null : c.product_code,
      creditTypes: [],
    };
    if (c.credit_type_sk && c.credits !== null) {
      if (c.is_carryover) cert.carryOver = Math.round((cert.carryOver + Number(c.credits)) * 100) / 100;
      cert.creditTypes.push({
        creditType_PK: c.credit_type_sk,
        creditType_SK: c.credit_type_sk,
        creditTypeDescription: a.types.get(c.credit_type_sk)?.description ?? 'Unknown',
        creditIssued: Number(c.credits),
      });
    }
    certificates.set(id, cert);
  }
  return [...certificates.values()].sort(
    (x, y) => y.dateCompleted.localeCompare(x.dateCompleted) || y.id - x.id,
  );
}

/** The tracker's jurisdiction block: the period shown and its neighbours, the requirements' progress, the flags. */
function jurisdictionOf(
  a: EntryInput,
  { transitional, ruleSet, found }: ReturnType<typeof licensePeriod>,
  periods: ReturnType<typeof shownPeriods>,
): TrackerEntry['jurisdiction'] {
  // Limited mode: a jurisdiction without mandatory CLE has nothing to track (no period, no donut).
  const limited = ruleSet === null;
  const { shown, previous, next } = periods;
  const progress =
    ruleSet && shown
      ? periodProgress(creditLines(a.credits, a.types), {
          rules: a.rules,
          ruleSet,
          period: shown,
          carryoverAllowed: !transitional && !limited,
        })
      : { requirements: [], totalRequirement: { required: 0, counted: 0, earned: 0, isFulfilled: false } };
  const missing = !limited && !found.period;
  return {
    displayName: a.j.name,
    clePeriod: {
      startDate: shown?.start ?? null,
      endDate: shown?.end ?? null,
      defaultStartDate: found.defaultPeriod?.start ?? null,
      defaultEndDate: found.defaultPeriod?.end ?? null,
      isUserSet: found.isUserSet,
      hasDefaultDate: found.defaultPeriod !== null,
      isActivelySelected: periods.offset !== 0,
      previousPeriod: previous ? { startDate: previous.start, endDate: previous.end } : null,
      nextPeriod: next ? { startDate: next.start, endDate: next.end } : null,
      isUserInfoIncomplete: missing,
    },
    totalRequirement: progress.totalRequirement,
    requirements: progress.requirements.map(
      function toPayload(r): TrackerEntry['jurisdiction']['requirements'][number] {
        return { ...r, expireNewStatus: null, subRequirements: r.subRequirements.map(toPayload) };
      },
    ),
    activeFlags: [
      ...(limited ? ['LimitedMode'] : []),
      ...(transitional ? ['TransitionalOrNewlyAdmitted'] : []),
    ],
    cleStateTransitionOptions: periods.options,
    userComplianceInformation: { admitDate: periods.admittedOn, birthDate: a.birthDate },
    requireSetup: missing,
  };
}

function trackerEntry(a: EntryInput): TrackerEntry {
  const { license: l, j, rules } = a;
  const located = licensePeriod({
    license: l,
    rules,
    birthDate: a.birthDate,
    userSet: a.userSet,
    asOf: a.asOf,
  });
  const { transitional, ruleSet } = located;
  const periods = shownPeriods(a, located.found, transitional);
  return {
    jurisdiction: jurisdictionOf(a, located, periods),
    licenseSk: Number(l.id),
    jurisdictionKey: licenseKey({ creditClass_SK: l.credit_class_sk, creditRegion_SK: j.region_sk }),
    baseSortOrder: j.sort_order,
    complianceGroup_SK: l.compliance_group_sk,
    complianceGroups: j.compliance_groups,
    creditRegionShortDescription: j.code,
    creditRegionLongDescription: j.long_description,
    creditRegion_SK: j.region_sk,
    customerId: a.customerId,
    availableCreditTypes: availableTypes(rules, transitional, a.types).map(
      ({ longDescription, wmsCreditTypePK }) => ({
        longDescription,
        wmsCreditTypePK,
      }),
    ),
    askTransitional: rules.askTransitional,
    isTransitionalOrNewlyAdmitted: l.is_transitional_or_newly_admitted,
    isTransitionalRegion: rules.transitional !== null,
    isMandatory: rules.mandatory,
    carryoverInformationText:
      ruleSet?.carryoverMax && !transitional
        ? `Up to ${ruleSet.carryoverMax} credits earned beyond this period's requirement may be carried over into the next period.`
        : null,
    ruleSetId: ruleSet?.id ?? null,
    certificates: certificatesIn(periods.shown, a, transitional || ruleSet === null),
  };
}
