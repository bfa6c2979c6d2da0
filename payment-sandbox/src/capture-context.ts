// Capture contexts (server to server, with the merchant key): a signed, expiring JWT naming the
// target origins and allowed networks, plus the script and its SRI hash.
//   POST /microform/v2/sessions
import type { FastifyInstance } from 'fastify';
import { KNOWN_NETWORKS } from './card-rules';
import type { SandboxSettings } from './config';
import { BadRequest, safeEqual } from './sandbox-errors';
import type { Signer } from './signer';

const CLIENT_VERSION = 'v2.0';

/** The request's origins and networks, each one this merchant registered or the sandbox knows. */
function checkedSession(
  body: { clientVersion?: unknown; targetOrigins?: unknown; allowedCardNetworks?: unknown },
  settings: SandboxSettings,
) {
  if (body.clientVersion !== CLIENT_VERSION)
    throw new BadRequest(400, `clientVersion must be '${CLIENT_VERSION}'`);
  const origins = body.targetOrigins;
  if (!Array.isArray(origins) || !origins.length || origins.length > 10)
    throw new BadRequest(400, 'targetOrigins must list the page origins');
  for (const o of origins)
    if (typeof o !== 'string' || !settings.targetOrigins.includes(o))
      throw new BadRequest(400, `targetOrigins: ${String(o)} is not a registered origin of this merchant`);
  const networks = body.allowedCardNetworks;
  if (!Array.isArray(networks) || !networks.length)
    throw new BadRequest(400, 'allowedCardNetworks must list the accepted networks');
  for (const n of networks)
    if (!(KNOWN_NETWORKS as readonly unknown[]).includes(n))
      throw new BadRequest(400, `allowedCardNetworks: ${String(n)} is not supported`);
  return { origins, networks };
}

export function captureContextRoutes(
  app: FastifyInstance,
  settings: SandboxSettings,
  signed: Signer,
  script: { scriptSource: string; integrity: string },
): void {
  app.post('/microform/v2/sessions', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!safeEqual(auth, `Bearer ${settings.merchantKey}`)) throw new BadRequest(401, 'Unknown merchant');
    const { origins, networks } = checkedSession((req.body ?? {}) as Record<string, unknown>, settings);
    const jwt = await signed(
      {
        tokenType: 'capture-context',
        clientVersion: CLIENT_VERSION,
        targetOrigins: origins,
        allowedCardNetworks: networks,
        scriptSource: script.scriptSource,
      },
      settings.captureContextTtl,
    );
    reply.header('Cache-Control', 'no-store');
    return { scriptSource: script.scriptSource, integrityToken: script.integrity, jwt };
  });
}
