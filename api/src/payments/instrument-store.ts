// Stored cards per person (spec 3 §3 Payment instrument, §4.9 Payment): read, store a verified card,
// choose the default, delete. Every query is scoped to the owner's sub; another person's sk is "not found".
import type { PaymentInstrument } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import type { VerifiedCard } from './transient-token';

/** A payment_instruments row as the store reads it (the owner's sub aside). */
export interface InstrumentRow {
  sk: number;
  card_type: string;
  tender_type_id: number;
  cardholder_name: string;
  masked_number: string;
  number_last_four: string;
  expiration_month: number;
  expiration_year: number;
  provider_token: string;
  is_default: boolean;
}

export const INSTRUMENT_COLUMNS =
  'sk, card_type, tender_type_id, cardholder_name, masked_number, number_last_four, expiration_month, expiration_year, provider_token, is_default';

/** A card is good through the last day of its expiry month. */
function isCardExpired(month: number, year: number, now = new Date()): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function toInstrument(r: InstrumentRow, now = new Date()): PaymentInstrument {
  return {
    sk: r.sk,
    cardType: r.card_type,
    creditCardName: r.cardholder_name,
    creditCardNumber: r.masked_number,
    numberLastFour: r.number_last_four,
    expirationMonth: r.expiration_month,
    expirationYear: r.expiration_year,
    token: r.provider_token,
    isDefault: r.is_default,
    isExpired: isCardExpired(r.expiration_month, r.expiration_year, now),
    isStoredInstrument: true,
    saveForFutureUse: true,
    tenderTypeId: r.tender_type_id,
    captureContext: '',
    jwtToVerify: '',
  };
}

/** The person's cards, the default first, then the newest. */
export async function listInstruments(db: Db, sub: string): Promise<PaymentInstrument[]> {
  const rows = await db.query<InstrumentRow>(
    `SELECT ${INSTRUMENT_COLUMNS} FROM payment_instruments WHERE user_sub = $1 ORDER BY is_default DESC, sk DESC`,
    [sub],
  );
  const now = new Date();
  return rows.map((r) => toInstrument(r, now));
}

export async function findInstrument(db: Db, sub: string, sk: number): Promise<PaymentInstrument | null> {
  if (!Number.isInteger(sk) || sk <= 0 || sk > 2_147_483_647) return null;
  const [row] = await db.query<InstrumentRow>(
    `SELECT ${INSTRUMENT_COLUMNS} FROM payment_instruments WHERE user_sub = $1 AND sk = $2`,
    [sub, sk],
  );
  return row ? toInstrument(row) : null;
}

/**
 * Spends a transient token (a token is good for one card or one payment): false when it was already
 * spent. Inside the caller's transaction, so a rolled-back order leaves it unspent.
 */
export async function spendTransientToken(db: Db, sub: string, jti: string): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO payment_transient_tokens_spent (jti, user_sub) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING jti',
    [jti, sub],
  );
  return rows.length === 1;
}

/**
 * Stores a verified card for the person (the token must not have been spent); the first card, or one
 * asked to be the default, becomes the default. In its own transaction.
 */
export function storeCard(
  db: Db,
  sub: string,
  card: VerifiedCard,
  cardholderName: string,
  makeDefault: boolean,
): Promise<PaymentInstrument> {
  return db.transaction((tx) => insertCard(tx, sub, card, cardholderName, makeDefault));
}

/**
 * storeCard inside a transaction the caller already holds (place order): never opens its own, because an
 * embedded database's nested transaction would wait on the outer one.
 */
export async function insertCard(
  tx: Db,
  sub: string,
  card: VerifiedCard,
  cardholderName: string,
  makeDefault: boolean,
): Promise<PaymentInstrument> {
  {
    if (!(await spendTransientToken(tx, sub, card.jti)))
      throw new HttpError(422, 'This card token was already used');
    // serialise concurrent writes of one person's cards (the one-default index would refuse a race)
    await tx.query('SELECT sub FROM users WHERE sub = $1 FOR UPDATE', [sub]);
    const [{ count }] = (await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payment_instruments WHERE user_sub = $1 AND is_default',
      [sub],
    )) as [{ count: number }];
    const isDefault = makeDefault || count === 0;
    if (isDefault && count > 0)
      await tx.query('UPDATE payment_instruments SET is_default = false WHERE user_sub = $1 AND is_default', [
        sub,
      ]);
    const [row] = await tx.query<InstrumentRow>(
      `INSERT INTO payment_instruments (user_sub, card_type, tender_type_id, cardholder_name, masked_number,
         number_last_four, expiration_month, expiration_year, provider_token, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${INSTRUMENT_COLUMNS}`,
      [
        sub,
        card.network,
        card.tenderTypeId,
        cardholderName.trim(),
        card.maskedNumber,
        card.numberLastFour,
        card.expirationMonth,
        card.expirationYear,
        `pi_${card.jti}`,
        isDefault,
      ],
    );
    return toInstrument(row!);
  }
}

export async function setDefaultInstrument(db: Db, sub: string, sk: number): Promise<PaymentInstrument> {
  return db.transaction(async (tx) => {
    const card = await findInstrument(tx, sub, sk);
    if (!card) throw new HttpError(404, 'Payment method not found');
    if (card.isExpired) throw new HttpError(422, 'An expired card cannot be the default');
    await tx.query('UPDATE payment_instruments SET is_default = false WHERE user_sub = $1 AND is_default', [
      sub,
    ]);
    await tx.query('UPDATE payment_instruments SET is_default = true WHERE user_sub = $1 AND sk = $2', [
      sub,
      sk,
    ]);
    return { ...card, isDefault: true };
  });
}

/** Deletes the person's card; when it was the default, the newest valid card left becomes the default. */
export async function deleteInstrument(db: Db, sub: string, sk: number): Promise<void> {
  await db.transaction(async (tx) => {
    const card = await findInstrument(tx, sub, sk);
    if (!card) throw new HttpError(404, 'Payment method not found');
    await tx.query('DELETE FROM payment_instruments WHERE user_sub = $1 AND sk = $2', [sub, sk]);
    if (!card.isDefault) return;
    const next = (await listInstruments(tx, sub)).find((c) => !c.isExpired);
    if (next)
      await tx.query('UPDATE payment_instruments SET is_default = true WHERE user_sub = $1 AND sk = $2', [
        sub,
        next.sk,
      ]);
  });
}
