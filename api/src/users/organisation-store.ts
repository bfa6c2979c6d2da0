// Organisations and their rosters (migration 002).
import type { Db } from '../db/db';
import type { OrganisationMemberRow, OrganisationRow } from '../db/rows';

export async function organisationBySk(db: Db, sk: number): Promise<OrganisationRow | undefined> {
  const [org] = await db.query<OrganisationRow>('SELECT sk, name FROM organisations WHERE sk = $1', [sk]);
  return org;
}

/** The name of the member's organisation: the account's own, else a roster the member is on. */
export async function organisationNameOf(
  db: Db,
  sub: string,
  individualSk: number,
): Promise<string | undefined> {
  const [org] = await db.query<{ name: string }>(
    `SELECT o.name FROM users u JOIN organisations o ON o.sk = u.organization_sk WHERE u.sub = $1
     UNION SELECT o.name FROM organisation_members m JOIN organisations o ON o.sk = m.organization_sk
     WHERE m.individual_sk = $2 LIMIT 1`,
    [sub, individualSk],
  );
  return org?.name;
}

type Member = Omit<OrganisationMemberRow, 'organization_sk'>;

/** One page of an organisation's roster by name (one member when `individualSk` is given), and the count. */
export async function organisationMembersPage(
  db: Db,
  orgSk: number,
  filter: { individualSk?: number; limit: number; offset: number },
): Promise<{ total: number; members: Member[] }> {
  const one = filter.individualSk !== undefined;
  const where = one ? 'organization_sk = $1 AND individual_sk = $2' : 'organization_sk = $1';
  const args: unknown[] = one ? [orgSk, filter.individualSk] : [orgSk];
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM organisation_members WHERE ${where}`,
    args,
  );
  const members = await db.query<Member>(
    `SELECT individual_sk, display_name, primary_email FROM organisation_members WHERE ${where}
     ORDER BY display_name, individual_sk LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    args,
  );
  return { total, members };
}

/**
 * A person by individual SK: their account (null when they never signed in) and their name and e-mail
 * as a roster lists them, else as their account has them. With an organisation, only its members;
 * without, anyone known by account or roster. Undefined when there is no such person.
 */
export async function memberRecord(
  db: Db,
  individualSk: number,
  orgSk: number | undefined,
): Promise<{ sub: string | null; display_name: string; email: string } | undefined> {
  const [row] = await db.query<{ sub: string | null; display_name: string; email: string }>(
    `SELECT u.sub, COALESCE(m.display_name, u.given_name || ' ' || u.family_name) AS display_name,
            COALESCE(m.primary_email, u.email) AS email
       FROM (SELECT $1::int AS individual_sk) k
       LEFT JOIN users u ON u.individual_sk = k.individual_sk
       LEFT JOIN organisation_members m ON m.individual_sk = k.individual_sk
            AND ($2::int IS NULL OR m.organization_sk = $2::int)
      WHERE ($2::int IS NULL AND (u.sub IS NOT NULL OR m.individual_sk IS NOT NULL)) OR m.individual_sk IS NOT NULL
      LIMIT 1`,
    [individualSk, orgSk ?? null],
  );
  return row;
}
