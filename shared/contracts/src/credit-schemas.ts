// Payload schemas of the credit-info calls (spec 2 §3, §7): one definition for the API route tests
// and mfe-credit, which parses them at the boundary (docs/decisions/006-validation.md).
import * as z from 'zod/mini';

const SiteLinkSchema = z.object({ href: z.string(), text: z.string() });

const ComplianceGroupSchema = z.object({ sk: z.number(), longDescription: z.string() });
export type ComplianceGroup = z.infer<typeof ComplianceGroupSchema>;

const CreditInfoRequirementSchema = z.object({
  heading: z.string(),
  explanatoryText: z.string(),
  required: z.number(),
  requirementType: z.string(),
  requirementKeys: z.array(z.string()),
  creditTypeDescription: z.nullable(z.string()),
});

const CreditOfferedSchema = z.object({
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

/** Spec 2 §3 Rule change (S2-API-09). */
const RuleChangeSchema = z.object({
  regionName: z.string(),
  heading: z.string(),
  effectiveDate: z.string(),
  currentlyActive: z.boolean(),
  body: z.string(),
  jurisdictionUrl: z.nullable(z.string()),
});
export type RuleChange = z.infer<typeof RuleChangeSchema>;
/** GET /credit-info/rule-changes?ruleChangeType=: region-keyed lists (S2-API-08). */
export const RuleChangesSchema = z.record(z.string(), z.array(RuleChangeSchema));
export type RuleChanges = z.infer<typeof RuleChangesSchema>;
/** Rule change type 1 is COVID orders (spec 2 §2); 2 other rule changes. */
export const RULE_CHANGE_TYPES = { covidOrders: 1, ruleChanges: 2 } as const;

/** GET /credit-info/creditcallouts (S2-API-11, shape ours). */
export const CreditCalloutsSchema = z.array(
  z.object({
    id: z.number(),
    regionSk: z.nullable(z.number()),
    heading: z.string(),
    body: z.string(),
    link: SiteLinkSchema,
  }),
);
export type CreditCallouts = z.infer<typeof CreditCalloutsSchema>;

/** POST /credit-info/earn-more-url (S2-API-10, body ours): where to find more credit of these kinds. */
export const EarnMoreUrlResponseSchema = z.object({ url: z.string() });
/** GET /cle/claimcredit-link/{code} (S2-API-06; the shape is ours): where the member claims the program's credit */
export const ClaimCreditLinkSchema = z.object({ url: z.string() });

/** A CMS page as the credit-info family reads it (S2-API-83): selected fields only. */
const ContentLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  friendlyUrl: z.string(),
  contentType: z.string(),
  visible: z.boolean(),
  /** the jurisdiction a credit-info page describes, when it describes one */
  regionSk: z.nullable(z.number()),
});
export type ContentLink = z.infer<typeof ContentLinkSchema>;
/** GET /content-links/{id}/children and /ancestors (ancestors root first). */
export const ContentLinksSchema = z.array(ContentLinkSchema);
