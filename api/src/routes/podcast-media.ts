// A video podcast episode's media (issue 38, decision 068): public like the podcast pages, no grant.
// GET /podcast/episode-media/{code} names the stream (MediaStreamSchema) under the current media build;
// GET /podcast/media/{code}/{build}/{file} serves its HLS set, captions, poster and progressive MP4
// from a closed list of names. The build is in the path, so every file is immutable under its URL.
import {
  EpisodeMediaParamsSchema,
  NoQuerySchema,
  PodcastMediaFileParamsSchema,
} from '@cle/contracts/requests/catalogue';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
import {
  buildOf,
  mediaFilePath,
  mediaLibrary,
  podcastFileKind,
  PODCAST_SOURCE,
} from '../media/media-library';
import { podcastStreamOf } from '../media/media-streams';
import { freeVideoEpisode } from '../media/podcast-media-store';
import { sendMediaFile } from '../media/send-media-file';

const YEAR = 31_536_000;

export async function podcastMediaRoutes(app: Api) {
  const { db } = app;
  const config = { allowAnonymous: true };

  app.get(
    '/podcast/episode-media/:code',
    { config, schema: { params: EpisodeMediaParamsSchema, querystring: NoQuerySchema } },
    async (req, res) => {
      const { code } = req.params;
      const episode = await freeVideoEpisode(db, code);
      const build = buildOf(mediaLibrary());
      if (!episode || !build) throw notFound(`A video of podcast episode ${code}`);
      // names the current build: short-lived, so a rebuild is picked up within a minute
      res.header('Cache-Control', 'public, max-age=60');
      return podcastStreamOf(episode.code, build);
    },
  );

  app.get(
    '/podcast/media/:code/:build/*',
    { config, schema: { params: PodcastMediaFileParamsSchema, querystring: NoQuerySchema } },
    async (req, res) => {
      const params = req.params;
      const file = params['*'];
      const kind = podcastFileKind(file);
      const library = mediaLibrary();
      // an older build's files are gone (pruned): its URLs answer 404, the episode answer names the new one
      const onDisk =
        kind && buildOf(library) === params.build && (await freeVideoEpisode(db, params.code))
          ? mediaFilePath(library, 'video', file, PODCAST_SOURCE)
          : null;
      if (!kind || !onDisk) throw notFound(`Media file '${file}' of podcast episode ${params.code}`);
      res.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
      return sendMediaFile(req, res, onDisk, kind.type);
    },
  );
}
