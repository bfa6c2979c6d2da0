// The shell server's own calls to the API (the content call, the route's first answers, a view's first
// call, the sitemap listing) are made for the visitor whose page needs them, and say so: they carry
// X-Forwarded-For as the /api proxy's calls do (decision 055), so the API counts its rate limits against
// that visitor, not against the shell, whose server-side calls were otherwise one client for the whole
// site. The callers cache answers across visitors: a call counts for the visitor whose request missed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { forwardedFor } from '@cle/static-server/trusted-proxies';

const visitor = new AsyncLocalStorage<string>();

/** Runs `next` (the rest of a request's handling: a Fastify onRequest hook's `done`) as made for this request's visitor. */
export function forVisitor(req: Parameters<typeof forwardedFor>[0], next: () => void): void {
  visitor.run(forwardedFor(req), next);
}

export interface ApiFetchOptions {
  timeoutMs: number;
  method?: string;
  /** sent as JSON */
  body?: unknown;
}

/** A JSON call to the API, with the current visitor's forwarding chain when there is one (none at warm-up). */
export function apiFetch(
  url: string,
  { timeoutMs, method = 'GET', body }: ApiFetchOptions,
): Promise<Response> {
  const chain = visitor.getStore();
  return fetch(url, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      Accept: 'application/json',
      ...(chain ? { 'X-Forwarded-For': chain } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
