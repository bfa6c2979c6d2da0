// GET/PUT /user/profile (spec 3 §7 profile, spec 2 §8 'Your profile has been updated'): one definition
// for the API route tests and mfe-credit's profile settings page.
import * as z from 'zod/mini';

export const UserProfileSchema = z.object({
  profile: z.object({
    given_name: z.string(),
    family_name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    jobTitle: z.nullable(z.string()),
    company: z.nullable(z.string()),
  }),
  contentOptOut: z.array(z.string()),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The content a member may opt out of (keys stored in contentOptOut). */
export const CONTENT_OPT_OUTS = [
  { key: 'discount-advice', label: 'Discount advice on program and publication pages' },
  { key: 'membership-offers', label: 'Membership offers' },
  { key: 'recommendations', label: 'Recommendations based on my practice areas' },
] as const;

/** Spec 2 §8. */
export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated';
/** The spec gives no failure wording: this one is ours. */
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Your profile could not be updated. Please try again.';
