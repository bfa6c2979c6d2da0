// One structured-log setup (pino, Fastify's logger) for every Fastify server of the site: JSON lines
// with the service name, requests with their headers, and credentials never written: Authorization,
// cookies (both ways) and the provider's session headers are replaced by '[Redacted]'.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** Fastify's `logger` option for a service; LOG_LEVEL chooses the level (default info, 'silent' for none). */
export function loggerOptions(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL ?? 'info',
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      // method, url, client and the headers (credentials redacted above), no body
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.ip,
        headers: req.headers,
      }),
    },
  };
}
