// The roster (spec 2 §3 roster member and response, §7 roster calls, §9 page size): one definition for
// the API's answers and the roster page.
//   GET /credit-tracker-admin/roster/{orgSk}?page=0&size=20&query=&jurisdictions=region[:groupSk]&individualSk=
//   GET /credit-tracker-admin/roster/{orgSk}/excel?blobName=CreditTrackerData-{orgSk}.xlsx  -> .xlsx (no-store)
import * as z from 'zod/mini';

export const ROSTER_PAGE_SIZE = 20;
export const rosterExcelName = (orgSk: number | string) => `CreditTrackerData-${orgSk}.xlsx`;

const RosterLicenseSchema = z.object({
  creditRegion: z.number(),
  creditRegionShortDescription: z.string(),
  creditRegionLongDescription: z.string(),
  complianceGroupSk: z.nullable(z.number()),
  complianceGroup: z.nullable(z.string()),
  compliancePeriod: z.nullable(z.object({ start: z.string(), end: z.string() })),
  totalForPeriod: z.number(),
});

const RosterMemberSchema = z.object({
  individual_SK: z.number(),
  displayName: z.string(),
  primaryEmail: z.object({ email: z.string() }),
  licenses: z.array(RosterLicenseSchema),
});
export type RosterMember = z.infer<typeof RosterMemberSchema>;

export const RosterResponseSchema = z.object({
  organizationSk: z.number(),
  members: z.array(RosterMemberSchema),
  filters: z.array(
    z.object({
      creditRegion: z.number(),
      name: z.string(),
      creditRegionLongDescription: z.string(),
      complianceGroups: z.array(z.object({ sk: z.number(), name: z.string() })),
    }),
  ),
  totalPages: z.number(),
  totalResults: z.number(),
  /** zero-based, as the server counts */
  page: z.number(),
});
export type RosterResponse = z.infer<typeof RosterResponseSchema>;
