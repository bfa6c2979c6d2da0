// A stored card for checkout tests: the seeded retail member's valid default Visa (payment module seed),
// or, for anyone else, a valid card row added as the payment seed adds its own.
import type { Db } from '../src/db/db';
import { SEEDED_CARDS } from '../src/payments/seed-cards';

export async function testCardSk(db: Db, sub: string): Promise<number> {
  const [found] = await db.query<{ sk: number }>(
    `SELECT sk FROM payment_instruments WHERE user_sub = $1 AND is_default ORDER BY sk LIMIT 1`,
    [sub],
  );
  if (found) return Number(found.sk);
  const card = SEEDED_CARDS[0];
  const [row] = await db.query<{ sk: number }>(
    `INSERT INTO payment_instruments (user_sub, card_type, tender_type_id, cardholder_name, masked_number,
       number_last_four, expiration_month, expiration_year, provider_token, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) RETURNING sk`,
    [
      sub,
      card.card_type,
      card.tender_type_id,
      card.cardholder_name,
      card.masked_number,
      card.number_last_four,
      card.expiration_month,
      card.expiration_year,
      `pi_test_${sub}`,
    ],
  );
  return Number(row!.sk);
}
