// The hosted fields and the merchant page's script: bundled once at start from the TypeScript sources
// under browser/ (they share the server's card rules), served with the headers each needs.
//   GET /microform/v2/microform.js  the merchant-page script (CORS for the target origins, SRI-checked)
//   GET /microform/v2/field.html?field=number|securityCode  a hosted field (its own strict CSP,
//                                    framed only by the target origins), with field.js and field.css
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxSettings } from './config';
import { BadRequest } from './sandbox-errors';

const here = path.dirname(fileURLToPath(import.meta.url));

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

/** The browser scripts: the merchant page's and the hosted field's. */
export async function bundleScripts(): Promise<{ microformJs: string; fieldJs: string }> {
  const [microformJs, fieldJs] = await Promise.all([bundle('microform.ts'), bundle('field.ts')]);
  return { microformJs, fieldJs };
}

/** A hosted field framed by the target origins only: its own policy replaces the shared one. */
function fieldPolicy(settings: SandboxSettings): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${settings.targetOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function hostedFieldRoutes(
  app: FastifyInstance,
  settings: SandboxSettings,
  { microformJs, fieldJs }: { microformJs: string; fieldJs: string },
): void {
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
    reply.header('Content-Security-Policy', fieldPolicy(settings));
    // framing is the policy's frame-ancestors (the target origins), not the shared DENY
    reply.removeHeader('X-Frame-Options');
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(fieldHtml(field));
  });
}
