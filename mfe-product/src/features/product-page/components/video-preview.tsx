// The video preview of an on-demand program page (issue 38, S3-CONST-04): a short public clip
// (no purchase needed), muted, with the browser's keyboard-operable controls, paused when it reaches
// 5000 ms. It starts by itself only muted and only when the visitor does not ask for reduced motion
// (decided after mount: the server and the first browser render are the same markup). The 16:9 box is
// held before the metadata arrives, so nothing below moves.
import { useEffect, useRef, useState } from 'react';
import { colors } from '@cle/ui/theme';

/** S3-CONST-04: the video preview pause timer. */
const PREVIEW_PAUSE_MS = 5000;

export function VideoPreview({
  src,
  captions,
  title,
}: {
  src: string;
  /** the preview's own WebVTT (its first seconds' cues) */
  captions: string;
  title: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [ended, setEnded] = useState(false);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const stopAtLimit = () => {
    const v = ref.current;
    if (!v) return;
    clearTimer();
    if (!v.paused) v.pause();
    setEnded(true);
  };
  const reachedLimit = (v: HTMLVideoElement) => v.currentTime * 1000 >= PREVIEW_PAUSE_MS;

  useEffect(() => {
    const v = ref.current;
    if (!v) return undefined;
    // muted as a property, before any play: React's server HTML has no `muted` attribute, and a
    // `muted` prop would differ between the server's markup and the hydrating render
    v.muted = true;
    v.defaultMuted = true;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce) void Promise.resolve(v.play()).catch(() => undefined);
    return clearTimer;
  }, []);

  return (
    <figure css={{ margin: '0 0 20px', maxWidth: 640 }}>
      <video
        ref={ref}
        src={src}
        playsInline
        controls
        preload="metadata"
        aria-label={`Preview of ${title}`}
        onPlay={() => {
          const v = ref.current;
          // played again after the preview ended: from the start
          if (v && reachedLimit(v)) v.currentTime = 0;
          setEnded(false);
        }}
        onPlaying={() => {
          const v = ref.current;
          if (!v) return;
          clearTimer();
          // the pause timer: what is left of the 5000 ms at the current speed
          const left = (PREVIEW_PAUSE_MS - v.currentTime * 1000) / (v.playbackRate || 1);
          timer.current = setTimeout(stopAtLimit, Math.max(0, left));
        }}
        onPause={clearTimer}
        onTimeUpdate={() => {
          const v = ref.current;
          // a seek or a late timer past the limit stops it too
          if (v && !v.paused && reachedLimit(v)) stopAtLimit();
        }}
        css={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 4 }}
      >
        <track kind="captions" src={captions} srcLang="en" label="English" />
      </video>
      <figcaption css={{ fontSize: 14, marginTop: 6, color: colors.inkSoft }} aria-live="polite">
        {ended
          ? 'End of the 5-second preview. Purchase the program to watch all of it.'
          : 'A 5-second preview, muted: use the controls to play it or turn the sound on.'}
      </figcaption>
    </figure>
  );
}
