// Where the card provider (the payment sandbox, or a real provider behind the same contract) lives for
// this API, read once from the environment:
//   PAYMENT_URL           its public origin: the issuer of its tokens, the scripts and frames the browser loads
//   PAYMENT_INTERNAL_URL  how this server reaches it (compose: http://payment-sandbox:4002); default PAYMENT_URL
//   PAYMENT_MERCHANT_KEY  the merchant secret the capture-context call carries (server to server only)
//   PAYMENT_NEW_CARDS_DISABLED  'true' turns 'new cards disabled' mode on (else the feature flag row decides)
import { paymentOrigin } from '@cle/build/topology';
import type { JWTVerifyGetKey, CryptoKey, JWK } from 'jose';

/** The published development key of the payment sandbox (like the seeded passwords: not a secret). */
const DEV_MERCHANT_KEY = 'cle-sandbox-merchant-key';

export interface PaymentSettings {
  /** the provider's public origin (token issuer) */
  publicUrl: string;
  /** the provider as this server reaches it */
  internalUrl: string;
  merchantKey: string;
  /** overrides the feature flag when set */
  newCardsDisabled?: boolean;
  /** verification keys; default: the provider's JWKS at `${internalUrl}/jwks` */
  keys?: JWTVerifyGetKey | CryptoKey | JWK;
}

export type PaymentOptions = Partial<PaymentSettings>;

const trim = (s: string) => s.trim().replace(/\/+$/, '');

export function paymentSettings(options: PaymentOptions = {}, env = process.env): PaymentSettings {
  const publicUrl = trim(options.publicUrl ?? env.PAYMENT_URL ?? paymentOrigin);
  const flag = env.PAYMENT_NEW_CARDS_DISABLED?.trim().toLowerCase();
  return {
    publicUrl,
    internalUrl: trim(options.internalUrl ?? env.PAYMENT_INTERNAL_URL ?? publicUrl),
    merchantKey: options.merchantKey ?? env.PAYMENT_MERCHANT_KEY ?? DEV_MERCHANT_KEY,
    newCardsDisabled:
      options.newCardsDisabled ??
      (flag === 'true' || flag === '1' ? true : flag === 'false' || flag === '0' ? false : undefined),
    keys: options.keys,
  };
}
