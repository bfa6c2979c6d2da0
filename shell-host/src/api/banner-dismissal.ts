// Spec 1 §4: Single Session dismissals live in session storage; Permanent Dismissal in a cookie for 365 days.
import { cookieValue } from '@cle/contracts/cookies';
export type Dismissability = 'Not Dismissable' | 'Single Session' | 'Permanent Dismissal';

const DISMISS_COOKIE = 'dismissedElements';
const DISMISS_COOKIE_DAYS = 365;
const DISMISS_SESSION_KEY = 'dismissedBanners';
/** Cookie lists are cut to this many entries (spec: "a maximum count", value not shown). */
const DISMISS_COOKIE_MAX = 50;

/** Parses `id:timestamp|id:timestamp`, dropping empty values. */
function parseDismissed(value: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (value ?? '').split('|')) {
    const [id, stamp] = part.split(':');
    if (id) out.set(id, Number(stamp) || 0);
  }
  return out;
}

function serialiseDismissed(map: Map<string, number>, max = DISMISS_COOKIE_MAX): string {
  return [...map.entries()]
    .filter(([id]) => id)
    .slice(-max)
    .map(([id, stamp]) => `${id}:${stamp}`)
    .join('|');
}

export function isDismissed(id: string, mode: Dismissability): boolean {
  if (mode === 'Single Session')
    return (sessionStorage.getItem(DISMISS_SESSION_KEY) ?? '').split('|').includes(id);
  if (mode === 'Permanent Dismissal')
    return parseDismissed(cookieValue(document.cookie, DISMISS_COOKIE) ?? '').has(id);
  return false;
}

export function dismiss(id: string, mode: Dismissability, now = Date.now()): void {
  if (!id) return;
  if (mode === 'Single Session') {
    const list = (sessionStorage.getItem(DISMISS_SESSION_KEY) ?? '').split('|').filter(Boolean);
    sessionStorage.setItem(DISMISS_SESSION_KEY, [...new Set([...list, id])].join('|'));
  } else if (mode === 'Permanent Dismissal') {
    const map = parseDismissed(cookieValue(document.cookie, DISMISS_COOKIE) ?? '');
    map.set(id, now);
    const expires = new Date(now + DISMISS_COOKIE_DAYS * 86_400_000).toUTCString();
    document.cookie = `${DISMISS_COOKIE}=${encodeURIComponent(serialiseDismissed(map))}; expires=${expires}; path=/; SameSite=Lax`;
  }
}
