// Requirement arithmetic (spec 2 §3 Requirement, §4): compliance periods and what a member has earned,
// counted and still needs, as pure functions over the rules (rules.ts) and the member's credits. One
// definition on the server: the tracker route and the certificates work (issue 13) call these.
import { expandTypes } from './rules';
import type { CertificateFormat, CreditRules, PeriodRule, RequirementRule, RuleSet } from './rules';

/** Dates are ISO calendar days (yyyy-mm-dd), compared as strings. */
export type IsoDate = string;
export interface Period {
  start: IsoDate;
  end: IsoDate;
}

/** One credit line: a certificate's credits of one type. */
export interface CreditLine {
  certificateId: number;
  dateCompleted: IsoDate;
  format: CertificateFormat;
  typeCode: string;
  credits: number;
  isCarryover: boolean;
}

interface RequirementResult {
  key: string;
  heading: string;
  explanatoryText: string;
  requirementType: RequirementRule['requirementType'];
  required: number;
  earned: number;
  counted: number;
  remaining: number;
  isFulfilled: boolean;
  isHidden: boolean;
  requirementKeys: string[];
  eligibleFormatKeys: CertificateFormat[];
  maxInfoMessage: string | null;
  minEarnedSubRequirementsMessage: string | null;
  sideNote: { text: string; endDate: IsoDate } | null;
  subRequirements: RequirementResult[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function toIso(d: Date): IsoDate {
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Adds whole months to an ISO date (clamped to the month's last day). */
function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return iso(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

function addDays(date: IsoDate, days: number): IsoDate {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return toIso(new Date(t));
}

/** A period's length in whole months (periods start on a day and end the day before a later start). */
export function periodMonths(p: Period): number {
  const [sy, sm] = p.start.split('-').map(Number) as [number, number];
  const next = addDays(p.end, 1);
  const [ey, em] = next.split('-').map(Number) as [number, number];
  return Math.max(1, (ey - sy) * 12 + (em - sm));
}

/** The period `offset` periods after (or before, negative) the given one, same length. */
export function shiftPeriod(p: Period, offset: number): Period {
  if (offset === 0) return p;
  const months = periodMonths(p);
  const start = addMonths(p.start, months * offset);
  return { start, end: addDays(addMonths(start, months), -1) };
}

export const contains = (p: Period, date: IsoDate) => p.start <= date && date <= p.end;

export interface MemberInfo {
  /** four digits, from the license */
  yearAdmitted: string | null;
  /** the member's birth date (set in the tracker's options) */
  birthDate: IsoDate | null;
}

/**
 * The default compliance period containing `asOf` under a period rule, or null when the rule needs
 * member information that is missing (year admitted, birth date): the period is then missing and
 * the member is asked to set it. A transitional period is the one that starts at admission.
 */
function defaultPeriod(
  rule: PeriodRule,
  asOf: IsoDate,
  member: MemberInfo,
  { transitional = false } = {},
): Period | null {
  const year = Number(asOf.slice(0, 4));
  const span = (startYear: number, startMonth = 1): Period => {
    const start = iso(startYear, startMonth, 1);
    return { start, end: addDays(addMonths(start, rule.years * 12), -1) };
  };
  if (rule.basis === 'fixed') {
    const cycle = Math.floor((year - rule.anchorYear) / rule.years);
    return span(rule.anchorYear + cycle * rule.years);
  }
  if (rule.basis === 'admission') {
    if (!member.yearAdmitted) return null;
    const admitted = Number(member.yearAdmitted);
    if (transitional || year < admitted) return span(admitted);
    return span(admitted + Math.floor((year - admitted) / rule.years) * rule.years);
  }
  // birth-month: the period ends on the last day of the birth month, in years of the birth year's
  // parity for biennial rules (New York: odd birth year, odd reporting years).
  if (!member.birthDate) return null;
  const birthYear = Number(member.birthDate.slice(0, 4));
  const birthMonth = Number(member.birthDate.slice(5, 7));
  for (let endYear = year; endYear <= year + rule.years; endYear++) {
    if ((((endYear - birthYear) % rule.years) + rule.years) % rule.years !== 0) continue;
    const end = iso(endYear, birthMonth, daysInMonth(endYear, birthMonth));
    if (end < asOf) continue;
    const start = addMonths(addDays(end, 1), -rule.years * 12);
    return { start, end };
  }
  return null;
}

/**
 * The current period: a period the member set that contains `asOf`, else one of the member's set
 * periods shifted by whole lengths onto `asOf`, else the rule's default (or null: missing).
 */
export function currentPeriod(
  rule: PeriodRule,
  asOf: IsoDate,
  member: MemberInfo,
  userSet: Period[],
  opts: { transitional?: boolean } = {},
): { period: Period | null; isUserSet: boolean; defaultPeriod: Period | null } {
  const fallback = defaultPeriod(rule, asOf, member, opts);
  const own = userSet.find((p) => contains(p, asOf));
  if (own) return { period: own, isUserSet: true, defaultPeriod: fallback };
  const latest = [...userSet].sort((a, b) => b.start.localeCompare(a.start))[0];
  if (latest && !opts.transitional) {
    const months = periodMonths(latest);
    const monthsApart =
      (Number(asOf.slice(0, 4)) - Number(latest.start.slice(0, 4))) * 12 +
      (Number(asOf.slice(5, 7)) - Number(latest.start.slice(5, 7)));
    let k = Math.floor(monthsApart / months);
    let p = shiftPeriod(latest, k);
    // the month arithmetic may land one period off around month ends
    while (p.start > asOf) p = shiftPeriod(latest, --k);
    while (p.end < asOf) p = shiftPeriod(latest, ++k);
    return { period: p, isUserSet: true, defaultPeriod: fallback };
  }
  return { period: fallback, isUserSet: false, defaultPeriod: fallback };
}

const matches = (types: string[], code: string) => types.includes('*') || types.includes(code);
const sum = (lines: CreditLine[]) => round2(lines.reduce((s, l) => s + l.credits, 0));

export interface CountContext {
  rules: Pick<CreditRules, 'typeExpansions'>;
  ruleSet: RuleSet;
  period: Period;
  /** limited mode and transitional licenses do not count (or show) carryover credit */
  carryoverAllowed: boolean;
}

/**
 * The lines that count in a period: completed inside it, in an eligible format; carryover lines only
 * when carryover is allowed (their total capped at the rule set's carryover limit, oldest first).
 */
function countableLines(lines: CreditLine[], ctx: CountContext): CreditLine[] {
  const inPeriod = lines.filter(
    (l) => contains(ctx.period, l.dateCompleted) && ctx.ruleSet.eligibleFormats.includes(l.format),
  );
  const regular = inPeriod.filter((l) => !l.isCarryover);
  const cap = ctx.carryoverAllowed ? (ctx.ruleSet.carryoverMax ?? 0) : 0;
  let room = cap;
  const carried: CreditLine[] = [];
  for (const l of inPeriod
    .filter((x) => x.isCarryover)
    .sort((a, b) => a.dateCompleted.localeCompare(b.dateCompleted) || a.certificateId - b.certificateId)) {
    if (room <= 0) break;
    const credits = round2(Math.min(room, l.credits));
    carried.push({ ...l, credits });
    room = round2(room - credits);
  }
  return [...regular, ...carried];
}

/** One requirement over the countable lines of its period. */
function computeRequirement(
  rule: RequirementRule,
  lines: CreditLine[],
  ctx: CountContext,
): RequirementResult {
  const types = expandTypes(ctx.rules, rule.creditTypes);
  // A type that expands to nothing (CyberEthics for New York's transitional rules) is not tracked.
  const isHidden = types.length === 0;
  let scoped = lines;
  let sideNote: RequirementResult['sideNote'] = null;
  if (rule.requirementType === 'Year' && rule.year) {
    const start = addMonths(ctx.period.start, (rule.year - 1) * 12);
    const yearPeriod = { start, end: addDays(addMonths(start, 12), -1) };
    scoped = lines.filter((l) => contains(yearPeriod, l.dateCompleted));
    sideNote = { text: `Year ${rule.year} ends ${yearPeriod.end}`, endDate: yearPeriod.end };
  }
  const mine = scoped.filter((l) => matches(types, l.typeCode));
  const earned = sum(mine);
  let counted = earned;
  let maxInfoMessage: string | null = null;
  if (rule.requirementType === 'Total' && ctx.ruleSet.onDemandMax !== null) {
    const onDemand = sum(mine.filter((l) => l.format === 'On-Demand'));
    const excess = round2(onDemand - ctx.ruleSet.onDemandMax);
    if (excess > 0) {
      counted = round2(counted - excess);
      maxInfoMessage = `A maximum of ${ctx.ruleSet.onDemandMax} On-Demand credits count toward this requirement; ${excess} ${excess === 1 ? 'credit was' : 'credits were'} not counted.`;
    }
  }
  if (rule.maxCounted !== undefined && counted > rule.maxCounted) {
    maxInfoMessage = `A maximum of ${rule.maxCounted} credits count toward this requirement.`;
    counted = rule.maxCounted;
  }
  const subRequirements = (rule.subRequirements ?? []).map((s) => computeRequirement(s, scoped, ctx));
  const earnedSubs = subRequirements.filter((s) => s.earned > 0).length;
  const minEarnedSubRequirementsMessage =
    rule.minEarnedSubRequirements !== undefined && earnedSubs < rule.minEarnedSubRequirements
      ? `Earn credits in at least ${rule.minEarnedSubRequirements} of these ${subRequirements.length} areas.`
      : null;
  const required = isHidden ? 0 : rule.required;
  const remaining = round2(Math.max(0, required - counted));
  return {
    key: rule.key,
    heading: rule.heading,
    explanatoryText: rule.explanatoryText,
    requirementType: rule.requirementType,
    required,
    earned,
    counted,
    remaining,
    isFulfilled: remaining === 0 && subRequirements.every((s) => s.isFulfilled),
    isHidden,
    requirementKeys: types,
    eligibleFormatKeys: [...ctx.ruleSet.eligibleFormats],
    maxInfoMessage,
    minEarnedSubRequirementsMessage,
    sideNote,
    subRequirements,
  };
}

export interface PeriodProgress {
  requirements: RequirementResult[];
  totalRequirement: { required: number; counted: number; earned: number; isFulfilled: boolean };
}

/** Every requirement of a rule set in one period, and the total the donut shows. */
export function periodProgress(lines: CreditLine[], ctx: CountContext): PeriodProgress {
  const countable = countableLines(lines, ctx);
  const requirements = ctx.ruleSet.requirements.map((r) => computeRequirement(r, countable, ctx));
  const total = requirements.find((r) => r.requirementType === 'Total');
  const visible = requirements.filter((r) => !r.isHidden);
  const totalRequirement = total
    ? { required: total.required, counted: total.counted, earned: total.earned, isFulfilled: false }
    : {
        required: round2(visible.reduce((s, r) => s + r.required, 0)),
        counted: round2(visible.reduce((s, r) => s + Math.min(r.counted, r.required), 0)),
        earned: round2(visible.reduce((s, r) => s + r.earned, 0)),
        isFulfilled: false,
      };
  totalRequirement.isFulfilled = visible.every((r) => r.isFulfilled);
  return { requirements, totalRequirement };
}
