// The tracker's cookies (spec 2 §5 tracker codes, §9): creditTrackerCodes (1 day, SameSite Lax) and the
// nudge tooltips' names (their 365-day cookie is src/lib/tooltip-cookie.ts). No React.
import { parse, serialize } from 'cookie';

const TRACKER_CODES_COOKIE = 'creditTrackerCodes';

type TrackerCodes = Record<string, { sourcecode: string; keycode: string }>;

/** A code 'source_key': exactly two parts separated by an underscore, else ignored. */
function parseTrackerCode(code: string): { sourcecode: string; keycode: string } | null {
  const parts = code.split('_');
  return parts.length === 2 && parts[0] && parts[1] ? { sourcecode: parts[0], keycode: parts[1] } : null;
}

/** The creditTrackerCodes cookie; an unparseable cookie counts as empty. */
function readTrackerCodes(cookie: string): TrackerCodes {
  const raw = parse(cookie)[TRACKER_CODES_COOKIE];
  if (raw === undefined) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: TrackerCodes = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const code = typeof v === 'string' ? parseTrackerCode(v) : null;
      if (code) out[k] = code;
    }
    return out;
  } catch {
    return {};
  }
}

/** 1 day, sameSite lax */
function trackerCodesCookie(codes: Record<string, string>): string {
  const kept = Object.fromEntries(Object.entries(codes).filter(([, v]) => parseTrackerCode(v)));
  return serialize(TRACKER_CODES_COOKIE, JSON.stringify(kept), {
    maxAge: 86_400,
    path: '/',
    sameSite: 'lax',
  });
}

/** Adds the address's creditTrackerCode under a key to what the cookie holds; null when the code is not source_key. */
export function withTrackerCode(cookie: string, key: string, code: string | null): string | null {
  if (!code || !parseTrackerCode(code)) return null;
  const kept = Object.fromEntries(
    Object.entries(readTrackerCodes(cookie)).map(([k, v]) => [k, `${v.sourcecode}_${v.keycode}`]),
  );
  return trackerCodesCookie({ ...kept, [key]: code });
}
