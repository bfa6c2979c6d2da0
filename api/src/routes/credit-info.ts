// Credit jurisdictions and credit info (spec 2 §3 "Credit jurisdiction", §7 "Credit jurisdictions and info").
// Field names follow the spec where it names them; the rest is documented beside each route.
import { RegionIdParamsSchema, RegionsQuerySchema } from '@cle/contracts/requests/credit';
import { creditTrackerLink } from '@cle/contracts/site';
import type { Db } from '../db/db';
import type { CreditTypeRow, JurisdictionRecord as JurisdictionRow } from '../db/rows';
import {
  creditTypesBySk,
  jurisdictionBySk,
  jurisdictionsBySks,
  loadJurisdictions,
} from '../credit/jurisdiction-store';
import { creditsOffered, totalsOffered } from '../credit/credit-offer-store';
import { regionPages } from '../credit/credit-page-store';
import type { RegionPage } from '../credit/credit-page-store';
import { homePage, pathTo } from '../content/cms-page-store';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';

/** Spec 2 §3 statusEnum values (the spec names the field, not its values). */
const STATUS_ENUM = { mandatory: 'Mandatory', notMandatory: 'NotMandatory' } as const;
/** The credit type a jurisdiction's general requirement counts in (wmsCreditTypePK). */
const GENERAL_CREDIT_TYPE_CODE = 'GEN';
/** Spec 1 §2 known link: the credit tracker opened on one region. */
/** Spec 2 §2 "Other": the search link carries jurisdictions and credit type parameters. */
const searchUrl = (jurisdiction: string, creditType?: string) =>
  `/search?query=&jurisdictions=${encodeURIComponent(jurisdiction)}${
    creditType ? `&creditType=${encodeURIComponent(creditType)}` : ''
  }`;

const periodText = (years: number | null) => (years === 1 ? 'year' : `${years} years`);

/** Home, then the page's ancestors root first, then the jurisdiction itself. */
async function breadcrumbs(db: Db, page: RegionPage | undefined, j: JurisdictionRow) {
  const home = await homePage(db);
  const ancestors = page?.parent_id ? await pathTo(db, page.parent_id) : [];
  return [
    ...(home ? [{ href: home.friendly_url, text: home.name }] : []),
    ...ancestors.map((a) => ({ href: a.friendly_url, text: a.name })),
    { href: page?.friendly_url ?? null, text: j.name },
  ];
}

function jurisdictionFields(
  j: JurisdictionRow,
  types: Map<number, CreditTypeRow>,
  offered: { credit_type_sk: number; programs: number }[],
  totalOffered: number,
  generalSk: number | null,
  url: string | null,
  hasTransitionalPage: boolean,
) {
  return {
    id: j.region_sk,
    creditClass_SK: j.credit_class_sk,
    creditClass: j.credit_class,
    creditClass_Key: `${j.credit_class_sk}`,
    creditRegion_SK: j.region_sk,
    regionSk: j.region_sk,
    code: j.code,
    name: j.name,
    stateName: j.state_name,
    description: j.name,
    longDescription: j.long_description,
    creditClassSortOrder: 1,
    creditRegionSortOrder: j.sort_order,
    isLicenseNumberRequired: j.is_license_number_required,
    creditRegionLicenseNumberName: j.license_number_name,
    complianceGroups: j.compliance_groups,
    wmsCreditTypePK: generalSk,
    statusDescription: j.has_mandatory_cle ? 'Mandatory CLE' : 'No mandatory CLE',
    statusEnum: j.has_mandatory_cle ? STATUS_ENUM.mandatory : STATUS_ENUM.notMandatory,
    totalOffered,
    credits: offered.map((o) => ({
      typeSK: o.credit_type_sk,
      typeCode: types.get(o.credit_type_sk)?.code ?? null,
      typeTitle: types.get(o.credit_type_sk)?.description ?? 'Unknown',
      creditOffered: o.programs,
    })),
    // A region is transitional when the CMS has a transitional (credit class) page for it.
    transitionalStatus: hasTransitionalPage,
    notes: j.notes,
    // The seeded catalogue has no region alerts or expiring approvals: no message, no date.
    regionMessage: null,
    expirationDateFormatted: null,
    url,
  };
}

const generalSkOf = (types: Map<number, CreditTypeRow>) =>
  [...types.values()].find((t) => t.code === GENERAL_CREDIT_TYPE_CODE)?.sk ?? null;

export async function creditInfoRoutes(app: Api) {
  jurisdictionListRoute(app);
  creditInfoRoute(app);
  extendedInfoRoute(app);
}

/** Every credit jurisdiction. */
function jurisdictionListRoute(app: Api) {
  const { db } = app;

  // S2-API-01, S2-API-02: every credit jurisdiction with its display fields.
  app.get('/cle/credit-jurisdictions', async () => {
    const rows = await loadJurisdictions(db);
    const types = await creditTypesBySk(db);
    const offered = await creditsOffered(db);
    const totals = await totalsOffered(db);
    const pages = await regionPages(
      db,
      rows.map((j) => j.region_sk),
    );
    return rows.map((j) => {
      const own = pages.filter((p) => p.region_sk === j.region_sk);
      return jurisdictionFields(
        j,
        types,
        offered.filter((o) => o.region_sk === j.region_sk),
        totals.get(j.region_sk) ?? 0,
        generalSkOf(types),
        own.find((p) => p.content_type.includes('JurisdictionCreditInfoPage'))?.friendly_url ?? null,
        own.some((p) => p.content_type.includes('CreditClassPage')),
      );
    });
  });
}

/** One jurisdiction's credit info. */
function creditInfoRoute(app: Api) {
  const { db } = app;

  // S2-API-03 (shape chosen by the team): one jurisdiction's credit info for its credit-info page —
  // the credit jurisdiction fields, its requirements (spec 2 §3 Requirement names), reporting and
  // period, the credit types offered there with program counts, and breadcrumbs from the CMS tree.
  app.get('/cle/credit-info/:id/all', { schema: { params: RegionIdParamsSchema } }, async (req) => {
    const { id } = req.params;
    const j = await jurisdictionBySk(db, id);
    if (!j) throw notFound(`Jurisdiction ${id}`);
    const types = await creditTypesBySk(db);
    const offered = await creditsOffered(db, id);
    const totalOffered = (await totalsOffered(db, [id])).get(id) ?? 0;
    const pages = await regionPages(db, [id]);
    const page = pages.find((p) => p.content_type.includes('JurisdictionCreditInfoPage'));
    return {
      ...jurisdictionFields(
        j,
        types,
        offered,
        totalOffered,
        generalSkOf(types),
        page?.friendly_url ?? null,
        pages.some((p) => p.content_type.includes('CreditClassPage')),
      ),
      hasMandatoryCle: j.has_mandatory_cle,
      totalHours: j.total_hours === null ? null : Number(j.total_hours),
      periodYears: j.period_years,
      reporting: j.reporting,
      requirements: j.requirements.map((r) => {
        const type = r.creditTypeSk ? types.get(r.creditTypeSk) : undefined;
        return {
          heading: r.heading,
          explanatoryText: r.explanatoryText,
          required: r.required,
          requirementType: type ? 'CreditType' : 'Total',
          requirementKeys: type ? [type.code] : [],
          creditTypeDescription: type?.description ?? null,
        };
      }),
      searchUrl: searchUrl(j.code),
      breadcrumbs: await breadcrumbs(db, page, j),
    };
  });
}

/** Per-region subheadings and header links. */
function extendedInfoRoute(app: Api) {
  const { db } = app;

  // S2-API-07: per-region info keyed by region sk, with creditClassSubheading and headerLinks.
  app.get('/credit-info/extended', { schema: { querystring: RegionsQuerySchema } }, async (req) => {
    const { regions } = req.query;
    const rows = await jurisdictionsBySks(db, regions);
    const pages = await regionPages(db, regions);
    const totals = await totalsOffered(db, regions);
    return Object.fromEntries(
      rows.map((j) => [
        j.region_sk,
        {
          creditClassSubheading: j.has_mandatory_cle
            ? `${j.credit_class}: ${Number(j.total_hours)} credit hours every ${periodText(j.period_years)}`
            : `${j.credit_class}: no mandatory CLE`,
          headerLinks: [
            // A search link only where programs offer credit: an empty search is no help.
            ...(totals.get(j.region_sk)
              ? [{ href: searchUrl(j.code), text: `Find ${j.name} programs` }]
              : []),
            { href: creditTrackerLink(j.region_sk), text: 'Track your credits' },
            // Credit class pages of this region (e.g. /credit-info/new-york-transitional).
            ...pages
              .filter((p) => p.region_sk === j.region_sk && p.content_type.includes('CreditClassPage'))
              .map((p) => ({ href: p.friendly_url, text: p.name })),
          ],
        },
      ]),
    );
  });
}
