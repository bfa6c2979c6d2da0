// One call to the API for the store benchmark's setup and its shoppers, over keep-alive connections
// with node:http (a lighter client than fetch, so the load generator takes less of the machine's CPU
// from the API it measures). It asks for compressed answers as a browser does, and decodes a body
// only when the caller reads it. Any status that is not 2xx throws, so a failed request is never
// counted as a fast one.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

export function apiCaller(origin, { connections = 64 } = {}) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  /** `read: false` skips decoding and parsing the answer (the caller only needs it to succeed) */
  return function call(method, url, headers, body, extra = {}, { read = true } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path: `/api${url}`,
          agent,
          headers: {
            'accept-encoding': 'br, gzip, deflate',
            ...headers,
            ...extra,
            ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', reject);
          res.on('end', async () => {
            try {
              const ok = res.statusCode >= 200 && res.statusCode < 300;
              if (ok && !read) return resolve(null);
              const raw = Buffer.concat(chunks);
              const decode = decoders[res.headers['content-encoding']];
              const text = String(decode ? await decode(raw) : raw);
              if (!ok) return reject(new Error(`${method} ${url}: ${res.statusCode} ${text}`));
              resolve(text ? JSON.parse(text) : null);
            } catch (err) {
              reject(err);
            }
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
}
