// The payment sandbox: a card provider's microform on its own origin.
//   POST /microform/v2/sessions   capture context (merchant key; server to server): a signed, expiring JWT
//                                  naming the target origins and allowed networks, plus the script and its SRI hash
//   GET  /microform/v2/microform.js  the merchant-page script (CORS for the target origins, SRI-checked)
//   GET  /microform/v2/field.html?field=number|securityCode  a hosted field (its own strict CSP,
//                                  framed only by the target origins)
//   POST /microform/v2/tokens     from a hosted field (same origin): the card checked, a transient token back
//   GET  /jwks                    the public key the site API verifies both kinds of JWT with
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import {
  checkExpiry,
  checkNumber,
  checkSecurityCode,
  KNOWN_NETWORKS,
  maskNumber,
  MESSAGES,
} from './card-rules';
import { trustFromEnv } from '@cle/static-server/trusted-proxies';
import { registerServing } from '@cle/static-server/serving';
import { apiHelmetOptions } from '@cle/static-server/security-headers';
import { loadOrCreateKey, publicJwk } from './keys';
import type { SandboxSettings } from './config';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENT_VERSION = 'v2.0';

/**
 * The browser scripts, bundled once at start (TypeScript sources shared with the server's card rules).
 * The async API: esbuild's buildSync blocks on a worker thread, which under tsx's loader can deadlock
 * (a CI run waited 120 s with no ready line).
 */
async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [path.join(here, 'browser', entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return out.outputFiles[0]!.text;
}

const FIELD_CSS = `html,body{margin:0;height:100%;background:transparent}
input{box-sizing:border-box;width:100%;height:100%;border:0;padding:0 .75rem;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:transparent;outline:none}
input[aria-invalid=true]{color:#b00020}`;

const LABELS = { number: 'Card number', securityCode: 'Security code' } as const;

function fieldHtml(field: keyof typeof LABELS): string {
  const attrs =
    field === 'number'
      ? 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="Card number"'
      : 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="CVV"';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${LABELS[field]}</title>
<link rel="stylesheet" href="/microform/v2/field.css"><script src="/microform/v2/field.js" defer></script></head>
<body><input id="field" type="text" data-field="${field}" aria-label="${LABELS[field]}" ${attrs} spellcheck="false"></body></html>`;
}

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

class BadRequest extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function buildSandboxApp(
  settings: SandboxSettings,
  /** the server passes loggerOptions('payment-sandbox'); tests run without logs */
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const privateJwk = loadOrCreateKey(settings.dataDir);
  const signingKey = await importJWK(privateJwk, 'ES256');
  const verifyKey = await importJWK(publicJwk(privateJwk), 'ES256');
  const [microformJs, fieldJs] = await Promise.all([bundle('microform.ts'), bundle('field.ts')]);
  const integrity = sha384(microformJs);
  const scriptSource = `${settings.publicUrl}/microform/v2/microform.js`;
  const nowSeconds = () => Math.floor(settings.now() / 1000);

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

  const signed = (claims: JWTPayload, ttl: number) => {
    const iat = nowSeconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid, typ: 'JWT' })
      .setIssuer(settings.publicUrl)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(signingKey);
  };

  app.get('/health', async () => ({ ok: true }));
  app.get('/jwks', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { keys: [publicJwk(privateJwk)] };
  });

  app.post('/microform/v2/sessions', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!safeEqual(auth, `Bearer ${settings.merchantKey}`)) throw new BadRequest(401, 'Unknown merchant');
    const body = (req.body ?? {}) as {
      clientVersion?: unknown;
      targetOrigins?: unknown;
      allowedCardNetworks?: unknown;
    };
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
    const jwt = await signed(
      {
        tokenType: 'capture-context',
        clientVersion: CLIENT_VERSION,
        targetOrigins: origins,
        allowedCardNetworks: networks,
        scriptSource,
      },
      settings.captureContextTtl,
    );
    reply.header('Cache-Control', 'no-store');
    return { scriptSource, integrityToken: integrity, jwt };
  });

  const staticScript = (reply: FastifyReply, text: string, origin: string | undefined) => {
    // The merchant page loads the script with SRI (crossorigin), which needs CORS for its origin.
    if (origin && settings.targetOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/javascript; charset=utf-8').send(text);
  };
  app.get('/microform/v2/microform.js', async (req, reply) =>
    staticScript(reply, microformJs, req.headers.origin),
  );
  app.get('/microform/v2/field.js', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/javascript; charset=utf-8').send(fieldJs);
  });
  app.get('/microform/v2/field.css', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/css; charset=utf-8').send(FIELD_CSS);
  });
  app.get('/microform/v2/field.html', async (req, reply) => {
    const field = (req.query as { field?: string }).field;
    if (field !== 'number' && field !== 'securityCode')
      throw new BadRequest(400, 'field must be number or securityCode');
    reply.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        `frame-ancestors ${settings.targetOrigins.join(' ')}`,
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    // framing is the policy's frame-ancestors (the target origins), not the shared DENY
    reply.removeHeader('X-Frame-Options');
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(fieldHtml(field));
  });

  app.post('/microform/v2/tokens', async (req, reply) => {
    // Only the hosted fields (this origin) post here; a page elsewhere cannot (no CORS, and this check).
    const origin = req.headers.origin;
    if (origin && origin !== new URL(settings.publicUrl).origin)
      throw new BadRequest(403, 'Card data is accepted from the hosted fields only');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
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
    const targetOrigins = context.targetOrigins as string[];
    const targetOrigin = str(body.targetOrigin);
    if (!targetOrigins.includes(targetOrigin))
      throw new BadRequest(400, 'targetOrigin is not in the capture context');
    const allowed = context.allowedCardNetworks as string[];

    const fields: Record<string, string> = {};
    const number = checkNumber(str(body.number), allowed);
    if (number.empty) fields.number = MESSAGES.required;
    else if (!number.valid) fields.number = MESSAGES.invalidNumber;
    const code = checkSecurityCode(str(body.securityCode), number.network);
    if (code.empty) fields.securityCode = MESSAGES.required;
    else if (!code.valid) fields.securityCode = MESSAGES.invalidSecurityCode;
    const month = Number(body.expirationMonth);
    const year = Number(body.expirationYear);
    if (!checkExpiry(month, year, new Date(settings.now()))) fields.expiration = MESSAGES.invalidExpiry;
    if (Object.keys(fields).length) throw new BadRequest(400, 'The card details are not valid', fields);

    const digits = str(body.number).replace(/[\s-]/g, '');
    const transientToken = await signed(
      {
        tokenType: 'transient',
        origin: targetOrigin,
        captureContextId: context.jti,
        card: {
          network: number.network,
          maskedNumber: maskNumber(digits),
          numberLastFour: digits.slice(-4),
          expirationMonth: month,
          expirationYear: year,
        },
      },
      settings.transientTokenTtl,
    );
    reply.header('Cache-Control', 'no-store');
    return { transientToken };
  });

  return app;
}
