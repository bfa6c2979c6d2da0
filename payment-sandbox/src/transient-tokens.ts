// Transient tokens: a hosted field (this origin) posts the card with its capture context; the card is
// checked by the network's rules and answered as a short-lived signed token the merchant's server
// exchanges (the site API verifies it).
//   POST /microform/v2/tokens
import type { FastifyInstance } from 'fastify';
import { jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { checkExpiry, checkNumber, checkSecurityCode, maskNumber, MESSAGES } from './card-rules';
import type { SandboxSettings } from './config';
import { BadRequest } from './sandbox-errors';
import type { Signer, VerifyKey } from './signer';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The capture context the field was given, verified, and the page origin it names. */
async function verifiedContext(
  body: Record<string, unknown>,
  settings: SandboxSettings,
  verifyKey: VerifyKey,
) {
  let context: JWTPayload;
  try {
    ({ payload: context } = await jwtVerify(str(body.captureContext), verifyKey, {
      issuer: settings.publicUrl,
      algorithms: ['ES256'],
      currentDate: new Date(settings.now()),
    }));
  } catch {
    throw new BadRequest(401, 'Your card session expired. Please re-enter your card details.');
  }
  if (context.tokenType !== 'capture-context') throw new BadRequest(401, 'Not a capture context');
  const targetOrigin = str(body.targetOrigin);
  if (!(context.targetOrigins as string[]).includes(targetOrigin))
    throw new BadRequest(400, 'targetOrigin is not in the capture context');
  return { context, targetOrigin, allowed: context.allowedCardNetworks as string[] };
}

/** The card by the network's rules: 400 naming each field at fault. */
function checkedCard(body: Record<string, unknown>, allowed: string[], now: Date) {
  const fields: Record<string, string> = {};
  const number = checkNumber(str(body.number), allowed);
  if (number.empty) fields.number = MESSAGES.required;
  else if (!number.valid) fields.number = MESSAGES.invalidNumber;
  const code = checkSecurityCode(str(body.securityCode), number.network);
  if (code.empty) fields.securityCode = MESSAGES.required;
  else if (!code.valid) fields.securityCode = MESSAGES.invalidSecurityCode;
  const month = Number(body.expirationMonth);
  const year = Number(body.expirationYear);
  if (!checkExpiry(month, year, now)) fields.expiration = MESSAGES.invalidExpiry;
  if (Object.keys(fields).length) throw new BadRequest(400, 'The card details are not valid', fields);
  const digits = str(body.number).replace(/[\s-]/g, '');
  return {
    network: number.network,
    maskedNumber: maskNumber(digits),
    numberLastFour: digits.slice(-4),
    expirationMonth: month,
    expirationYear: year,
  };
}

export function transientTokenRoutes(
  app: FastifyInstance,
  settings: SandboxSettings,
  signed: Signer,
  verifyKey: VerifyKey,
): void {
  app.post('/microform/v2/tokens', async (req, reply) => {
    // Only the hosted fields (this origin) post here; a page elsewhere cannot (no CORS, and this check).
    const origin = req.headers.origin;
    if (origin && origin !== new URL(settings.publicUrl).origin)
      throw new BadRequest(403, 'Card data is accepted from the hosted fields only');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { context, targetOrigin, allowed } = await verifiedContext(body, settings, verifyKey);
    const card = checkedCard(body, allowed, new Date(settings.now()));
    const transientToken = await signed(
      { tokenType: 'transient', origin: targetOrigin, captureContextId: context.jti, card },
      settings.transientTokenTtl,
    );
    reply.header('Cache-Control', 'no-store');
    return { transientToken };
  });
}
