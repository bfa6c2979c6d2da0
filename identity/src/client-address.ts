// The address the provider counts sign-in attempts and requests by. One function, so the site-wide
// trusted-proxy rule (issue 37 item 2) can replace it in one place.
import type { IncomingMessage } from 'node:http';

/** Behind the site's proxy (TRUST_PROXY=1), the address it appended to X-Forwarded-For; else the socket's. */
export function clientAddressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .pop()
        ?.trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}
