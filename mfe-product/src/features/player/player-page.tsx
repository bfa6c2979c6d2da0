// The player (issue 11, spec 3 §2.2): where a launch lands (/player?code=). It streams the recordings
// the API serves (POST /launch/{code} names them on short-lived signed URLs, decision 053; HLS through
// hls.js with captions, decision 057: stream-media.tsx), a program segment by segment, and reports where the person is to My Library (PUT .../progress) every few seconds, on
// pause and at the end, so Watched / Partially complete / Not started follow what was played.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, focusRing } from '@cle/ui/theme';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { IMAGE_WIDTHS, imageUrlAt } from '@cle/contracts/images';
import { useLaunchedStreams } from '../../api/registration-api';
import { useProduct } from '../../api/use-product';
import { recordProductEvent } from '../../lib/analytics';
import { useViewportWidth } from '../../lib/use-viewport-width';
import { clockText } from '@cle/ui/media/clock-text';
import {
  MEDIA_RECOVERY_ATTEMPTS,
  nowPlayingText,
  playlist,
  IMAGE_PRELOAD_TYPE,
  thumbnailSize,
  THUMBNAIL_WIDTH_STEPS,
} from './player-rules';
import { MEDIA_FAILED_TEXT } from '@cle/ui/media/media-recovery';
import { StreamMedia } from '@cle/ui/media/stream-media';
import { applyPlaybackSettings } from '@cle/ui/media/playback-settings';
import { PlayerControls } from '@cle/ui/media/player-controls';
import { useMediaPlayback } from '@cle/ui/media/use-media-playback';
import { useResumeOnLaunch } from './use-resume-on-launch';
import { usePlaybackProgress } from './use-playback-progress';

const LIBRARY_PATH = '/account/library';
/** Signed media URLs this close to expiry are renewed rather than retried. */
const GRANT_MARGIN_MS = 5_000;

const logPlayFailure = (err: unknown) => console.error('[player] play failed', err);

export function PlayerPage({ code }: { code: string }) {
  const auth = useAuth();
  const { data, error } = useProduct(code || null);

  if (!code)
    return <PlayerMessage title="Nothing to play">Open a program from My Library to play it.</PlayerMessage>;
  if (auth.ready && !auth.isAuthenticated)
    return (
      <PlayerMessage title="Sign in to play">
        <Button type="button" onClick={() => signIn(`${window.location.pathname}${window.location.search}`)}>
          Sign in
        </Button>
      </PlayerMessage>
    );
  if (error) return <PlayerMessage title="This program cannot be played">It was not found.</PlayerMessage>;
  if (!data || !auth.ready) return <Skeleton rows={6} label="Loading the player" />;

  const v = data.variation;
  const items = playlist(
    { code: v.code, pk: v.pk, title: v.displayName, parentProductCode: v.parentProductCode },
    data.catalogRelations.segments.map((s) => ({
      code: s.code,
      pk: s.pk,
      title: s.displayName,
      segmentNumber: s.segmentNumber,
    })),
  );
  const programPk = v.parentProductCode ? (data.catalogRelations.masterProgram?.pk ?? null) : v.pk;
  return (
    <Player
      code={v.code}
      title={v.displayName}
      url={v.url}
      items={items}
      programPk={programPk}
      imageUrl={v.imageUrl}
    />
  );
}

/** The program's thumbnail beside its title: 64, 80 or 96 px square by the viewport (spec 3 §9). */
function Thumbnail({ src }: { src: string }) {
  const size = thumbnailSize(useViewportWidth(THUMBNAIL_WIDTH_STEPS));
  const url = imageUrlAt(src, IMAGE_WIDTHS[0]);
  // spec 3 §9: images are preloaded as webp (the catalogue's format; a browser without it skips the hint)
  preload(url, { as: 'image', type: IMAGE_PRELOAD_TYPE, fetchPriority: 'high' });
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      css={{ width: size, height: size, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}

function Player({
  code,
  title,
  url,
  items,
  programPk,
  imageUrl,
}: {
  code: string;
  title: string;
  url: string;
  items: { code: string; pk: string; title: string }[];
  programPk: string | null;
  imageUrl: string | null;
}) {
  const auth = useAuth();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const recoveries = useRef(0);
  const autoplayNext = useRef(false);
  /** where to pick up after the signed URLs were renewed (a new URL is a new media element) */
  const resumeAt = useRef<{ time: number; play: boolean } | null>(null);

  const streams = useLaunchedStreams(code, auth.sub ?? auth.token);

  const current = items[index]!;
  const stream = streams.data?.streams.find((s) => s.code === current.code) ?? null;
  // speed and captions as the person chose them, on whichever element plays
  const playback = useMediaPlayback(stream);
  const { mediaRef, settings, playing, setPlaying, setFailed, setTime } = playback;
  const { saved, setSaved, report, unrecorded } = usePlaybackProgress({
    items,
    programPk,
    current,
    mediaRef,
  });

  // a new segment starts from the top; it plays on when the previous one ended, once its stream is
  // attached and its metadata is in (onLoadedMetadata): hls.js attaches after the element mounts
  useEffect(() => {
    recoveries.current = 0;
    setFailed(false);
    setTime(0);
  }, [index, stream, setFailed, setTime]);

  // a fresh launch starts where the person left off (the launch names the segment and the second)
  useResumeOnLaunch(streams.data, items, (i, seconds) => {
    if (seconds > 0) {
      resumeAt.current = { time: seconds, play: false };
      setSaved(`Resuming where you left off (${clockText(seconds)})`);
    }
    setIndex(i);
  });

  /** the signed URLs ran out, or nearly */
  const grantRanOut = () => !(Date.parse(streams.data?.expiresAt ?? '') - Date.now() > GRANT_MARGIN_MS);
  /** a new launch signs new URLs (a new key remounts the element), and play resumes at `time` */
  const renew = (time: number) => {
    resumeAt.current = { time, play: playing };
    void streams.mutate();
  };

  return (
    <section
      aria-labelledby={headingId}
      css={{ maxWidth: 880, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <p css={{ margin: 0 }}>
        <Link to={url} css={{ color: colors.red, '&:focus-visible': focusRing }}>
          Back to the program page
        </Link>
      </p>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {imageUrl ? <Thumbnail src={imageUrl} /> : null}
        <h1 id={headingId} css={{ margin: 0, fontSize: 28 }}>
          {title}
        </h1>
      </div>
      <p css={{ margin: 0, fontWeight: 600 }} aria-live="polite">
        {nowPlayingText(index, items.length, current.title)}
      </p>
      <div css={{ minHeight: 120, display: 'grid', gap: 12, alignContent: 'start' }}>
        {stream ? (
          <>
            <StreamMedia
              key={stream.hlsUrl}
              stream={stream}
              label={`Player: ${current.title}`}
              captions={settings.captions}
              time={playback.time}
              mediaRef={mediaRef}
              onLoadedMetadata={(e) => {
                applyPlaybackSettings(e.currentTarget, settings);
                if (autoplayNext.current) {
                  autoplayNext.current = false;
                  void e.currentTarget.play().catch(logPlayFailure);
                }
                const resume = resumeAt.current;
                resumeAt.current = null;
                if (!resume) return;
                e.currentTarget.currentTime = resume.time;
                if (resume.play) void e.currentTarget.play().catch(logPlayFailure);
              }}
              onPlay={() => {
                setFailed(false);
                setPlaying(true);
              }}
              onPause={() => {
                setPlaying(false);
                void report('pause');
              }}
              onTimeUpdate={() => {
                setTime(mediaRef.current?.currentTime ?? 0);
                void report('timeupdate');
              }}
              onEnded={() => {
                setPlaying(false);
                void report('ended');
                if (index + 1 < items.length) {
                  autoplayNext.current = true;
                  setIndex(index + 1);
                }
              }}
              onElementError={(e) => {
                // spec 3 §8: player errors are logged; media errors attempt recovery
                console.error('[player] media error', e.currentTarget.error ?? undefined);
                if (recoveries.current >= MEDIA_RECOVERY_ATTEMPTS) return;
                recoveries.current += 1;
                if (grantRanOut()) renew(e.currentTarget.currentTime);
                else e.currentTarget.load();
              }}
              onFatal={(kind, err) => {
                const media = mediaRef.current;
                // a segment refused because the signed URLs ran out: launch again, resume where it was
                if (kind === 'network' && grantRanOut() && recoveries.current < MEDIA_RECOVERY_ATTEMPTS) {
                  recoveries.current += 1;
                  renew(media?.currentTime ?? 0);
                  return;
                }
                setFailed(true);
                reportError(err, { severity: ERROR_SEVERITY, boundary: `mfe-product/player/${kind}` });
              }}
            />
            {playback.failed ? <p role="alert">{MEDIA_FAILED_TEXT}</p> : null}
            <PlayerControls
              playback={playback}
              captionsUrl={stream.captionsUrl}
              onTranscript={() => recordProductEvent('transcript', current.code)}
              onPlayFailure={logPlayFailure}
            />
          </>
        ) : streams.error ? (
          <p role="alert">
            {streams.error instanceof ApiError && streams.error.status === 403
              ? 'Only programs you have purchased or registered for play here.'
              : 'The recording could not be loaded.'}
          </p>
        ) : (
          <Skeleton rows={2} label="Loading the recording" />
        )}
      </div>
      <p css={{ margin: 0, fontSize: 14, minHeight: '1.4em' }} role="status">
        {unrecorded ? 'This program is not in your library, so progress is not recorded.' : saved}
      </p>
      {items.length > 1 ? (
        <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
          {items.map((item, i) => (
            <li key={item.code}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  autoplayNext.current = playing;
                  setIndex(i);
                }}
                css={{
                  font: 'inherit',
                  background: 'none',
                  border: 0,
                  padding: 0,
                  cursor: 'pointer',
                  textAlign: 'left',
                  fontWeight: i === index ? 700 : 400,
                  color: colors.ink,
                  '&:focus-visible': focusRing,
                }}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <p css={{ margin: 0 }}>
        <Link to={LIBRARY_PATH} css={{ color: colors.red, '&:focus-visible': focusRing }}>
          My Library
        </Link>
      </p>
    </section>
  );
}

function PlayerMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={{ maxWidth: 880, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 12 }}>
      <h1 css={{ margin: 0, fontSize: 28 }}>{title}</h1>
      <div>{children}</div>
    </section>
  );
}

/** The code the player plays, from ?code= . */
export function usePlayerCode(): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get('code')?.trim() ?? '';
}
