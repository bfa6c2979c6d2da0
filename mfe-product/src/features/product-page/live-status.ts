// Live status (spec 3 §4.1) and what depends on it: dark theme, the side panel, cross-link cards. Pure.

export type LiveStatus = 'Upcoming Live' | 'Live' | 'Live ended' | 'On-demand';

/** The live window opens 30 minutes before the start ... */
export const LIVE_WINDOW_BEFORE_MS = 30 * 60_000;
/** ... and closes 5 minutes after the end. */
export const LIVE_WINDOW_AFTER_MS = 5 * 60_000;
/** A cross-link card within this many days of its start shows 'N day(s) away'. */
export const SOON_TO_START_DAYS = 7;
const DAY_MS = 86_400_000;

export interface LiveTimes {
  eventStartDate: string | null;
  eventEndDate: string | null;
  /** sessions of a multi-part live program; when present they bound the window */
  liveSchedule?: { start: string; end: string }[] | null;
}

/** First start and last end, from the schedule when there is one, else from start and end. */
export function liveBounds(t: LiveTimes): { start: number; end: number } | null {
  const sessions = (t.liveSchedule ?? []).filter((s) => s.start && s.end);
  if (sessions.length) {
    return {
      start: Math.min(...sessions.map((s) => Date.parse(s.start))),
      end: Math.max(...sessions.map((s) => Date.parse(s.end))),
    };
  }
  if (!t.eventStartDate) return null;
  const start = Date.parse(t.eventStartDate);
  return { start, end: t.eventEndDate ? Date.parse(t.eventEndDate) : start };
}

/** A variation with no live dates is on-demand, a state of its own. */
export function liveStatus(t: LiveTimes, now: number): LiveStatus {
  const b = liveBounds(t);
  if (!b) return 'On-demand';
  if (now < b.start - LIVE_WINDOW_BEFORE_MS) return 'Upcoming Live';
  if (now <= b.end + LIVE_WINDOW_AFTER_MS) return 'Live';
  return 'Live ended';
}

/** The dark theme is on only while the program is live. */
export function isDarkTheme(status: LiveStatus): boolean {
  return status === 'Live';
}

export type SidePanel = 'notify' | 'expired' | 'purchase';

/**
 * The live/on-demand page's side panel: notify when a notify url exists; otherwise expired when the
 * program is live-ended or an expired on-demand program; otherwise the purchase panel.
 */
export function sidePanelFor(o: {
  notifyUrl?: string | null;
  status: LiveStatus;
  isExpired?: boolean;
}): SidePanel {
  if (o.notifyUrl && o.notifyUrl.trim()) return 'notify';
  if (o.status === 'Live ended' || (o.status === 'On-demand' && o.isExpired)) return 'expired';
  return 'purchase';
}

/** An expired page is noindex unless a notify url exists. */
export function isNoIndex(panel: SidePanel): boolean {
  return panel === 'expired';
}

export interface CrossLinkCardData {
  title?: string | null;
  url?: string | null;
  datesFormatted?: string | null;
  imageUrl?: string | null;
  eventStartDate?: string | null;
  eventEndDate?: string | null;
}

/** Cards render only with title, url, date and image, and never for a live-ended program. */
export function crossLinkCardVisible(card: CrossLinkCardData | null | undefined, now: number): boolean {
  if (!card || !card.title || !card.url || !card.datesFormatted || !card.imageUrl) return false;
  return (
    liveStatus(
      { eventStartDate: card.eventStartDate ?? null, eventEndDate: card.eventEndDate ?? null },
      now,
    ) !== 'Live ended'
  );
}

/** 'N day(s) away' within 7 days of the start; null further out or once started. */
export function daysAwayTag(eventStartDate: string | null | undefined, now: number): string | null {
  if (!eventStartDate) return null;
  const ms = Date.parse(eventStartDate) - now;
  if (ms <= 0) return null;
  const days = Math.ceil(ms / DAY_MS);
  if (days > SOON_TO_START_DAYS) return null;
  return `${days} ${days === 1 ? 'day' : 'days'} away`;
}
