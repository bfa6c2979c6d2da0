// The built media (decision 057): what `scripts/media/build-media.mjs` made, in MEDIA_DIR (default
// api/.media) under the hash `current.json` names. Every playable item plays one source by its media
// type (on-demand `onDemandMediaType` 0 audio, everything else video); a real catalogue would map each
// item to its own recording in object storage behind the same signed URLs.
import fs from 'node:fs';
import path from 'node:path';

export type MediaKind = 'audio' | 'video';
/** Which source each kind plays (media/sources/<id>.json). */
const SOURCE_OF_KIND: Record<MediaKind, string> = { video: 'video-program', audio: 'audio-program' };
/**
 * What a video podcast episode plays (decision 068): a recording of its own, served without a grant,
 * so the public podcast root never hands out the bytes of a paid program.
 */
export const PODCAST_SOURCE = 'video-podcast';

/** An item's media type from its catalogue data (spec 3 §1: onDemandMediaType 0 audio, 1 video). */
export function mediaKindOf(data: { onDemandMediaType?: unknown } | null | undefined): MediaKind {
  return data?.onDemandMediaType === 0 ? 'audio' : 'video';
}

/**
 * The files under an item's media root, by name: a closed list (nothing else is ever opened, so no
 * path can leave the folder). Segments and init files never change under a name: cached long.
 */
const FILES: { re: RegExp; type: string; immutable?: boolean; kinds: MediaKind[] }[] = [
  { re: /^master\.m3u8$/, type: 'application/vnd.apple.mpegurl', kinds: ['audio', 'video'] },
  { re: /^(v240|v480)\/index\.m3u8$/, type: 'application/vnd.apple.mpegurl', kinds: ['video'] },
  { re: /^a64\/index\.m3u8$/, type: 'application/vnd.apple.mpegurl', kinds: ['audio', 'video'] },
  { re: /^(v240|v480)\/init\.mp4$/, type: 'video/mp4', immutable: true, kinds: ['video'] },
  { re: /^a64\/init\.mp4$/, type: 'audio/mp4', immutable: true, kinds: ['audio', 'video'] },
  { re: /^(v240|v480)\/seg-\d{3}\.m4s$/, type: 'video/iso.segment', immutable: true, kinds: ['video'] },
  { re: /^a64\/seg-\d{3}\.m4s$/, type: 'audio/mp4', immutable: true, kinds: ['audio', 'video'] },
  { re: /^captions\.vtt$/, type: 'text/vtt; charset=utf-8', kinds: ['audio', 'video'] },
  { re: /^poster\.jpg$/, type: 'image/jpeg', kinds: ['audio', 'video'] },
  { re: /^download\.mp4$/, type: 'video/mp4', kinds: ['video'] },
  { re: /^download\.mp3$/, type: 'audio/mpeg', kinds: ['audio', 'video'] },
  { re: /^preview\.mp4$/, type: 'video/mp4', kinds: ['video'] },
  { re: /^preview\.vtt$/, type: 'text/vtt; charset=utf-8', kinds: ['video'] },
];

/** On-demand programs and segments with video have a public preview (S3-CONST-04). */
const PREVIEW_TYPES = ['ondemandprogram', 'ondemandsegment'];
/** The preview's files: the clip and its captions; the only files served without a grant. */
export const PREVIEW_FILES = ['preview.mp4', 'preview.vtt'];
export const hasPreview = (type: string, kind: MediaKind) => kind === 'video' && PREVIEW_TYPES.includes(type);

/** What a file name under an item's root is (its content type), or null when no such file can exist. */
export function mediaFileKind(file: string, kind: MediaKind): { type: string; immutable: boolean } | null {
  const f = FILES.find((x) => x.re.test(file));
  return f && f.kinds.includes(kind) ? { type: f.type, immutable: f.immutable === true } : null;
}

/** A video podcast episode's files: its HLS set, captions, poster and the progressive MP4. */
const PODCAST_FILES =
  /^(master\.m3u8|(v240|v480|a64)\/(index\.m3u8|init\.mp4|seg-\d{3}\.m4s)|captions\.vtt|poster\.jpg|download\.mp4)$/;
/** What a file name under a video podcast episode's root is, or null when it has no such file. */
export function podcastFileKind(file: string): { type: string; immutable: boolean } | null {
  return PODCAST_FILES.test(file) ? mediaFileKind(file, 'video') : null;
}

interface BuiltSource {
  durationSeconds: number;
}
export interface MediaLibrary {
  /** the folder of the current build, or null when no build is there */
  dir: string | null;
  sources: Record<string, BuiltSource>;
}

/** MEDIA_DIR: where the pipeline writes (default api/.media). */
function mediaDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MEDIA_DIR
    ? path.resolve(env.MEDIA_DIR)
    : path.resolve(import.meta.dirname, '..', '..', '.media');
}

let loaded: { root: string; at: number; library: MediaLibrary } | null = null;
/** How long a read of current.json is trusted (a rebuild is picked up without a restart). */
const RELOAD_MS = 10_000;

/** The current build under `root` (re-read every few seconds). */
export function mediaLibrary(root = mediaDirFromEnv(), now = Date.now()): MediaLibrary {
  if (loaded && loaded.root === root && now - loaded.at < RELOAD_MS) return loaded.library;
  let library: MediaLibrary = { dir: null, sources: {} };
  try {
    const { hash } = JSON.parse(fs.readFileSync(path.join(root, 'current.json'), 'utf8')) as { hash: string };
    if (/^[0-9a-f]{16}$/.test(hash)) {
      const dir = path.join(root, hash);
      const meta = JSON.parse(fs.readFileSync(path.join(dir, 'media.json'), 'utf8')) as {
        sources: Record<string, BuiltSource>;
      };
      library = { dir, sources: meta.sources };
    }
  } catch {
    // not built (yet): launches still answer, the files answer 404 until `build-media` ran
  }
  loaded = { root, at: now, library };
  return library;
}

/** The file on disk for an item of `kind` (playing `source`), or null when the build lacks it. */
export function mediaFilePath(
  library: MediaLibrary,
  kind: MediaKind,
  file: string,
  source = SOURCE_OF_KIND[kind],
): string | null {
  if (!library.dir || !mediaFileKind(file, kind)) return null;
  const p = path.join(library.dir, source, file);
  // belt and braces: the closed list above cannot name a path outside the source folder
  if (!p.startsWith(path.join(library.dir, source) + path.sep)) return null;
  return fs.existsSync(p) ? p : null;
}

/** The measured length of what an item of `kind` (or `source`) plays, or null before the media is built. */
export function durationOf(
  library: MediaLibrary,
  kind: MediaKind,
  source = SOURCE_OF_KIND[kind],
): number | null {
  return library.sources[source]?.durationSeconds ?? null;
}

/** The current build's hash (public URLs name it, so their files can be cached as immutable), or null. */
export function buildOf(library: MediaLibrary): string | null {
  return library.dir ? path.basename(library.dir) : null;
}
