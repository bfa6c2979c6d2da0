// The identity server's HTTP answers: a body with its length, JSON that is never cached, HTML pages.
import type { ServerResponse } from 'node:http';

export type Headers = Record<string, string>;

export function send(res: ServerResponse, status: number, body: string, headers: Headers): void {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export const json = (res: ServerResponse, status: number, value: unknown, headers: Headers = {}) =>
  send(res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });

export const HTML_HEADERS: Headers = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
};
