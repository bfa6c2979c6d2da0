// Plays an HLS stream in a media element (issue 38, decision 057): hls.js where Media Source
// Extensions exist (it is loaded on demand, a chunk of its own, never in the remote's first load),
// the platform's native HLS only where hls.js is unsupported (Safari on iOS), and the progressive
// file otherwise. Fatal media errors climb the recovery ladder (media-recovery.ts); fatal network
// errors go to the page (the signed URLs may have run out: it launches again).
import { recoveryStep } from './media-recovery';

/** The part of hls.js the player uses (a test passes a fake with the same shape). */
interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: HlsErrorData) => void): void;
  on(event: string, listener: (event: string, data: LevelLoadedData) => void): void;
  recoverMediaError(): void;
  swapAudioCodec(): void;
  destroy(): void;
}
interface HlsErrorData {
  fatal: boolean;
  type: string;
  details: string;
  error?: Error;
}
/** a level's playlist is in: its fragments, each `duration` seconds from `start` */
interface LevelLoadedData {
  details: { fragments: { start: number; duration: number }[] };
}
export interface HlsClass {
  new (config?: Record<string, unknown>): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string; LEVEL_LOADED: string };
  ErrorTypes: { MEDIA_ERROR: string; NETWORK_ERROR: string };
}

/**
 * hls.js's light build (decision 061): everything the player uses (ABR, fMP4, the recovery calls,
 * capping to the player's size) without what it does not (subtitles in the manifest, alternate audio,
 * EME, CMCD, content steering): about 120 KB gzipped instead of 190.
 */
export const loadHls = (): Promise<HlsClass> =>
  import(/* webpackChunkName: "hls" */ 'hls.js/light').then((m) => m.default as unknown as HlsClass);

export interface StreamHandlers {
  /** a fatal error the ladder did not cure ('media'), or a fatal network error ('network') */
  onFatal(kind: 'media' | 'network', error: Error): void;
  /**
   * Where play starts (a resume, renewed URLs), asked once hls.js has loaded: hls.js then fetches that
   * point's segment first instead of the first segment and a second fetch after the seek.
   */
  startAt?(): number | null;
  /**
   * hls.js starts play at `time`, the start of the fragment holding startAt()'s point (a full fragment
   * in hand, not its last second): the page's own seek goes there too.
   */
  onStartMoved?(time: number): void;
}

/** The start of the fragment holding `t`; `t` itself beyond the last one. */
function fragmentStart(fragments: LevelLoadedData['details']['fragments'], t: number): number {
  return fragments.find((f) => f.start <= t && t < f.start + f.duration)?.start ?? t;
}

export interface AttachedStream {
  /** who plays it: hls.js, the platform's HLS, or the progressive file */
  mode: 'hls' | 'native' | 'progressive';
  detach(): void;
}

/**
 * Attaches `stream` to `media`. `load` is how hls.js is obtained (tests pass a fake class).
 */
export async function attachStream(
  media: HTMLMediaElement,
  stream: { hlsUrl: string; playbackUrl: string },
  handlers: StreamHandlers,
  load: () => Promise<HlsClass> = loadHls,
): Promise<AttachedStream> {
  let Hls: HlsClass | null = null;
  try {
    Hls = await load();
  } catch (err) {
    // the chunk did not load (offline, a deploy in between): native HLS or the progressive file
    console.error('[player] hls.js could not be loaded', err);
  }
  if (!Hls || !Hls.isSupported()) {
    const native = media.canPlayType('application/vnd.apple.mpegurl') !== '';
    media.src = native ? stream.hlsUrl : stream.playbackUrl;
    return { mode: native ? 'native' : 'progressive', detach: () => media.removeAttribute('src') };
  }
  const resume = handlers.startAt?.() ?? 0;
  // no worker: hls.js starts its worker from a blob: URL, which the strict CSP (worker-src 'self') refuses,
  // and fMP4 segments need no transmuxing off the main thread
  const hls = new Hls({
    capLevelToPlayerSize: true,
    startLevel: -1,
    enableWorker: false,
    startPosition: resume > 0 ? resume : -1,
    // a resume plays from the start of the fragment hls.js loads first (decision 101, amended)
    ...(resume > 0 && { startOnSegmentBoundary: true }),
  });
  if (resume > 0) {
    let told = false;
    hls.on(Hls.Events.LEVEL_LOADED, (_event, data: LevelLoadedData) => {
      if (told) return; // a level switch: play has started already
      told = true;
      handlers.onStartMoved?.(fragmentStart(data.details.fragments, resume));
    });
  }
  let mediaErrors = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      const step = recoveryStep(mediaErrors++);
      console.error(`[player] fatal media error (${data.details}): ${step}`);
      if (step === 'recover') hls.recoverMediaError();
      else if (step === 'swap-and-recover') {
        hls.swapAudioCodec();
        hls.recoverMediaError();
      } else {
        hls.destroy();
        handlers.onFatal('media', data.error ?? new Error(`HLS media error: ${data.details}`));
      }
      return;
    }
    hls.destroy();
    handlers.onFatal(
      data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media',
      data.error ?? new Error(`HLS ${data.type}: ${data.details}`),
    );
  });
  hls.loadSource(stream.hlsUrl);
  hls.attachMedia(media);
  return { mode: 'hls', detach: () => hls.destroy() };
}
