// Requests of commerce (spec 3): the cart, addresses, payment methods and program registrations.
// Declared on the API's routes (decision 073): one definition validates, types and documents each call.
// The checkout's own body and the address and card bodies are in commerce-schemas (the remotes send them).
import { z } from 'zod';

/** No printable-control or NUL characters in any text a person sends. */
const plainText = /^[^\p{Cc}]*$/u;

const productCode = z
  .string()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'must be a product code (letters, digits and hyphens)');
const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');
const priorityCode = z
  .string()
  .max(20, 'must be at most 20 characters')
  .regex(/^[A-Za-z0-9]*$/, 'must be letters and digits')
  .nullable()
  .optional()
  .transform((v) => (v ? v.toUpperCase() : null));
export const CartLineBodySchema = z.strictObject({ code: productCode, quantity, priorityCode });
export const CartItemBodySchema = z.strictObject({
  itemPk: z
    .string()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an item pk (letters, digits, hyphens and underscores)'),
  quantity: quantity.optional().default(1),
  priorityCode,
});
export const CartLinesBodySchema = z
  .array(CartLineBodySchema)
  .min(1, 'must list at least one line')
  .max(100, 'must list at most 100 lines')
  .refine((lines) => new Set(lines.map((l) => l.code)).size === lines.length, 'must not list a code twice');
export const CodesBodySchema = z
  .array(productCode)
  .min(1, 'must list at least one code')
  .max(100, 'must list at most 100 codes');
export const PromoBodySchema = z.strictObject({
  promoCode: z.string().max(40, 'must be at most 40 characters').regex(plainText, 'must be plain text'),
});

export const AddressSkParamsSchema = z.strictObject({
  sk: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'must be an address sk')
    .transform(Number),
});

export const SkParamsSchema = z.object({
  sk: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'must be a positive id')),
});

export const CodesQuerySchema = z.strictObject({
  codes: z
    .string()
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(2000),
      z.regex(/^[A-Za-z0-9_,;-]+$/, 'must be product codes'),
    ),
});
export const CodeParamsSchema = z.strictObject({
  code: z
    .string()
    .check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a product code')),
});
export const NoQuerySchema = z.strictObject({});
export type CartLineBody = z.infer<typeof CartLineBodySchema>;
