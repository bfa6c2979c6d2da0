// Live status (spec 3 §4.1) and what depends on it: dark theme, the side panel, cross-link cards. Pure.
// The status, the side panel and the expired page's noindex rule live once in @cle/contracts/live-status:
// the API applies the same rule to the page's robots tag and the sitemap (issue 36).
import { liveStatus } from '@cle/contracts/live-status';
import type { LiveStatus } from '@cle/contracts/live-status';

export { isNoIndex, liveStatus, sidePanelFor } from '@cle/contracts/live-status';
export type { LiveStatus } from '@cle/contracts/live-status';

/** A cross-link card within this many days of its start shows 'N day(s) away'. */
const SOON_TO_START_DAYS = 7;
const DAY_MS = 86_400_000;

/** The dark theme is on only while the program is live. */
export function isDarkTheme(status: LiveStatus): boolean {
  return status === 'Live';
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
