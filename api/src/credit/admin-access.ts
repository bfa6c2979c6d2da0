// Who may look at another member's credit records (spec 2 §6): the roster administrator of an
// organisation the member belongs to (OrganizationSK claim + roster-admin role, orgSk named in the
// request) and support staff (LMS admin: IsLMSAdmin 'true' and isPLIEmployee) for anyone. Used by the
// admin tracker view, the roster's tracker call, the compliance reminder and supplicant access.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { HttpError, notFound } from '../lib/http';
import { isLmsAdmin, principalOf, requireOrgAdmin } from '../auth/guard';
import { memberRecord } from '../users/organisation-store';

export interface MemberRef {
  /** the member's account, null for a roster member who has never signed in (no records) */
  sub: string | null;
  individualSk: number;
  displayName: string;
  email: string;
  self: boolean;
}

/** The member whose records the caller asks for; 403 or 404 when the caller may not see them. */
export async function memberFor(
  db: Db,
  req: FastifyRequest,
  target: { individualSk?: number; orgSk?: number },
): Promise<MemberRef> {
  const p = principalOf(req);
  if (target.individualSk === undefined || String(target.individualSk) === p.individualSk) {
    return {
      sub: p.sub,
      individualSk: Number(p.individualSk),
      displayName: p.name,
      email: p.email,
      self: true,
    };
  }
  const sk = target.individualSk;
  if (!isLmsAdmin(p)) {
    if (target.orgSk === undefined)
      throw new HttpError(403, "Only administrators may view another member's tracker");
    requireOrgAdmin(req, target.orgSk);
  }
  // an LMS admin may name no organisation; an organisation's administrator only its own members
  const row = await memberRecord(db, sk, target.orgSk);
  if (!row)
    throw notFound(`Member ${sk}${target.orgSk !== undefined ? ` of organisation ${target.orgSk}` : ''}`);
  return {
    sub: row.sub,
    individualSk: sk,
    displayName: row.display_name.trim(),
    email: row.email,
    self: false,
  };
}
