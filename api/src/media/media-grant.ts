// Short-lived signed media URLs (issue 37 item 6, decision 053). The launch hands an entitled person
// the item's media URLs with `?expires=&person=&signature=`: an HMAC-SHA256, under a server secret,
// over the item's media root (/api/product/media/{code}), the expiry and a pseudonym of the person. One
// grant covers every file under that root (HLS manifests, segments, MP4/MP3, poster, captions). HLS
// playlists name their children by relative URL, so the grant travels in the path (decision 057):
// /api/product/media/{code}/{expires}.{person}.{signature}/{file}, and every segment request carries it. Media elements send no bearer
// token, so the URL itself is the credential: it is refused once it expires or when any part changes.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Published in this repository: development and tests only (the production profile refuses it). */
const DEV_MEDIA_SIGNING_SECRET = 'cle-development-media-signing-secret-do-not-use-in-production';
const DEFAULT_MEDIA_URL_TTL_SECONDS = 600;
const MIN_SECRET_LENGTH = 32;
const MIN_TTL = 30;
const MAX_TTL = 86_400;
/** Clock skew tolerated between replicas when an expiry lies further ahead than the TTL allows. */
const SKEW_SECONDS = 60;

export interface MediaGrantSettings {
  /** MEDIA_SIGNING_SECRET: at least 32 characters, the same on every API replica */
  secret: string;
  /** MEDIA_URL_TTL_SECONDS: how long a signed URL plays (30..86400, default 600) */
  ttlSeconds: number;
}

/** The settings from the environment; a bad value stops the start with the setting's name. */
export function mediaGrantSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MediaGrantSettings {
  const secret = env.MEDIA_SIGNING_SECRET ?? DEV_MEDIA_SIGNING_SECRET;
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`MEDIA_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const raw = env.MEDIA_URL_TTL_SECONDS;
  const ttlSeconds = raw === undefined || raw === '' ? DEFAULT_MEDIA_URL_TTL_SECONDS : Number(raw);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < MIN_TTL || ttlSeconds > MAX_TTL)
    throw new Error(`MEDIA_URL_TTL_SECONDS must be a whole number of seconds from ${MIN_TTL} to ${MAX_TTL}`);
  return { secret, ttlSeconds };
}

/** Where every file of an item lives; the signed "path" of a grant. */
const mediaRoot = (code: string) => `/api/product/media/${encodeURIComponent(code)}`;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** A stable pseudonym of the person (no subject or e-mail in URLs and access logs). */
export const personTag = (secret: string, sub: string) => mac(secret, `person\n${sub}`).slice(0, 22);

const signatureOf = (secret: string, root: string, expires: number, person: string) =>
  mac(secret, `media-v1\n${root}\n${expires}\n${person}`);

export interface MediaGrant {
  /** `expires=...&person=...&signature=...` (the same grant as a query) */
  query: string;
  /** `{expires}.{person}.{signature}`: the path segment every media URL of the item carries */
  segment: string;
  expiresAt: string;
}

/** The grant fields of a path segment (`{expires}.{person}.{signature}`), or null when it is not one. */
export function grantOfSegment(
  segment: string,
): { expires: string; person: string; signature: string } | null {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(segment);
  return m ? { expires: m[1]!, person: m[2]!, signature: m[3]! } : null;
}

/** A grant for one item to one person, from `now` (ms) for the configured TTL. */
export function signMediaGrant(
  s: MediaGrantSettings,
  code: string,
  sub: string,
  now = Date.now(),
): MediaGrant {
  const expires = Math.floor(now / 1000) + s.ttlSeconds;
  const person = personTag(s.secret, sub);
  const signature = signatureOf(s.secret, mediaRoot(code), expires, person);
  return {
    query: new URLSearchParams({ expires: String(expires), person, signature }).toString(),
    segment: `${expires}.${person}.${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export type GrantCheck = { ok: true; person: string } | { ok: false; status: 401 | 403; message: string };

const GRANT_FIELDS = ['expires', 'person', 'signature'] as const;

/** Checks the grant of a request for a file of `code` (its query as parsed by the router). */
export function verifyMediaGrant(
  s: MediaGrantSettings,
  code: string,
  query: Record<string, unknown>,
  now = Date.now(),
): GrantCheck {
  const given = GRANT_FIELDS.filter((f) => query[f] !== undefined);
  if (given.length === 0)
    return {
      ok: false,
      status: 401,
      message: 'This recording plays only through a signed link: sign in and launch the program',
    };
  const [expires, person, signature] = GRANT_FIELDS.map((f) => query[f]);
  if (
    typeof expires !== 'string' ||
    typeof person !== 'string' ||
    typeof signature !== 'string' ||
    !/^\d{1,12}$/.test(expires) ||
    !/^[A-Za-z0-9_-]{22}$/.test(person) ||
    !/^[A-Za-z0-9_-]{43}$/.test(signature)
  )
    return {
      ok: false,
      status: 403,
      message: 'The signed media link is malformed: launch the program again',
    };
  const expected = Buffer.from(signatureOf(s.secret, mediaRoot(code), Number(expires), person));
  if (!timingSafeEqual(expected, Buffer.from(signature)))
    return { ok: false, status: 403, message: 'The signed media link is not valid for this recording' };
  const nowSeconds = Math.floor(now / 1000);
  if (Number(expires) <= nowSeconds)
    return { ok: false, status: 403, message: 'The signed media link has expired: launch the program again' };
  // signed under this secret but further ahead than a grant can be: refused as not ours to honour
  if (Number(expires) > nowSeconds + s.ttlSeconds + SKEW_SECONDS)
    return { ok: false, status: 403, message: 'The signed media link is not valid for this recording' };
  return { ok: true, person };
}
