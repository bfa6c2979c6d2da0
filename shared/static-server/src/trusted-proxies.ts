// One rule, every service (decision 055): the deployment names its proxy hops in TRUSTED_PROXIES
// (addresses, CIDRs, or proxy-addr's names loopback / linklocal / uniquelocal); the client is the
// first address from the right of X-Forwarded-For (socket peer first) that is not one of them. So a
// client can write whatever it likes into X-Forwarded-For: only entries a named hop appended count.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the address `hop` steps from this server (0 = the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Outside production the shell's /api proxy runs on the same machine; in production nothing is assumed. */
const DEVELOPMENT_DEFAULT = ['loopback'];

/**
 * The trusted hops from the environment: TRUSTED_PROXIES (comma- or space-separated; `none` trusts no
 * hop), by default `loopback` outside production and none in production. TRUST_PROXY=1, the old
 * switch that trusted every hop (the leftmost X-Forwarded-For, which the client writes), stops the
 * start with a message instead of being guessed at.
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.TRUSTED_PROXIES?.trim();
  if (!raw) {
    if (env.TRUST_PROXY === '1')
      throw new Error(
        'TRUST_PROXY=1 is no longer read: name the proxy hops in TRUSTED_PROXIES (addresses or CIDRs, e.g. TRUSTED_PROXIES=10.0.0.5,10.0.1.0/24)',
      );
    return env.NODE_ENV === 'production' ? [] : [...DEVELOPMENT_DEFAULT];
  }
  if (raw === 'none') return [];
  const list = raw.split(/[\s,]+/).filter(Boolean);
  for (const entry of list) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `TRUSTED_PROXIES: '${entry}' is not an IP address, a CIDR or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return list;
}

/** The trust check fastify's `trustProxy` takes. */
export function trustFunction(list: readonly string[]): TrustProxy {
  return list.length ? proxyAddr.compile([...list]) : () => false;
}

/** The environment's rule, compiled (a server calls this once, when it is built). */
export function trustFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  return trustFunction(trustedProxiesFromEnv(env));
}

/** Whether the socket's peer is a trusted proxy (its X-Forwarded-Proto, -Host count). */
export function fromTrustedProxy(req: IncomingMessage, trust: TrustProxy): boolean {
  const peer = req.socket?.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

/**
 * X-Forwarded-For for a request this server passes on: what came in, plus the socket's peer. What came
 * in is kept whoever sent it: the next server reads from the right and stops at the first address no
 * trusted hop vouches for, so a client's own entries never count.
 */
export function forwardedFor(req: {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
}): string {
  const incoming = [req.headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  const peer = req.socket?.remoteAddress ?? '';
  return [incoming, peer].filter(Boolean).join(', ');
}
