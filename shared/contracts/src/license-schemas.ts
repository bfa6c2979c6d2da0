// Licenses, credit jurisdictions and practice areas (spec 2 §3, §5): the payloads the API answers and
// mfe-credit parses, plus the license validation rules both sides apply (one definition: the form shows
// these messages, the API answers 400 with the same ones). The routes are listed in tracker-schemas.ts,
// which names these exports too.
import * as z from 'zod/mini';

// ---- constants (spec 2 §5, §9) ----

const YEAR_ADMITTED_MIN = 1900;
const LICENSE_NUMBER_MAX = 50;
const REQUIRED_MESSAGE = 'Required';
const yearTooLowMessage = () => `Please enter a year greater than or equal to ${YEAR_ADMITTED_MIN}.`;
const yearTooHighMessage = (currentYear: number) =>
  `Please enter a year less than or equal to ${currentYear}.`;
export const CERTIFICATE_PREFERENCE_OPTIONS = [
  { key: 1, text: 'Email me my certificates' },
  { key: 2, text: 'Keep my certificates in my account only' },
  { key: 3, text: 'Email and keep them in my account' },
] as const;

// ---- credit jurisdictions (GET /cle/credit-jurisdictions) ----

const CreditJurisdictionSchema = z.object({
  id: z.number(),
  creditClass_SK: z.number(),
  creditClass: z.string(),
  creditClass_Key: z.string(),
  creditRegion_SK: z.number(),
  name: z.string(),
  stateName: z.string(),
  longDescription: z.string(),
  creditClassSortOrder: z.number(),
  creditRegionSortOrder: z.number(),
  isLicenseNumberRequired: z.boolean(),
  creditRegionLicenseNumberName: z.nullable(z.string()),
  complianceGroups: z.array(z.object({ sk: z.number(), longDescription: z.string() })),
  statusDescription: z.string(),
  totalOffered: z.number(),
  credits: z.array(z.object({ typeSK: z.number(), typeTitle: z.string(), creditOffered: z.number() })),
  transitionalStatus: z.boolean(),
});
export type CreditJurisdiction = z.infer<typeof CreditJurisdictionSchema>;
export const CreditJurisdictionsSchema = z.array(CreditJurisdictionSchema);

// ---- licenses ----

const LicenseSchema = z.object({
  sk: z.number(),
  creditClass_SK: z.number(),
  creditRegion_SK: z.number(),
  stateLicenseNumber: z.nullable(z.string()),
  yearAdmitted: z.nullable(z.string()),
  complianceGroup_SK: z.nullable(z.number()),
  state: z.string(),
  creditClass: z.string(),
  creditRegion: z.string(),
  creditRegionName: z.string(),
  complianceGroup: z.nullable(z.string()),
  isTransitionalOrNewlyAdmitted: z.boolean(),
});
export type License = z.infer<typeof LicenseSchema>;

const CertificatePreferenceOptionSchema = z.object({ key: z.number(), text: z.string() });
export const LicensesResponseSchema = z.object({
  items: z.array(LicenseSchema),
  selectedCertificatePreference: z.nullable(z.number()),
  certificatePreferenceOptions: z.array(CertificatePreferenceOptionSchema),
});
export type LicensesResponse = z.infer<typeof LicensesResponseSchema>;

/** What the license form sends (and what the logged-out cookie keeps). */
export interface LicenseBody {
  sk?: number;
  creditClass_SK: number;
  creditRegion_SK: number;
  stateLicenseNumber?: string | null;
  yearAdmitted?: string | null;
  complianceGroup_SK?: number | null;
  state?: string | null;
  isTransitionalOrNewlyAdmitted?: boolean;
}

/** The jurisdiction facts license validation needs. */
export interface LicenseJurisdictionFacts {
  creditClass_SK: number;
  creditRegion_SK: number;
  isLicenseNumberRequired: boolean;
  complianceGroups: { sk: number }[];
}

export type LicenseField =
  'creditClass_SK' | 'creditRegion_SK' | 'stateLicenseNumber' | 'yearAdmitted' | 'complianceGroup_SK';

/** Year admitted: digits only, at most 4, 1900..current year (spec 2 §5). Empty is allowed (optional). */
function yearAdmittedError(value: string | null | undefined, currentYear: number): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d{1,4}$/.test(value)) return 'Please enter a year using digits only.';
  const year = Number(value);
  if (year < YEAR_ADMITTED_MIN) return yearTooLowMessage();
  if (year > currentYear) return yearTooHighMessage(currentYear);
  return null;
}

/**
 * Every license rule (spec 2 §5): type and jurisdiction required ('Required'), the jurisdiction must
 * offer the type, license number required only where the jurisdiction says (at most 50 characters),
 * year admitted in range, compliance group only one of the jurisdiction's options. Logged-out
 * visitors only pick a type and a region (number, year and group are not theirs to give).
 * Returns the first message per field; empty when the license is valid.
 */
export function licenseErrors(
  body: Partial<LicenseBody>,
  jurisdictions: readonly LicenseJurisdictionFacts[],
  { authenticated, currentYear }: { authenticated: boolean; currentYear: number },
): Partial<Record<LicenseField, string>> {
  const errors: Partial<Record<LicenseField, string>> = {};
  if (!body.creditClass_SK) errors.creditClass_SK = REQUIRED_MESSAGE;
  const choices = jurisdictions.filter((j) => j.creditClass_SK === body.creditClass_SK);
  const j = choices.find((c) => c.creditRegion_SK === body.creditRegion_SK);
  if (!body.creditRegion_SK) errors.creditRegion_SK = REQUIRED_MESSAGE;
  else if (body.creditClass_SK && !j)
    errors.creditRegion_SK = 'This jurisdiction does not offer this license type.';
  if (!authenticated || !j) return errors;
  const number = body.stateLicenseNumber?.trim() ?? '';
  if (j.isLicenseNumberRequired && !number) errors.stateLicenseNumber = REQUIRED_MESSAGE;
  else if (number.length > LICENSE_NUMBER_MAX)
    errors.stateLicenseNumber = `Please enter at most ${LICENSE_NUMBER_MAX} characters.`;
  const year = yearAdmittedError(body.yearAdmitted, currentYear);
  if (year) errors.yearAdmitted = year;
  if (body.complianceGroup_SK !== null && body.complianceGroup_SK !== undefined) {
    if (!j.complianceGroups.some((g) => g.sk === body.complianceGroup_SK))
      errors.complianceGroup_SK = 'Choose one of the listed compliance groups.';
  }
  return errors;
}

/** The license key (spec 2 §3): the class SK plus the region SK. */
export const licenseKey = (l: { creditClass_SK: number; creditRegion_SK: number }) =>
  `${l.creditClass_SK}-${l.creditRegion_SK}`;

// ---- practice areas ----

const PracticeAreaSchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  isFollowing: z.boolean(),
});
export const PracticeAreasResponseSchema = z.object({
  items: z.array(PracticeAreaSchema),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PracticeAreasResponse = z.infer<typeof PracticeAreasResponseSchema>;
