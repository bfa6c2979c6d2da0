// The tracker's cookies (spec 2 §5 tracker codes, §9): creditTrackerCodes (1 day, SameSite Lax) and the
// nudge tooltips' names (their 365-day cookie is src/lib/tooltip-cookie.ts). No React.
import { parse, serialize } from 'cookie';

const TRACKER_CODES_COOKIE = 'creditTrackerCodes';

/** spec 2 §9: the cookie is a map from a key to a sourcecode and a keycode */
interface TrackerCode {
  sourcecode: string;
  keycode: string;
}
type TrackerCodes = Record<string, TrackerCode>;

/** A code 'source_key': exactly two parts separated by an underscore, else ignored. */
function parseTrackerCode(code: string): TrackerCode | null {
  const parts = code.split('_');
  return parts.length === 2 && parts[0] && parts[1] ? { sourcecode: parts[0], keycode: parts[1] } : null;
}

/** One entry as the cookie keeps it: {sourcecode, keycode}; a 'source_key' string (the form before 2026-11-29) is read too. */
function storedCode(value: unknown): TrackerCode | null {
  if (typeof value === 'string') return parseTrackerCode(value);
  if (!value || typeof value !== 'object') return null;
  const { sourcecode, keycode } = value as Record<string, unknown>;
  return typeof sourcecode === 'string' && sourcecode && typeof keycode === 'string' && keycode
    ? { sourcecode, keycode }
    : null;
}

/** The creditTrackerCodes cookie; an unparseable cookie counts as empty, an unparseable entry is dropped. */
function readTrackerCodes(cookie: string): TrackerCodes {
  const raw = parse(cookie)[TRACKER_CODES_COOKIE];
  if (raw === undefined) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: TrackerCodes = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const code = storedCode(v);
      if (code) out[k] = code;
    }
    return out;
  } catch {
    return {};
  }
}

/** Adds the address's creditTrackerCode under a key to what the cookie holds (1 day, SameSite Lax); null when the code is not source_key. */
export function withTrackerCode(cookie: string, key: string, code: string | null): string | null {
  const parsed = code ? parseTrackerCode(code) : null;
  if (!parsed) return null;
  const codes: TrackerCodes = { ...readTrackerCodes(cookie), [key]: parsed };
  return serialize(TRACKER_CODES_COOKIE, JSON.stringify(codes), {
    maxAge: 86_400,
    path: '/',
    sameSite: 'lax',
  });
}
