// The media element of the players (issue 38: programs, video podcast episodes): a <video> (or <audio>
// for audio-only items) with the browser's keyboard-operable controls, the poster and the captions track, fed by hls.js
// (hls-stream.ts). It tells the page about fatal errors; element errors outside hls.js (native HLS,
// the progressive file) go to `onElementError` as before.
import { useEffect, useRef } from 'react';
import type { Ref, SyntheticEvent } from 'react';
import type { MediaStream } from '@cle/contracts/registration-schemas';
import { colors } from '../theme';
import { attachStream, loadHls } from './hls-stream';
import type { AttachedStream, HlsClass } from './hls-stream';
import { cueAt, useCues } from './use-cues';

/**
 * An audio item's captions: browsers draw no captions for an <audio> element, so the cue being spoken
 * (from the same WebVTT as the track and the transcript) is shown under the controls. Its line is held
 * whether or not a cue is on (no layout shift); not a live region (the recording itself speaks it).
 */
function AudioCaptions({ url, time }: { url: string; time: number }) {
  const { data } = useCues(url);
  const cue = data ? data[cueAt(data, time)] : undefined;
  return (
    <p
      data-audio-captions=""
      lang="en"
      css={{
        margin: 0,
        minHeight: '3em',
        padding: '6px 10px',
        borderRadius: 4,
        background: colors.charcoal,
        color: colors.paper,
        fontSize: 17,
        lineHeight: 1.4,
      }}
    >
      {cue?.text ?? ''}
    </p>
  );
}

type MediaEvent = SyntheticEvent<HTMLMediaElement>;
export interface StreamMediaProps {
  stream: MediaStream;
  label: string;
  /** captions shown at first (the person's remembered choice; the page switches them after) */
  captions: boolean;
  /** where the recording is, in seconds (an audio item shows the cue spoken there as its captions) */
  time?: number;
  mediaRef: Ref<HTMLMediaElement | null> & { current: HTMLMediaElement | null };
  onLoadedMetadata(e: MediaEvent): void;
  onPlay(): void;
  onPause(): void;
  onTimeUpdate(): void;
  onEnded(): void;
  /** an element error when hls.js is not the one playing (it handles its own) */
  onElementError(e: MediaEvent): void;
  /** hls.js gave up: after the recovery ladder ('media') or on a fatal network error */
  onFatal(kind: 'media' | 'network', error: Error): void;
  /** where play starts, if not at the top (a resume): asked when the stream is attached */
  startAt?(): number | null;
  /** hls.js moved that start back to its fragment's start: the page seeks there instead */
  onStartMoved?(time: number): void;
  /** how hls.js is obtained (tests pass a fake) */
  load?: () => Promise<HlsClass>;
}

/** Attaches the stream (hls.js, native HLS or the file) to the element; says who plays it. */
function useAttachedStream(props: StreamMediaProps) {
  const { stream, mediaRef, load = loadHls } = props;
  const { hlsUrl, playbackUrl } = stream;
  const mode = useRef<AttachedStream['mode'] | null>(null);
  // the latest handlers, without re-attaching the stream when the page re-renders
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    let detach: (() => void) | null = null;
    let gone = false;
    mode.current = null;
    void attachStream(
      media,
      { hlsUrl, playbackUrl },
      {
        onFatal: (kind, error) => latest.current.onFatal(kind, error),
        startAt: () => latest.current.startAt?.() ?? null,
        onStartMoved: (time) => latest.current.onStartMoved?.(time),
      },
      load,
    ).then((attached) => {
      if (gone) attached.detach();
      else {
        mode.current = attached.mode;
        detach = attached.detach;
      }
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [hlsUrl, playbackUrl, mediaRef, load]);
  return mode;
}

export function StreamMedia(props: StreamMediaProps) {
  const { stream, mediaRef } = props;
  const mode = useAttachedStream(props);

  const common = {
    preload: 'auto' as const,
    controls: true,
    'aria-label': props.label,
    onLoadedMetadata: props.onLoadedMetadata,
    onPlay: props.onPlay,
    onPause: props.onPause,
    onTimeUpdate: props.onTimeUpdate,
    onEnded: props.onEnded,
    onError: (e: MediaEvent) => {
      if (mode.current !== 'hls') props.onElementError(e);
    },
  };
  return stream.mediaType === 'video' ? (
    <video
      ref={mediaRef as Ref<HTMLVideoElement>}
      poster={stream.posterUrl}
      playsInline
      {...common}
      // 16:9 held before the metadata arrives: no layout shift
      css={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 4 }}
    >
      <track kind="captions" src={stream.captionsUrl} srcLang="en" label="English" default={props.captions} />
    </video>
  ) : (
    // the audio layout: the recording's title card, the controls, and the captions under them
    <div
      data-layout="audio"
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 160px) 1fr', gap: 12, alignItems: 'center' }}
    >
      <img
        src={stream.posterUrl}
        alt=""
        width={160}
        height={90}
        css={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', borderRadius: 4, background: '#000' }}
      />
      <div css={{ display: 'grid', gap: 8 }}>
        <audio ref={mediaRef as Ref<HTMLAudioElement>} {...common} css={{ width: '100%' }}>
          <track
            kind="captions"
            src={stream.captionsUrl}
            srcLang="en"
            label="English"
            default={props.captions}
          />
        </audio>
        {props.captions ? <AudioCaptions url={stream.captionsUrl} time={props.time ?? 0} /> : null}
      </div>
    </div>
  );
}
