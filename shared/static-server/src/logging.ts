// One structured-log setup (pino, Fastify's logger) for every server of the site: JSON lines with the
// service name, requests with their headers, and credentials never written: Authorization, cookies
// (both ways), the provider's session headers, password and token fields, and the tokens, codes and
// passwords a URL's query can carry are replaced by '[Redacted]'. The identity provider builds its
// pino logger from the same options (identity/src/request-log.ts).
import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[Redacted]';

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

const REDACTED_PATHS = [
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
const SECRET_QUERY_PARAMS = new Set([...SECRET_FIELDS, 'id_token_hint', 'code']);

/**
 * How a logged URL's query is kept: 'secrets' replaces the credentials' values and keeps the rest as
 * sent; 'keys' replaces every value (a service whose queries carry personal data: names, e-mails,
 * search text) and every name that is not shaped like a parameter name.
 */
export type QueryLogging = 'secrets' | 'keys';
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,63}$/;

/** The URL as logged: the path as sent, the query redacted as `mode` says. */
export function redactUrl(url: string, mode: QueryLogging = 'secrets'): string {
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
      if (mode === 'keys') {
        if (!PARAM_NAME.test(decoded)) return REDACTED;
        return eq >= 0 ? `${name}=${REDACTED}` : name;
      }
      return eq >= 0 && SECRET_QUERY_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers: Record<string, unknown>;
}

/**
 * Fastify's `logger` option for a service; LOG_LEVEL chooses the level (default info, 'silent' for
 * none); `query` how request URLs' queries are logged (default: secrets redacted).
 */
export function loggerOptions(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  { query = 'secrets' }: { query?: QueryLogging } = {},
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL ?? 'info',
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      // method, url (secrets in the query redacted), client and the headers (credentials redacted above), no body
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url, query),
        remoteAddress: req.ip,
        headers: req.headers,
      }),
    },
  };
}
