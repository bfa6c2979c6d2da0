// The media files themselves (decision 053): a recording and its captions answer only to a signed
// grant a launch issued (401 without one, 403 when it expired, was altered or names another item), so
// a paid program plays for its buyer, a registrant or whoever else the launch lets in, and no one else.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { HttpError, notFound, parse } from '../lib/http';
import { byteRange, recordingOf, renderCaptions, RECORDING_MIME } from '../media/recording';
import { personTag, verifyMediaGrant } from '../media/media-grant';
import type { MediaGrantSettings } from '../media/media-grant';
import { playableItem } from '../media/media-store';

const MediaParamsSchema = z.strictObject({
  file: z
    .string()
    .check(z.maxLength(50), z.regex(/^[A-Za-z0-9_-]+\.(wav|vtt)$/, "must be '{code}.wav' or '{code}.vtt'")),
});
/** The grant's fields and nothing else (a query the player never sends is refused, not ignored). */
const GrantQuerySchema = z.strictObject({
  expires: z.optional(z.string().check(z.maxLength(20))),
  person: z.optional(z.string().check(z.maxLength(40))),
  signature: z.optional(z.string().check(z.maxLength(64))),
});

export function mediaFileRoutes(settings: MediaGrantSettings) {
  return async function routes(app: FastifyInstance) {
    const { db } = app;
    // The recording itself, with Range support (media elements seek with it).
    app.get('/product/media/:file', { config: { allowAnonymous: true } }, async (req, res) => {
      const { file } = parse(MediaParamsSchema, req.params, 'params');
      const query = parse(GrantQuerySchema, req.query, 'query');
      const code = file.replace(/\.(wav|vtt)$/, '');
      const grant = verifyMediaGrant(settings, code, query);
      if (!grant.ok) {
        res.header('Cache-Control', 'no-store');
        throw new HttpError(grant.status, grant.message);
      }
      // a signed-in caller who presents someone else's link is told so (a media element sends no token)
      if (req.principal && personTag(settings.secret, req.principal.sub) !== grant.person)
        throw new HttpError(403, 'This signed media link was issued to someone else');
      const row = await playableItem(db, code);
      if (!row) throw notFound(`Recording ${file}`);
      // the URL is the credential: private caches only, and no longer than the grant lives
      const maxAge = Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000));
      res.header('Cache-Control', `private, max-age=${maxAge}`);
      if (file.endsWith('.vtt')) return res.type('text/vtt; charset=utf-8').send(renderCaptions(row.title));
      const body = recordingOf(code);
      const range = byteRange(req.headers.range, body.length);
      res.header('Accept-Ranges', 'bytes');
      if (range === null)
        return res
          .code(416)
          .header('Content-Range', `bytes */${body.length}`)
          .send({ statusCode: 416, message: 'Range not satisfiable' });
      res.type(RECORDING_MIME);
      if (range === 'none') return res.header('Content-Length', body.length).send(body);
      const part = body.subarray(range.start, range.end + 1);
      return res
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`)
        .header('Content-Length', part.length)
        .send(part);
    });
  };
}
