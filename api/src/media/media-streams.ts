// What a playable item's media is called (spec 3 §7 media streams, decision 057): every file lives
// under the item's media root /api/product/media/{code}; a launch's grant sits in the path after it,
// so the relative URLs inside HLS playlists carry it to every rendition and segment. Without a grant
// (the credential-free media-streams call) the names are the same minus the grant: they play only
// with one a launch adds.
import type { MediaStream } from '@cle/contracts/registration-schemas';
import type { MediaGrant } from './media-grant';
import { durationOf, hasPreview, mediaKindOf, mediaLibrary, PODCAST_SOURCE } from './media-library';
import type { MediaKind } from './media-library';

export function mediaStreamOf(code: string, kind: MediaKind, grant?: MediaGrant): MediaStream {
  const base = `/api/product/media/${encodeURIComponent(code)}${grant ? `/${grant.segment}` : ''}`;
  const mp3 = { format: 'mp3' as const, url: `${base}/download.mp3`, mimeType: 'audio/mpeg' };
  const mp4 = { format: 'mp4' as const, url: `${base}/download.mp4`, mimeType: 'video/mp4' };
  const progressive = kind === 'video' ? mp4 : mp3;
  return {
    code,
    playbackUrl: progressive.url,
    mediaType: kind,
    mimeType: progressive.mimeType,
    durationSeconds: durationOf(mediaLibrary(), kind),
    captionsUrl: `${base}/captions.vtt`,
    hlsUrl: `${base}/master.m3u8`,
    posterUrl: `${base}/poster.jpg`,
    downloads: kind === 'video' ? [mp4, mp3] : [mp3],
  };
}

/**
 * The public preview of an on-demand item with video (S3-CONST-04) and its captions, or nulls: no
 * grant, anyone may watch it (the page pauses it at 5 s), so it needs no purchase.
 */
export function previewOf(code: string, type: string, data: { onDemandMediaType?: unknown } | null) {
  const root = `/api/product/media/${encodeURIComponent(code)}`;
  return hasPreview(type, mediaKindOf(data))
    ? { previewUrl: `${root}/preview.mp4`, previewCaptionsUrl: `${root}/preview.vtt` }
    : { previewUrl: null, previewCaptionsUrl: null };
}

/**
 * A video podcast episode's stream (decision 068): public, under the media build it was made by, so
 * every file can be cached as immutable; no downloads (the providers' feeds are the episode's audio).
 */
export function podcastStreamOf(code: string, build: string): MediaStream {
  const base = `/api/podcast/media/${encodeURIComponent(code)}/${build}`;
  return {
    code,
    playbackUrl: `${base}/download.mp4`,
    mediaType: 'video',
    mimeType: 'video/mp4',
    durationSeconds: durationOf(mediaLibrary(), 'video', PODCAST_SOURCE),
    captionsUrl: `${base}/captions.vtt`,
    hlsUrl: `${base}/master.m3u8`,
    posterUrl: `${base}/poster.jpg`,
    downloads: [],
  };
}
