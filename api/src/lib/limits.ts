// Abuse limits of the API (decision 029): requests per client per window, tighter for search and for
// writes, and what one search may cost. Every figure comes from the environment with a default the
// e2e suite and the API tests never reach in normal use (the suite's browsers share one address
// behind the shell's proxy); an API test sets low figures to prove the 429.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { HttpError } from './http';
import { sharedLimitStore } from './limit-store';

/** The plugin builds its store with `new`: a class that hands back the one shared store. */
const sharedStoreClass = (store: FastifyRateLimitStore): FastifyRateLimitStoreCtor =>
  function SharedStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;

export interface RateLimits {
  /** the window the counts below are kept for, in ms */
  windowMs: number;
  /** any request, per client per window */
  perClient: number;
  /** POST /search and the other /search/* lookups, per client per window */
  search: number;
  /** POST, PUT, DELETE (anything that writes), per client per window */
  writes: number;
}

export interface SearchCaps {
  /** words (terms and operators) in query plus postQuery */
  maxTerms: number;
  /** results per page */
  maxPageSize: number;
  /** explain=true (one more ranking query per page): 'on' for everyone, 'off' nowhere */
  explain: 'on' | 'off';
  /** explain only for pages of at most this many results */
  explainMaxPageSize: number;
  /** PostgreSQL statement_timeout of a search's queries, in ms */
  statementTimeoutMs: number;
}

export interface Limits {
  rate: RateLimits;
  search: SearchCaps;
}

function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got '${raw}')`);
  return n;
}

/** The limits from the environment; the defaults are documented in decision 029 and the README. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const explain = env.SEARCH_EXPLAIN ?? 'on';
  if (explain !== 'on' && explain !== 'off')
    throw new Error(`SEARCH_EXPLAIN must be 'on' or 'off' (got '${explain}')`);
  return {
    rate: {
      windowMs: envInt(env, 'API_RATE_WINDOW_MS', 60_000),
      perClient: envInt(env, 'API_RATE_LIMIT', 3000),
      search: envInt(env, 'API_RATE_LIMIT_SEARCH', 600),
      writes: envInt(env, 'API_RATE_LIMIT_WRITES', 600),
    },
    search: {
      maxTerms: envInt(env, 'SEARCH_MAX_TERMS', 32),
      maxPageSize: envInt(env, 'SEARCH_MAX_PAGE_SIZE', 100),
      explain,
      explainMaxPageSize: envInt(env, 'SEARCH_EXPLAIN_MAX_PAGE_SIZE', 50),
      statementTimeoutMs: envInt(env, 'SEARCH_STATEMENT_TIMEOUT_MS', 5000),
    },
  };
}

type Bucket = 'search' | 'writes' | 'requests';

/** Which count a request goes to: search first (POST /search reads), then anything that writes. */
export function bucketOf(method: string, url: string): Bucket {
  const path = url.split('?')[0] ?? '';
  if (path === '/api/search' || path.startsWith('/api/search/')) return 'search';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') return 'writes';
  return 'requests';
}

/** The signed-in caller's account (the verified token's sub), or null: anonymous, or a token that fails. */
type AccountOf = (req: FastifyRequest) => Promise<string | null>;

/**
 * What a request is counted under: signed-in writes by account (people behind one office address
 * keep their own counts; a forged token is no account), everything else by client address, which
 * req.ip resolves by the trusted-proxy rule (TRUSTED_PROXIES, decision 055).
 */
async function limitKey(req: FastifyRequest, accountOf?: AccountOf): Promise<string> {
  const bucket = bucketOf(req.method, req.url);
  const account = bucket === 'writes' && accountOf ? await accountOf(req) : null;
  if (account) countedByAccount.add(req);
  return account ? `account:${account}|${bucket}` : `client:${clientNetwork(req.ip)}|${bucket}`;
}

/**
 * The address a client is counted by: an IPv4 address as it is, an IPv6 one by its /64 (one site's
 * network: a client rotating through its own 2^64 addresses is still one client).
 */
export function clientNetwork(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
const countedByAccount = new WeakSet<FastifyRequest>();

/**
 * @fastify/rate-limit on every route with one shared store: the key is the client (or account) and
 * its bucket, so the search and write limits count across all their routes. On PostgreSQL the counts
 * live in the database every replica shares (limit-store.ts); on PGlite (one process) in memory.
 * /api/health is exempt, so monitoring never sees a 429. The 429 carries Retry-After (seconds) and a
 * JSON message.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  rate: RateLimits,
  { db, accountOf }: { db?: Db; accountOf?: AccountOf } = {},
) {
  const max = { search: rate.search, writes: rate.writes, requests: rate.perClient };
  const shared = db?.kind === 'postgres' ? sharedLimitStore(db, app.log) : null;
  if (shared) {
    const timer = setInterval(() => void shared.sweep(rate.windowMs), rate.windowMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(fastifyRateLimit, {
    global: true,
    timeWindow: rate.windowMs,
    ...(shared ? { store: sharedStoreClass(shared.store) } : {}),
    keyGenerator: (req: FastifyRequest) => limitKey(req, accountOf),
    max: (req: FastifyRequest) => max[bucketOf(req.method, req.url)],
    allowList: (req: FastifyRequest) => req.url === '/api/health',
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (req, context) => {
      const what = { search: 'searches', writes: 'changes', requests: 'requests' }[
        bucketOf(req.method, req.url)
      ];
      return new HttpError(
        429,
        `Too many ${what} from this ${countedByAccount.has(req) ? 'account' : 'client'}: at most ${context.max} per ${Math.round(rate.windowMs / 1000)} s. Try again in ${context.after}.`,
      );
    },
  });
}

/** Search cost caps (the request has been parsed with the shared schema already). */
export function checkSearchCost(
  body: { query: string; postQuery?: string; pageSize: number; explain: boolean },
  caps: SearchCaps,
) {
  const terms = `${body.query} ${body.postQuery ?? ''}`.split(/\s+/).filter(Boolean).length;
  if (terms > caps.maxTerms)
    throw new HttpError(400, `Invalid body field 'query': must have at most ${caps.maxTerms} words`, 'query');
  if (body.pageSize > caps.maxPageSize)
    throw new HttpError(
      400,
      `Invalid body field 'pageSize': must be at most ${caps.maxPageSize}`,
      'pageSize',
    );
  if (body.explain && caps.explain === 'off')
    throw new HttpError(403, 'Search explanations are not enabled on this site', 'explain');
  if (body.explain && body.pageSize > caps.explainMaxPageSize)
    throw new HttpError(
      400,
      `Invalid body field 'pageSize': explain is allowed for pages of at most ${caps.explainMaxPageSize}`,
      'pageSize',
    );
}
