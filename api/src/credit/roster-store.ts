// The roster (spec 2 §2 roster page): an organisation's members (migration 002) with their accounts,
// their licenses in the catalogue's jurisdictions and the credits they earned in a period.
import type { Db } from '../db/db';
import type { JurisdictionRow, OrganisationMemberRow } from '../db/rows';

/** A roster member with the account they signed in with (null: never signed in). */
export type RosterMemberRow = Omit<OrganisationMemberRow, 'organization_sk'> & { user_sub: string | null };

/** A member's license with its jurisdiction's names and compliance groups. */
export interface RosterLicenseRow {
  user_sub: string;
  region_sk: number;
  region_code: string;
  region_name: string;
  compliance_group_sk: number | null;
  compliance_groups: JurisdictionRow['compliance_groups'];
}

/** The filter of a roster page: search text, one member, jurisdictions (region or region:complianceGroupSk). */
export interface RosterFilter {
  query?: string;
  individualSk?: number;
  jurisdictions: string[];
}

const MEMBERS_FROM = `FROM organisation_members m LEFT JOIN users u ON u.individual_sk = m.individual_sk`;

/** Members matching the search and the jurisdiction filters (region or region:complianceGroupSk). */
function memberFilter(orgSk: number, q: RosterFilter) {
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

/** One page of the organisation's members matching the filter, by name, and how many match. */
export async function rosterMembersPage(
  db: Db,
  orgSk: number,
  filter: RosterFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; members: RosterMemberRow[] }> {
  const { where, params } = memberFilter(orgSk, filter);
  const [{ n }] = (await db.query<{ n: number }>(
    `SELECT count(*)::int AS n ${MEMBERS_FROM} WHERE ${where}`,
    params,
  )) as [{ n: number }];
  const members = await db.query<RosterMemberRow>(
    `SELECT m.individual_sk, m.display_name, m.primary_email, u.sub AS user_sub ${MEMBERS_FROM}
      WHERE ${where} ORDER BY m.display_name, m.individual_sk LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { total: n, members };
}

/** Every member of the organisation, by name. */
export async function allRosterMembers(db: Db, orgSk: number): Promise<RosterMemberRow[]> {
  return db.query<RosterMemberRow>(
    `SELECT m.individual_sk, m.display_name, m.primary_email, u.sub AS user_sub ${MEMBERS_FROM}
      WHERE m.organization_sk = $1 ORDER BY m.display_name, m.individual_sk`,
    [orgSk],
  );
}

/** The jurisdictions the organisation's members hold licenses in, in the catalogue's order. */
export async function rosterJurisdictions(db: Db, orgSk: number) {
  return db.query<{
    creditRegion: number;
    name: string;
    creditRegionLongDescription: string;
    complianceGroups: JurisdictionRow['compliance_groups'];
  }>(
    `SELECT DISTINCT j.region_sk AS "creditRegion", j.code AS name, j.long_description AS "creditRegionLongDescription",
            j.compliance_groups AS "complianceGroups", j.sort_order
       FROM organisation_members m JOIN users u ON u.individual_sk = m.individual_sk
       JOIN user_licenses l ON l.user_sub = u.sub JOIN jurisdictions j ON j.region_sk = l.credit_region_sk
      WHERE m.organization_sk = $1 ORDER BY j.sort_order`,
    [orgSk],
  );
}

/** The licenses of these accounts, in the catalogue's order of their jurisdictions. */
export async function rosterLicenses(db: Db, subs: string[]): Promise<RosterLicenseRow[]> {
  if (!subs.length) return [];
  return db.query<RosterLicenseRow>(
    `SELECT l.user_sub, l.credit_region_sk AS region_sk, j.code AS region_code, j.long_description AS region_name,
            l.compliance_group_sk, j.compliance_groups
       FROM user_licenses l JOIN jurisdictions j ON j.region_sk = l.credit_region_sk
      WHERE l.user_sub = ANY($1::text[]) ORDER BY j.sort_order`,
    [subs],
  );
}

/** Credits earned in a region between two days (all certificates there, PLI and external), as text. */
export async function creditsEarnedBetween(
  db: Db,
  sub: string,
  regionSk: number,
  period: { start: string; end: string },
): Promise<number> {
  const [row] = await db.query<{ total: string | null }>(
    `SELECT sum(cc.credits)::text AS total FROM credit_certificates c
       JOIN credit_certificate_credits cc ON cc.certificate_id = c.id
      WHERE c.user_sub = $1 AND c.credit_region_sk = $2 AND c.date_completed BETWEEN $3::date AND $4::date`,
    [sub, regionSk, period.start, period.end],
  );
  return Number(row?.total ?? 0);
}
