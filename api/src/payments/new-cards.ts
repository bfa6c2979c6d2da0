// 'New cards disabled' mode of the card form (spec 3 §4.9): the card routes and checkout refuse a new
// card while it is on.
import type { Db } from '../db/db';
import { featureFlag } from '../settings/feature-flag-store';
import type { PaymentSettings } from './payment-settings';

/** The feature flag row that turns 'new cards disabled' mode on (PAYMENT_NEW_CARDS_DISABLED overrides it). */
const NEW_CARDS_DISABLED_FLAG = 'disable-new-payment-method';
export const NEW_CARDS_DISABLED_MESSAGE =
  'We are temporarily unable to process new credit cards. Please contact our customer service for assistance.';

export async function newCardsDisabled(db: Db, settings: PaymentSettings): Promise<boolean> {
  if (settings.newCardsDisabled !== undefined) return settings.newCardsDisabled;
  return featureFlag(db, NEW_CARDS_DISABLED_FLAG);
}
