// The roster (spec 2 §2 roster page, §7 roster and admin calls): an organisation's members with their
// licenses, the compliance period of each and the credits earned in it; the whole roster as a real .xlsx.
// Roster administrators see only their own organisation (OrganizationSK claim + roster-admin role);
// LMS administrators any (requireOrgAdmin).
import {
  AdminRosterParamsSchema,
  AdminRosterQuerySchema,
  RosterExcelQuerySchema,
  RosterTrackerBodySchema,
} from '@cle/contracts/requests/credit';
import ExcelJS from 'exceljs';
import { rosterExcelName } from '@cle/contracts/roster-schemas';
import type { RosterMember, RosterResponse } from '@cle/contracts/roster-schemas';
import { HttpError } from '../lib/http';
import type { Api } from '../lib/http';
import { requireOrgAdmin } from '../auth/guard';
import type { Db } from '../db/db';
import { compliancePeriodFor } from '../certificates/certificate-store';
import { creditsStillNeeded } from '@cle/contracts/reminder-rules';
import { memberFor } from '../credit/admin-access';
import { trackerUser } from '../credit/tracker';
import {
  allRosterMembers,
  creditsEarnedBetween,
  rosterJurisdictions,
  rosterLicenses,
  rosterMembersPage,
} from '../credit/roster-store';
import type { RosterMemberRow as MemberRow } from '../credit/roster-store';

/** Credits earned in the license's compliance period (all certificates there, PLI and external). */
async function totalForPeriod(db: Db, sub: string, regionSk: number) {
  const period = await compliancePeriodFor(db, sub, regionSk);
  if (!period) return { period, total: 0 };
  const total = await creditsEarnedBetween(db, sub, regionSk, period);
  return { period, total: Math.round(total * 100) / 100 };
}

async function buildMembers(db: Db, rows: MemberRow[]): Promise<RosterMember[]> {
  const licenses = await rosterLicenses(
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

export async function rosterRoutes(app: Api) {
  rosterPageRoute(app);
  rosterTrackerRoute(app);
  rosterExcelRoute(app);
}

/** A roster page with its jurisdiction filters. */
function rosterPageRoute(app: Api) {
  const db = app.db;

  app.get(
    '/credit-tracker-admin/roster/:orgSk',
    { schema: { params: AdminRosterParamsSchema, querystring: AdminRosterQuerySchema } },
    async (req): Promise<RosterResponse> => {
      const { orgSk } = req.params;
      requireOrgAdmin(req, orgSk);
      const q = req.query;
      const { total: n, members: rows } = await rosterMembersPage(db, orgSk, q, {
        limit: q.size,
        offset: q.page * q.size,
      });
      const filters = await rosterJurisdictions(db, orgSk);
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
    },
  );
}

/** The roster's trackers, keyed by individual sk. */
function rosterTrackerRoute(app: Api) {
  const db = app.db;

  // Spec 2 §7: the roster's tracker call, a list of {individualSk, flags} answered keyed by individual sk;
  // every member must belong to the organisation (support staff: any). `creditsStillNeeded` per license
  // decides the roster's reminder link (S2-ROSTER-15) as the tracker's admin view does (S2-TRACKER-15).
  app.post(
    '/credit-tracker-admin/roster/:orgSk/tracker',
    { schema: { params: AdminRosterParamsSchema, body: RosterTrackerBodySchema } },
    async (req) => {
      const { orgSk } = req.params;
      requireOrgAdmin(req, orgSk);
      const batch = req.body;
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
    },
  );
}

/** The whole roster as an .xlsx workbook. */
function rosterExcelRoute(app: Api) {
  const db = app.db;

  app.get(
    '/credit-tracker-admin/roster/:orgSk/excel',
    { schema: { params: AdminRosterParamsSchema, querystring: RosterExcelQuerySchema } },
    async (req, reply) => {
      const { orgSk } = req.params;
      requireOrgAdmin(req, orgSk);
      const { blobName } = req.query;
      const name = rosterExcelName(orgSk);
      if (blobName && blobName !== name)
        throw new HttpError(400, `Invalid query field 'blobName': expected ${name}`);
      const rows = await allRosterMembers(db, orgSk);
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
    },
  );
}
