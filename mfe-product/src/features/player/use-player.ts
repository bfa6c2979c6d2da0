// The player's state and data (issue 11, spec 3 §2.2): which segment plays, its stream from the launch
// (POST /launch/{code}, signed URLs), the progress reports, the resume on a fresh launch, recovery,
// and what the media element's events do.
import { useRef, useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { clockText } from '@cle/ui/media/clock-text';
import { applyPlaybackSettings } from '@cle/ui/media/playback-settings';
import type { MediaEvents } from '@cle/ui/media/stream-player';
import { useMediaPlayback } from '@cle/ui/media/use-media-playback';
import { useLaunchedStreams } from '../../lib/registration-api';
import { logPlayFailure, resumePoint } from './player-rules';
import type { PlayItem } from './player-rules';
import { usePlaybackProgress } from './use-playback-progress';
import { useResumeOnLaunch } from './use-resume-on-launch';
import { useStreamRecovery } from './use-stream-recovery';

export function usePlayer({
  code,
  items,
  programPk,
}: {
  code: string;
  items: PlayItem[];
  programPk: string | null;
}) {
  const auth = useAuth();
  const [index, setIndex] = useState(0);
  const autoplayNext = useRef(false);
  const launch = useLaunchedStreams(code, auth.sub ?? auth.token);
  const current = items[index]!;
  const stream = launch.data?.streams.find((s) => s.code === current.code) ?? null;
  // speed and captions as the person chose them, on whichever element plays
  const playback = useMediaPlayback(stream);
  const { saved, setSaved, report, unrecorded } = usePlaybackProgress({
    items,
    programPk,
    current,
    mediaRef: playback.mediaRef,
  });
  const recovery = useStreamRecovery({ launch, playback, index, stream });

  // a fresh launch starts where the person left off (the launch names the segment and the second)
  useResumeOnLaunch(launch.data, items, (i, seconds) => {
    if (seconds > 0) {
      recovery.resumeAt(resumePoint(seconds));
      setSaved(`Resuming where you left off (${clockText(seconds)})`);
    }
    setIndex(i);
  });

  const { mediaRef, setPlaying, setFailed, setTime } = playback;
  const events: MediaEvents = {
    onLoadedMetadata: (e) => {
      applyPlaybackSettings(e.currentTarget, playback.settings);
      if (autoplayNext.current) {
        autoplayNext.current = false;
        void e.currentTarget.play().catch(logPlayFailure);
      }
      recovery.resume(e.currentTarget);
    },
    onPlay: () => {
      setFailed(false);
      setPlaying(true);
    },
    onPause: () => {
      setPlaying(false);
      void report('pause');
    },
    onTimeUpdate: () => {
      setTime(mediaRef.current?.currentTime ?? 0);
      // while it plays: the resume's own seek is not a position the person reached
      if (mediaRef.current && !mediaRef.current.paused) void report('timeupdate');
    },
    onEnded: () => {
      setPlaying(false);
      void report('ended');
      if (index + 1 < items.length) {
        autoplayNext.current = true;
        setIndex(index + 1);
      }
    },
    ...recovery.events,
  };
  /** the person chose a segment: it plays on if the player was playing */
  const choose = (i: number) => {
    autoplayNext.current = playback.playing;
    setIndex(i);
  };

  return {
    index,
    current,
    stream,
    launchError: launch.error as unknown,
    playback,
    events,
    choose,
    saved,
    unrecorded,
  };
}
