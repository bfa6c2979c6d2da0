import { useState } from 'react';
import { colors, focusRing } from '@cle/ui/theme';

/** Vimeo's player origin; the shell's CSP frame-src names it (MEDIA_PLAYER_ORIGINS). */
const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

const vimeoPlayerUrl = (videoId: string) =>
  `${VIMEO_PLAYER_ORIGIN}/video/${encodeURIComponent(videoId)}?dnt=1`;

/**
 * Spec 1 §2: the press release's optional video. The player frame (Vimeo's origin) loads only when the
 * visitor asks for it, so the page itself loads nothing from a third party; the frame keeps a 16:9 box.
 */
export function PressVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div
      css={{
        position: 'relative',
        aspectRatio: '16 / 9',
        background: colors.charcoal,
        borderRadius: 8,
        overflow: 'hidden',
        margin: '16px 0',
      }}
    >
      {playing ? (
        <iframe
          src={vimeoPlayerUrl(videoId)}
          title={`Video: ${title}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          css={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            border: 0,
            background: 'transparent',
            color: colors.paper,
            fontSize: 20,
            fontWeight: 700,
            cursor: 'pointer',
            '&:focus-visible': focusRing,
          }}
        >
          ▶ Play video
        </button>
      )}
    </div>
  );
}
