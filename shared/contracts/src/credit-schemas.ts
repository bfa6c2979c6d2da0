// Payload schemas of the credit-info calls (spec 2 §3, §7): one definition for the API route tests
// and mfe-credit, which parses them at the boundary (docs/decisions/006-validation.md).
import * as z from 'zod/mini';

export const SiteLinkSchema = z.object({ href: z.string(), text: z.string() });
export type SiteLink = z.infer<typeof SiteLinkSchema>;

export const ComplianceGroupSchema = z.object({ sk: z.number(), longDescription: z.string() });
export type ComplianceGroup = z.infer<typeof ComplianceGroupSchema>;

export const CreditInfoRequirementSchema = z.object({
  heading: z.string(),
  explanatoryText: z.string(),
  required: z.number(),
  requirementType: z.string(),
  requirementKeys: z.array(z.string()),
  creditTypeDescription: z.nullable(z.string()),
});
export type CreditInfoRequirement = z.infer<typeof CreditInfoRequirementSchema>;

export const CreditOfferedSchema = z.object({
  typeSK: z.number(),
  typeCode: z.nullable(z.string()),
  typeTitle: z.string(),
  creditOffered: z.number(),
});
export type CreditOffered = z.infer<typeof CreditOfferedSchema>;

/** GET /cle/credit-info/{id}/all */
export const CreditInfoSchema = z.object({
  regionSk: z.number(),
  code: z.string(),
  name: z.string(),
  stateName: z.string(),
  longDescription: z.string(),
  creditClass: z.string(),
  statusDescription: z.string(),
  hasMandatoryCle: z.boolean(),
  totalHours: z.nullable(z.number()),
  periodYears: z.nullable(z.number()),
  reporting: z.string(),
  isLicenseNumberRequired: z.boolean(),
  creditRegionLicenseNumberName: z.nullable(z.string()),
  complianceGroups: z.array(ComplianceGroupSchema),
  requirements: z.array(CreditInfoRequirementSchema),
  credits: z.array(CreditOfferedSchema),
  totalOffered: z.number(),
  notes: z.string(),
  url: z.nullable(z.string()),
  searchUrl: z.string(),
  breadcrumbs: z.array(z.object({ href: z.nullable(z.string()), text: z.string() })),
});
export type CreditInfo = z.infer<typeof CreditInfoSchema>;

/** GET /credit-info/extended?regions=: per-region info keyed by region sk. */
export const CreditInfoExtendedSchema = z.record(
  z.string(),
  z.object({ creditClassSubheading: z.string(), headerLinks: z.array(SiteLinkSchema) }),
);
export type CreditInfoExtended = z.infer<typeof CreditInfoExtendedSchema>;

/** GET /user/licenses (spec 2 §3 License): only the fields this page reads. */
export const UserLicensesSchema = z.object({
  items: z.array(
    z.object({
      creditRegion_SK: z.number(),
      complianceGroup_SK: z.optional(z.nullable(z.number())),
    }),
  ),
});
export type UserLicenses = z.infer<typeof UserLicensesSchema>;
