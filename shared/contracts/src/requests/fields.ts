// Request fields many routes share (decision 029's input rules, decision 073): whole numbers in the
// range of the column they are compared with, and comma-separated lists in one query value.
// Request schemas are classic zod (coercion, transforms and messages as the API reads them); the
// browser imports only their types, so no remote bundles them.
import { z } from 'zod';

export const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

/** A decimal id string that an int4 column can be compared with. */
export const fitsInt4 = (digits: string) => Number(digits) <= INT4_MAX;

/** A whole number that fits an int4 column (region, faculty, credit type ids): beyond is a 400. */
export const int4 = (message = 'must be a whole number') =>
  z.coerce.number().int(message).min(INT4_MIN, 'is out of range').max(INT4_MAX, 'is out of range');

/** A whole number for a bigint column: zod's int() already stops at 2^53 - 1, inside int8. */
export const int8 = (message = 'must be a whole number') => z.coerce.number().int(message);

/** A comma- or semicolon-separated list in one query value: trimmed, empties and repeats dropped. */
export const uniqueList = (maxChars: number) =>
  z
    .string({ error: 'is required' })
    .max(maxChars, `must be at most ${maxChars} characters`)
    .transform((v) => [
      ...new Set(
        v
          .split(/[;,]/)
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ]);
