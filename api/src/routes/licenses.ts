// Licenses and practice areas of the signed-in member (spec 2 §3 License, §5, §7). Behind the auth guard,
// scoped to the token's subject. License input is checked with the same rules the form shows
// (@cle/contracts/tracker-schemas licenseErrors): 400 with the rule's message, and a list of licenses is
// written all or nothing.
import {
  CertificatePreferenceBodySchema,
  IdListSchema,
  LicensesBodySchema,
  LicenseUpdateBodySchema,
  LicenseSkParamsSchema,
} from '@cle/contracts/requests/credit';
import { CERTIFICATE_PREFERENCE_OPTIONS, licenseErrors } from '@cle/contracts/tracker-schemas';
import type {
  LicenseBody,
  LicenseField,
  LicensesResponse,
  PracticeAreasResponse,
} from '@cle/contracts/tracker-schemas';
import type { Db } from '../db/db';
import type { JurisdictionRecord } from '../db/rows';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { loadUser } from '../users/user-store';
import { loadJurisdictions } from '../credit/jurisdiction-store';
import {
  addLicense,
  certificatePreferenceOf,
  deleteLicense,
  licensesOfUser,
  licenseTaken,
  saveCertificatePreference,
  updateLicense,
} from '../credit/license-store';
import type { LicenseValues } from '../credit/license-store';
import {
  allPracticeAreas,
  followPracticeAreas,
  knownPracticeAreaIds,
  practiceAreasFollowing,
  unfollowPracticeAreas,
} from '../credit/practice-area-store';

const FIELD_NAMES: Record<LicenseField, string> = {
  creditClass_SK: 'license type',
  creditRegion_SK: 'jurisdiction',
  stateLicenseNumber: 'license number',
  yearAdmitted: 'year admitted',
  complianceGroup_SK: 'compliance group',
};

const facts = (js: JurisdictionRecord[]) =>
  js.map((j) => ({
    creditClass_SK: j.credit_class_sk,
    creditRegion_SK: j.region_sk,
    isLicenseNumberRequired: j.is_license_number_required,
    complianceGroups: j.compliance_groups,
  }));

/** The license rules of the form; the first broken one is a 400 naming its field. */
function checkLicense(body: LicenseBody, js: JurisdictionRecord[]) {
  const errors = licenseErrors(body, facts(js), {
    authenticated: true,
    currentYear: new Date().getUTCFullYear(),
  });
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new HttpError(400, `${FIELD_NAMES[field as LicenseField]}: ${message}`, field);
}

/** A newly admitted compliance group makes the license transitional (New York's rule set 35). */
function isTransitional(body: LicenseBody, j: JurisdictionRecord): boolean {
  const group = j.compliance_groups.find((g) => g.sk === body.complianceGroup_SK);
  if (group) return /newly admitted/i.test(group.longDescription);
  return body.isTransitionalOrNewlyAdmitted ?? false;
}

/** The stored columns of a license, in table order: class, region, number, year, group, transitional. */
const licenseValues = (b: LicenseBody, j: JurisdictionRecord): LicenseValues => [
  b.creditClass_SK,
  b.creditRegion_SK,
  b.stateLicenseNumber?.trim() || null,
  b.yearAdmitted || null,
  b.complianceGroup_SK ?? null,
  isTransitional(b, j),
];
const alreadyHeld = (j: JurisdictionRecord) =>
  new HttpError(409, `You already have a ${j.credit_class} license in ${j.name}.`);

async function licensesOf(db: Db, sub: string): Promise<LicensesResponse> {
  const [rows, js, pref] = await Promise.all([
    licensesOfUser(db, sub),
    loadJurisdictions(db),
    certificatePreferenceOf(db, sub),
  ]);
  const bySk = new Map(js.map((j) => [j.region_sk, j]));
  return {
    items: rows.flatMap((r) => {
      const j = bySk.get(r.credit_region_sk);
      // a region that left the catalogue keeps its row, but is not shown
      if (!j) return [];
      return [
        {
          sk: Number(r.id),
          creditClass_SK: r.credit_class_sk,
          creditRegion_SK: r.credit_region_sk,
          stateLicenseNumber: r.state_license_number,
          yearAdmitted: r.year_admitted,
          complianceGroup_SK: r.compliance_group_sk,
          state: j.state_name,
          creditClass: j.credit_class,
          creditRegion: j.code,
          creditRegionName: j.name,
          complianceGroup:
            j.compliance_groups.find((g) => g.sk === r.compliance_group_sk)?.longDescription ?? null,
          isTransitionalOrNewlyAdmitted: r.is_transitional_or_newly_admitted,
        },
      ];
    }),
    selectedCertificatePreference: pref,
    certificatePreferenceOptions: CERTIFICATE_PREFERENCE_OPTIONS.map((o) => ({ ...o })),
  };
}

// ---- practice areas: categories as data (the catalogue's practice areas carry none) ----

const PRACTICE_AREA_CATEGORIES: readonly { id: number; name: string; areas: string[] }[] = [
  {
    id: 1,
    name: 'Business, Finance & Tax',
    areas: [
      'Antitrust',
      'Banking & Financial Services',
      'Bankruptcy & Restructuring',
      'Business Law',
      'Corporate Law & Governance',
      'Energy Law',
      'Insurance Law',
      'International Trade',
      'Mergers & Acquisitions',
      'Securities Law',
      'Tax Law',
    ],
  },
  {
    id: 2,
    name: 'Litigation & Dispute Resolution',
    areas: [
      'Alternative Dispute Resolution',
      'Appellate Practice',
      'Criminal Law',
      'Litigation',
      'White Collar Crime',
    ],
  },
  {
    id: 3,
    name: 'Intellectual Property & Technology',
    areas: [
      'Cybersecurity & Data Privacy',
      'Intellectual Property',
      'Patent Law',
      'Technology Law',
      'Trademarks & Copyright',
    ],
  },
  { id: 4, name: 'People, Property & Public Interest', areas: [] },
];
const OTHER_CATEGORY = PRACTICE_AREA_CATEGORIES[3]!;
const categoryOf = (name: string) =>
  PRACTICE_AREA_CATEGORIES.find((c) => c.areas.includes(name)) ?? OTHER_CATEGORY;

async function practiceAreasOf(db: Db, sub: string): Promise<PracticeAreasResponse> {
  const areas = await practiceAreasFollowing(db, sub);
  return {
    items: areas.map((a) => {
      const c = categoryOf(a.name);
      return { id: a.id, name: a.name, categoryId: c.id, categoryName: c.name, isFollowing: a.following };
    }),
    categories: PRACTICE_AREA_CATEGORIES.map(({ id, name }) => ({ id, name })),
  };
}

export async function licenseRoutes(app: Api) {
  ownLicenseRoutes(app);
  practiceAreaRoutes(app);
}

/** The member's licenses and certificate preference. */
function ownLicenseRoutes(app: Api) {
  const { db } = app;

  // S2-API-12: the member's licenses and certificate preference
  app.get('/user/licenses', async (req) => licensesOf(db, principalOf(req).sub));

  // S2-API-15: one license, or several (the add-license flow), written all or nothing
  app.post('/user/licenses', { schema: { body: LicensesBodySchema } }, async (req, reply) => {
    const p = principalOf(req);
    const bodies = Array.isArray(req.body) ? req.body : [req.body];
    const js = await loadJurisdictions(db);
    for (const b of bodies) checkLicense(b, js);
    await loadUser(db, p);
    await db.transaction(async (tx) => {
      for (const b of bodies) {
        const j = js.find((x) => x.region_sk === b.creditRegion_SK)!;
        if (!(await addLicense(tx, p.sub, licenseValues(b, j)))) throw alreadyHeld(j);
      }
    });
    return reply.code(201).send(await licensesOf(db, p.sub));
  });

  // S2-API-16: change a license (its jurisdiction and type may change too, if not taken)
  app.put('/user/licenses', { schema: { body: LicenseUpdateBodySchema } }, async (req) => {
    const p = principalOf(req);
    const b = req.body;
    const js = await loadJurisdictions(db);
    checkLicense(b, js);
    const j = js.find((x) => x.region_sk === b.creditRegion_SK)!;
    if (await licenseTaken(db, p.sub, b.creditClass_SK, b.creditRegion_SK, b.sk)) throw alreadyHeld(j);
    if (!(await updateLicense(db, p.sub, b.sk, licenseValues(b, j)))) throw notFound(`License ${b.sk}`);
    return licensesOf(db, p.sub);
  });

  // S2-API-17
  app.delete('/user/licenses/:sk', { schema: { params: LicenseSkParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const { sk } = req.params;
    if (!(await deleteLicense(db, p.sub, sk))) throw notFound(`License ${sk}`);
    return licensesOf(db, p.sub);
  });

  // S2-API-18: a numeric option key
  app.put(
    '/user/licenses/certificate-preference',
    { schema: { body: CertificatePreferenceBodySchema } },
    async (req) => {
      const p = principalOf(req);
      const { key } = req.body;
      await loadUser(db, p);
      await saveCertificatePreference(db, p.sub, key);
      return licensesOf(db, p.sub);
    },
  );
}

/** Practice areas, followed by id or by category. */
function practiceAreaRoutes(app: Api) {
  const { db } = app;

  // S2-API-23..27: practice areas, followed by id or by category
  app.get('/user/practice-areas', async (req) => practiceAreasOf(db, principalOf(req).sub));

  const follow = async (sub: string, ids: number[], on: boolean) => {
    const known = await knownPracticeAreaIds(db, ids);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new HttpError(400, `Unknown practice area ${unknown}`);
    if (on) await followPracticeAreas(db, sub, ids);
    else await unfollowPracticeAreas(db, sub, ids);
  };
  const byCategory = async (categoryIds: number[]) => {
    const unknown = categoryIds.find((id) => !PRACTICE_AREA_CATEGORIES.some((c) => c.id === id));
    if (unknown !== undefined) throw new HttpError(400, `Unknown practice area category ${unknown}`);
    const areas = await allPracticeAreas(db);
    return areas.filter((a) => categoryIds.includes(categoryOf(a.name).id)).map((a) => a.id);
  };
  for (const [path, on] of [
    ['follow', true],
    ['unfollow', false],
  ] as const) {
    app.post(`/user/practice-areas/${path}`, { schema: { body: IdListSchema } }, async (req) => {
      const p = principalOf(req);
      const ids = req.body;
      await loadUser(db, p);
      await follow(p.sub, ids, on);
      return practiceAreasOf(db, p.sub);
    });
    app.post(
      `/user/practice-areas/by-categoryid/${path}`,
      { schema: { body: IdListSchema } },
      async (req) => {
        const p = principalOf(req);
        const ids = await byCategory(req.body);
        await loadUser(db, p);
        if (ids.length) await follow(p.sub, ids, on);
        return practiceAreasOf(db, p.sub);
      },
    );
  }
}
