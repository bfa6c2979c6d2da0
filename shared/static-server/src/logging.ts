// One structured-log setup (pino, Fastify's logger) for every server of the site: JSON lines with the
// service name, requests with their headers, and credentials never written: Authorization, cookies
// (both ways), the provider's session headers, password and token fields, and the tokens, codes and
// passwords a URL's query can carry are replaced by '[Redacted]'. The identity provider (plain
// node:http) uses the same options with pino directly (identity/src/request-log.ts).
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[Redacted]';

/** Fields that hold a secret wherever a log call puts them (a body, a form, a token answer). */
const SECRET_FIELDS = [
  'password',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'client_secret',
  'token',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // top level, one level down (body.password, form.password) and in a logged request's body
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `req.body.${f}`]),
];

/** Query parameters whose values are credentials: OpenID codes and tokens, a password sent by GET. */
export const SECRET_QUERY_PARAMS = new Set([...SECRET_FIELDS, 'id_token_hint', 'code']);

/** The URL as logged: every secret query value replaced, everything else kept as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as sent
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

export interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/** Fastify's `logger` option for a service; LOG_LEVEL chooses the level (default info, 'silent' for none). */
export function loggerOptions(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL ?? 'info',
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      // method, url (secrets in the query redacted), client and the headers (credentials redacted above), no body
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        remoteAddress: req.ip,
        headers: req.headers,
      }),
    },
  };
}
