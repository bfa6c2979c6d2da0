// The signed-in user's own data (claims, contract statuses, personas, profile, tracking profile) and the
// organisation roster. Everything is behind the auth guard and scoped to the token's subject: no route
// takes a user id from the URL or body, except the roster (its organisation's admin, or an LMS admin).
import { OrgParamsSchema, ProfileUpdateBodySchema, RosterQuerySchema } from '@cle/contracts/requests/user';
import { UserProfileSchema } from '@cle/contracts/profile-schemas';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf, requireOrgAdmin } from '../auth/guard';
import { loadUser, updateProfile } from '../users/user-store';
import type { UserRecord } from '../users/user-store';
import { organisationBySk, organisationMembersPage } from '../users/organisation-store';

interface ProfileResponse {
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

export async function userRoutes(app: Api) {
  accountRoutes(app);
  profileRoutes(app);
  childMemberRoutes(app);
}

/** Contract statuses, claims and personas. */
function accountRoutes(app: Api) {
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
}

/** The profile and the tracking profile. */
function profileRoutes(app: Api) {
  const { db } = app;

  // S3-API-01
  app.get('/user/profile', { schema: { response: { 200: UserProfileSchema } } }, async (req) =>
    profileResponse(await loadUser(db, principalOf(req))),
  );

  // S3-API-02: validated first, then one UPDATE in a transaction, so nothing is half-saved.
  const update = { schema: { body: ProfileUpdateBodySchema, response: { 200: UserProfileSchema } } };
  app.put('/user/profile', update, async (req) => {
    const p = principalOf(req);
    const { body } = req;
    const extra = Object.fromEntries(
      (['phone', 'jobTitle', 'company'] as const)
        .filter((k) => body[k] !== undefined)
        .map((k) => [k, body[k]]),
    );
    const updated = await db.transaction(async (tx) => {
      await loadUser(tx, p);
      return updateProfile(tx, p.sub, {
        given_name: body.given_name ?? null,
        family_name: body.family_name ?? null,
        email: body.email ?? null,
        profile: extra,
        content_opt_out: body.contentOptOut ? [...new Set(body.contentOptOut)] : null,
      });
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
}

/** An organisation's members. */
function childMemberRoutes(app: Api) {
  const { db } = app;

  // S2-API-62/63, S2-ROLES-11/12: an organisation's members, for its roster admin or an LMS admin.
  const schema = { params: OrgParamsSchema, querystring: RosterQuerySchema };
  app.get('/roster/:orgSk/child-members', { schema }, async (req) => {
    const { orgSk } = req.params;
    requireOrgAdmin(req, orgSk);
    const q = req.query;
    const org = await organisationBySk(db, orgSk);
    if (!org) throw notFound(`Organisation ${orgSk}`);
    const { total, members: rows } = await organisationMembersPage(db, orgSk, {
      individualSk: q.query,
      limit: ROSTER_PAGE_SIZE,
      offset: q.page * ROSTER_PAGE_SIZE,
    });
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
