// Add to calendar (spec 3 §2.2, S3-MODALS-12..15): a real .ics file built with the `ics` package, or the
// address of Google's or Outlook's compose page, for a scheduled product.
import { createEvent } from 'ics';
import type { DateArray } from 'ics';
import { HttpError } from '../lib/http';
import type { CalendarRow } from './product-store';

const utcParts = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];
/** 20261201T140000Z: the basic UTC form Google's dates parameter takes. */
const basicUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** One short paragraph for a calendar entry's notes (the catalogue text can be long). */
const notes = (row: CalendarRow, pageUrl: string) =>
  `${row.description.slice(0, 400)}${row.description.length > 400 ? '...' : ''}\n\n${pageUrl}`;

export function buildIcs(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const { error, value } = createEvent({
    uid: `${row.code}@cle-site`,
    productId: 'cle-site/add-to-calendar',
    title: row.title,
    description: notes(row, pageUrl),
    location: row.location ?? undefined,
    url: /^https?:/.test(pageUrl) ? pageUrl : undefined,
    start: utcParts(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(end),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw new HttpError(500, `Calendar file could not be made: ${error?.message ?? ''}`);
  return value;
}

export function googleCalendarUrl(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: row.title,
    dates: `${basicUtc(start)}/${basicUtc(end)}`,
    details: notes(row, pageUrl),
    location: row.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

export function outlookCalendarUrl(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: row.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: notes(row, pageUrl),
    location: row.location ?? '',
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}
