// The payment of an order (spec 3 §4.9 Payment, §5 Card rules): place order calls paymentForOrder inside
// its own transaction. A stored card must be the caller's and not expired; a new card (sk -1) must carry
// a transient token from the card provider that verifies (signature, expiry, origin, network) and was
// not spent before; it is stored when the person asked to save it. Anything else: 422 'Please select a
// valid card', and the order's transaction rolls back (the token stays unspent).
import type { CheckoutRequest, PaymentInstrument } from '@cle/contracts/commerce-schemas';
import { isValidCardholderName } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { findInstrument, insertCard, spendTransientToken } from './instrument-store';
import { CardTokenError } from './transient-token';
import { transientTokenVerifierFor } from './payment-registry';

const INVALID_CARD_MESSAGE = 'Please select a valid card';

export interface OrderPayment {
  /** the stored card paid with; null for a new card the person did not save */
  instrumentSk: number | null;
  tenderTypeId: number;
  numberLastFour: string;
}

type PaymentOption = Pick<
  CheckoutRequest['paymentOption'],
  'sk' | 'jwtToVerify' | 'saveForFutureUse' | 'creditCardName' | 'isDefault'
>;

const invalid = () => new HttpError(422, INVALID_CARD_MESSAGE);

/**
 * @param tx the place-order transaction (a new saved card and the spent token are written in it)
 * @param total the order total the server computed; 0 needs no payment (null)
 * @param storedCard the person's stored card of paymentOption.sk when the caller already read it in tx
 *   (null: none such), so place order saves a round trip; undefined: read here
 */
export async function paymentForOrder(
  tx: Db,
  userSub: string,
  paymentOption: PaymentOption | null | undefined,
  total: number,
  storedCard?: PaymentInstrument | null,
): Promise<OrderPayment | null> {
  if (total === 0) return null;
  const sk = paymentOption?.sk;
  if (!paymentOption || typeof sk !== 'number' || !Number.isInteger(sk)) throw invalid();

  if (sk > 0) {
    const card = storedCard !== undefined ? storedCard : await findInstrument(tx, userSub, sk);
    if (!card || card.isExpired) throw invalid();
    return { instrumentSk: card.sk, tenderTypeId: card.tenderTypeId, numberLastFour: card.numberLastFour };
  }

  if (sk !== -1 || typeof paymentOption.jwtToVerify !== 'string' || !paymentOption.jwtToVerify)
    throw invalid();
  let card;
  try {
    card = await transientTokenVerifierFor(tx)(paymentOption.jwtToVerify);
  } catch (err) {
    if (err instanceof CardTokenError && err.reason === 'unavailable')
      throw new HttpError(503, 'The card provider is unavailable. Please try again shortly.');
    if (err instanceof CardTokenError) throw invalid();
    throw err;
  }
  if (paymentOption.saveForFutureUse) {
    const name = paymentOption.creditCardName ?? '';
    if (!isValidCardholderName(name)) throw invalid();
    try {
      const stored = await insertCard(tx, userSub, card, name, paymentOption.isDefault === true);
      return {
        instrumentSk: stored.sk,
        tenderTypeId: stored.tenderTypeId,
        numberLastFour: stored.numberLastFour,
      };
    } catch (err) {
      if (err instanceof HttpError) throw invalid(); // token already spent
      throw err;
    }
  }
  if (!(await spendTransientToken(tx, userSub, card.jti))) throw invalid();
  return { instrumentSk: null, tenderTypeId: card.tenderTypeId, numberLastFour: card.numberLastFour };
}
