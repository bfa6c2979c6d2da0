/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerApiProxies } from './api-proxy';

// A stand-in for the site API that answers with the X-Forwarded-For it received; the API's reading of
// the header (from the right, trusted hops only) is proven in api/test/client-address.test.ts.
let upstream: http.Server;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  app = Fastify();
  await registerApiProxies(app, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** A request to the shell from this process (its peer address is 127.0.0.1): the upstream's answer. */
const via = (url: string, xff?: string) =>
  new Promise<{ status: number; body: { path: string; forwardedFor: string | null } }>((resolve, reject) => {
    const port = (app.server.address() as AddressInfo).port;
    http
      .get({ host: '127.0.0.1', port, path: url, headers: xff ? { 'x-forwarded-for': xff } : {} }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });

describe("the shell server's proxies to the API", () => {
  test('/api and /images append the browser’s address to X-Forwarded-For', async () => {
    for (const url of ['/api/site-parts', '/images/x.png']) {
      const res = await via(url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ path: url, forwardedFor: '127.0.0.1' });
    }
  });

  test('what came in is kept and the peer appended last, so the API can read from the right', async () => {
    const res = await via('/api/site-parts', '192.0.2.1, 10.0.0.9');
    expect(res.body.forwardedFor).toBe('192.0.2.1, 10.0.0.9, 127.0.0.1');
  });
});
