// A video podcast episode's player (issue 38, decisions 068 and 075): the pipeline's HLS renditions
// through hls.js (stream-media.tsx) instead of the provider's frame, public like the podcast pages (no
// launch, no grant), with the player's captions choice (remembered), speed, transcript and spec 3 §8
// recovery. Shared by the episode page (mfe-product) and the series page's rows (mfe-library). It
// mounts when the listener asks for it (a press), so it starts playing once it can.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { ERROR_SEVERITY } from '../error-boundary';
import { reportError } from '../error-reporting';
import { Skeleton } from '../skeleton';
import { applyPlaybackSettings } from './playback-settings';
import { StreamPlayer } from './stream-player';
import type { MediaEvents } from './stream-player';
import { useEpisodeMedia } from './use-episode-media';
import { useMediaPlayback } from './use-media-playback';
import type { MediaPlayback } from './use-media-playback';

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

/** What the episode player does on the element's events: it starts once, and recovers once (spec 3 §8). */
function useEpisodeEvents(playback: MediaPlayback, reportAs: string): MediaEvents {
  const { mediaRef, settings, setFailed, setPlaying, setTime } = playback;
  const started = useRef(false);
  const reloaded = useRef(false);
  const giveUp = (kind: 'media' | 'network', err: Error) => {
    setFailed(true);
    reportError(err, { severity: ERROR_SEVERITY, boundary: `${reportAs}/${kind}` });
  };
  return {
    onLoadedMetadata: (e) => {
      applyPlaybackSettings(e.currentTarget, settings);
      // the listener pressed play on the facade: start once the stream is attached
      if (started.current) return;
      started.current = true;
      void e.currentTarget.play().catch(logPlayFailure);
    },
    onPlay: () => {
      setFailed(false);
      setPlaying(true);
    },
    onPause: () => setPlaying(false),
    onTimeUpdate: () => setTime(mediaRef.current?.currentTime ?? 0),
    onEnded: () => setPlaying(false),
    onElementError: (e) => {
      // spec 3 §8: logged, and one reload of the file before giving up
      console.error('[podcast player] media error', e.currentTarget.error ?? undefined);
      if (!reloaded.current) {
        reloaded.current = true;
        e.currentTarget.load();
      } else giveUp('media', new Error(`media element error ${e.currentTarget.error?.code ?? ''}`));
    },
    onFatal: giveUp,
  };
}

export function EpisodePlayer({ code, title, reportAs, onTranscript, unavailable }: EpisodePlayerProps) {
  const { data: stream, error } = useEpisodeMedia(code);
  const playback = useMediaPlayback(stream);
  const events = useEpisodeEvents(playback, reportAs);

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
      <StreamPlayer
        stream={stream}
        label={`Episode video: ${title}`}
        playback={playback}
        events={events}
        onTranscript={onTranscript}
        onPlayFailure={logPlayFailure}
      />
    </div>
  );
}
