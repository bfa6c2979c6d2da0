// Live status (spec 3 §4.1) and the page rule that follows from it (spec 3 §2.1, S3-PDP-43..54): one
// definition for the product page (its side panel and robots tag) and the API (the page's metadata and
// the sitemap), so a crawler and a visitor are told the same. Its inputs are the product payload's
// fields (@cle/contracts/product-schemas). Pure.

export type LiveStatus = 'Upcoming Live' | 'Live' | 'Live ended' | 'On-demand';

/** The live window opens 30 minutes before the start ... */
export const LIVE_WINDOW_BEFORE_MS = 30 * 60_000;
/** ... and closes 5 minutes after the end. */
export const LIVE_WINDOW_AFTER_MS = 5 * 60_000;

export interface LiveTimes {
  eventStartDate: string | null;
  eventEndDate: string | null;
  /** sessions of a multi-part live program; when present they bound the window */
  liveSchedule?: { start: string; end: string }[] | null;
}

/** First start and last end, from the schedule when there is one, else from start and end. */
function liveBounds(t: LiveTimes): { start: number; end: number } | null {
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

/** The whole rule from a program's own fields: is its page noindex at `now`? */
export function isExpiredPageNoIndex(
  v: LiveTimes & { notifyUrl?: string | null; isExpired?: boolean },
  now: number,
): boolean {
  return isNoIndex(
    sidePanelFor({ notifyUrl: v.notifyUrl, status: liveStatus(v, now), isExpired: v.isExpired }),
  );
}
