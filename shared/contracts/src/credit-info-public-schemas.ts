// Public credit-info lookups (decision 027): what an anonymous visitor of a jurisdiction page may read.
//
// Routes (under /api, no sign-in):
//   GET /credit-info/announcements/:region?isTransitionalOrNewlyAdmitted=  -> Announcement[] (tracker-schemas)
//       only the announcements flagged showOnJurisdictionPageCarousel and currently active
//   GET /credit-info/page-map/:region?isTransitionalOrNewlyAdmitted=       -> CreditPageMap (S2-API-82)
import * as z from 'zod/mini';

const PageLinkSchema = z.object({ href: z.string(), text: z.string() });
export type CreditPageLink = z.infer<typeof PageLinkSchema>;

export const CreditPageMapSchema = z.object({
  regionSk: z.number(),
  isTransitionalOrNewlyAdmitted: z.boolean(),
  /** the region's jurisdiction credit-info page, if the CMS has one */
  jurisdictionPage: z.nullable(PageLinkSchema),
  /** the page that states this license's requirements: the credit class page (e.g. New York
   *  transitional) for a transitional or newly admitted license where one exists, else the jurisdiction page */
  requirementsPage: z.nullable(PageLinkSchema),
  /** the site's recent rule changes page */
  ruleChangesPage: z.nullable(PageLinkSchema),
});
export type CreditPageMap = z.infer<typeof CreditPageMapSchema>;
