// Credit rules as data (spec 2 §3, §4, §9): for every seeded jurisdiction, its compliance period (length
// and how the default is found), requirements and sub-requirements by credit type, eligible formats,
// carryover limits and the transitional / newly-admitted rule sets. The catalogue row (jurisdictions,
// written by the seed) gives the base requirements; the overrides below add what the catalogue does not
// carry. The arithmetic over these rules lives in requirements.ts (one definition, on the server).
import type { CreditTypeRow, JurisdictionRow } from '../db/rows';

export type CertificateFormat = 'Live' | 'Live-webcast' | 'On-Demand';
const ALL_FORMATS: readonly CertificateFormat[] = ['Live', 'Live-webcast', 'On-Demand'];

/**
 * How a default compliance period is found:
 * - fixed: cycles of `years` anchored on Jan 1 of `anchorYear` (every member shares them);
 * - admission: cycles of `years` starting Jan 1 of the year admitted (unknown year: period missing);
 * - birth-month: cycles of `years` ending on the last day of the birth month (unknown birth date:
 *   period missing, the member sets it in the edit modal).
 */
type PeriodBasis = 'fixed' | 'admission' | 'birth-month';
export interface PeriodRule {
  years: number;
  basis: PeriodBasis;
  anchorYear: number;
}

/** One requirement: credits of any of `creditTypes` count ('*' = any type). */
export interface RequirementRule {
  key: string;
  heading: string;
  explanatoryText: string;
  /** Total: all credits; CreditType: credits of the listed types; Year: a year-of-period bucket */
  requirementType: 'Total' | 'CreditType' | 'Year';
  creditTypes: string[];
  required: number;
  /** at most this many credits of these types count (e.g. a self-study cap) */
  maxCounted?: number;
  /** Year requirements: which year of the period (1-based) */
  year?: number;
  subRequirements?: RequirementRule[];
  /** the member must earn credits in at least this many sub-requirements */
  minEarnedSubRequirements?: number;
}

export interface RuleSet {
  id: number;
  name: string;
  period: PeriodRule;
  requirements: RequirementRule[];
  eligibleFormats: readonly CertificateFormat[];
  /** most credits that may be carried into the next period; null: no carryover */
  carryoverMax: number | null;
  /** at most this many On-Demand credits count toward the total; null: no cap */
  onDemandMax: number | null;
}

export interface CreditRules {
  regionSk: number;
  code: string;
  name: string;
  longDescription: string;
  shortDescription: string;
  creditClassSk: number;
  mandatory: boolean;
  complianceGroups: { sk: number; longDescription: string }[];
  /** the compliance group that selects the transitional / newly admitted rule set */
  transitionalGroupSk: number | null;
  /** whether the tracker asks if a credit was earned as transitional (the credit form's question) */
  askTransitional: boolean;
  experienced: RuleSet | null;
  transitional: RuleSet | null;
  /** a credit type code standing for several (Florida's Prof); an empty list hides the type */
  typeExpansions: Record<string, string[]>;
}

/** Spec 2 §9: the New York transitional regional credit type id (the transitional rule set's id). */
export const NY_TRANSITIONAL_TYPE_ID = 35;
/** Spec 2 §4: Florida's Prof expands to Ethic, Professionalism, Illness and Substance. */
export const FLORIDA_PROF_EXPANSION = ['ETH', 'PROF', 'MH-ILLNESS', 'MH-SUBSTANCE'] as const;
/** Our credit types: mental illness and substance use share one type (MH). */
const CREDIT_TYPE_ALIASES: Record<string, string> = { 'MH-ILLNESS': 'MH', 'MH-SUBSTANCE': 'MH' };
/** Spec 2 §4: for one transitional region (New York's) the type CyberEthics expands to none. */
const CYBER_ETHICS = 'CYBERETHICS';

/** Jurisdictions whose default period follows the birth month or the admission date. */
const PERIOD_BASIS: Record<string, PeriodBasis> = { NY: 'birth-month', FL: 'admission', IL: 'admission' };
/** Carryover limits (credits) where the rules allow it; every other jurisdiction allows none. */
const CARRYOVER_MAX: Record<string, number> = { NY: 6, TX: 12, NJ: 0, PA: 10, IL: 10, CA: 0, GA: 12 };
/** Caps on On-Demand (self-study) credits toward the total. */
const ON_DEMAND_MAX: Record<string, number> = { FL: 20, GA: 6, NJ: 12 };

const TOTAL_KEY = 'total';

function typeCodes(types: Map<number, CreditTypeRow>, sk: number): string[] {
  if (sk === 0) return ['*'];
  const code = types.get(sk)?.code;
  return code ? [code] : [];
}

/** New York's transitional rule set (id 35): 16 credits in each of the first two years after admission. */
function newYorkTransitional(): RuleSet {
  const year = (n: number): RequirementRule => ({
    key: `year-${n}`,
    heading: `Year ${n}`,
    explanatoryText: `Complete 16 transitional credits in year ${n} after admission: 3 Ethics, 6 Skills and 7 Law Practice Management or Areas of Professional Practice.`,
    requirementType: 'Year',
    creditTypes: ['*'],
    required: 16,
    year: n,
    subRequirements: [
      sub(`year-${n}-eth`, 'Ethics', ['ETH'], 3),
      sub(`year-${n}-skl`, 'Skills', ['SKL'], 6),
      sub(`year-${n}-lpm`, 'Law Practice Management / Areas of Professional Practice', ['LPM', 'APP'], 7),
    ],
    minEarnedSubRequirements: 3,
  });
  return {
    id: NY_TRANSITIONAL_TYPE_ID,
    name: 'New York Transitional (Newly Admitted)',
    period: { years: 2, basis: 'admission', anchorYear: 2000 },
    requirements: [
      {
        key: TOTAL_KEY,
        heading: 'Total credits',
        explanatoryText: 'Complete 32 transitional credits in the first two years after admission.',
        requirementType: 'Total',
        creditTypes: ['*'],
        required: 32,
      },
      year(1),
      year(2),
      {
        key: 'cyberethics',
        heading: 'CyberEthics',
        explanatoryText: 'CyberEthics does not apply to newly admitted attorneys.',
        requirementType: 'CreditType',
        creditTypes: [CYBER_ETHICS],
        required: 0,
      },
    ],
    eligibleFormats: ['Live', 'Live-webcast'],
    carryoverMax: null,
    onDemandMax: null,
  };
}

function sub(key: string, heading: string, creditTypes: string[], required: number): RequirementRule {
  return {
    key,
    heading,
    explanatoryText: `At least ${required} ${required === 1 ? 'credit' : 'credits'} of ${heading}.`,
    requirementType: 'CreditType',
    creditTypes,
    required,
  };
}

/** The rules of one jurisdiction, from its catalogue row and the overrides above. */
export function rulesFor(
  j: Omit<JurisdictionRow, 'total_hours'>,
  types: Map<number, CreditTypeRow>,
): CreditRules {
  const years = j.period_years ?? 1;
  const basis = PERIOD_BASIS[j.code] ?? 'fixed';
  const requirements: RequirementRule[] = j.requirements.map((r, i) => ({
    key: r.creditTypeSk === 0 ? TOTAL_KEY : `req-${i}`,
    heading: r.heading,
    explanatoryText: r.explanatoryText,
    requirementType: r.creditTypeSk === 0 ? 'Total' : 'CreditType',
    creditTypes: typeCodes(types, r.creditTypeSk),
    required: Number(r.required),
  }));
  if (j.code === 'FL') {
    // Florida: the Ethics requirement is reported as "Prof" (ethics, professionalism, mental illness,
    // substance use), which counts every type Prof expands to.
    const ethics = requirements.find((r) => r.creditTypes.includes('ETH'));
    if (ethics) {
      ethics.heading = 'Ethics, Professionalism, Mental Illness & Substance Use';
      ethics.creditTypes = ['FLPROF'];
    }
  }
  const experienced: RuleSet | null = j.has_mandatory_cle
    ? {
        id: j.region_sk,
        name: `${j.name} ${j.credit_class}`,
        period: { years, basis, anchorYear: 2024 },
        requirements,
        eligibleFormats: ALL_FORMATS,
        carryoverMax: CARRYOVER_MAX[j.code] || null,
        onDemandMax: ON_DEMAND_MAX[j.code] ?? null,
      }
    : null;
  const newlyAdmitted = j.compliance_groups.find((g) => /newly admitted/i.test(g.longDescription));
  return {
    regionSk: j.region_sk,
    code: j.code,
    name: j.name,
    longDescription: j.long_description,
    shortDescription: j.code,
    creditClassSk: j.credit_class_sk,
    mandatory: j.has_mandatory_cle,
    complianceGroups: j.compliance_groups,
    transitionalGroupSk: newlyAdmitted?.sk ?? null,
    askTransitional: j.code === 'NY',
    experienced,
    transitional: j.code === 'NY' ? newYorkTransitional() : null,
    typeExpansions:
      j.code === 'FL'
        ? { FLPROF: [...FLORIDA_PROF_EXPANSION] }
        : j.code === 'NY'
          ? { [CYBER_ETHICS]: [] }
          : {},
  };
}

/** The rule set a license follows: transitional when the license is (and the region has one). */
export function ruleSetFor(rules: CreditRules, isTransitionalOrNewlyAdmitted: boolean): RuleSet | null {
  return isTransitionalOrNewlyAdmitted && rules.transitional ? rules.transitional : rules.experienced;
}

/**
 * The credit type codes a requirement's type list counts, after the region's expansions (Prof ->
 * Ethic, Professionalism, Illness, Substance; CyberEthics -> none) and our aliases. '*' stays '*'.
 */
export function expandTypes(rules: Pick<CreditRules, 'typeExpansions'>, codes: readonly string[]): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    const expanded = rules.typeExpansions[code];
    for (const c of expanded ?? [code]) out.add(CREDIT_TYPE_ALIASES[c] ?? c);
  }
  return [...out];
}
