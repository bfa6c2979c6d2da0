// GET /images/<collection>/<n>.webp?w=<width>: the seeded catalogue images as WebP at one of the
// responsive widths (default 400). Immutable: the bytes behind a URL never change.
import { createHash } from 'node:crypto';
import { ImageParamsSchema, ImageWidthQuerySchema } from '@cle/contracts/requests/catalogue';
import { IMAGE_DEFAULT_WIDTH } from '@cle/contracts/images';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { IMAGE_COLLECTIONS, renderCatalogueImage } from '../images/catalogue-image';
import type { ImageCollection } from '../images/catalogue-image';

export async function imageRoutes(app: Api) {
  app.get(
    '/images/:collection/:file',
    { schema: { params: ImageParamsSchema, querystring: ImageWidthQuerySchema } },
    async (req, reply) => {
      const { w } = req.query;
      const { collection, file } = req.params;
      const n = Number(/^(\d{1,3})\.webp$/.exec(file)?.[1] ?? NaN);
      if (!Object.hasOwn(IMAGE_COLLECTIONS, collection)) throw notFound(`Image collection ${collection}`);
      if (!Number.isInteger(n) || n < 1 || n > IMAGE_COLLECTIONS[collection as ImageCollection])
        throw notFound(`Image ${collection}/${file}`);
      const width = w === undefined ? IMAGE_DEFAULT_WIDTH : Number(w);
      let bytes: Buffer;
      try {
        bytes = await renderCatalogueImage(collection as ImageCollection, n, width);
      } catch (err) {
        req.log.error(err);
        throw new HttpError(503, 'The image could not be rendered. Please try again shortly.');
      }
      const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
      reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        // the site and integrators show these images cross-origin
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(bytes);
    },
  );
}
