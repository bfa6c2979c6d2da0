/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { preferredEncoding, sendEntryScript } from './entry-compression';

// counted, not replaced: each compression is one version of the file entering the cache
jest.mock('node:zlib', () => {
  const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  return { ...zlib, brotliCompressSync: jest.fn(zlib.brotliCompressSync) };
});
const compressions = () => jest.mocked(brotliCompressSync).mock.calls.length;

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  rawPayload: Buffer;
}

/** A real server on a free port, asked over plain HTTP (no client-side decompression). */
async function entryServer(file: string) {
  const app = Fastify();
  app.get('/remoteEntry.js', (req, reply) => sendEntryScript(req, reply, file));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const inject = ({ url, headers = {} }: { url: string; headers?: Record<string, string> }) =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  return { inject, close: () => app.close() };
}

describe('remoteEntry.js compression', () => {
  test('brotli first, gzip next, nothing when neither is accepted', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  test('serves the bytes on disk now, compressed at the best ratio, and follows an edit of the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entry-'));
    const file = path.join(dir, 'remoteEntry.js');
    const original = `var remote = ${JSON.stringify('x'.repeat(2000))};\n`.repeat(5);
    writeFileSync(file, original);
    const app = await entryServer(file);
    try {
      const br = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

      const gz = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

      const again = await app.inject({
        url: '/remoteEntry.js',
        headers: { 'if-none-match': String(br.headers.etag) },
      });
      expect(again.statusCode).toBe(304);

      // a changed file on disk is what goes out next, never the compressed copy of the old one
      const tampered = `${original};window.__tampered = true;\n`;
      writeFileSync(file, tampered);
      const after = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(after.rawPayload).toString()).toBe(tampered);
      expect(after.headers.etag).not.toBe(br.headers.etag);
    } finally {
      await app.close();
    }
  });

  test('a missing file is a 404', async () => {
    const app = await entryServer(path.join(tmpdir(), 'no-such-dir', 'remoteEntry.js'));
    try {
      expect((await app.inject({ url: '/remoteEntry.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  test('keeps at most 16 compressed versions: the least recently served is compressed again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'entry-'));
    const file = path.join(dir, 'remoteEntry.js');
    const app = await entryServer(file);
    const serve = async (version: number) => {
      writeFileSync(file, `var v = ${version};\n`);
      await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    };
    try {
      for (let v = 1; v <= 17; v++) await serve(v);
      const before = compressions();
      await serve(17);
      expect(compressions()).toBe(before);
      await serve(1);
      expect(compressions()).toBe(before + 1);
    } finally {
      await app.close();
    }
  });
});
