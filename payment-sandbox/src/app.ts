// The payment sandbox: a card provider's microform on its own origin.
//   POST /microform/v2/sessions   capture context (merchant key; server to server): a signed, expiring JWT
//                                  naming the target origins and allowed networks, plus the script and its SRI hash
//   GET  /microform/v2/microform.js  the merchant-page script (CORS for the target origins, SRI-checked)
//   GET  /microform/v2/field.html?field=number|securityCode  a hosted field (its own strict CSP,
//                                  framed only by the target origins)
//   POST /microform/v2/tokens     from a hosted field (same origin): the card checked, a transient token back
//   GET  /jwks                    the public key the site API verifies both kinds of JWT with
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { trustFromEnv } from '@cle/static-server/trusted-proxies';
import { registerServing } from '@cle/static-server/serving';
import { apiHelmetOptions } from '@cle/static-server/security-headers';
import { captureContextRoutes } from './capture-context';
import type { SandboxSettings } from './config';
import { bundleScripts, hostedFieldRoutes } from './hosted-fields';
import { loadOrCreateKey, publicJwk } from './keys';
import { createSigner } from './signer';
import { transientTokenRoutes } from './transient-tokens';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

export async function buildSandboxApp(
  settings: SandboxSettings,
  /** the server passes loggerOptions('payment-sandbox'); tests run without logs */
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const privateJwk = loadOrCreateKey(settings.dataDir);
  const { signed, verifyKey } = await createSigner(settings, privateJwk);
  const scripts = await bundleScripts();

  // req.ip (logs) by the site's one trusted-proxy rule (TRUSTED_PROXIES, decision 055)
  const app = Fastify({ bodyLimit: 16_384, logger, trustProxy: trustFromEnv() });
  app.setErrorHandler((err: Error & { statusCode?: number; fields?: Record<string, string> }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    return reply.code(status).send({
      statusCode: status,
      message: status === 500 ? 'Internal error' : err.message,
      fields: err.fields,
    });
  });
  // The site's shared headers and compression (as the API's: no sniffing, no referrer, a deny-all
  // policy, nothing framed); a hosted field sets its own policy, framed by the target origins only.
  await registerServing(app, apiHelmetOptions(), { nonces: false });

  app.get('/health', async () => ({ ok: true }));
  app.get('/jwks', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { keys: [publicJwk(privateJwk)] };
  });
  captureContextRoutes(app, settings, signed, {
    scriptSource: `${settings.publicUrl}/microform/v2/microform.js`,
    integrity: sha384(scripts.microformJs),
  });
  hostedFieldRoutes(app, settings, scripts);
  transientTokenRoutes(app, settings, signed, verifyKey);
  return app;
}
