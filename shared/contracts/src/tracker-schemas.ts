// Licenses, practice areas and the credit tracker (spec 2 §3, §5, §7): the payloads the API answers and
// mfe-credit parses, plus the license validation rules both sides apply (one definition: the form shows
// these messages, the API answers 400 with the same ones).
//
// Routes (all under /api; /user/* and /credit-tracker* need a bearer token and are scoped to its subject):
//   GET    /cle/credit-jurisdictions                              -> CreditJurisdiction[] (public)
//   GET    /user/licenses                                         -> LicensesResponse
//   POST   /user/licenses          body LicenseBody | LicenseBody[] (all or nothing) -> LicensesResponse
//   PUT    /user/licenses          body LicenseBody & { sk }      -> LicensesResponse
//   DELETE /user/licenses/:sk                                     -> LicensesResponse
//   PUT    /user/licenses/certificate-preference body { key }     -> LicensesResponse
//   GET    /user/practice-areas                                   -> PracticeAreasResponse
//   POST   /user/practice-areas/follow|unfollow  body number[] (ids)            -> PracticeAreasResponse
//   POST   /user/practice-areas/by-categoryid/follow|unfollow body number[]     -> PracticeAreasResponse
//   POST   /credit-tracker         body TrackerRequest            -> TrackerResponse (Cache-Control private 300 s)
//   POST   /credit-tracker/set-options  body PeriodUpdateBody | { birthDate } -> text 'OK' (decision 035)
//   POST   /credit-tracker/switch-status body SwitchStatusBody    -> text 'OK'
//   GET    /credit-tracker/announcements/:region?isTransitionalOrNewlyAdmitted= -> Announcement[]
//   POST   /credit-tracker/announcements/many body AnnouncementsManyBody -> AnnouncementsByRegion (by region long description)
//   GET    /credit-tracker/providers                              -> string[] (300 s)
//   GET    /credit-tracker/credit-types/:customerId/:cleKey/:date (MM-dd-yyyy) -> AvailableCreditType[] (300 s)
//   GET    /credit-tracker/organizationMessage                    -> { message: string | null }
import * as z from 'zod/mini';
import { formatUsDate, parseUsDate } from './us-date';

// ---- constants (spec 2 §5, §9) ----

const INVALID_DATE_MESSAGE = 'Please enter a valid date (MM/DD/YYYY).';
const dateTooEarlyMessage = (date: string) => `Please enter a date greater than or equal to ${date}.`;
const dateTooLateMessage = (date: string) => `Please enter a date less than or equal to ${date}.`;
/** Spec 2 §9: tracker data, providers and credit types are cached 300 s. */
export const TRACKER_CACHE_SECONDS = 300;

// defined beside the cookie's reader and writer, which must stay zod-free (the product pages' first load)
// licenseRegionsOf too: mfe-product's on-demand license loader takes both from here, one shared
// module in its remoteEntry instead of two (each shared module weighs on every page's first load)
export { licenseRegionsOf } from './local-licenses';
// Licenses, credit jurisdictions and practice areas (spec 2 §3, §5) live in license-schemas.ts; named here
// for the modules that take them from this one (by name: under tsx the API loads this file as CommonJS,
// and Node's ESM import sees named re-exports, not `export *`)
export {
  CERTIFICATE_PREFERENCE_OPTIONS,
  CreditJurisdictionsSchema,
  licenseErrors,
  licenseKey,
  LicensesResponseSchema,
  PracticeAreasResponseSchema,
} from './license-schemas';
export type {
  CreditJurisdiction,
  License,
  LicenseBody,
  LicenseField,
  LicensesResponse,
  PracticeAreasResponse,
} from './license-schemas';

// ---- credit tracker ----

export const PERIOD_CHOICES = ['previous', 'current', 'next'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/**
 * S2-API-50 (decision 035): the period update call (POST /credit-tracker/set-options) names the member
 * (customerId), the credit jurisdiction (jurisdictionId: its region SK), the license in it
 * (jurisdictionKey: the license key, class SK '-' region SK) and the period's dates (MM/dd/yyyy).
 */
export interface PeriodUpdateBody {
  customerId: number;
  jurisdictionId: number;
  jurisdictionKey: string;
  period: { startDate: string; endDate: string };
}

/** The period update body for one tracker entry (the license it shows) and the typed dates. */
export const periodUpdateBody = (
  entry: Pick<TrackerEntry, 'customerId' | 'creditRegion_SK' | 'jurisdictionKey'>,
  startDate: string,
  endDate: string,
): PeriodUpdateBody => ({
  customerId: entry.customerId,
  jurisdictionId: entry.creditRegion_SK,
  jurisdictionKey: entry.jurisdictionKey,
  period: { startDate, endDate },
});

/** S2-API-51: the special-status update names the license as the period update does, with the period shown. */
export interface SwitchStatusBody extends Omit<PeriodUpdateBody, 'period'> {
  period: { startDate: string; endDate: string } | null;
  complianceGroupSk: number | null;
}

export const switchStatusBody = (
  entry: Pick<TrackerEntry, 'customerId' | 'creditRegion_SK' | 'jurisdictionKey'> & {
    jurisdiction: { clePeriod: { startDate: string | null; endDate: string | null } };
  },
  complianceGroupSk: number | null,
): SwitchStatusBody => {
  const { startDate, endDate } = entry.jurisdiction.clePeriod;
  return {
    customerId: entry.customerId,
    jurisdictionId: entry.creditRegion_SK,
    jurisdictionKey: entry.jurisdictionKey,
    period: startDate && endDate ? { startDate, endDate } : null,
    complianceGroupSk,
  };
};

/**
 * S2-API-41: the tracker's announcements call (POST /credit-tracker/announcements/many) names the regions
 * of the member's licenses and the license kind; the API answers each region's announcements by its long
 * description (AnnouncementsByRegionSchema). The spec leaves the body to the team.
 */
export interface AnnouncementsManyBody {
  regions: number[];
  isTransitionalOrNewlyAdmitted: boolean;
}

/** The announcements calls for a member's licenses: one per license kind, naming each region once. */
export function announcementsManyBodies(
  entries: Pick<TrackerEntry, 'creditRegion_SK' | 'isTransitionalOrNewlyAdmitted'>[],
): AnnouncementsManyBody[] {
  const byKind = new Map<boolean, Set<number>>();
  for (const e of entries) {
    const regions = byKind.get(e.isTransitionalOrNewlyAdmitted) ?? new Set<number>();
    byKind.set(e.isTransitionalOrNewlyAdmitted, regions.add(e.creditRegion_SK));
  }
  return [...byKind].map(([flag, regions]) => ({
    regions: [...regions],
    isTransitionalOrNewlyAdmitted: flag,
  }));
}

const periodRef = z.nullable(z.object({ startDate: z.string(), endDate: z.string() }));

const ClePeriodSchema = z.object({
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  defaultStartDate: z.nullable(z.string()),
  defaultEndDate: z.nullable(z.string()),
  isUserSet: z.boolean(),
  hasDefaultDate: z.boolean(),
  isActivelySelected: z.boolean(),
  previousPeriod: periodRef,
  nextPeriod: periodRef,
  isUserInfoIncomplete: z.boolean(),
});

export interface TrackerRequirement {
  key: string;
  heading: string;
  explanatoryText: string;
  counted: number;
  earned: number;
  required: number;
  remaining: number;
  requirementType: string;
  subRequirements: TrackerRequirement[];
  requirementKeys: string[];
  eligibleFormatKeys: string[];
  maxInfoMessage: string | null;
  minEarnedSubRequirementsMessage: string | null;
  expireNewStatus: string | null;
  sideNote: z.infer<typeof SideNoteSchema>;
  isFulfilled: boolean;
  isHidden: boolean;
}
const SideNoteSchema = z.nullable(z.object({ text: z.string(), endDate: z.string() }));
const TrackerRequirementSchema: z.ZodMiniType<TrackerRequirement> = z.object({
  key: z.string(),
  heading: z.string(),
  explanatoryText: z.string(),
  counted: z.number(),
  earned: z.number(),
  required: z.number(),
  remaining: z.number(),
  requirementType: z.string(),
  get subRequirements() {
    return z.array(TrackerRequirementSchema);
  },
  requirementKeys: z.array(z.string()),
  eligibleFormatKeys: z.array(z.string()),
  maxInfoMessage: z.nullable(z.string()),
  minEarnedSubRequirementsMessage: z.nullable(z.string()),
  expireNewStatus: z.nullable(z.string()),
  sideNote: SideNoteSchema,
  isFulfilled: z.boolean(),
  isHidden: z.boolean(),
});

const TrackerCertificateSchema = z.object({
  id: z.number(),
  programName: z.string(),
  certificateSource: z.string(),
  dateCompleted: z.string(),
  format: z.string(),
  isExternal: z.boolean(),
  isCarryover: z.boolean(),
  /** the credits carried over (carryover credit), else 0 */
  carryOver: z.number(),
  /** the answer to the transitional question ('1' yes, '2' no), null when not asked */
  transitionLevel: z.nullable(z.string()),
  /**
   * Spec 2 §3/§4 credit status of a PLI program in this jurisdiction: Approved, Pending, CreditUponRequest,
   * ApplicationSubmitted, or any other value (shown as not approved; 'NotApproved' when the program has no
   * credit there). Null for external and carryover credit, which PLI does not approve.
   */
  creditStatus: z.nullable(z.string()),
  /** the PLI program's product code (S2-API-06: its claim-credit link); null or absent for external credit */
  productCode: z.optional(z.nullable(z.string())),
  creditTypes: z.array(
    z.object({
      creditType_PK: z.number(),
      creditType_SK: z.number(),
      creditTypeDescription: z.string(),
      creditIssued: z.number(),
    }),
  ),
});

const TrackerEntrySchema = z.object({
  jurisdiction: z.object({
    displayName: z.string(),
    clePeriod: ClePeriodSchema,
    totalRequirement: z.object({
      required: z.number(),
      counted: z.number(),
      earned: z.number(),
      isFulfilled: z.boolean(),
    }),
    requirements: z.array(TrackerRequirementSchema),
    activeFlags: z.array(z.string()),
    cleStateTransitionOptions: z.array(z.object({ key: z.string(), text: z.string() })),
    userComplianceInformation: z.object({
      admitDate: z.nullable(z.string()),
      birthDate: z.nullable(z.string()),
    }),
    requireSetup: z.boolean(),
  }),
  licenseSk: z.number(),
  /** the license key (class SK '-' region SK), as the period update names the license */
  jurisdictionKey: z.string(),
  baseSortOrder: z.number(),
  complianceGroup_SK: z.nullable(z.number()),
  complianceGroups: z.array(z.object({ sk: z.number(), longDescription: z.string() })),
  creditRegionShortDescription: z.string(),
  creditRegionLongDescription: z.string(),
  creditRegion_SK: z.number(),
  customerId: z.number(),
  availableCreditTypes: z.array(z.object({ longDescription: z.string(), wmsCreditTypePK: z.number() })),
  askTransitional: z.boolean(),
  isTransitionalOrNewlyAdmitted: z.boolean(),
  isTransitionalRegion: z.boolean(),
  isMandatory: z.boolean(),
  carryoverInformationText: z.nullable(z.string()),
  ruleSetId: z.nullable(z.number()),
  certificates: z.array(TrackerCertificateSchema),
});
export type TrackerEntry = z.infer<typeof TrackerEntrySchema>;

export const TrackerResponseSchema = z.object({
  trackerUsers: z.array(
    z.object({ customerId: z.number(), displayName: z.string(), trackers: z.array(TrackerEntrySchema) }),
  ),
  memsuiteUrl: z.string(),
  myCertificatesPageLink: z.string(),
  userPracticeAreaCategories: z.array(z.number()),
  earnMoreCreditPriority: z.array(z.string()),
  searchPanelFailureMessage: z.string(),
  earnMoreResultPageUrl: z.string(),
  noResultsMessage: z.string(),
  limitedMode: z.boolean(),
});
export type TrackerResponse = z.infer<typeof TrackerResponseSchema>;

const AnnouncementSchema = z.object({
  headingText: z.string(),
  body: z.string(),
  icon: z.string(),
  expireNewStatus: z.nullable(z.string()),
  newTagText: z.string(),
  showOnSidePanel: z.boolean(),
  showOnTrackerCarousel: z.boolean(),
  showOnJurisdictionPageCarousel: z.boolean(),
  showOnRecentRuleChanges: z.boolean(),
  showOnRiverPage: z.boolean(),
  showAsJurisdictionAlert: z.boolean(),
  currentlyActive: z.boolean(),
  covidRuleChange: z.boolean(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
export const AnnouncementsSchema = z.array(AnnouncementSchema);
/** S2-API-41's answer: announcements by region long description (the tracker state's key, S2-TRACKER-109). */
export const AnnouncementsByRegionSchema = z.record(z.string(), AnnouncementsSchema);
export type AnnouncementsByRegion = z.infer<typeof AnnouncementsByRegionSchema>;

export const AvailableCreditTypesSchema = z.array(
  z.object({ longDescription: z.string(), wmsCreditTypePK: z.number(), code: z.string() }),
);
export const OrganizationMessageSchema = z.object({ message: z.nullable(z.string()) });

// ---- dates (spec 2 §5: MM/dd/yyyy; 8 typed digits and 2-digit years are accepted: us-date.ts) ----

/** The date field's message (spec 2 §5), or null when the date is valid and inside [min, max] (ISO). */
export function dateError(text: string, { min, max }: { min?: string; max?: string } = {}): string | null {
  const iso = parseUsDate(text);
  if (!iso) return INVALID_DATE_MESSAGE;
  if (min && iso < min) return dateTooEarlyMessage(formatUsDate(min));
  if (max && iso > max) return dateTooLateMessage(formatUsDate(max));
  return null;
}

/** The compliance-period modal's bounds: 01/01/1900 to the end of five years ahead. */
export const periodDateBounds = (currentYear: number) => ({
  min: '1900-01-01',
  max: `${currentYear + 5}-12-31`,
});
