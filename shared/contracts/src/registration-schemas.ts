// Registration, launch and media streams (spec 3 §3, §4.3, §4.4, §7). The API answers with these shapes
// (proven by its route tests) and mfe-product parses them at the boundary.
//
// Routes (under /api; registration and launch need a bearer token and are scoped to its subject):
//   GET  /registration/upcoming-registrations                      -> UpcomingRegistrations
//   POST /registration                 body RegistrationBody       -> RegistrationRecord
//        404 unknown item, 400 not a live program or itemSk not the item's, 409 ended, 403 a paid program
//        the person has not bought. Idempotent: registering again answers the same registration.
//   GET  /registration/program-cancel?itemSk={sk}                 -> CancelCheck (404 when not registered)
//   POST /registration/program-cancel  body: the item sk as a JSON string (or { itemSk })  -> CancelResult
//        409 when the registration can no longer be canceled online (call customer service)
//   POST /launch/{code}                body LaunchBody             -> LaunchResponse (a URL on the site's origin
//        and the item's streams, its own and its segments', on short-lived signed URLs: decision 053)
//        403 unless the person bought it, its parent program, registered (online) or it is free
//   GET  /product/media-streams?codes=a,b   (no credentials)       -> MediaStreams (unsigned: they play
//        only with the grant a launch adds)
//   GET  /product/media/{code}/{expires}.{person}.{signature}/{file}   the item's media (decision 057):
//        master.m3u8 and its renditions' playlists and fMP4 segments (HLS), captions.vtt, poster.jpg,
//        download.mp4 (video) and download.mp3 (Range requests: 206). 401 without a grant, 403 when it
//        expired, was altered or names another item, 404 for a file the item does not have
import * as z from 'zod/mini';

/** Registrations can be canceled online until this many hours before the program starts (ours). */
export const CANCEL_CUTOFF_HOURS = 24;
/** The player page: launch URLs point here, `?code=` names what plays. */
export const PLAYER_PATH = '/player';

const sk = z.string().check(z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9._-]+$/));

export const RegistrationBodySchema = z.strictObject({ itemSk: sk, itemPk: sk });

/** The registration record of spec 3 §3 (pk, sk, launchUrl) with what the panel shows of it. */
export const RegistrationRecordSchema = z.object({
  pk: z.string(),
  sk: z.string(),
  /** where an online registration launches; null for in-person programs */
  launchUrl: z.nullable(z.string()),
  code: z.string(),
  title: z.string(),
  url: z.string(),
  /** in-person, online or groupcast */
  type: z.nullable(z.string()),
  format: z.string(),
  location: z.nullable(z.string()),
  eventStartDate: z.string(),
  eventEndDate: z.nullable(z.string()),
  timeZoneIdentifier: z.nullable(z.string()),
  registeredAt: z.string(),
  isCancelable: z.boolean(),
});
export type RegistrationRecord = z.output<typeof RegistrationRecordSchema>;

export const UpcomingRegistrationsSchema = z.object({ registrations: z.array(RegistrationRecordSchema) });
export type UpcomingRegistrations = z.output<typeof UpcomingRegistrationsSchema>;

export const CancelQuerySchema = z.strictObject({ itemSk: sk });
export const CancelBodySchema = z.union([sk, z.strictObject({ itemSk: sk })]);

export const CancelCheckSchema = z.object({
  itemSk: z.string(),
  isCancelable: z.boolean(),
  /** why not, when it is not */
  reason: z.nullable(z.string()),
});
export type CancelCheck = z.output<typeof CancelCheckSchema>;

export const CancelResultSchema = z.object({ itemSk: z.string(), canceled: z.boolean() });

/** Spec 3 §3: both empty from the product pages. */
export const LaunchBodySchema = z.strictObject({
  sourcecode: z.string().check(z.maxLength(40)),
  keycode: z.string().check(z.maxLength(40)),
});

/** A file to download: the MP4 (video items) or the MP3 of the recording. */
const MediaDownloadSchema = z.object({
  format: z.enum(['mp4', 'mp3']),
  url: z.string(),
  mimeType: z.string(),
});
export const MediaStreamSchema = z.object({
  code: z.string(),
  /** the recording as one progressive file (MP4 for video, MP3 for audio): for players without HLS */
  playbackUrl: z.string(),
  /** audio or video (spec 3 §1 onDemandMediaType: 0 audio, 1 video) */
  mediaType: z.enum(['audio', 'video']),
  /** the playbackUrl's type */
  mimeType: z.string(),
  /** the measured length in seconds; null while the media is not built */
  durationSeconds: z.nullable(z.number()),
  /** WebVTT captions of the recording */
  captionsUrl: z.string(),
  /** the HLS master playlist (adaptive: 240p and 480p video and audio-only renditions) */
  hlsUrl: z.string(),
  posterUrl: z.string(),
  downloads: z.array(MediaDownloadSchema),
});
export type MediaStream = z.output<typeof MediaStreamSchema>;
export const MediaStreamsSchema = z.object({ streams: z.array(MediaStreamSchema) });
export type MediaStreams = z.output<typeof MediaStreamsSchema>;

/** GET /launch/{code}/downloads: the item's files on signed URLs (downloaded as attachments). */
export const MediaDownloadsSchema = z.object({
  code: z.string(),
  downloads: z.array(MediaDownloadSchema),
  /** when the signed URLs stop answering (ISO 8601) */
  expiresAt: z.string(),
});
export type MediaDownloads = z.output<typeof MediaDownloadsSchema>;

export const LaunchResponseSchema = z.object({
  launchUrl: z.string(),
  /** what the player plays (the item, or a program's segments), on signed URLs valid until expiresAt */
  streams: z.array(MediaStreamSchema),
  /** when the signed URLs stop playing (ISO 8601): launch again for new ones */
  expiresAt: z.string(),
  /** where this person left off (the position the player saved): the stream and the second */
  resume: z.optional(z.nullable(z.object({ code: z.string(), positionSeconds: z.number() }))),
});
export type LaunchResponse = z.output<typeof LaunchResponseSchema>;
