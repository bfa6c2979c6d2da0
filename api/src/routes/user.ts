// The signed-in user's own data (claims, contract statuses, personas, profile, tracking profile) and the
// organisation roster. Everything is behind the auth guard and scoped to the token's subject: no route
// takes a user id from the URL or body, except the roster (its organisation's admin, or an LMS admin).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { HttpError, notFound, parse } from '../lib/http';
import { int4 } from '../lib/input';
import { principalOf, requireOrgAdmin } from '../auth/guard';
import type { Principal } from '../auth/verify';

type Membership = 'IM' | 'PM' | 'Retail';

interface UserRecord {
  sub: string;
  membership: Membership;
  email: string;
  given_name: string;
  family_name: string;
  content_opt_out: string[];
  personas: string[];
  profile: { phone?: string | null; jobTitle?: string | null; company?: string | null };
}

export interface ProfileResponse {
  profile: {
    given_name: string;
    family_name: string;
    email: string;
    phone: string | null;
    jobTitle: string | null;
    company: string | null;
  };
  contentOptOut: string[];
}

/** Spec 3 §7: contract statuses are cached 300 s (by the caller's browser only). */
const CONTRACT_STATUS_MAX_AGE = 300;
/** Spec 2 §9 / S2-ROSTER-10: roster pages hold 20 members. */
const ROSTER_PAGE_SIZE = 20;

const USER_COLUMNS = 'sub, membership, email, given_name, family_name, content_opt_out, personas, profile';

/**
 * The caller's record. An account the provider knows but the API has not seen yet is created from the
 * token's claims (retail, no personas), so every signed-in person has a profile to read and edit.
 */
export async function loadUser(db: Db, p: Principal): Promise<UserRecord> {
  const [found] = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE sub = $1`, [p.sub]);
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
  const [created] = await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE sub = $1`, [p.sub]);
  if (!created) throw new HttpError(500, 'user record could not be created');
  return created;
}

const membershipFlags = (u: UserRecord) => ({ isPM: u.membership === 'PM', isIM: u.membership === 'IM' });

const profileResponse = (u: UserRecord): ProfileResponse => ({
  profile: {
    given_name: u.given_name,
    family_name: u.family_name,
    email: u.email,
    phone: u.profile.phone ?? null,
    jobTitle: u.profile.jobTitle ?? null,
    company: u.profile.company ?? null,
  },
  contentOptOut: u.content_opt_out,
});

const personName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[^<>\p{Cc}]+$/u, 'must not contain < > or control characters');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, 'must not contain < > or control characters')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * PUT /user/profile body: the profile fields to change (absent = unchanged; null or '' clears an
 * optional field). Unknown fields, such as a user id, are refused.
 */
const ProfileUpdateSchema = z
  .strictObject({
    given_name: personName.optional(),
    family_name: personName.optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'must be at most 254 characters')
      .pipe(z.email('must be an e-mail address'))
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[0-9 ().-]{7,25})?$/, 'must be a phone number')
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    jobTitle: optionalText(100),
    company: optionalText(120),
    contentOptOut: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a lower-case slug'))
      .max(20, 'must list at most 20 entries')
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to update');

const OrgParams = z.object({
  orgSk: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be an organisation id')
    .transform(Number),
});
const RosterQuery = z.object({
  page: int4().min(0, 'must be 0 or more').max(100_000).default(0),
  query: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'must be an individual id')
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

export async function userRoutes(app: FastifyInstance) {
  const { db } = app;

  // S3-API-05/06, S1-API-50/51: the contract-status lookup; membership is the API's own record.
  app.get('/user/contract/statuses', async (req, reply) => {
    const user = await loadUser(db, principalOf(req));
    reply.header('Cache-Control', `private, max-age=${CONTRACT_STATUS_MAX_AGE}`);
    return membershipFlags(user);
  });

  // S1-API-47/48, S1-AUTH-39: claims = contract statuses + the token's identity attributes.
  app.get('/user/claims', async (req) => {
    const p = principalOf(req);
    const user = await loadUser(db, p);
    return {
      ...membershipFlags(user),
      isPLIEmployee: p.isEmployee,
      isLMSAdmin: p.isLmsAdmin,
      individualSk: p.individualSk,
      organizationSk: p.organizationSk,
      roles: p.roles,
    };
  });

  // S1-API-49
  app.get('/user/personas', async (req) => {
    const user = await loadUser(db, principalOf(req));
    return { personas: user.personas };
  });

  // S3-API-01
  app.get('/user/profile', async (req) => profileResponse(await loadUser(db, principalOf(req))));

  // S3-API-02: validated first, then one UPDATE in a transaction, so nothing is half-saved.
  app.put('/user/profile', async (req) => {
    const p = principalOf(req);
    const body = parse(ProfileUpdateSchema, req.body, 'body');
    const extra = Object.fromEntries(
      (['phone', 'jobTitle', 'company'] as const)
        .filter((k) => body[k] !== undefined)
        .map((k) => [k, body[k]]),
    );
    const updated = await db.transaction(async (tx) => {
      await loadUser(tx, p);
      const [row] = await tx.query<UserRecord>(
        `UPDATE users SET
           given_name = COALESCE($2, given_name),
           family_name = COALESCE($3, family_name),
           email = COALESCE($4, email),
           profile = profile || $5::jsonb,
           content_opt_out = COALESCE($6::text[], content_opt_out)
         WHERE sub = $1 RETURNING ${USER_COLUMNS}`,
        [
          p.sub,
          body.given_name ?? null,
          body.family_name ?? null,
          body.email ?? null,
          JSON.stringify(extra),
          body.contentOptOut ? [...new Set(body.contentOptOut)] : null,
        ],
      );
      return row!;
    });
    return profileResponse(updated);
  });

  // S3-API-04, S1-AUTH-40/41/42: what analytics identify sends.
  app.get('/user/tracking-profile', async (req) => {
    const p = principalOf(req);
    const user = await loadUser(db, p);
    const organizationId = Number(p.organizationSk);
    return {
      membershipType: user.membership,
      ...(Number.isInteger(organizationId) && organizationId > 0 ? { organizationId } : {}),
      ...(user.personas[0] ? { persona: user.personas[0] } : {}),
    };
  });

  // S2-API-62/63, S2-ROLES-11/12: an organisation's members, for its roster admin or an LMS admin.
  app.get('/roster/:orgSk/child-members', async (req) => {
    const { orgSk } = parse(OrgParams, req.params, 'params');
    requireOrgAdmin(req, orgSk);
    const q = parse(RosterQuery, req.query, 'query');
    const [org] = await db.query<{ sk: number; name: string }>(
      'SELECT sk, name FROM organisations WHERE sk = $1',
      [orgSk],
    );
    if (!org) throw notFound(`Organisation ${orgSk}`);
    const where =
      q.query === undefined ? 'organization_sk = $1' : 'organization_sk = $1 AND individual_sk = $2';
    const args: unknown[] = q.query === undefined ? [orgSk] : [orgSk, q.query];
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM organisation_members WHERE ${where}`,
      args,
    );
    const rows = await db.query<{ individual_sk: number; display_name: string; primary_email: string }>(
      `SELECT individual_sk, display_name, primary_email FROM organisation_members WHERE ${where}
       ORDER BY display_name, individual_sk LIMIT ${ROSTER_PAGE_SIZE} OFFSET ${q.page * ROSTER_PAGE_SIZE}`,
      args,
    );
    return {
      organizationSk: org.sk,
      organizationName: org.name,
      members: rows.map((m) => ({
        individual_SK: m.individual_sk,
        displayName: m.display_name,
        primaryEmail: { email: m.primary_email },
      })),
      page: q.page,
      pageSize: ROSTER_PAGE_SIZE,
      totalPages: Math.ceil(total / ROSTER_PAGE_SIZE),
      totalResults: total,
    };
  });
}
