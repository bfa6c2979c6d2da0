// More roster-only members of Whitman & Crane, so the roster (page size 20) has a second page to turn to
// (spec 2 §2 roster pagination, S2-ROSTER-08/09). Individual SKs 810013-810028, names drawn from their
// own random stream (the seeded people's stream is untouched). Their first names sort after the seeded
// accounts' ('Riley Retail', 'Rosa Roster'), so those stay on the roster's first page.
// Added once (own mark in `meta`), only when the organisation exists; a member someone removed stays removed.
import type { Db } from '../db/db';
import { createRandom } from '../lib/random';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';
import { generateUsers, WHITMAN_CRANE } from './generate-users';
import type { OrganisationMemberRow } from '../db/rows';

const MARK = 'roster_members_seeded';
const EXTRA_ROSTER_MEMBERS = 16;
const FIRST_EXTRA_ROSTER_SK = 810013;

const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Deterministic: the same 16 rows on every machine, none sharing a name with the existing roster. */
export function generateExtraRosterMembers(): OrganisationMemberRow[] {
  const taken = new Set(generateUsers().organisationMembers.map((m) => m.display_name));
  const rnd = createRandom(9013);
  const firsts = FIRST_NAMES.filter((f) => f > 'Rosa');
  const rows: OrganisationMemberRow[] = [];
  // a name is a first and a last name drawn from this stream; a name already on the roster is drawn again
  for (let tries = 0; rows.length < EXTRA_ROSTER_MEMBERS && tries < 1000; tries++) {
    const first = rnd.pick(firsts);
    const last = rnd.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    if (taken.has(name)) continue;
    taken.add(name);
    rows.push({
      organization_sk: WHITMAN_CRANE.sk,
      individual_sk: FIRST_EXTRA_ROSTER_SK + rows.length,
      display_name: name,
      primary_email: `${emailPart(first)}.${emailPart(last)}@${WHITMAN_CRANE.emailDomain}`,
    });
  }
  return rows;
}

export async function rosterMembersSeeded(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM meta WHERE key = $1', [MARK])).length > 0;
}

export async function seedRosterMembers(tx: Db): Promise<void> {
  if (await rosterMembersSeeded(tx)) return;
  const [org] = await tx.query('SELECT 1 FROM organisations WHERE sk = $1', [WHITMAN_CRANE.sk]);
  if (org)
    for (const m of generateExtraRosterMembers())
      await tx.query(
        `INSERT INTO organisation_members (organization_sk, individual_sk, display_name, primary_email)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [m.organization_sk, m.individual_sk, m.display_name, m.primary_email],
      );
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    MARK,
  ]);
}
