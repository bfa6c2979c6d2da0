// Display formatting shared by the product page, the carousel and the content rows. Pure.
import { formatDateTime, formatNumber } from '@cle/ui/intl';

// built on first use (@cle/ui/intl keeps them), not when the page's modules load
const USD_WHOLE = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
const USD_CENTS = { style: 'currency', currency: 'USD', minimumFractionDigits: 2 } as const;

/** '$1,695', '$0' (spec 3 §4.3: zero-price items show as zero dollars), '$12.50'. */
export function formatPrice(amount: number): string {
  return formatNumber(amount, Number.isInteger(amount) ? USD_WHOLE : USD_CENTS);
}

/** 'Mar 27, 2027' in the given time zone (UTC when none: dates without a time). */
export function formatDate(iso: string, timeZone = 'UTC'): string {
  return formatDateTime(new Date(iso), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** 'Saturday, March 27, 2027' */
export function formatLongDate(iso: string, timeZone = 'UTC'): string {
  return formatDateTime(new Date(iso), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** '9:00 AM – 10:30 AM EDT' in the program's time zone. */
export function formatTimeRange(startIso: string, endIso: string, timeZone = 'UTC'): string {
  const time = (iso: string, zone: boolean) =>
    formatDateTime(new Date(iso), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(zone ? { timeZoneName: 'short' } : {}),
    });
  return `${time(startIso, false)} – ${time(endIso, true)}`;
}

/** 'Mar 27, 2027' or 'Mar 27 – 28, 2027' style range (full dates when months or years differ). */
export function formatDateRange(startIso: string, endIso: string | null, timeZone = 'UTC'): string {
  const start = formatDate(startIso, timeZone);
  const end = endIso ? formatDate(endIso, timeZone) : start;
  return start === end ? start : `${start} – ${end}`;
}

/** '1 hr 30 min', '45 min', '2 hr' */
export function formatRuntime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** Spec 3 §9: with multiple dates one is shown and the rest are summarised as '+N more'. */
const DATES_SHOWN = 1;

export function summariseDates(dates: readonly string[]): { shown: string[]; more: string | null } {
  const shown = dates.slice(0, DATES_SHOWN);
  const rest = dates.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

/** Removes markup from CMS text (used for length checks and plain-text snippets). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A jurisdiction's credits on one line ('Ethics 1 · General 2'). */
export function formatCredits(credits: readonly { creditType: string; amount: number }[]): string {
  return credits.map((c) => `${c.creditType} ${c.amount}`).join(' · ');
}

/** A credit status as words ('NotApproved' -> 'Not Approved'). */
export const formatCreditStatus = (status: string) => status.replace(/([a-z])([A-Z])/g, '$1 $2');

export const NO_CREDIT_TEXT = 'No CLE credit is offered for this item in any jurisdiction.';
