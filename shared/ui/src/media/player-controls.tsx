// The controls under a player's media element (issue 38), one piece for the program player
// (mfe-product) and the episode player: play/pause, the transcript (its file as a link, the panel and
// its toggle; pressing a cue seeks the media there), then speed and captions.
import { useId, useState } from 'react';
import { Button } from '../button';
import { colors, focusRing } from '../theme';
import { PlaybackSettingsControls } from './playback-settings';
import { TranscriptPanel, TranscriptToggle } from './transcript-panel';
import type { MediaPlayback } from './use-media-playback';

interface PlayerControlsProps {
  /** the player's media element and its state (use-media-playback.ts) */
  playback: MediaPlayback;
  /** the recording's captions (WebVTT): the transcript's link and panel read it */
  captionsUrl: string;
  /** the transcript was asked for (link or panel): the app's analytics event */
  onTranscript?: () => void;
  /** play() was refused (the app's log line) */
  onPlayFailure: (err: unknown) => void;
}

export function PlayerControls({ playback, captionsUrl, onTranscript, onPlayFailure }: PlayerControlsProps) {
  const { mediaRef, playing, time, setTime, settings, changeSettings } = playback;
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const transcriptId = useId();

  const togglePlay = () => {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) void media.play().catch(onPlayFailure);
    else media.pause();
  };
  const seek = (at: number) => {
    const media = mediaRef.current;
    if (!media) return;
    media.currentTime = at;
    setTime(at);
  };

  return (
    <>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="button" onClick={togglePlay}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <a
          href={captionsUrl}
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
        <TranscriptPanel id={transcriptId} url={captionsUrl} time={time} onSeek={seek} />
      ) : null}
    </>
  );
}
