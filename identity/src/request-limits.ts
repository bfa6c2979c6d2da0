// Requests per client per window on the provider's doors (issue 37, decision 054): /auth (and its
// resume), /token and the sign-in form. Counted in identity_request_counts, one INSERT ... ON CONFLICT
// DO UPDATE each, so every replica shares the counts. The defaults are far above what the e2e suite
// makes from its one address; a test sets low figures to see the 429.
import type { FastifyInstance } from 'fastify';
import type { IdentityDb } from './db';
import { messagePage } from './views';

export type RequestBucket = 'auth' | 'token' | 'sign-in';

export interface RequestLimits {
  /** The window the counts are kept for (seconds). */
  windowSeconds: number;
  /** GET /auth and /auth/<uid> (the resume after signing in), per client per window. */
  auth: number;
  /** POST /token, per client per window. */
  token: number;
  /** POST /interaction/<uid>/login (the sign-in form), per client per window. */
  signIn: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  windowSeconds: 60,
  auth: 600,
  token: 600,
  signIn: 120,
};

/** The bucket a request counts in, or undefined when it is not limited here. */
function bucketOf(method: string | undefined, pathname: string): RequestBucket | undefined {
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return 'auth';
  if (pathname === '/token' && method === 'POST') return 'token';
  if (method === 'POST' && /^\/interaction\/[\w-]+\/login$/.test(pathname)) return 'sign-in';
  return undefined;
}

const HIT_SQL = `
  INSERT INTO identity_request_counts AS c (bucket, client, hits, window_started_at)
  VALUES ($1, $2, 1, now())
  ON CONFLICT (bucket, client) DO UPDATE SET
    hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3::int) THEN 1 ELSE c.hits + 1 END,
    window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3::int)
      THEN now() ELSE c.window_started_at END
  RETURNING hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => $3::int) - now())) AS reset`;

export function createRequestLimiter(db: IdentityDb, limits: RequestLimits) {
  const allowed: Record<RequestBucket, number> = {
    auth: limits.auth,
    token: limits.token,
    'sign-in': limits.signIn,
  };
  /** Counts one request; the seconds until the client may ask again (0: go ahead). */
  async function hit(bucket: RequestBucket, client: string): Promise<number> {
    const [row] = await db.query<{ hits: number; reset: number | string }>(HIT_SQL, [
      bucket,
      client.slice(0, 100),
      limits.windowSeconds,
    ]);
    if (!row || row.hits <= allowed[bucket]) return 0;
    return Math.max(1, Number(row.reset));
  }
  return { hit };
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>;

/** The 429's words: what was refused and how long to wait. */
function rateLimitMessage(bucket: RequestBucket, seconds: number): string {
  const what = { auth: 'sign-in requests', token: 'token requests', 'sign-in': 'sign-in attempts' }[bucket];
  return `Too many ${what} from this address. Wait ${seconds} second${seconds === 1 ? '' : 's'}, then try again.`;
}

/**
 * Counts every limited request before anything else reads it (its body included) and answers 429 past
 * the limit, with Retry-After: JSON for /token (the site's code reads it), else a page. The client is
 * req.ip, the trusted-proxy rule's answer.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  requests: RequestLimiter,
  backToSite: { href: string; text: string } | undefined,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const bucket = bucketOf(request.method, request.url.split('?')[0] ?? '');
    const wait = bucket ? await requests.hit(bucket, request.ip) : 0;
    if (!bucket || wait <= 0) return;
    const message = rateLimitMessage(bucket, wait);
    reply.code(429).header('Retry-After', String(wait));
    if (bucket === 'token') return reply.send({ error: 'too_many_requests', error_description: message });
    return reply.type('text/html; charset=utf-8').send(messagePage('Too many requests', message, backToSite));
  });
}
