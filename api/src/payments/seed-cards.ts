// The seeded people's stored cards: the retail member has a valid Visa (the default) and an expired
// Mastercard, so checkout and the payment-methods page show both states on a fresh database. Added once
// (a mark in `meta`), never to a person who already has cards, never rewritten.
import type { Db } from '../db/db';
import type { InstrumentRow } from './instrument-store';
import { TENDER_IDS } from '@cle/contracts/commerce-schemas';

const PAYMENTS_MARK = 'payment_instruments_seeded';

export const SEEDED_CARDS = [
  {
    user_sub: 'u-retail',
    card_type: 'VISA',
    tender_type_id: TENDER_IDS.VISA,
    cardholder_name: 'Riley Retail',
    masked_number: '************1111',
    number_last_four: '1111',
    expiration_month: 12,
    expiration_year: 2030,
    provider_token: 'pi_seed_retail_visa',
    is_default: true,
  },
  {
    user_sub: 'u-retail',
    card_type: 'MASTERCARD',
    tender_type_id: TENDER_IDS.MASTERCARD,
    cardholder_name: 'Riley Retail',
    masked_number: '************4444',
    number_last_four: '4444',
    expiration_month: 3,
    expiration_year: 2024,
    provider_token: 'pi_seed_retail_mastercard_expired',
    is_default: false,
  },
] as const;

/** A payment_instruments row as the seed writes it. */
export type StoredCard = Omit<InstrumentRow, 'sk'> & { user_sub: string };

/** Stores one card row as the seed writes it (the seed, and tests that give someone else a card); its sk. */
export async function insertPaymentInstrument(db: Db, card: StoredCard): Promise<number> {
  const [row] = await db.query<{ sk: number }>(
    `INSERT INTO payment_instruments (user_sub, card_type, tender_type_id, cardholder_name, masked_number,
       number_last_four, expiration_month, expiration_year, provider_token, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING sk`,
    [
      card.user_sub,
      card.card_type,
      card.tender_type_id,
      card.cardholder_name,
      card.masked_number,
      card.number_last_four,
      card.expiration_month,
      card.expiration_year,
      card.provider_token,
      card.is_default,
    ],
  );
  return Number(row!.sk);
}

export async function paymentsSeeded(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM meta WHERE key = $1', [PAYMENTS_MARK])).length > 0;
}

/** Inside the seed's transaction: cards for seeded people who exist and have none yet, then the mark. */
export async function seedPaymentInstruments(tx: Db): Promise<number> {
  if (await paymentsSeeded(tx)) return 0;
  const owners = [...new Set(SEEDED_CARDS.map((c) => c.user_sub))];
  const fresh = new Set(
    (
      await tx.query<{ sub: string }>(
        `SELECT u.sub FROM users u WHERE u.sub = ANY($1::text[])
           AND NOT EXISTS (SELECT 1 FROM payment_instruments p WHERE p.user_sub = u.sub)`,
        [owners],
      )
    ).map((r) => r.sub),
  );
  let added = 0;
  for (const card of SEEDED_CARDS.filter((c) => fresh.has(c.user_sub))) {
    await insertPaymentInstrument(tx, card);
    added++;
  }
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    PAYMENTS_MARK,
  ]);
  return added;
}
