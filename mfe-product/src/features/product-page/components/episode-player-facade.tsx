import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@cle/ui/skeleton';
import type { PlayerSource } from '../content-rules';
import { facadeCss, playIconCss, providerFrameCss } from './episode-player-facade.styles';

/** The video player, a chunk of its own: fetched when the listener presses play, not with the page. */
const EpisodePlayer = lazy(() =>
  import('./podcast-episode-player').then((m) => ({ default: m.EpisodePlayer })),
);

const SOURCE_NAME: Record<PlayerSource, string> = { vimeo: 'Vimeo', podbean: 'Podbean', acast: 'Acast' };

/**
 * The player loads on request (a facade): nothing streams until the listener presses play. A video
 * episode then plays the site's own renditions through hls.js (decision 068); an audio episode the
 * provider's frame.
 */
export function EpisodePlayerFacade({
  code,
  url,
  source,
  title,
  video,
}: {
  code: string;
  url: string;
  source: PlayerSource;
  title: string;
  video: boolean;
}) {
  const [on, setOn] = useState(false);
  if (on && video)
    return (
      <Suspense fallback={<Skeleton rows={3} label="Loading the episode video" />}>
        <EpisodePlayer code={code} title={title} />
      </Suspense>
    );
  if (on)
    return (
      <iframe
        src={url}
        title={`${title} (${SOURCE_NAME[source]} player)`}
        allow="autoplay; fullscreen; picture-in-picture"
        css={providerFrameCss(video)}
      />
    );
  return (
    <button type="button" onClick={() => setOn(true)} css={facadeCss(video)}>
      <span aria-hidden="true" css={playIconCss}>
        ▶
      </span>
      {video ? 'Play episode video' : `Play episode on ${SOURCE_NAME[source]}`}
    </button>
  );
}
