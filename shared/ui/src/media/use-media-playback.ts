// What both players keep about their media element (issue 38): the element, the person's speed and
// captions (applied to whichever element plays: the next segment, renewed signed URLs), whether it
// plays, where it is, and whether it failed for good.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { applyPlaybackSettings, usePlaybackSettings } from './playback-settings';
import type { PlaybackSettings } from './playback-settings';

export interface MediaPlayback {
  mediaRef: RefObject<HTMLMediaElement | null>;
  settings: PlaybackSettings;
  changeSettings: (change: Partial<PlaybackSettings>) => void;
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  /** where the recording is, in seconds */
  time: number;
  setTime: (seconds: number) => void;
  /** recovery gave up (spec 3 §8) */
  failed: boolean;
  setFailed: (failed: boolean) => void;
}

/** `stream`: what the element plays (a new one mounts a new element, which takes the settings too). */
export function useMediaPlayback(stream: object | null | undefined): MediaPlayback {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [settings, changeSettings] = usePlaybackSettings();
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);

  useEffect(() => {
    if (mediaRef.current) applyPlaybackSettings(mediaRef.current, settings);
  }, [settings, stream]);

  return { mediaRef, settings, changeSettings, playing, setPlaying, time, setTime, failed, setFailed };
}
