// What a player shows of one stream (issue 38), for the program player (mfe-product) and the episode
// player: the media element, the failure line once recovery gave up (spec 3 §8) and the controls.
import type { MediaStream } from '@cle/contracts/registration-schemas';
import { loadHls } from './hls-stream';
import { MEDIA_FAILED_TEXT } from './media-recovery';
import { PlayerControls } from './player-controls';
import { StreamMedia } from './stream-media';
import type { StreamMediaProps } from './stream-media';
import type { MediaPlayback } from './use-media-playback';

/** Starts hls.js's download before the first stream is known: for a page that will play soon. */
export const preloadStreaming = (): void => void loadHls().catch(() => undefined);

/** What the player does on the element's events (playing, progress, recovery). */
export type MediaEvents = Pick<
  StreamMediaProps,
  | 'onLoadedMetadata'
  | 'onPlay'
  | 'onPause'
  | 'onTimeUpdate'
  | 'onEnded'
  | 'onElementError'
  | 'onFatal'
  | 'startAt'
  | 'onStartMoved'
>;

export function StreamPlayer({
  stream,
  label,
  playback,
  events,
  onTranscript,
  onPlayFailure,
}: {
  stream: MediaStream;
  /** the element's accessible name */
  label: string;
  playback: MediaPlayback;
  events: MediaEvents;
  /** the transcript was asked for (link or panel): the app's analytics event */
  onTranscript?: () => void;
  /** play() was refused (the app's log line) */
  onPlayFailure: (err: unknown) => void;
}) {
  return (
    <>
      <StreamMedia
        key={stream.hlsUrl}
        stream={stream}
        label={label}
        captions={playback.settings.captions}
        time={playback.time}
        mediaRef={playback.mediaRef}
        {...events}
      />
      {playback.failed ? <p role="alert">{MEDIA_FAILED_TEXT}</p> : null}
      <PlayerControls
        playback={playback}
        captionsUrl={stream.captionsUrl}
        onTranscript={onTranscript}
        onPlayFailure={onPlayFailure}
      />
    </>
  );
}
