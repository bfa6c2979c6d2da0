import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { colors, mq, outlinedButtonCss, titleLinkCss } from '@cle/ui/theme';
import type { PodcastEpisode, PodcastSeason } from '@cle/contracts/podcast-schemas';
import { saveLabel } from '@cle/contracts/library';
import { episodeMeta, playerIsVideo, playerToggleLabel } from './podcast-rules';
import { useEpisodeSave } from './use-episode-save';

const actionCss = outlinedButtonCss;

/** One episode: title, meta, summary; expands to reveal the player; save to My Library. */
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
    <article
      aria-labelledby={titleId}
      css={{ borderBottom: `1px solid ${colors.line}`, padding: '20px 0', display: 'grid', gap: 8 }}
    >
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
          {expanded ? (
            <iframe
              src={episode.playerUrl}
              title={`Player: ${episode.title}`}
              loading="lazy"
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              css={{
                width: '100%',
                border: 0,
                borderRadius: 6,
                background: colors.mist,
                ...(playerIsVideo(episode.playerUrl) ? { aspectRatio: '16 / 9' } : { height: 180 }),
              }}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
