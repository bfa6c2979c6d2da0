// Verifies the card provider's transient token (the JWT its hosted fields return after the person typed
// a card): signature against the provider's JWKS, issuer, expiry, that it is a transient token (not a
// capture context signed by the same key), that it was made for one of this site's origins, and that
// the card is one of the five accepted networks. Only then does the API learn the masked card.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { CARD_NETWORKS, TENDER_IDS } from '@cle/contracts/commerce-schemas';
import type { CardNetwork } from '@cle/contracts/commerce-schemas';
import type { PaymentSettings } from './payment-settings';

/** What a verified transient token says about the card (never the number itself). */
export interface VerifiedCard {
  jti: string;
  origin: string;
  network: CardNetwork;
  tenderTypeId: number;
  maskedNumber: string;
  numberLastFour: string;
  expirationMonth: number;
  expirationYear: number;
}

export class CardTokenError extends Error {
  constructor(
    readonly reason: 'invalid' | 'expired' | 'origin' | 'network' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

const TransientClaims = z.object({
  tokenType: z.literal('transient'),
  jti: z.string().min(8).max(100),
  origin: z.string().url(),
  card: z.object({
    network: z.string(),
    maskedNumber: z.string().regex(/^\*{9,15}\d{4}$/),
    numberLastFour: z.string().regex(/^\d{4}$/),
    expirationMonth: z.number().int().min(1).max(12),
    expirationYear: z.number().int().min(2000).max(2100),
  }),
});

export type TransientTokenVerifier = (token: string) => Promise<VerifiedCard>;

export function createTransientTokenVerifier(
  settings: PaymentSettings,
  allowedOrigins: readonly string[],
): TransientTokenVerifier {
  const keys = settings.keys ?? createRemoteJWKSet(new URL(`${settings.internalUrl}/jwks`));
  const resolve: JWTVerifyGetKey =
    typeof keys === 'function'
      ? keys
      : 'kty' in keys
        ? createLocalJWKSet({ keys: [keys] })
        : async () => keys;
  return async (token) => {
    if (typeof token !== 'string' || token.length > 8000 || token.split('.').length !== 3)
      throw new CardTokenError('invalid', 'The card token is not valid');
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, resolve, {
        issuer: settings.publicUrl,
        algorithms: ['ES256', 'RS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new CardTokenError('expired', 'The card token has expired');
      if (err instanceof errors.JWKSTimeout)
        throw new CardTokenError('unavailable', 'The card provider is unavailable');
      if (err instanceof errors.JOSEError) throw new CardTokenError('invalid', 'The card token is not valid');
      // the provider's keys could not be read (network): not the caller's fault
      throw new CardTokenError('unavailable', 'The card provider is unavailable');
    }
    const claims = TransientClaims.safeParse(payload);
    if (!claims.success) throw new CardTokenError('invalid', 'The card token is not valid');
    const { card, origin, jti } = claims.data;
    if (!allowedOrigins.includes(origin))
      throw new CardTokenError('origin', 'The card token was made for another site');
    if (!(CARD_NETWORKS as readonly string[]).includes(card.network))
      throw new CardTokenError('network', 'This card type is not accepted');
    const network = card.network as CardNetwork;
    return { ...card, jti, origin, network, tenderTypeId: TENDER_IDS[network] };
  };
}
