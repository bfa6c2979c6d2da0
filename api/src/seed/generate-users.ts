// The people who sign in (the identity provider's accounts share these `sub` values), their
// organisation and its roster. Deterministic: fixed rows plus names drawn with a seeded PRNG.
import { createRandom } from '../lib/random';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';
import type { OrganisationMemberRow, OrganisationRow, UserRow } from '../db/rows';

export const WHITMAN_CRANE = { sk: 9001, name: 'Whitman & Crane LLP', emailDomain: 'whitmancrane.example' };
/** API-only roster members of Whitman & Crane: individual SKs 810001-810012. */
const ROSTER_ONLY_MEMBERS = 12;
/** Accounts on Whitman & Crane's roster. Only Rosa carries OrganizationSK (she administers it); Riley is
 * listed as a member but signs in as an individual (no OrganizationSK claim). */
const WHITMAN_CRANE_ACCOUNTS = ['u-roster', 'u-retail'];

const user = (
  sub: string,
  individualSk: number,
  given: string,
  family: string,
  extra: Partial<UserRow> & { personas: string[] },
): UserRow => ({
  sub,
  individual_sk: individualSk,
  organization_sk: null,
  email: `${sub.replace(/^u-/, '')}@example.com`,
  given_name: given,
  family_name: family,
  membership: 'Retail',
  is_employee: false,
  is_lms_admin: false,
  roles: [],
  content_opt_out: [],
  profile: { phone: null, jobTitle: null, company: null },
  ...extra,
});

/** The seeded accounts (same sub, names, SKs and flags as the identity provider's). */
export const SEEDED_USERS: readonly UserRow[] = [
  user('u-retail', 800001, 'Riley', 'Retail', {
    personas: ['Litigator'],
    profile: { phone: '+1 212 555 0101', jobTitle: 'Associate', company: WHITMAN_CRANE.name },
  }),
  user('u-im', 800002, 'Irene', 'Member', {
    membership: 'IM',
    personas: ['In-house counsel', 'Litigator'],
    profile: { phone: '+1 212 555 0102', jobTitle: 'General Counsel', company: 'Northwind Holdings' },
  }),
  user('u-pm', 800003, 'Parker', 'Plus', {
    membership: 'PM',
    personas: ['Transactional lawyer'],
    content_opt_out: ['discount-advice'],
    profile: { phone: '+1 415 555 0103', jobTitle: 'Partner', company: 'Parker Plus PC' },
  }),
  user('u-editor', 800004, 'Edith', 'Editor', {
    roles: ['editor'],
    personas: ['Government lawyer'],
    profile: { phone: null, jobTitle: 'Content Editor', company: 'Practising Law Institute' },
  }),
  user('u-staff', 800005, 'Sam', 'Staff', {
    is_employee: true,
    roles: ['qa'],
    personas: ['Law student', 'Government lawyer'],
    profile: { phone: null, jobTitle: 'Program Attorney', company: 'Practising Law Institute' },
  }),
  user('u-roster', 800006, 'Rosa', 'Roster', {
    organization_sk: WHITMAN_CRANE.sk,
    roles: ['roster-admin'],
    personas: ['Litigator', 'Transactional lawyer'],
    profile: {
      phone: '+1 212 555 0106',
      jobTitle: 'Professional Development Manager',
      company: WHITMAN_CRANE.name,
    },
  }),
  user('u-lms', 800007, 'Lee', 'Admin', {
    is_employee: true,
    is_lms_admin: true,
    personas: ['In-house counsel'],
    profile: { phone: null, jobTitle: 'LMS Administrator', company: 'Practising Law Institute' },
  }),
  user('u-short', 800008, 'Shay', 'Short', {
    personas: ['Law student'],
  }),
];

const emailPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function generateUsers() {
  const rnd = createRandom(9001);
  const firsts = rnd.sample(FIRST_NAMES, ROSTER_ONLY_MEMBERS);
  const lasts = rnd.sample(LAST_NAMES, ROSTER_ONLY_MEMBERS);
  const rosterOnly: OrganisationMemberRow[] = firsts.map((first, i) => ({
    organization_sk: WHITMAN_CRANE.sk,
    individual_sk: 810001 + i,
    display_name: `${first} ${lasts[i]!}`,
    primary_email: `${emailPart(first)}.${emailPart(lasts[i]!)}@${WHITMAN_CRANE.emailDomain}`,
  }));
  const accountMembers: OrganisationMemberRow[] = SEEDED_USERS.filter((u) =>
    WHITMAN_CRANE_ACCOUNTS.includes(u.sub),
  ).map((u) => ({
    organization_sk: WHITMAN_CRANE.sk,
    individual_sk: u.individual_sk,
    display_name: `${u.given_name} ${u.family_name}`,
    primary_email: u.email,
  }));
  return {
    users: SEEDED_USERS.map((u) => ({ ...u })),
    organisations: [{ sk: WHITMAN_CRANE.sk, name: WHITMAN_CRANE.name }] as OrganisationRow[],
    organisationMembers: [...accountMembers, ...rosterOnly],
  };
}
