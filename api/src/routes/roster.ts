// The roster (spec 2 §2 roster page, §7 roster and admin calls): an organisation's members with their
// licenses, the compliance period of each and the credits earned in it; the whole roster as a real .xlsx.
// Roster administrators see only their own organisation (OrganizationSK claim + roster-admin role);
// LMS administrators any (requireOrgAdmin).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import ExcelJS from 'exceljs';
import { ROSTER_PAGE_SIZE, rosterExcelName } from '@cle/contracts/roster-schemas';
import type { RosterMember, RosterResponse } from '@cle/contracts/roster-schemas';
import { HttpError, parse } from '../lib/http';
import { int4 } from '../lib/input';
import { requireOrgAdmin } from '../auth/guard';
import type { Db } from '../db/db';
import { compliancePeriodFor } from '../certificates/certificate-store';
import { creditsStillNeeded } from '@cle/contracts/reminder-rules';
import { memberFor } from '../credit/admin-access';
import { trackerUser } from '../credit/tracker';

const OrgParams = z.object({ orgSk: int4().positive() });
const one = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const RosterQuery = z.object({
  page: int4().min(0).default(0),
  size: int4().min(1).max(100).default(ROSTER_PAGE_SIZE),
  query: z.string().max(100).optional(),
  jurisdictions: z.preprocess(
    one,
    z.array(z.string().regex(/^\d+(:\d+)?$/, 'each is a region or region:complianceGroupSk')).max(60),
  ),
  individualSk: int4().min(0).optional(),
});

interface MemberRow {
  individual_sk: number;
  display_name: string;
  primary_email: string;
  user_sub: string | null;
}
interface LicenseRow {
  user_sub: string;
  region_sk: number;
  region_code: string;
  region_name: string;
  compliance_group_sk: number | null;
  compliance_groups: { sk: number; longDescription: string }[];
}

async function licensesOf(db: Db, subs: string[]): Promise<LicenseRow[]> {
  if (!subs.length) return [];
  return db.query<LicenseRow>(
    `SELECT l.user_sub, l.credit_region_sk AS region_sk, j.code AS region_code, j.long_description AS region_name,
            l.compliance_group_sk, j.compliance_groups
       FROM user_licenses l JOIN jurisdictions j ON j.region_sk = l.credit_region_sk
      WHERE l.user_sub = ANY($1::text[]) ORDER BY j.sort_order`,
    [subs],
  );
}

/** Credits earned in the license's compliance period (all certificates there, PLI and external). */
async function totalForPeriod(db: Db, sub: string, regionSk: number) {
  const period = await compliancePeriodFor(db, sub, regionSk);
  if (!period) return { period, total: 0 };
  const [row] = await db.query<{ total: string | null }>(
    `SELECT sum(cc.credits)::text AS total FROM credit_certificates c
       JOIN credit_certificate_credits cc ON cc.certificate_id = c.id
      WHERE c.user_sub = $1 AND c.credit_region_sk = $2 AND c.date_completed BETWEEN $3::date AND $4::date`,
    [sub, regionSk, period.start, period.end],
  );
  return { period, total: Math.round(Number(row?.total ?? 0) * 100) / 100 };
}

async function buildMembers(db: Db, rows: MemberRow[]): Promise<RosterMember[]> {
  const licenses = await licensesOf(
    db,
    rows.flatMap((r) => (r.user_sub ? [r.user_sub] : [])),
  );
  const out: RosterMember[] = [];
  for (const r of rows) {
    const mine = licenses.filter((l) => l.user_sub === r.user_sub);
    const items = [];
    for (const l of mine) {
      const { period, total } = await totalForPeriod(db, l.user_sub, l.region_sk);
      items.push({
        creditRegion: l.region_sk,
        creditRegionShortDescription: l.region_code,
        creditRegionLongDescription: l.region_name,
        complianceGroupSk: l.compliance_group_sk,
        complianceGroup:
          l.compliance_groups.find((g) => g.sk === l.compliance_group_sk)?.longDescription ?? null,
        compliancePeriod: period,
        totalForPeriod: total,
      });
    }
    out.push({
      individual_SK: r.individual_sk,
      displayName: r.display_name,
      primaryEmail: { email: r.primary_email },
      licenses: items,
    });
  }
  return out;
}

/** Members matching the search and the jurisdiction filters (region or region:complianceGroupSk). */
function memberFilter(orgSk: number, q: z.infer<typeof RosterQuery>) {
  const where = ['m.organization_sk = $1'];
  const params: unknown[] = [orgSk];
  if (q.query?.trim()) {
    params.push(`%${q.query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(m.display_name ILIKE $${params.length} OR m.primary_email ILIKE $${params.length})`);
  }
  if (q.individualSk && q.individualSk > 0) {
    params.push(q.individualSk);
    where.push(`m.individual_sk = $${params.length}`);
  }
  if (q.jurisdictions.length) {
    const ors = q.jurisdictions.map((j) => {
      const [region, group] = j.split(':').map(Number);
      params.push(region);
      const r = `l.credit_region_sk = $${params.length}`;
      if (group === undefined) return r;
      params.push(group);
      return `(${r} AND l.compliance_group_sk = $${params.length})`;
    });
    where.push(`EXISTS (SELECT 1 FROM user_licenses l WHERE l.user_sub = u.sub AND (${ors.join(' OR ')}))`);
  }
  return { where: where.join(' AND '), params };
}

const MEMBERS_FROM = `FROM organisation_members m LEFT JOIN users u ON u.individual_sk = m.individual_sk`;

export async function rosterRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get('/credit-tracker-admin/roster/:orgSk', async (req): Promise<RosterResponse> => {
    const { orgSk } = parse(OrgParams, req.params, 'params');
    requireOrgAdmin(req, orgSk);
    const q = parse(RosterQuery, req.query, 'query');
    const { where, params } = memberFilter(orgSk, q);
    const [{ n }] = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n ${MEMBERS_FROM} WHERE ${where}`,
      params,
    )) as [{ n: number }];
    const rows = await db.query<MemberRow>(
      `SELECT m.individual_sk, m.display_name, m.primary_email, u.sub AS user_sub ${MEMBERS_FROM}
        WHERE ${where} ORDER BY m.display_name, m.individual_sk LIMIT ${q.size} OFFSET ${q.page * q.size}`,
      params,
    );
    const filters = await db.query<{
      creditRegion: number;
      name: string;
      creditRegionLongDescription: string;
      complianceGroups: { sk: number; longDescription: string }[];
    }>(
      `SELECT DISTINCT j.region_sk AS "creditRegion", j.code AS name, j.long_description AS "creditRegionLongDescription",
              j.compliance_groups AS "complianceGroups", j.sort_order
         FROM organisation_members m JOIN users u ON u.individual_sk = m.individual_sk
         JOIN user_licenses l ON l.user_sub = u.sub JOIN jurisdictions j ON j.region_sk = l.credit_region_sk
        WHERE m.organization_sk = $1 ORDER BY j.sort_order`,
      [orgSk],
    );
    return {
      organizationSk: orgSk,
      members: await buildMembers(db, rows),
      filters: filters.map((f) => ({
        creditRegion: f.creditRegion,
        name: f.name,
        creditRegionLongDescription: f.creditRegionLongDescription,
        complianceGroups: f.complianceGroups.map((g) => ({ sk: g.sk, name: g.longDescription })),
      })),
      totalPages: Math.ceil(n / q.size),
      totalResults: n,
      page: q.page,
    };
  });

  // Spec 2 §7: the roster's tracker call, a list of {individualSk, flags} answered keyed by individual sk;
  // every member must belong to the organisation (support staff: any). `creditsStillNeeded` per license
  // decides the roster's reminder link (S2-ROSTER-15) as the tracker's admin view does (S2-TRACKER-15).
  const TrackerBatch = z
    .array(
      z.object({
        individualSk: int4().positive(),
        flags: z.array(z.string().max(40)).max(10).optional(),
      }),
    )
    .min(1, 'is required')
    .max(ROSTER_PAGE_SIZE * 5);
  app.post('/credit-tracker-admin/roster/:orgSk/tracker', async (req) => {
    const { orgSk } = parse(OrgParams, req.params, 'params');
    requireOrgAdmin(req, orgSk);
    const batch = parse(TrackerBatch, req.body, 'body');
    const out: Record<string, unknown> = {};
    for (const { individualSk } of batch) {
      const member = await memberFor(db, req, { individualSk, orgSk });
      const user = await trackerUser(db, member);
      out[String(individualSk)] = {
        ...user,
        trackers: user.trackers.map((t) => ({ ...t, creditsStillNeeded: creditsStillNeeded(t) })),
      };
    }
    return out;
  });

  app.get('/credit-tracker-admin/roster/:orgSk/excel', async (req, reply) => {
    const { orgSk } = parse(OrgParams, req.params, 'params');
    requireOrgAdmin(req, orgSk);
    const { blobName } = parse(z.object({ blobName: z.string().max(100).optional() }), req.query, 'query');
    const name = rosterExcelName(orgSk);
    if (blobName && blobName !== name)
      throw new HttpError(400, `Invalid query field 'blobName': expected ${name}`);
    const rows = await db.query<MemberRow>(
      `SELECT m.individual_sk, m.display_name, m.primary_email, u.sub AS user_sub ${MEMBERS_FROM}
        WHERE m.organization_sk = $1 ORDER BY m.display_name, m.individual_sk`,
      [orgSk],
    );
    const members = await buildMembers(db, rows);
    const book = new ExcelJS.Workbook();
    book.creator = 'PLI credit tracker';
    const sheet = book.addWorksheet('Roster');
    sheet.columns = [
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Email', key: 'email', width: 36 },
      { header: 'Individual SK', key: 'sk', width: 14 },
      { header: 'Jurisdiction', key: 'jurisdiction', width: 24 },
      { header: 'Compliance Group', key: 'group', width: 24 },
      { header: 'Compliance Period Start', key: 'start', width: 22 },
      { header: 'Compliance Period End', key: 'end', width: 22 },
      { header: 'Total for Period', key: 'total', width: 16 },
    ];
    sheet.getRow(1).font = { bold: true };
    // one row per member and period; a member with no licenses still gets a row
    for (const m of members) {
      const base = { name: m.displayName, email: m.primaryEmail.email, sk: m.individual_SK };
      if (!m.licenses.length) sheet.addRow({ ...base, jurisdiction: 'No licenses' });
      for (const l of m.licenses)
        sheet.addRow({
          ...base,
          jurisdiction: l.creditRegionLongDescription,
          group: l.complianceGroup ?? '',
          start: l.compliancePeriod?.start ?? '',
          end: l.compliancePeriod?.end ?? '',
          total: l.totalForPeriod,
        });
    }
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(buffer);
  });
}
