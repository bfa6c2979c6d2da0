// Requests of the signed-in user's own data and the organisation roster (spec 3 §7, spec 2 §9),
// declared on the API's routes (decision 073): one definition validates, types and documents each call.
import { z } from 'zod';
import { int4 } from './fields';

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
export const ProfileUpdateBodySchema = z
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

/** /roster/:orgSk/child-members path: the organisation's id. */
export const OrgParamsSchema = z.object({
  orgSk: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be an organisation id')
    .transform(Number),
});
/** /roster/:orgSk/child-members query: a page of 20, or the one member with an individual id. */
export const RosterQuerySchema = z.object({
  page: int4().min(0, 'must be 0 or more').max(100_000).default(0),
  query: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'must be an individual id')
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});
