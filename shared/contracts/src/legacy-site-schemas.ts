// The legacy-site settings the CMS footer carries (spec 1 §4, §9; the values are not given by the spec:
// see shell-host/src/legacy/legacy-redirect.ts for what each rule does).
import * as z from 'zod/mini';

export const LegacyRedirectSettingsSchema = z.object({
  /** 2: only visitors who rejected the new site; 3: everyone except those who rejected the old site;
   *  4: everyone; anything else: nobody */
  rule: z.number(),
  /** site paths never redirected ('/support/' covers everything under it) */
  whitelist: z.array(z.string()),
  /** the provider's domain the cookies are kept on (e.g. '.pli.edu') */
  cookieDomain: z.optional(z.string()),
});
export type LegacyRedirectSettings = z.infer<typeof LegacyRedirectSettingsSchema>;
