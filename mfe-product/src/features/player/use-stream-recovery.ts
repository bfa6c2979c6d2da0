// Spec 3 §8 for a launched program: a media error reloads the file, or, when the signed URLs ran out (or
// nearly), launches again (new URLs remount the element) and resumes where it was. After
// MEDIA_RECOVERY_ATTEMPTS, or on a fatal error that is not the grant's, the player gives up and reports.
import { useEffect, useRef } from 'react';
import type { SyntheticEvent } from 'react';
import type { SWRResponse } from 'swr';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import type { MediaPlayback } from '@cle/ui/media/use-media-playback';
import { logPlayFailure, MEDIA_RECOVERY_ATTEMPTS } from './player-rules';

/** Signed media URLs this close to expiry are renewed rather than retried. */
const GRANT_MARGIN_MS = 5_000;

interface ResumePoint {
  time: number;
  play: boolean;
}

export function useStreamRecovery({
  launch,
  playback,
  index,
  stream,
}: {
  launch: SWRResponse<LaunchResponse>;
  playback: MediaPlayback;
  /** the segment playing, and its stream: a new one starts from the top with its own attempts */
  index: number;
  stream: object | null;
}) {
  const { mediaRef, setFailed, setTime } = playback;
  const recoveries = useRef(0);
  /** where to pick up once the next element has its metadata (renewed URLs, a resumed launch) */
  const resumeAt = useRef<ResumePoint | null>(null);

  // a new segment starts from the top; it plays on when the previous one ended, once its stream is
  // attached and its metadata is in (onLoadedMetadata): hls.js attaches after the element mounts
  useEffect(() => {
    recoveries.current = 0;
    setFailed(false);
    setTime(0);
  }, [index, stream, setFailed, setTime]);

  /** the signed URLs ran out, or nearly */
  const grantRanOut = () => !(Date.parse(launch.data?.expiresAt ?? '') - Date.now() > GRANT_MARGIN_MS);
  /** a new launch signs new URLs (a new key remounts the element), and play resumes at `time` */
  const renew = (time: number) => {
    resumeAt.current = { time, play: playback.playing };
    void launch.mutate();
  };

  return {
    /** start the next element at `time` (paused) */
    resumeAt: (time: number) => {
      resumeAt.current = { time, play: false };
    },
    /** the element has its metadata: pick up where a renewal or a resumed launch asked */
    resume: (media: HTMLMediaElement) => {
      const resume = resumeAt.current;
      resumeAt.current = null;
      if (!resume) return;
      media.currentTime = resume.time;
      if (resume.play) void media.play().catch(logPlayFailure);
    },
    /** the element's stream events (hls.js's start, errors) */
    events: {
      /** where the next element starts, if a renewal or a resumed launch asked (hls.js loads there first) */
      startAt: () => resumeAt.current?.time ?? null,
      /** hls.js starts at the start of the fragment holding that point: pick up there, a fragment in hand */
      onStartMoved: (time: number) => {
        if (resumeAt.current) resumeAt.current.time = time;
      },
      onElementError: (e: SyntheticEvent<HTMLMediaElement>) => {
        // spec 3 §8: player errors are logged; media errors attempt recovery
        console.error('[player] media error', e.currentTarget.error ?? undefined);
        if (recoveries.current >= MEDIA_RECOVERY_ATTEMPTS) return;
        recoveries.current += 1;
        if (grantRanOut()) renew(e.currentTarget.currentTime);
        else e.currentTarget.load();
      },
      onFatal: (kind: 'media' | 'network', err: Error) => {
        // a segment refused because the signed URLs ran out: launch again, resume where it was
        if (kind === 'network' && grantRanOut() && recoveries.current < MEDIA_RECOVERY_ATTEMPTS) {
          recoveries.current += 1;
          renew(mediaRef.current?.currentTime ?? 0);
          return;
        }
        setFailed(true);
        reportError(err, { severity: ERROR_SEVERITY, boundary: `mfe-product/player/${kind}` });
      },
    },
  };
}
