// A video podcast episode's player (issue 38, decisions 068 and 075): the pipeline's HLS renditions
// through hls.js (stream-media.tsx) instead of the provider's frame, public like the podcast pages (no
// launch, no grant), with the player's captions choice (remembered), speed, transcript and spec 3 §8
// recovery. Shared by the episode page (mfe-product) and the series page's rows (mfe-library). It
// mounts when the listener asks for it (a press), so it starts playing once it can.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { ApiError, apiRequest } from '@cle/contracts/api-client';
import { MediaStreamSchema } from '@cle/contracts/registration-schemas';
import { Button } from '../button';
import { ERROR_SEVERITY } from '../error-boundary';
import { reportError } from '../error-reporting';
import { Skeleton } from '../skeleton';
import { colors, focusRing } from '../theme';
import { MEDIA_FAILED_TEXT } from './media-recovery';
import { applyPlaybackSettings, PlaybackSettingsControls, usePlaybackSettings } from './playback-settings';
import { StreamMedia } from './stream-media';
import { TranscriptPanel, TranscriptToggle } from './transcript-panel';

/** GET /podcast/episode-media/{code}: the episode's stream (public). */
const episodeMediaPath = (code: string) => `/podcast/episode-media/${encodeURIComponent(code)}`;
const LOAD_FAILED_TEXT = 'The episode video could not be loaded. Reload the page to try again.';

const logPlayFailure = (err: unknown) => console.error('[podcast player] play failed', err);

export interface EpisodePlayerProps {
  code: string;
  title: string;
  /** the app's error boundary name, e.g. 'mfe-product/podcast-player' (a failure reports `${reportAs}/media`) */
  reportAs: string;
  /** the transcript was asked for (link or panel): the app's analytics event */
  onTranscript?: () => void;
  /** shown instead of the error when the site serves no video for this episode (404) */
  unavailable?: ReactNode;
}

export function EpisodePlayer({ code, title, reportAs, onTranscript, unavailable }: EpisodePlayerProps) {
  const { data: stream, error } = useSWR(
    ['episode-media', code],
    ([, c]: [string, string]) => apiRequest(episodeMediaPath(c), { schema: MediaStreamSchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [settings, changeSettings] = usePlaybackSettings();
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();
  const started = useRef(false);
  const reloaded = useRef(false);

  useEffect(() => {
    if (mediaRef.current) applyPlaybackSettings(mediaRef.current, settings);
  }, [settings, stream]);

  const giveUp = (kind: 'media' | 'network', err: Error) => {
    setFailed(true);
    reportError(err, { severity: ERROR_SEVERITY, boundary: `${reportAs}/${kind}` });
  };

  if (error instanceof ApiError && error.status === 404 && unavailable !== undefined) return unavailable;
  if (error)
    return (
      <p role="alert" css={{ margin: '0 0 16px' }}>
        {LOAD_FAILED_TEXT}
      </p>
    );
  if (!stream) return <Skeleton rows={3} label="Loading the episode video" />;
  return (
    <div css={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <StreamMedia
        key={stream.hlsUrl}
        stream={stream}
        label={`Episode video: ${title}`}
        captions={settings.captions}
        time={time}
        mediaRef={mediaRef}
        onLoadedMetadata={(e) => {
          applyPlaybackSettings(e.currentTarget, settings);
          // the listener pressed play on the facade: start once the stream is attached
          if (started.current) return;
          started.current = true;
          void e.currentTarget.play().catch(logPlayFailure);
        }}
        onPlay={() => {
          setFailed(false);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onTimeUpdate={() => setTime(mediaRef.current?.currentTime ?? 0)}
        onEnded={() => setPlaying(false)}
        onElementError={(e) => {
          // spec 3 §8: logged, and one reload of the file before giving up
          console.error('[podcast player] media error', e.currentTarget.error ?? undefined);
          if (!reloaded.current) {
            reloaded.current = true;
            e.currentTarget.load();
          } else giveUp('media', new Error(`media element error ${e.currentTarget.error?.code ?? ''}`));
        }}
        onFatal={giveUp}
      />
      {failed ? <p role="alert">{MEDIA_FAILED_TEXT}</p> : null}
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          type="button"
          onClick={() => {
            const media = mediaRef.current;
            if (!media) return;
            if (media.paused) void media.play().catch(logPlayFailure);
            else media.pause();
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <a
          href={stream.captionsUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onTranscript}
          css={{ color: colors.red, '&:focus-visible': focusRing }}
        >
          Transcript
        </a>
        <TranscriptToggle
          open={transcriptOpen}
          panelId={transcriptId}
          onOpen={onTranscript}
          onToggle={setTranscriptOpen}
        />
        <PlaybackSettingsControls settings={settings} onChange={changeSettings} />
      </div>
      {transcriptOpen ? (
        <TranscriptPanel
          id={transcriptId}
          url={stream.captionsUrl}
          time={time}
          onSeek={(at) => {
            const media = mediaRef.current;
            if (!media) return;
            media.currentTime = at;
            setTime(at);
          }}
        />
      ) : null}
    </div>
  );
}
