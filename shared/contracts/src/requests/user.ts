// Requests of the signed-in user's own data and the organisation roster (spec 3 §7, spec 2 §9):
// declared on the API's routes (decision 073), one definition that validates, types and documents them.
import * as z from 'zod/mini';
import { int4 } from './fields';

const NO_MARKUP = 'must not contain < > or control characters';
const blankToNull = z.transform((v: string | null | undefined) => (v === '' ? null : v));

const personName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(100, 'must be at most 100 characters'),
    z.regex(/^[^<>\p{Cc}]+$/u, NO_MARKUP),
  );
const optionalText = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(max, `must be at most ${max} characters`),
            z.regex(/^[^<>\p{Cc}]*$/u, NO_MARKUP),
          ),
      ),
    ),
    blankToNull,
  );

/**
 * PUT /user/profile body: the profile fields to change (absent = unchanged; null or '' clears an
 * optional field). Unknown fields, such as a user id, are refused.
 */
export const ProfileUpdateBodySchema = z
  .strictObject({
    given_name: z.optional(personName),
    family_name: z.optional(personName),
    email: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'must be at most 254 characters')),
        z.email('must be an e-mail address'),
      ),
    ),
    phone: z.pipe(
      z.optional(
        z.nullable(z.string().check(z.trim(), z.regex(/^(\+?[0-9 ().-]{7,25})?$/, 'must be a phone number'))),
      ),
      blankToNull,
    ),
    jobTitle: optionalText(100),
    company: optionalText(120),
    contentOptOut: z.optional(
      z
        .array(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a lower-case slug')))
        .check(z.maxLength(20, 'must list at most 20 entries')),
    ),
  })
  .check(z.refine((b) => Object.values(b).some((v) => v !== undefined), 'nothing to update'));
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

/** /roster/:orgSk/child-members path: the organisation's id. */
export const OrgParamsSchema = z.object({
  orgSk: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be an organisation id')),
    z.transform(Number),
  ),
});

/** /roster/:orgSk/child-members query: a page of 20, or the one member with an individual id. */
export const RosterQuerySchema = z.object({
  page: z._default(int4().check(z.gte(0, 'must be 0 or more'), z.lte(100_000)), 0),
  query: z.pipe(
    z.optional(z.string().check(z.trim(), z.regex(/^(\d{1,9})?$/, 'must be an individual id'))),
    z.transform((v) => (v ? Number(v) : undefined)),
  ),
});
