// A stored card for checkout tests: the seeded retail member's valid default Visa (payment module seed),
// or, for anyone else, a valid card row added as the payment seed adds its own.
import type { Db } from '../src/db/db';
import { insertPaymentInstrument, SEEDED_CARDS } from '../src/payments/seed-cards';

export async function testCardSk(db: Db, sub: string): Promise<number> {
  const [found] = await db.query<{ sk: number }>(
    `SELECT sk FROM payment_instruments WHERE user_sub = $1 AND is_default ORDER BY sk LIMIT 1`,
    [sub],
  );
  if (found) return Number(found.sk);
  return insertPaymentInstrument(db, {
    ...SEEDED_CARDS[0],
    user_sub: sub,
    provider_token: `pi_test_${sub}`,
    is_default: true,
  });
}
