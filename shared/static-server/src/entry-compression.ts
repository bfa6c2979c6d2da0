// remoteEntry.js, the integrity anchor, is never precompressed at build time (a stale .br beside an
// edited entry would hide the edit), so it used to be compressed per request at @fastify/compress's
// brotli quality 4. Brotli 11 makes it 13-14 % smaller (mfe-product: 12.9 -> 11.2 KB), but takes about
// 50 ms for 40 KB: so each version of the file is compressed once, keyed by a hash of the bytes just
// read from disk. The bytes served are always the bytes on disk, whatever changed them.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Encoded {
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A handful of versions per server is plenty: a redeploy replaces the file, it does not multiply it. */
const MAX_VERSIONS = 16;
const versions = new LRUCache<string, Encoded>({ max: MAX_VERSIONS });

function encode(raw: Buffer): Encoded {
  const digest = createHash('sha256').update(raw).digest('base64url');
  const hit = versions.get(digest);
  if (hit) return hit;
  const encoded: Encoded = {
    etag: `"${digest.slice(0, 27)}"`,
    raw,
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  versions.set(digest, encoded);
  return encoded;
}

/** The encoding this request prefers among brotli and gzip, by Accept-Encoding (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends a script file read now, compressed at the best ratio once per version of its bytes. */
export async function sendEntryScript(req: FastifyRequest, reply: FastifyReply, file: string) {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return reply.code(404).send({ message: `Not found: ${req.url}` });
  }
  const entry = encode(raw);
  reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', entry.etag)
    .header('Vary', 'Accept-Encoding')
    .type('application/javascript; charset=utf-8');
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  // a Content-Encoding already set makes @fastify/compress leave the body alone
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.raw);
}
