// Requests of the credit calls (spec 2): credit information by region, the public credit pages, the
// tracker and its licenses, compliance reminders, certificates and the organisation roster. Declared
// on the API's routes (decision 073): one definition validates, types and documents each call.
import { z } from 'zod';
import * as zm from 'zod/mini';
import { CertificateListQuerySchema } from '../certificate-schemas';
import { ROSTER_PAGE_SIZE } from '../roster-schemas';
import { CERTIFICATE_PREFERENCE_OPTIONS, PERIOD_CHOICES } from '../tracker-schemas';
import { INT4_MAX, int4, int8 } from './fields';

/** `codes=A,B` or `codes=A&codes=B`, each entry matching the pattern. */
const listOf = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(/[,;]/))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, message)).max(50, 'lists more than 50 entries'));

const regionId = int4().positive('must be a positive region id');
/** `regions=101,102` or `regions=101&regions=102`. */
export const RegionsQuerySchema = z.object({
  regions: z
    .union([z.string(), z.array(z.string())], { error: 'is required' })
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s.trim()))
    .pipe(
      z
        .array(
          z
            .string()
            .trim()
            .regex(/^[1-9]\d{0,8}$/, 'must be positive region ids'),
        )
        .min(1, 'is required')
        .max(100, 'lists more than 100 regions'),
    )
    .transform((ids) => ids.map(Number)),
});
export const RegionIdParamsSchema = z.object({ id: regionId });

export const RegionParamsSchema = z.object({
  region: z.coerce
    .number({ error: 'must be a positive region id' })
    .int('must be a whole number')
    .positive('must be a positive region id')
    .max(INT4_MAX, 'is out of range'),
});
export const FlagQuerySchema = z.object({
  isTransitionalOrNewlyAdmitted: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});

export const ContentIdSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a content link id'),
});
const regionSk = int4().positive('must be a positive region id');
export const EarnMoreBodySchema = z.strictObject({
  regionSk,
  creditTypes: z
    .array(z.string().regex(/^[A-Z]{2,8}$/, 'must be credit type codes'))
    .max(20)
    .default([]),
  formats: z
    .array(
      z.enum(['Live In-Person', 'Live Webcast', 'Live Groupcast', 'On-Demand'], 'must be program formats'),
    )
    .max(4)
    .default([]),
});
export const RuleChangesQuerySchema = z.object({
  ruleChangeType: z.coerce
    .number({ error: 'is required' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(99),
});
export const CreditCalloutsQuerySchema = z.object({ region: regionSk.optional() });
export const RelevantCreditsQuerySchema = z.object({
  codes: listOf(/^[A-Z0-9-]{1,32}$/, 'must be product codes').pipe(z.array(z.string()).min(1, 'is required')),
  creditPreferences: listOf(/^[A-Z]{2,3}$/, 'must be jurisdiction codes').optional(),
});
export const ClaimCreditCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]{1,32}$/, 'must be a product code'),
});

export const TrackerBodySchema = z.object({
  regionSk: int4().positive().optional(),
  period: z.enum(PERIOD_CHOICES).optional(),
  individualSk: int4().positive().optional(),
  // admin view (S2-TRACKER-14/15): the organisation whose administrator asks for a member's tracker
  orgSk: int4().positive().optional(),
});
const usDate = z.string().max(20);
// a license as the tracker names it: credit class SK '-' region SK
const licenseKeyField = z
  .string()
  .max(24)
  .regex(/^\d{1,9}-\d{1,9}$/, 'must be a license key (class-region)');
export const OptionsBodySchema = z
  .object({
    customerId: int4().positive().optional(),
    jurisdictionId: int4().positive().optional(),
    jurisdictionKey: licenseKeyField.optional(),
    period: z.object({ startDate: usDate, endDate: usDate }).optional(),
    birthDate: usDate.optional(),
    // mfe-credit releases before decision 035 sent these; still read, as the same update
    regionSk: int4().positive().optional(),
    startDate: usDate.optional(),
    endDate: usDate.optional(),
  })
  .strict();
export const StatusBodySchema = z
  .object({
    complianceGroupSk: int4().positive().nullable(),
    customerId: int4().positive().optional(),
    jurisdictionId: int4().positive().optional(),
    jurisdictionKey: licenseKeyField.optional(),
    period: z.object({ startDate: usDate, endDate: usDate }).nullable().optional(),
    // mfe-credit releases before decision 035 sent the region alone; still read
    regionSk: int4().positive().optional(),
  })
  .strict();
export const CreditTypesParamsSchema = z.object({
  customerId: int4().positive('must be a customer id'),
  cleKey: int4().positive('must be a region id'),
  date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'must be MM-dd-yyyy'),
});
export const TrackerRegionParamsSchema = z.object({ region: int4().positive('must be a region id') });
export const TrackerAnnouncementsQuerySchema = z.object({
  isTransitionalOrNewlyAdmitted: z.enum(['true', 'false']).optional(),
});
export const TrackerAnnouncementsManyBodySchema = z.object({
  regions: z.array(int4().positive()).min(1, 'is required').max(100),
  isTransitionalOrNewlyAdmitted: z.boolean().optional(),
});

/** One value or several (a repeated query key). */
const one = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
/** /credit-tracker-admin/roster/:orgSk/... */
export const AdminRosterParamsSchema = z.object({ orgSk: int4().positive() });
/** GET /credit-tracker-admin/roster/:orgSk: a page of members and their licenses. */
export const AdminRosterQuerySchema = z.object({
  page: int4().min(0).default(0),
  size: int4().min(1).max(100).default(ROSTER_PAGE_SIZE),
  query: z.string().max(100).optional(),
  jurisdictions: z.preprocess(
    one,
    z.array(z.string().regex(/^\d+(:\d+)?$/, 'each is a region or region:complianceGroupSk')).max(60),
  ),
  individualSk: int4().min(0).optional(),
});
export const RosterExcelQuerySchema = z.object({ blobName: z.string().max(100).optional() });

export const CustomerParamsSchema = z.object({ customerId: z.string().min(1).max(255) });
/** /credit-tracker/external-Certificate/{add,update}/:customerId/:region */
export const CustomerRegionParamsSchema = CustomerParamsSchema.extend({ region: int4().positive() });
/** /credit-tracker/external-Certificate/:customerId/:certificateId */
export const CustomerCertificateParamsSchema = CustomerParamsSchema.extend({
  certificateId: int8().positive(),
});
export const BlobQuerySchema = z.object({
  blobName: z.string().regex(/^[0-9a-f]{32}$/, 'must be a certificate file name the upload answered'),
  fileName: z.string().max(255).optional(),
});
export const SupplicantAccessQuerySchema = z.object({
  customerSK: int4().positive('must be a customer id'),
  orgSk: int4().positive().optional(),
});

export const ReminderOrgParamsSchema = z.object({ orgSk: int4().positive() });

const nullableText = z.string().max(200).nullish();
const LicenseBodySchema = z.object({
  creditClass_SK: int4().nonnegative().default(0),
  creditRegion_SK: int4().nonnegative().default(0),
  stateLicenseNumber: nullableText,
  yearAdmitted: z
    .union([z.string().max(10), z.number().int()])
    .nullish()
    .transform((v) => (v === undefined || v === null ? v : String(v))),
  complianceGroup_SK: int4().positive().nullish(),
  state: nullableText,
  isTransitionalOrNewlyAdmitted: z.boolean().optional(),
});
export const IdListSchema = z.array(int4().positive('must be positive ids')).min(1, 'is required').max(200);
/** POST /user/licenses: one license, or several (the add-license flow), written all or nothing. */
export const LicensesBodySchema = z.union([
  z.array(LicenseBodySchema).min(1, 'is required').max(60),
  LicenseBodySchema,
]);
export const LicenseSkParamsSchema = z.object({ sk: int8().positive('must be a license sk') });
const preferenceKeys = CERTIFICATE_PREFERENCE_OPTIONS.map((o) => o.key) as number[];
/** PUT /user/licenses/certificate-preference */
export const CertificatePreferenceBodySchema = z.object({
  key: z.coerce
    .number()
    .int()
    .refine((k) => preferenceKeys.includes(k), `must be one of ${preferenceKeys.join(', ')}`),
});

/** POST /user/certificates/supplicant-access body: the list query; the member comes from the query string. */
export const SupplicantAccessBodySchema = zm.omit(CertificateListQuerySchema, { customerId: true });

/** POST /credit-tracker-admin/roster/:orgSk/reminder */
export const ReminderBodySchema = z.object({
  individualSk: int4().positive('is required'),
  regionSk: int4().positive('is required'),
});

/** POST /credit-tracker-admin/roster/:orgSk/tracker: the members of one roster page and their flags. */
export const RosterTrackerBodySchema = z
  .array(
    z.object({
      individualSk: int4().positive(),
      flags: z.array(z.string().max(40)).max(10).optional(),
    }),
  )
  .min(1, 'is required')
  .max(ROSTER_PAGE_SIZE * 5);

/** PUT /user/licenses: a license to change (its jurisdiction and type may change too). */
export const LicenseUpdateBodySchema = LicenseBodySchema.extend({
  sk: int8().positive('must be a license sk'),
});
