// Admin access to members' credit records (spec 2 §6, §7): the compliance reminder's answer, the
// roster's tracker call and the claims the god-mode panel reads from the server. One definition for
// the API's route tests and mfe-credit.
import * as z from 'zod/mini';

export const ReminderResponseSchema = z.object({
  sent: z.boolean(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
});

/** POST /credit-tracker-admin/roster/{orgSk}/tracker, keyed by individual sk (the fields the roster reads). */
export const RosterTrackersSchema = z.record(
  z.string(),
  z.object({
    customerId: z.number(),
    displayName: z.string(),
    trackers: z.array(
      z.object({
        creditRegion_SK: z.number(),
        creditRegionLongDescription: z.string(),
        creditsStillNeeded: z.boolean(),
      }),
    ),
  }),
);
export type RosterTrackers = z.infer<typeof RosterTrackersSchema>;

/** GET /user/claims: what the server says about the caller (S2-GODMODE-05 reads isPLIEmployee). */
export const ServerClaimsSchema = z.object({ isPLIEmployee: z.boolean(), isLMSAdmin: z.boolean() });
