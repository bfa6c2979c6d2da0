// Sends a built media file, whole or one byte range (416 past the end): media elements and download
// managers seek with ranges. Shared by the signed media route and the public podcast media route.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRange } from './byte-range';

export function sendMediaFile(req: FastifyRequest, res: FastifyReply, onDisk: string, type: string) {
  const size = fs.statSync(onDisk).size;
  res.header('Accept-Ranges', 'bytes');
  const range = byteRange(req.headers.range, size);
  if (range === null)
    return res
      .code(416)
      .header('Cache-Control', 'no-store')
      .header('Content-Range', `bytes */${size}`)
      .send({ statusCode: 416, message: 'Range not satisfiable' });
  res.type(type);
  if (range === 'none') return res.header('Content-Length', size).send(fs.createReadStream(onDisk));
  return res
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(fs.createReadStream(onDisk, { start: range.start, end: range.end }));
}
