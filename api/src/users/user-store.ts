// The users table (migration 002): the signed-in person's record, created on first sight from the
// token's claims, and the profile update.
import type { Db } from '../db/db';
import type { UserRow } from '../db/rows';
import { HttpError } from '../lib/http';
import type { Principal } from '../auth/verify';

/** The columns the API reads back about a person. */
export type UserRecord = Pick<
  UserRow,
  'sub' | 'membership' | 'email' | 'given_name' | 'family_name' | 'content_opt_out' | 'personas' | 'profile'
>;

const USER_COLUMNS = 'sub, membership, email, given_name, family_name, content_opt_out, personas, profile';

async function findUser(db: Db, sub: string): Promise<UserRecord | undefined> {
  const [found] = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE sub = $1`, [sub]);
  return found;
}

/**
 * The caller's record. An account the provider knows but the API has not seen yet is created from the
 * token's claims (retail, no personas), so every signed-in person has a profile to read and edit.
 */
export async function loadUser(db: Db, p: Principal): Promise<UserRecord> {
  const found = await findUser(db, p.sub);
  if (found) return found;
  const [given, ...rest] = p.name.split(' ');
  await db.query(
    `INSERT INTO users (sub, individual_sk, organization_sk, email, given_name, family_name, is_employee, is_lms_admin, roles)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (sub) DO NOTHING`,
    [
      p.sub,
      Number(p.individualSk),
      p.organizationSk ? Number(p.organizationSk) : null,
      p.email,
      p.givenName || given || '',
      p.familyName || rest.join(' '),
      p.isEmployee,
      p.isLmsAdmin,
      p.roles,
    ],
  );
  const created = await findUser(db, p.sub);
  if (!created) throw new HttpError(500, 'user record could not be created');
  return created;
}

export interface ProfileChange {
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  /** profile fields merged into the stored ones (phone, jobTitle, company) */
  profile: Record<string, unknown>;
  content_opt_out: string[] | null;
}

/** One UPDATE: null leaves a column as it is. */
export async function updateProfile(db: Db, sub: string, change: ProfileChange): Promise<UserRecord> {
  const [row] = await db.query<UserRecord>(
    `UPDATE users SET
       given_name = COALESCE($2, given_name),
       family_name = COALESCE($3, family_name),
       email = COALESCE($4, email),
       profile = profile || $5::jsonb,
       content_opt_out = COALESCE($6::text[], content_opt_out)
     WHERE sub = $1 RETURNING ${USER_COLUMNS}`,
    [
      sub,
      change.given_name,
      change.family_name,
      change.email,
      JSON.stringify(change.profile),
      change.content_opt_out,
    ],
  );
  if (!row) throw new HttpError(500, 'user record could not be updated');
  return row;
}

/** Locks the person's row for the rest of the transaction: one person's writers go one at a time. */
export async function lockUser(tx: Db, sub: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE sub = $1 FOR UPDATE', [sub]);
}
