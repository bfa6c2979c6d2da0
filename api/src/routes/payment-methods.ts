// Stored cards and the card form's capture context (spec 3 §3 Payment instrument, §4.9, §7):
//   GET    /user/payment-methods/credit-cards/tokens              the caller's cards + new-cards-disabled mode
//   POST   /user/payment-methods/credit-cards/tokens              store a card from a verified transient token
//   PUT    /user/payment-methods/credit-cards/tokens/:sk/default  make it the default
//   DELETE /user/payment-methods/credit-cards/tokens/:sk          delete it (expired cards too)
//   POST   /commerce/payment/capture-context                      asks the card provider (server to server,
//          with the merchant key) for a capture context for the page's origin
// All behind the auth guard and scoped to the token's subject; another person's sk answers 404.
import type { FastifyRequest } from 'fastify';
import { SkParamsSchema } from '@cle/contracts/requests/commerce';
import {
  CAPTURE_CONTEXT_CLIENT_VERSION,
  CARD_NETWORKS,
  CaptureContextRequestSchema,
  isValidCardholderName,
  StoreCardRequestSchema,
} from '@cle/contracts/commerce-schemas';
import type { CaptureContextResponse, PaymentInstrumentsResponse } from '@cle/contracts/commerce-schemas';
import { HttpError } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import {
  deleteInstrument,
  listInstruments,
  setDefaultInstrument,
  storeCard,
} from '../payments/instrument-store';
import { CardTokenError } from '../payments/transient-token';
import type { PaymentSettings } from '../payments/payment-settings';
import { transientTokenVerifierFor } from '../payments/payment-registry';
import { NEW_CARDS_DISABLED_MESSAGE, newCardsDisabled } from '../payments/new-cards';

const CAPTURE_CONTEXT_TIMEOUT_MS = 5000;

export function paymentMethodRoutes(settings: PaymentSettings, allowedOrigins: readonly string[]) {
  return async function routes(app: Api) {
    cardRoutes(app, settings);
    captureContextRoute(app, settings, allowedOrigins);
  };
}

/** The member's stored cards: list, store, default, delete. */
function cardRoutes(app: Api, settings: PaymentSettings) {
  const { db } = app;
  const base = '/user/payment-methods/credit-cards/tokens';

  // S3-API-41
  app.get(base, async (req): Promise<PaymentInstrumentsResponse> => {
    const p = principalOf(req);
    const [items, disabled] = await Promise.all([listInstruments(db, p.sub), newCardsDisabled(db, settings)]);
    return { items, disableNewPaymentMethod: disabled };
  });

  app.post(base, { schema: { body: StoreCardRequestSchema } }, async (req, reply) => {
    const p = principalOf(req);
    const body = req.body;
    if (await newCardsDisabled(db, settings)) throw new HttpError(403, NEW_CARDS_DISABLED_MESSAGE);
    if (!isValidCardholderName(body.cardholderName))
      throw new HttpError(
        400,
        'The cardholder name may contain letters, spaces, hyphens and apostrophes only',
      );
    let card;
    try {
      card = await transientTokenVerifierFor(db)(body.transientToken);
    } catch (err) {
      if (!(err instanceof CardTokenError)) throw err;
      if (err.reason === 'unavailable') throw new HttpError(503, err.message);
      throw new HttpError(422, err.message);
    }
    if (
      (body.expirationMonth !== undefined && body.expirationMonth !== card.expirationMonth) ||
      (body.expirationYear !== undefined && body.expirationYear !== card.expirationYear)
    )
      throw new HttpError(400, 'The expiry does not match the card the provider tokenised');
    const stored = await storeCard(db, p.sub, card, body.cardholderName, body.isDefault === true);
    return reply.code(201).send(stored);
  });

  // S3-API-42
  app.put(`${base}/:sk/default`, { schema: { params: SkParamsSchema } }, async (req) => {
    const p = principalOf(req);
    const { sk } = req.params;
    return setDefaultInstrument(db, p.sub, Number(sk));
  });

  // S3-API-43
  app.delete(`${base}/:sk`, { schema: { params: SkParamsSchema } }, async (req, reply) => {
    const p = principalOf(req);
    const { sk } = req.params;
    await deleteInstrument(db, p.sub, Number(sk));
    return reply.code(204).send();
  });
}

/** S3-API-44, S3-API-45: the card form's session from the card provider, for a page on this site. */
function captureContextRoute(app: Api, settings: PaymentSettings, allowedOrigins: readonly string[]) {
  const { db } = app;
  app.post(
    '/commerce/payment/capture-context',
    { schema: { body: CaptureContextRequestSchema } },
    async (req): Promise<CaptureContextResponse> => {
      principalOf(req);
      const body = req.body;
      const targetOrigin = pageOrigin(req, body.targetOrigin);
      if (!targetOrigin || !allowedOrigins.includes(targetOrigin))
        throw new HttpError(400, 'The card form can only be shown on this site');
      if (await newCardsDisabled(db, settings)) throw new HttpError(403, NEW_CARDS_DISABLED_MESSAGE);
      return sessionFromProvider(req, settings, targetOrigin);
    },
  );
}

/** Asks the card provider for a card form session; 503 or 502 when it cannot give one. */
async function sessionFromProvider(
  req: FastifyRequest,
  settings: PaymentSettings,
  targetOrigin: string,
): Promise<CaptureContextResponse> {
  let response: Response;
  try {
    response = await fetch(`${settings.internalUrl}/microform/v2/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${settings.merchantKey}` },
      body: JSON.stringify({
        clientVersion: CAPTURE_CONTEXT_CLIENT_VERSION,
        targetOrigins: [targetOrigin],
        allowedCardNetworks: [...CARD_NETWORKS],
      }),
      signal: AbortSignal.timeout(CAPTURE_CONTEXT_TIMEOUT_MS),
    });
  } catch (err) {
    req.log.error({ err }, 'card provider unreachable');
    throw new HttpError(503, 'The card provider is unavailable. Please try again shortly.');
  }
  if (!response.ok) {
    req.log.error({ status: response.status, body: await response.text() }, 'capture context refused');
    throw new HttpError(502, 'The card provider refused the card form session');
  }
  // the provider's keys are read lower-cased (spec 3 §7)
  const raw = (await response.json()) as Record<string, unknown>;
  const lower = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), v]));
  const { scriptsource, integritytoken, jwt } = lower;
  if (typeof scriptsource !== 'string' || typeof integritytoken !== 'string' || typeof jwt !== 'string')
    throw new HttpError(502, 'The card provider sent an incomplete card form session');
  return { scriptsource, integritytoken, jwt };
}

/** The page's origin: the one it names (checked against the allowlist) or the request's Origin header. */
function pageOrigin(req: FastifyRequest, named: string | undefined): string | null {
  const candidate = named ?? (typeof req.headers.origin === 'string' ? req.headers.origin : undefined);
  if (!candidate) return null;
  const url = URL.parse(candidate);
  return url && /^https?:$/.test(url.protocol) ? url.origin : null;
}
