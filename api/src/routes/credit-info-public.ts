// Public credit-info lookups for the jurisdiction pages (decision 027): the announcements a
// jurisdiction page may show to anyone, and the page map (S2-API-82). The tracker's own announcement
// routes stay behind sign-in; these answer only what the CMS marks for public pages.
import { FlagQuerySchema, RegionParamsSchema } from '@cle/contracts/requests/credit';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import type { CreditPageLink, CreditPageMap } from '@cle/contracts/credit-info-public-schemas';
import { announcementsFor } from '../credit/announcements';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { jurisdictionCode as codeOf } from '../credit/jurisdiction-store';
import { pageMapPages } from '../credit/credit-page-store';
import type { TypedPage as PageRow } from '../credit/credit-page-store';

const link = (p: PageRow | undefined): CreditPageLink | null =>
  p ? { href: p.friendly_url, text: p.name } : null;

export async function creditInfoPublicRoutes(app: Api) {
  const { db } = app;

  const jurisdictionCode = async (regionSk: number) => {
    const code = await codeOf(db, regionSk);
    if (!code) throw notFound(`Jurisdiction ${regionSk}`);
    return code;
  };

  app.get(
    '/credit-info/announcements/:region',
    { schema: { params: RegionParamsSchema, querystring: FlagQuerySchema } },
    async (req): Promise<Announcement[]> => {
      const { region } = req.params;
      const { isTransitionalOrNewlyAdmitted } = req.query;
      const code = await jurisdictionCode(region);
      const today = new Date().toISOString().slice(0, 10);
      // Public: only what the CMS placed on the jurisdiction page carousel, and only while it is in force.
      return announcementsFor(code, isTransitionalOrNewlyAdmitted === 'true', today).filter(
        (a) => a.showOnJurisdictionPageCarousel && a.currentlyActive,
      );
    },
  );

  // S2-API-82: the content pages that describe a region, per license kind.
  app.get(
    '/credit-info/page-map/:region',
    { schema: { params: RegionParamsSchema, querystring: FlagQuerySchema } },
    async (req): Promise<CreditPageMap> => {
      const { region } = req.params;
      const { isTransitionalOrNewlyAdmitted } = req.query;
      await jurisdictionCode(region);
      const pages = await pageMapPages(db, region);
      const transitional = isTransitionalOrNewlyAdmitted === 'true';
      const jurisdictionPage = link(pages.find((p) => p.type === 'JurisdictionCreditInfoPage'));
      const classPage = link(pages.find((p) => p.type === 'CreditClassPage'));
      return {
        regionSk: region,
        isTransitionalOrNewlyAdmitted: transitional,
        jurisdictionPage,
        requirementsPage: (transitional ? classPage : null) ?? jurisdictionPage,
        ruleChangesPage: link(pages.find((p) => p.type === 'RuleChangesPage')),
      };
    },
  );
}
