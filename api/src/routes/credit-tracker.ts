// The credit tracker's calls (spec 2 §7 "Credit tracker"): the trackers (credit/tracker.ts), the period
// and special-status updates, announcements, providers, credit types by date and the organisation
// message. Behind the auth guard, scoped to the token's subject: a request for another
// individual (admin mode) is refused here; the roster work (issue 13) owns admin access.
import {
  CreditTypesParamsSchema,
  OptionsBodySchema,
  StatusBodySchema,
  TrackerAnnouncementsManyBodySchema,
  TrackerAnnouncementsQuerySchema,
  TrackerBodySchema,
  TrackerRegionParamsSchema,
} from '@cle/contracts/requests/credit';
import { dateError, periodDateBounds, TRACKER_CACHE_SECONDS } from '@cle/contracts/tracker-schemas';
import { parseUsDate } from '@cle/contracts/us-date';
import type { TrackerResponse } from '@cle/contracts/tracker-schemas';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import type { Principal } from '../auth/verify';
import { loadUser } from '../users/user-store';
import { organisationNameOf } from '../users/organisation-store';
import { rulesFor } from '../credit/rules';
import { periodMonths } from '../credit/requirements';
import { announcementsFor } from '../credit/announcements';
import { memberFor } from '../credit/admin-access';
import { availableTypes, today, trackerUser } from '../credit/tracker';
import { creditTypesBySk, jurisdictionBySk, jurisdictionsBySks } from '../credit/jurisdiction-store';
import {
  licenseIdFor,
  licenseInRegion,
  replaceCompliancePeriod,
  saveBirthDate,
  setComplianceGroup,
} from '../credit/license-store';
import { followedPracticeAreaIds } from '../credit/practice-area-store';
import { externalProviders } from '../credit/tracker-store';

/** Spec 2 §2: the earn-more panel's configured texts and links. */
const EARN_MORE = {
  searchPanelFailureMessage: 'We could not load programs right now.',
  noResultsMessage: 'No programs match these credits yet. Try a {link} for more programs.',
  earnMoreResultPageUrl: '/search',
  earnMoreCreditPriority: ['ETH', 'CYB', 'DIV', 'SKL', 'GEN'],
};
/** Providers members commonly report external credit from, beside PLI and their own. */
const KNOWN_PROVIDERS = [
  'PLI',
  'American Bar Association',
  'New York State Bar Association',
  'Lawline',
  'West LegalEdcenter',
];

function ensureSelf(p: Principal, individualSk: number | undefined) {
  if (individualSk !== undefined && String(individualSk) !== p.individualSk)
    throw new HttpError(403, "Only administrators may view another member's tracker");
}

type OptionsBody = {
  jurisdictionId?: number;
  jurisdictionKey?: string;
  period?: { startDate: string; endDate: string };
  regionSk?: number;
  startDate?: string;
  endDate?: string;
};

/**
 * The period update a set-options body asks for (decision 035), or null when it asks none: the spec's
 * fields (jurisdictionId, jurisdictionKey, period) or the older ones (regionSk, startDate, endDate).
 * A period needs its jurisdiction and license, and the license key must be in that jurisdiction.
 */
function periodUpdateOf(body: OptionsBody) {
  const spec = body.period ?? body.jurisdictionId ?? body.jurisdictionKey;
  if (spec !== undefined) {
    const license = namedLicense(body);
    if (!body.period) throw new HttpError(400, "Invalid body field 'period': is required", 'period');
    return { ...license, ...body.period };
  }
  if (body.startDate === undefined && body.endDate === undefined && body.regionSk === undefined) return null;
  if (!body.regionSk) throw new HttpError(400, "Invalid body field 'regionSk': is required", 'regionSk');
  return { regionSk: body.regionSk, classSk: null, startDate: body.startDate, endDate: body.endDate };
}

/** The license a body names the spec's way: jurisdictionId and a jurisdictionKey in that jurisdiction. */
function namedLicense(body: { jurisdictionId?: number; jurisdictionKey?: string }) {
  if (!body.jurisdictionId)
    throw new HttpError(400, "Invalid body field 'jurisdictionId': is required", 'jurisdictionId');
  if (!body.jurisdictionKey)
    throw new HttpError(400, "Invalid body field 'jurisdictionKey': is required", 'jurisdictionKey');
  const [classSk, regionSk] = body.jurisdictionKey.split('-').map(Number) as [number, number];
  if (regionSk !== body.jurisdictionId)
    throw new HttpError(
      400,
      `Invalid body field 'jurisdictionKey': names no license of jurisdiction ${body.jurisdictionId}`,
      'jurisdictionKey',
    );
  return { regionSk, classSk };
}

/** The license a special-status update names: the spec's way, or (older releases) by its region alone. */
function licenseOfStatusBody(body: {
  jurisdictionId?: number;
  jurisdictionKey?: string;
  regionSk?: number;
}): { regionSk: number; classSk: number | null } {
  if (body.jurisdictionId !== undefined || body.jurisdictionKey !== undefined) return namedLicense(body);
  if (!body.regionSk)
    throw new HttpError(400, "Invalid body field 'jurisdictionId': is required", 'jurisdictionId');
  return { regionSk: body.regionSk, classSk: null };
}

/** The period an update names, in ISO days; 400 with the form's message when it breaks a rule. */
function checkedPeriod(
  update: { startDate?: string; endDate?: string },
  bounds: ReturnType<typeof periodDateBounds>,
): { start: string; end: string } {
  const startError = dateError(update.startDate ?? '', bounds);
  if (startError) throw new HttpError(400, `start date: ${startError}`, 'startDate');
  const start = parseUsDate(update.startDate!)!;
  const endError = dateError(update.endDate ?? '', { min: start, max: bounds.max });
  if (endError) throw new HttpError(400, `end date: ${endError}`, 'endDate');
  const end = parseUsDate(update.endDate!)!;
  if (end <= start)
    throw new HttpError(400, 'end date: The end date must be after the start date.', 'endDate');
  if (periodMonths({ start, end }) > 72)
    throw new HttpError(400, 'end date: A compliance period may not be longer than 6 years.', 'endDate');
  return { start, end };
}

export async function creditTrackerRoutes(app: Api) {
  trackerRoutes(app);
  lookupRoutes(app);
}

/** The trackers, and the member's changes to a license's period and special status. */
function trackerRoutes(app: Api) {
  const { db } = app;

  // S2-API-28..34: every license's tracker for the signed-in member, or (admin view) for a member of
  // the caller's organisation / anyone for support staff (credit/admin-access.ts)
  app.post(
    '/credit-tracker',
    { schema: { body: TrackerBodySchema } },
    async (req): Promise<TrackerResponse> => {
      const { body } = req;
      const member = await memberFor(db, req, body);
      if (member.self) await loadUser(db, principalOf(req));
      return {
        trackerUsers: [await trackerUser(db, member, body)],
        memsuiteUrl: '/account',
        myCertificatesPageLink: '/account/certificates',
        userPracticeAreaCategories: member.sub ? await followedPracticeAreaIds(db, member.sub) : [],
        ...EARN_MORE,
        limitedMode: false,
      };
    },
  );

  // S2-API-35..37, S2-API-50 (decision 035): the compliance period of one license, named by the
  // member (customerId), the jurisdiction (jurisdictionId) and the license (jurisdictionKey), or the
  // member's birth date
  app.post('/credit-tracker/set-options', { schema: { body: OptionsBodySchema } }, async (req, reply) => {
    const p = principalOf(req);
    const body = req.body;
    ensureSelf(p, body.customerId);
    const bounds = periodDateBounds(new Date().getUTCFullYear());
    if (body.birthDate !== undefined) {
      const error = dateError(body.birthDate, { min: bounds.min, max: today() });
      if (error) throw new HttpError(400, `birth date: ${error}`, 'birthDate');
      await loadUser(db, p);
      await saveBirthDate(db, p.sub, parseUsDate(body.birthDate)!);
    }
    const update = periodUpdateOf(body);
    if (update) {
      const { start, end } = checkedPeriod(update, bounds);
      const licenseId = await licenseIdFor(db, p.sub, update.regionSk, update.classSk);
      if (!licenseId) throw notFound(`License for region ${update.regionSk}`);
      await replaceCompliancePeriod(db, licenseId, start, end);
    }
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  // S2-API-38, S2-API-51 (decision 035): the special status (compliance group) of one license, named
  // as the period update names it (customerId, jurisdictionId, jurisdictionKey) with the period the
  // member is looking at. The status belongs to the license, not to one period, so the period is
  // checked for shape and not stored.
  app.post('/credit-tracker/switch-status', { schema: { body: StatusBodySchema } }, async (req, reply) => {
    const p = principalOf(req);
    const raw = req.body;
    ensureSelf(p, raw.customerId);
    const license = licenseOfStatusBody(raw);
    const body = { ...raw, ...license };
    const j = await jurisdictionBySk(db, body.regionSk);
    if (!j) throw notFound(`Jurisdiction ${body.regionSk}`);
    const group = j.compliance_groups.find((g) => g.sk === body.complianceGroupSk);
    if (body.complianceGroupSk !== null && !group)
      throw new HttpError(
        400,
        `Compliance group ${body.complianceGroupSk} is not offered in ${j.name}`,
        'complianceGroupSk',
      );
    const found = await setComplianceGroup(
      db,
      p.sub,
      { regionSk: j.region_sk, classSk: body.classSk },
      group,
    );
    if (!found) throw notFound(`License for region ${j.region_sk}`);
    return reply.type('text/plain; charset=utf-8').send('OK');
  });
}

/** Announcements, providers, credit types by date and the organisation message. */
function lookupRoutes(app: Api) {
  const { db } = app;

  // S2-API-39
  app.get(
    '/credit-tracker/announcements/:region',
    { schema: { params: TrackerRegionParamsSchema, querystring: TrackerAnnouncementsQuerySchema } },
    async (req) => {
      const { region } = req.params;
      const { isTransitionalOrNewlyAdmitted } = req.query;
      const j = await jurisdictionBySk(db, region);
      if (!j) throw notFound(`Jurisdiction ${region}`);
      return announcementsFor(j.code, isTransitionalOrNewlyAdmitted === 'true', today());
    },
  );

  // S2-API-41: keyed by region long description (the tracker state's announcements key)
  app.post(
    '/credit-tracker/announcements/many',
    { schema: { body: TrackerAnnouncementsManyBodySchema } },
    async (req) => {
      const { regions, isTransitionalOrNewlyAdmitted } = req.body;
      const rows = await jurisdictionsBySks(db, regions);
      return Object.fromEntries(
        rows.map((j) => [
          j.long_description,
          announcementsFor(j.code, isTransitionalOrNewlyAdmitted ?? false, today()),
        ]),
      );
    },
  );

  // S2-API-42, S2-API-85
  app.get('/credit-tracker/providers', async (req, reply) => {
    const p = principalOf(req);
    const own = await externalProviders(db, p.sub);
    reply.header('Cache-Control', `private, max-age=${TRACKER_CACHE_SECONDS}`);
    return [...new Set([...KNOWN_PROVIDERS, ...own])].sort((a, b) => a.localeCompare(b));
  });

  // S2-API-43, S2-API-86: the credit types a license's rules track on a day (MM-dd-yyyy)
  app.get(
    '/credit-tracker/credit-types/:customerId/:cleKey/:date',
    { schema: { params: CreditTypesParamsSchema } },
    async (req, reply) => {
      const p = principalOf(req);
      const params = req.params;
      ensureSelf(p, params.customerId);
      const day = parseUsDate(params.date.replaceAll('-', '/'));
      if (!day) throw new HttpError(400, "Invalid params field 'date': must be MM-dd-yyyy");
      const j = await jurisdictionBySk(db, params.cleKey);
      if (!j) throw notFound(`Jurisdiction ${params.cleKey}`);
      const license = await licenseInRegion(db, p.sub, j.region_sk);
      const types = await creditTypesBySk(db);
      const rules = rulesFor(j, types);
      const transitional =
        (license?.is_transitional_or_newly_admitted ?? false) &&
        !!license?.year_admitted &&
        Number(day.slice(0, 4)) < Number(license.year_admitted) + (rules.transitional?.period.years ?? 0);
      reply.header('Cache-Control', `private, max-age=${TRACKER_CACHE_SECONDS}`);
      return availableTypes(rules, transitional, types);
    },
  );

  // S2-API-44
  app.get('/credit-tracker/organizationMessage', async (req) => {
    const p = principalOf(req);
    const org = await organisationNameOf(db, p.sub, Number(p.individualSk));
    return {
      message: org
        ? `${org} reviews its members' CLE compliance. Questions about your requirements? Contact your firm's CLE administrator.`
        : null,
    };
  });
}
