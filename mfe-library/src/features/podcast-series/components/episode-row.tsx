import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, itemRowCss, mq, outlinedButtonCss, titleLinkCss } from '@cle/ui/theme';
import type { PodcastEpisode, PodcastSeason } from '@cle/contracts/podcast-schemas';
import { saveLabel } from '@cle/contracts/library';
import { apiBaseUrl } from '@cle/contracts/api-client';
import { episodeMeta, playerIsVideo, playerToggleLabel, playsSiteStream } from '../podcast-rules';
import { useEpisodeSave } from '../api/use-episode-save';

const actionCss = outlinedButtonCss;

/**
 * The site's own player for video episodes (decision 075): a chunk of its own, fetched when a row is
 * expanded (hls.js is a further chunk, fetched when the stream attaches), never with the page.
 */
const EpisodePlayer = lazy(() =>
  import('@cle/ui/media/episode-player').then((m) => ({ default: m.EpisodePlayer })),
);

/**
 * One episode: title, meta, summary; expands to reveal the player (a video episode: the site's HLS
 * renditions with captions and transcript; an audio one: the provider's frame); save to My Library.
 */
export function EpisodeRow({
  episode,
  seasons,
}: {
  episode: PodcastEpisode;
  seasons: readonly PodcastSeason[];
}) {
  const [expanded, setExpanded] = useState(false);
  const { saved, pending, toggle } = useEpisodeSave(episode.pk);
  const titleId = useId();
  const playerId = useId();
  const meta = episodeMeta(episode, seasons);

  return (
    <article aria-labelledby={titleId} css={itemRowCss}>
      <h3 id={titleId} css={{ margin: 0, fontSize: 19, lineHeight: 1.3 }}>
        <Link to={episode.url} css={titleLinkCss}>
          {episode.title}
        </Link>
      </h3>
      {meta ? <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>{meta}</p> : null}
      {episode.summaryText ? <p css={{ margin: 0, lineHeight: 1.5 }}>{episode.summaryText}</p> : null}
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap' },
        }}
      >
        {episode.playerUrl ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={playerId}
            onClick={() => setExpanded((e) => !e)}
            css={actionCss}
          >
            {playerToggleLabel(expanded)}
          </button>
        ) : null}
        <button type="button" disabled={pending} aria-busy={pending} onClick={toggle} css={actionCss}>
          <span aria-hidden="true" css={{ marginRight: 6 }}>
            {saved ? '★' : '☆'}
          </span>
          {saveLabel(saved)}
        </button>
      </div>
      {episode.playerUrl ? (
        <div id={playerId} hidden={!expanded}>
          {!expanded ? null : playsSiteStream(episode, apiBaseUrl()) ? (
            <Suspense fallback={<Skeleton rows={3} label="Loading the episode video" />}>
              <EpisodePlayer
                code={episode.code}
                title={episode.title}
                reportAs="mfe-library/podcast-player"
                // an episode the site serves no video for (404) keeps the provider's frame
                unavailable={<ProviderFrame title={episode.title} playerUrl={episode.playerUrl} />}
              />
            </Suspense>
          ) : (
            <ProviderFrame title={episode.title} playerUrl={episode.playerUrl} />
          )}
        </div>
      ) : null}
    </article>
  );
}

/** The podcast provider's own player (audio episodes; a video episode the site has no stream for). */
function ProviderFrame({ title, playerUrl }: { title: string; playerUrl: string }) {
  return (
    <iframe
      src={playerUrl}
      title={`Player: ${title}`}
      loading="lazy"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      css={{
        width: '100%',
        border: 0,
        borderRadius: 6,
        background: colors.mist,
        ...(playerIsVideo(playerUrl) ? { aspectRatio: '16 / 9' } : { height: 180 }),
      }}
    />
  );
}
