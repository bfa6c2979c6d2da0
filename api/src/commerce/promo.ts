// Promo codes (spec 3 §5, §8): what a person types is reduced to letters and digits, upper-cased; it
// must then be exactly PROMO_CODE_CHARACTERS long (10 once shown as 'SAVE 20PCT'), exist, have started, not have expired, and (single-use
// codes) not have been redeemed by this person. Any failure is the one message the spec gives.
import { PROMO_CODE_CHARACTERS } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import type { Promo } from './pricing';

export const PROMO_INVALID_MESSAGE = 'Promo code is incorrect or expired.';
export const PROMO_REMOVED_MESSAGE = 'Promo code removed.';
export const promoAppliedMessage = (code: string) =>
  `Promo code ${code.slice(0, 4)} ${code.slice(4)} applied.`;

/** Letters and digits only, upper case ('save 20-pct' -> 'SAVE20PCT'). */
export const normalisePromoCode = (typed: string) => typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

interface PromoRecord {
  code: string;
  percent_off: string | null;
  amount_off: string | null;
  usable: boolean;
}

/** The promo a person may use now, or null (unknown, not started, expired or already redeemed). */
export async function usablePromo(
  db: Db,
  sub: string,
  code: string,
  now = new Date(),
): Promise<Promo | null> {
  if (code.length !== PROMO_CODE_CHARACTERS) return null;
  const [row] = await db.query<PromoRecord>(
    `SELECT code, percent_off::text, amount_off::text,
            (starts_at IS NULL OR starts_at <= $3) AND (expires_at IS NULL OR expires_at > $3)
            AND NOT (single_use AND EXISTS (
              SELECT 1 FROM promo_redemptions r WHERE r.promo_code = p.code AND r.user_sub = $2)) AS usable
     FROM promo_codes p WHERE code = $1`,
    [code, sub, now],
  );
  return row?.usable ? promoOf(row) : null;
}

export const promoOf = (row: {
  code: string;
  percent_off: string | null;
  amount_off: string | null;
}): Promo => ({
  code: row.code,
  percentOff: row.percent_off === null ? null : Number(row.percent_off),
  amountOffCents: row.amount_off === null ? null : Math.round(Number(row.amount_off) * 100),
});
