// The credit tracker (spec 2 §3 tracker entities, §4, §7 "Credit tracker"): per license, the compliance
// period (default, user-set, previous/next), the requirement arithmetic of credit/requirements.ts over
// the member's certificates (decision 016 tables), announcements, providers, credit types by date and
// the organisation message. Behind the auth guard, scoped to the token's subject: a request for another
// individual (admin mode) is refused here; the roster work (issue 13) owns admin access.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dateError,
  licenseKey,
  parseUsDate,
  periodDateBounds,
  PERIOD_CHOICES,
  TRACKER_CACHE_SECONDS,
} from '@cle/contracts/tracker-schemas';
import type { TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import type { Db } from '../db/db';
import type { CreditTypeRow, JurisdictionRow } from '../db/rows';
import { HttpError, notFound, parse } from '../lib/http';
import { int4 } from '../lib/input';
import { principalOf } from '../auth/guard';
import type { Principal } from '../auth/verify';
import { loadUser } from './user';
import { loadJurisdictions } from './licenses';
import { expandTypes, ruleSetFor, rulesFor } from '../credit/rules';
import type { CertificateFormat, CreditRules } from '../credit/rules';
import { contains, periodMonths, periodProgress, shiftPeriod, toIso } from '../credit/requirements';
import type { CreditLine, Period } from '../credit/requirements';
import { announcementsFor } from '../credit/announcements';
import { memberFor } from '../credit/admin-access';
import type { MemberRef } from '../credit/admin-access';
import { licensePeriod } from '../credit/member-period';

interface LicenseRow {
  id: string;
  credit_class_sk: number;
  credit_region_sk: number;
  year_admitted: string | null;
  compliance_group_sk: number | null;
  is_transitional_or_newly_admitted: boolean;
}
interface CreditRow {
  certificate_id: string;
  credit_region_sk: number;
  program_name: string;
  certificate_source: string;
  date_completed: string | Date;
  format: CertificateFormat;
  is_external: boolean;
  is_carryover: boolean;
  transition_level: string | null;
  /** the PLI program's credit status in the certificate's region (null for external credit) */
  credit_status: string | null;
  credit_type_sk: number | null;
  credits: string | number | null;
}

/**
 * Spec 2 §3/§4: a PLI certificate's credit status is its program's in the certificate's region (Approved
 * first when its credit types differ), 'NotApproved' when the program has no credit there; external and
 * carryover credit have none.
 */
const CREDIT_STATUS_SQL = `CASE WHEN c.is_external OR c.product_code IS NULL THEN NULL ELSE coalesce(
    (SELECT pc.status FROM product_credits pc WHERE pc.product_code = c.product_code AND pc.region_sk = c.credit_region_sk
      ORDER BY pc.status <> 'Approved', pc.status LIMIT 1), 'NotApproved') END`;

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

const dayOf = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : toIso(v));
const today = () => toIso(new Date());

function ensureSelf(p: Principal, individualSk: number | undefined) {
  if (individualSk !== undefined && String(individualSk) !== p.individualSk)
    throw new HttpError(403, "Only administrators may view another member's tracker");
}

async function creditTypes(db: Db) {
  return new Map(
    (await db.query<CreditTypeRow>('SELECT sk, code, description FROM credit_types')).map((t) => [t.sk, t]),
  );
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

export async function creditTrackerRoutes(app: FastifyInstance) {
  const { db } = app;

  const trackerBody = z.object({
    regionSk: int4().positive().optional(),
    period: z.enum(PERIOD_CHOICES).optional(),
    individualSk: int4().positive().optional(),
    // admin view (S2-TRACKER-14/15): the organisation whose administrator asks for a member's tracker
    orgSk: int4().positive().optional(),
  });

  // S2-API-28..34: every license's tracker for the signed-in member, or (admin view) for a member of
  // the caller's organisation / anyone for support staff (credit/admin-access.ts)
  app.post('/credit-tracker', async (req): Promise<TrackerResponse> => {
    const body = parse(trackerBody, req.body ?? {}, 'body');
    const member = await memberFor(db, req, body);
    if (member.self) await loadUser(db, principalOf(req));
    return {
      trackerUsers: [await trackerUser(db, member, body)],
      memsuiteUrl: '/account',
      myCertificatesPageLink: '/account/certificates',
      userPracticeAreaCategories: member.sub
        ? (
            await db.query<{ id: number }>(
              `SELECT a.id FROM practice_areas a JOIN user_practice_area_follows f ON f.practice_area_id = a.id
               WHERE f.user_sub = $1`,
              [member.sub],
            )
          ).map((a) => a.id)
        : [],
      ...EARN_MORE,
      limitedMode: false,
    };
  });

  // S2-API-35..37, S2-API-50 (decision 035): the compliance period of one license, named by the
  // member (customerId), the jurisdiction (jurisdictionId) and the license (jurisdictionKey), or the
  // member's birth date
  const usDate = z.string().max(20);
  // a license as the tracker names it: credit class SK '-' region SK
  const licenseKeyField = z
    .string()
    .max(24)
    .regex(/^\d{1,9}-\d{1,9}$/, 'must be a license key (class-region)');
  const optionsBody = z
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
  app.post('/credit-tracker/set-options', async (req, reply) => {
    const p = principalOf(req);
    const body = parse(optionsBody, req.body, 'body');
    ensureSelf(p, body.customerId);
    const bounds = periodDateBounds(new Date().getUTCFullYear());
    if (body.birthDate !== undefined) {
      const error = dateError(body.birthDate, { min: bounds.min, max: today() });
      if (error) throw new HttpError(400, `birth date: ${error}`, 'birthDate');
      await loadUser(db, p);
      await db.query(
        `INSERT INTO user_credit_options (user_sub, birth_date) VALUES ($1, $2)
         ON CONFLICT (user_sub) DO UPDATE SET birth_date = EXCLUDED.birth_date, updated_at = now()`,
        [p.sub, parseUsDate(body.birthDate)],
      );
    }
    const update = periodUpdateOf(body);
    if (update) {
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
      const [license] = await db.query<{ id: string }>(
        `SELECT id FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2
           AND ($3::int IS NULL OR credit_class_sk = $3) ORDER BY id LIMIT 1`,
        [p.sub, update.regionSk, update.classSk],
      );
      if (!license) throw notFound(`License for region ${update.regionSk}`);
      await db.transaction(async (tx) => {
        // the new period replaces the member's periods it overlaps
        await tx.query(
          'DELETE FROM user_compliance_periods WHERE license_id = $1 AND period_start <= $3 AND period_end >= $2',
          [license.id, start, end],
        );
        await tx.query(
          'INSERT INTO user_compliance_periods (license_id, period_start, period_end) VALUES ($1, $2, $3)',
          [license.id, start, end],
        );
      });
    }
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  // S2-API-38, S2-API-51 (decision 035): the special status (compliance group) of one license, named
  // as the period update names it (customerId, jurisdictionId, jurisdictionKey) with the period the
  // member is looking at. The status belongs to the license, not to one period, so the period is
  // checked for shape and not stored.
  const statusBody = z
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
  app.post('/credit-tracker/switch-status', async (req, reply) => {
    const p = principalOf(req);
    const raw = parse(statusBody, req.body, 'body');
    ensureSelf(p, raw.customerId);
    const license = licenseOfStatusBody(raw);
    const body = { ...raw, ...license };
    const [j] = await db.query<JurisdictionRow>('SELECT * FROM jurisdictions WHERE region_sk = $1', [
      body.regionSk,
    ]);
    if (!j) throw notFound(`Jurisdiction ${body.regionSk}`);
    const group = j.compliance_groups.find((g) => g.sk === body.complianceGroupSk);
    if (body.complianceGroupSk !== null && !group)
      throw new HttpError(
        400,
        `Compliance group ${body.complianceGroupSk} is not offered in ${j.name}`,
        'complianceGroupSk',
      );
    const rows = await db.query(
      `UPDATE user_licenses SET compliance_group_sk = $3, special_status = $4,
         is_transitional_or_newly_admitted = $5, updated_at = now()
       WHERE user_sub = $1 AND credit_region_sk = $2 AND ($6::int IS NULL OR credit_class_sk = $6)
       RETURNING id`,
      [
        p.sub,
        j.region_sk,
        group?.sk ?? null,
        group?.longDescription ?? null,
        /newly admitted/i.test(group?.longDescription ?? ''),
        body.classSk,
      ],
    );
    if (!rows.length) throw notFound(`License for region ${j.region_sk}`);
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  // S2-API-39
  app.get('/credit-tracker/announcements/:region', async (req) => {
    const { region } = parse(
      z.object({ region: int4().positive('must be a region id') }),
      req.params,
      'params',
    );
    const { isTransitionalOrNewlyAdmitted } = parse(
      z.object({ isTransitionalOrNewlyAdmitted: z.enum(['true', 'false']).optional() }),
      req.query,
      'query',
    );
    const [j] = await db.query<JurisdictionRow>('SELECT code FROM jurisdictions WHERE region_sk = $1', [
      region,
    ]);
    if (!j) throw notFound(`Jurisdiction ${region}`);
    return announcementsFor(j.code, isTransitionalOrNewlyAdmitted === 'true', today());
  });

  // S2-API-41: keyed by region long description (the tracker state's announcements key)
  app.post('/credit-tracker/announcements/many', async (req) => {
    const { regions, isTransitionalOrNewlyAdmitted } = parse(
      z.object({
        regions: z.array(int4().positive()).min(1, 'is required').max(100),
        isTransitionalOrNewlyAdmitted: z.boolean().optional(),
      }),
      req.body,
      'body',
    );
    const rows = await db.query<JurisdictionRow>(
      'SELECT code, long_description FROM jurisdictions WHERE region_sk = ANY($1)',
      [regions],
    );
    return Object.fromEntries(
      rows.map((j) => [
        j.long_description,
        announcementsFor(j.code, isTransitionalOrNewlyAdmitted ?? false, today()),
      ]),
    );
  });

  // S2-API-42, S2-API-85
  app.get('/credit-tracker/providers', async (req, reply) => {
    const p = principalOf(req);
    const own = await db.query<{ certificate_source: string }>(
      'SELECT DISTINCT certificate_source FROM credit_certificates WHERE user_sub = $1 AND is_external',
      [p.sub],
    );
    reply.header('Cache-Control', `private, max-age=${TRACKER_CACHE_SECONDS}`);
    return [...new Set([...KNOWN_PROVIDERS, ...own.map((r) => r.certificate_source)])].sort((a, b) =>
      a.localeCompare(b),
    );
  });

  // S2-API-43, S2-API-86: the credit types a license's rules track on a day (MM-dd-yyyy)
  app.get('/credit-tracker/credit-types/:customerId/:cleKey/:date', async (req, reply) => {
    const p = principalOf(req);
    const params = parse(
      z.object({
        customerId: int4().positive('must be a customer id'),
        cleKey: int4().positive('must be a region id'),
        date: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'must be MM-dd-yyyy'),
      }),
      req.params,
      'params',
    );
    ensureSelf(p, params.customerId);
    const day = parseUsDate(params.date.replaceAll('-', '/'));
    if (!day) throw new HttpError(400, "Invalid params field 'date': must be MM-dd-yyyy");
    const [j] = await db.query<JurisdictionRow>('SELECT * FROM jurisdictions WHERE region_sk = $1', [
      params.cleKey,
    ]);
    if (!j) throw notFound(`Jurisdiction ${params.cleKey}`);
    const [license] = await db.query<LicenseRow>(
      'SELECT * FROM user_licenses WHERE user_sub = $1 AND credit_region_sk = $2 LIMIT 1',
      [p.sub, j.region_sk],
    );
    const types = await creditTypes(db);
    const rules = rulesFor(j, types);
    const transitional =
      (license?.is_transitional_or_newly_admitted ?? false) &&
      !!license?.year_admitted &&
      Number(day.slice(0, 4)) < Number(license.year_admitted) + (rules.transitional?.period.years ?? 0);
    reply.header('Cache-Control', `private, max-age=${TRACKER_CACHE_SECONDS}`);
    return availableTypes(rules, transitional, types);
  });

  // S2-API-44
  app.get('/credit-tracker/organizationMessage', async (req) => {
    const p = principalOf(req);
    const [org] = await db.query<{ name: string }>(
      `SELECT o.name FROM users u JOIN organisations o ON o.sk = u.organization_sk WHERE u.sub = $1
       UNION SELECT o.name FROM organisation_members m JOIN organisations o ON o.sk = m.organization_sk
       WHERE m.individual_sk = $2 LIMIT 1`,
      [p.sub, Number(p.individualSk)],
    );
    return {
      message: org
        ? `${org.name} reviews its members' CLE compliance. Questions about your requirements? Contact your firm's CLE administrator.`
        : null,
    };
  });
}

/** One member's trackers (every license), as the tracker page, the roster and the reminder read them. */
export async function trackerUser(
  db: Db,
  member: Pick<MemberRef, 'sub' | 'individualSk' | 'displayName'>,
  body: { regionSk?: number; period?: (typeof PERIOD_CHOICES)[number] } = {},
  asOf = today(),
): Promise<TrackerResponse['trackerUsers'][number]> {
  const base = { customerId: member.individualSk, displayName: member.displayName };
  if (!member.sub) return { ...base, trackers: [] };
  const sub = member.sub;
  const [licenses, js, types, options, periods, credits] = await Promise.all([
    db.query<LicenseRow>(
      `SELECT id, credit_class_sk, credit_region_sk, year_admitted, compliance_group_sk, is_transitional_or_newly_admitted
       FROM user_licenses WHERE user_sub = $1 ORDER BY id`,
      [sub],
    ),
    loadJurisdictions(db),
    creditTypes(db),
    db.query<{ birth_date: string | Date | null }>(
      'SELECT birth_date FROM user_credit_options WHERE user_sub = $1',
      [sub],
    ),
    db.query<{ license_id: string; period_start: string | Date; period_end: string | Date }>(
      `SELECT c.license_id, c.period_start, c.period_end FROM user_compliance_periods c
       JOIN user_licenses l ON l.id = c.license_id WHERE l.user_sub = $1`,
      [sub],
    ),
    db.query<CreditRow>(
      `SELECT c.id AS certificate_id, c.credit_region_sk, c.program_name, c.certificate_source, c.date_completed,
         c.format, c.is_external, c.is_carryover, c.transition_level, k.credit_type_sk, k.credits,
         ${CREDIT_STATUS_SQL} AS credit_status
       FROM credit_certificates c LEFT JOIN credit_certificate_credits k ON k.certificate_id = c.id
       WHERE c.user_sub = $1 ORDER BY c.date_completed DESC, c.id DESC`,
      [sub],
    ),
  ]);
  const birthDate = options[0]?.birth_date ? dayOf(options[0].birth_date) : null;
  const bySk = new Map(js.map((j) => [j.region_sk, j]));
  const trackers: TrackerEntry[] = [];
  for (const l of licenses) {
    const j = bySk.get(l.credit_region_sk);
    if (!j) continue;
    const choice = body.regionSk === j.region_sk ? (body.period ?? 'current') : 'current';
    trackers.push(
      trackerEntry({
        license: l,
        j,
        rules: rulesFor(j, types),
        types,
        birthDate,
        userSet: periods
          .filter((x) => x.license_id === l.id)
          .map((x) => ({ start: dayOf(x.period_start), end: dayOf(x.period_end) })),
        credits: credits.filter((c) => c.credit_region_sk === j.region_sk),
        choice,
        asOf,
        customerId: member.individualSk,
      }),
    );
  }
  return { ...base, trackers };
}

/** General credit plus every type the rule set's requirements track (expanded), as the credit form lists them. */
function availableTypes(rules: CreditRules, transitional: boolean, types: Map<number, CreditTypeRow>) {
  const set = ruleSetFor(rules, transitional);
  const codes = new Set<string>(['GEN']);
  const walk = (rs: NonNullable<typeof set>['requirements']) => {
    for (const r of rs) {
      for (const c of expandTypes(rules, r.creditTypes)) if (c !== '*') codes.add(c);
      walk(r.subRequirements ?? []);
    }
  };
  if (set) walk(set.requirements);
  return [...types.values()]
    .filter((t) => codes.has(t.code))
    .map((t) => ({ longDescription: t.description, wmsCreditTypePK: t.sk, code: t.code }));
}

function trackerEntry(a: {
  license: LicenseRow;
  j: JurisdictionRow;
  rules: CreditRules;
  types: Map<number, CreditTypeRow>;
  birthDate: string | null;
  userSet: Period[];
  credits: CreditRow[];
  choice: (typeof PERIOD_CHOICES)[number];
  asOf: string;
  customerId: number;
}): TrackerEntry {
  const { license: l, j, rules } = a;
  const { transitional, ruleSet, found } = licensePeriod({
    license: l,
    rules,
    birthDate: a.birthDate,
    userSet: a.userSet,
    asOf: a.asOf,
  });
  // Limited mode: a jurisdiction without mandatory CLE has nothing to track (no period, no donut).
  const limited = ruleSet === null;
  const offset = a.choice === 'previous' ? -1 : a.choice === 'next' ? 1 : 0;
  const base = found.period;
  const shown = base ? shiftPeriod(base, offset) : null;
  const previous = shown ? shiftPeriod(shown, -1) : null;
  const next = shown ? shiftPeriod(shown, 1) : null;
  const admittedOn = l.year_admitted ? `${l.year_admitted}-01-01` : null;
  const options: { key: string; text: string }[] = [];
  if (previous && !transitional && (!admittedOn || previous.end >= admittedOn))
    options.push({ key: 'previous', text: 'Previous compliance period' });
  if (next)
    options.push({ key: 'next', text: transitional ? 'First experienced period' : 'Next compliance period' });

  const lines: CreditLine[] = a.credits.flatMap((c) =>
    c.credit_type_sk && c.credits !== null && a.types.has(c.credit_type_sk)
      ? [
          {
            certificateId: Number(c.certificate_id),
            dateCompleted: dayOf(c.date_completed),
            format: c.format,
            typeCode: a.types.get(c.credit_type_sk)!.code,
            credits: Number(c.credits),
            isCarryover: c.is_carryover,
          },
        ]
      : [],
  );
  const progress =
    ruleSet && shown
      ? periodProgress(lines, { rules, ruleSet, period: shown, carryoverAllowed: !transitional && !limited })
      : { requirements: [], totalRequirement: { required: 0, counted: 0, earned: 0, isFulfilled: false } };
  const certificates = new Map<number, TrackerEntry['certificates'][number]>();
  for (const c of a.credits) {
    const day = dayOf(c.date_completed);
    if (!shown || !contains(shown, day)) continue;
    // spec 2 §4: limited mode and transitional licenses hide carryover credit
    if (c.is_carryover && (transitional || limited)) continue;
    const id = Number(c.certificate_id);
    const cert = certificates.get(id) ?? {
      id,
      programName: c.program_name,
      certificateSource: c.certificate_source,
      dateCompleted: day,
      format: c.format,
      isExternal: c.is_external,
      isCarryover: c.is_carryover,
      carryOver: 0,
      transitionLevel: c.transition_level,
      creditStatus: c.credit_status,
      creditTypes: [],
    };
    if (c.credit_type_sk && c.credits !== null) {
      if (c.is_carryover) cert.carryOver = Math.round((cert.carryOver + Number(c.credits)) * 100) / 100;
      cert.creditTypes.push({
        creditType_PK: c.credit_type_sk,
        creditType_SK: c.credit_type_sk,
        creditTypeDescription: a.types.get(c.credit_type_sk)?.description ?? 'Unknown',
        creditIssued: Number(c.credits),
      });
    }
    certificates.set(id, cert);
  }
  const missing = !limited && !base;
  return {
    jurisdiction: {
      displayName: j.name,
      clePeriod: {
        startDate: shown?.start ?? null,
        endDate: shown?.end ?? null,
        defaultStartDate: found.defaultPeriod?.start ?? null,
        defaultEndDate: found.defaultPeriod?.end ?? null,
        isUserSet: found.isUserSet,
        hasDefaultDate: found.defaultPeriod !== null,
        isActivelySelected: offset !== 0,
        previousPeriod: previous ? { startDate: previous.start, endDate: previous.end } : null,
        nextPeriod: next ? { startDate: next.start, endDate: next.end } : null,
        isUserInfoIncomplete: missing,
      },
      totalRequirement: progress.totalRequirement,
      requirements: progress.requirements.map(
        function toPayload(r): TrackerEntry['jurisdiction']['requirements'][number] {
          return { ...r, expireNewStatus: null, subRequirements: r.subRequirements.map(toPayload) };
        },
      ),
      activeFlags: [
        ...(limited ? ['LimitedMode'] : []),
        ...(transitional ? ['TransitionalOrNewlyAdmitted'] : []),
      ],
      cleStateTransitionOptions: options,
      userComplianceInformation: { admitDate: admittedOn, birthDate: a.birthDate },
      requireSetup: missing,
    },
    licenseSk: Number(l.id),
    jurisdictionKey: licenseKey({ creditClass_SK: l.credit_class_sk, creditRegion_SK: j.region_sk }),
    baseSortOrder: j.sort_order,
    complianceGroup_SK: l.compliance_group_sk,
    complianceGroups: j.compliance_groups,
    creditRegionShortDescription: j.code,
    creditRegionLongDescription: j.long_description,
    creditRegion_SK: j.region_sk,
    customerId: a.customerId,
    availableCreditTypes: availableTypes(rules, transitional, a.types).map(
      ({ longDescription, wmsCreditTypePK }) => ({
        longDescription,
        wmsCreditTypePK,
      }),
    ),
    askTransitional: rules.askTransitional,
    isTransitionalOrNewlyAdmitted: l.is_transitional_or_newly_admitted,
    isTransitionalRegion: rules.transitional !== null,
    isMandatory: rules.mandatory,
    carryoverInformationText:
      ruleSet?.carryoverMax && !transitional
        ? `Up to ${ruleSet.carryoverMax} credits earned beyond this period's requirement may be carried over into the next period.`
        : null,
    ruleSetId: ruleSet?.id ?? null,
    certificates: [...certificates.values()].sort(
      (x, y) => y.dateCompleted.localeCompare(x.dateCompleted) || y.id - x.id,
    ),
  };
}
