// The player's rules (spec 3 §2.2 launch, §7 media streams, spec 1 §2 progress). Pure.

/** Progress is reported at most this often while playing, and always on pause and at the end. */
export const PROGRESS_REPORT_MS = 5000;
/** A media error is retried this many times (spec 3 §8: media errors attempt recovery). */
export const MEDIA_RECOVERY_ATTEMPTS = 1;

/**
 * A resumed recording picks up this far before where it was left, so the interrupted sentence starts
 * again (as podcast and audiobook players do); a position in the first seconds starts from the top.
 */
const RESUME_REWIND_SECONDS = 5;
export const resumePoint = (savedSeconds: number) => Math.max(0, savedSeconds - RESUME_REWIND_SECONDS);

/** A refused play() is logged (spec 3 §8: player errors are logged). */
export const logPlayFailure = (err: unknown) => console.error('[player] play failed', err);

export interface PlayItem {
  code: string;
  pk: string;
  title: string;
}

/**
 * What plays: the program's segments in order when it has them (a program is watched segment by
 * segment), otherwise the item itself.
 */
export function playlist(
  item: PlayItem & { parentProductCode: string | null },
  segments: readonly (PlayItem & { segmentNumber: number | null })[],
): PlayItem[] {
  if (!item.parentProductCode && segments.length)
    return [...segments]
      .sort((a, b) => (a.segmentNumber ?? 0) - (b.segmentNumber ?? 0))
      .map(({ code, pk, title }) => ({ code, pk, title }));
  return [{ code: item.code, pk: item.pk, title: item.title }];
}

/**
 * Where progress goes (PUT /user/library/{pk}[/segments/{segmentPk}]/progress): the library item that
 * holds what plays, the item itself or the program it is a segment of; null when neither is in the
 * person's library (nothing to record).
 */
export function progressPath(
  playing: { pk: string },
  libraryPks: ReadonlySet<string>,
  programPk: string | null,
): string | null {
  const enc = encodeURIComponent;
  if (libraryPks.has(playing.pk)) return `/user/library/${enc(playing.pk)}/progress`;
  if (programPk && libraryPks.has(programPk))
    return `/user/library/${enc(programPk)}/segments/${enc(playing.pk)}/progress`;
  return null;
}

/** The body the API takes, rounded and kept within the recording. */
export function progressBody(
  position: number,
  duration: number,
): { positionSeconds: number; durationSeconds: number } | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return null;
  const d = Math.round(duration * 100) / 100;
  const p = Math.min(d, Math.max(0, Math.round(position * 100) / 100));
  return { positionSeconds: p, durationSeconds: d };
}

/** Report now? On pause/end always; while playing, once PROGRESS_REPORT_MS passed since the last. */
export function shouldReport(
  event: 'timeupdate' | 'pause' | 'ended',
  lastReportAt: number,
  now: number,
): boolean {
  return event !== 'timeupdate' || now - lastReportAt >= PROGRESS_REPORT_MS;
}

/** 'Segment 2 of 4: title', or the title alone. */
export function nowPlayingText(index: number, count: number, title: string): string {
  return count > 1 ? `Segment ${index + 1} of ${count}: ${title}` : title;
}

/** Spec 3 §9: thumbnails are 64 px, 80 or 96 px: phones, tablets (from 576 px), desktops (from 889 px). */
export const THUMBNAIL_SIZES = [64, 80, 96] as const;
/** The viewport widths the thumbnail size changes at: tablets, desktops. */
export const THUMBNAIL_WIDTH_STEPS = [576, 889] as const;
export function thumbnailSize(viewportWidth: number): (typeof THUMBNAIL_SIZES)[number] {
  const [tablet, desktop] = THUMBNAIL_WIDTH_STEPS;
  return viewportWidth >= desktop
    ? THUMBNAIL_SIZES[2]
    : viewportWidth >= tablet
      ? THUMBNAIL_SIZES[1]
      : THUMBNAIL_SIZES[0];
}

/** Spec 3 §9: the image preload format. */
export const IMAGE_PRELOAD_TYPE = 'image/webp';
