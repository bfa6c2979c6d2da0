// The media files themselves (decisions 053, 057): an item's HLS playlists and segments, captions,
// poster and downloads answer only to a signed grant a launch issued, carried in the path
// (/product/media/{code}/{expires}.{person}.{signature}/{file}) so the relative URLs inside HLS
// playlists carry it too. 401 without a grant, 403 when it expired, was altered or names another
// item, 404 for a file the item does not have; the file names form a closed list (no traversal).
// Two files need no grant: an on-demand video's short preview and its captions
// (/product/media/{code}/preview.mp4|vtt, S3-CONST-04), public and cacheable by anyone; 404 for an item without video.
import { MediaFileParamsSchema, NoQuerySchema } from '@cle/contracts/requests/catalogue';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { grantOfSegment, personTag, verifyMediaGrant } from '../media/media-grant';
import type { MediaGrantSettings } from '../media/media-grant';
import {
  hasPreview,
  mediaFileKind,
  mediaFilePath,
  mediaLibrary,
  PREVIEW_FILES,
} from '../media/media-library';
import { playableItem } from '../media/media-store';
import { sendMediaFile } from '../media/send-media-file';

/** Segments never change under their name; everything else lives as long as the grant. */
const YEAR = 31_536_000;
/** The public preview changes only with a media build: a day in shared caches. */
const PREVIEW_MAX_AGE = 86_400;

export function mediaFileRoutes(settings: MediaGrantSettings) {
  return async function routes(app: Api) {
    const { db } = app;
    app.get(
      '/product/media/:code/*',
      {
        schema: { params: MediaFileParamsSchema, querystring: NoQuerySchema },
        config: { allowAnonymous: true },
      },
      async (req, res) => {
        const { code, '*': rest } = req.params;
        if (PREVIEW_FILES.includes(rest)) {
          const item = await playableItem(db, code);
          const kind = item && hasPreview(item.type, item.kind) ? mediaFileKind(rest, item.kind) : null;
          const onDisk = item && kind ? mediaFilePath(mediaLibrary(), item.kind, rest) : null;
          if (!kind || !onDisk) throw notFound(`A preview of ${code}`);
          res.header('Cache-Control', `public, max-age=${PREVIEW_MAX_AGE}`);
          return sendMediaFile(req, res, onDisk, kind.type);
        }
        const slash = rest.indexOf('/');
        const grantFields = slash > 0 ? grantOfSegment(rest.slice(0, slash)) : null;
        const refuse = (status: 401 | 403, message: string) => {
          res.header('Cache-Control', 'no-store');
          return new HttpError(status, message);
        };
        if (!grantFields) {
          // something that looks like a grant but is not one is a malformed link, not a missing one
          if (slash > 0 && /^\d+\./.test(rest))
            throw refuse(403, 'The signed media link is malformed: launch the program again');
          throw refuse(
            401,
            'This recording plays only through a signed link: sign in and launch the program',
          );
        }
        const grant = verifyMediaGrant(settings, code, grantFields);
        if (!grant.ok) throw refuse(grant.status, grant.message);
        // a signed-in caller who presents someone else's link is told so (a media element sends no token)
        if (req.principal && personTag(settings.secret, req.principal.sub) !== grant.person)
          throw refuse(403, 'This signed media link was issued to someone else');
        const file = rest.slice(slash + 1);
        const item = await playableItem(db, code);
        if (!item) throw notFound(`Recording ${code}`);
        const kind = mediaFileKind(file, item.kind);
        const onDisk = kind ? mediaFilePath(mediaLibrary(), item.kind, file) : null;
        if (!kind || !onDisk) throw notFound(`Media file '${file}' of ${code}`);
        const maxAge = kind.immutable
          ? YEAR
          : Math.max(0, Number(grantFields.expires) - Math.floor(Date.now() / 1000));
        // the URL is the credential: private caches only
        res.header('Cache-Control', `private, max-age=${maxAge}${kind.immutable ? ', immutable' : ''}`);
        if (file.startsWith('download.'))
          // saved, not shown (a media element playing the progressive file ignores this header)
          res.header(
            'Content-Disposition',
            `attachment; filename="cle-${code}.${file.slice('download.'.length)}"`,
          );
        return sendMediaFile(req, res, onDisk, kind.type);
      },
    );
  };
}
