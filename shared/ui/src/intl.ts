// Intl objects are costly to build: a DateTimeFormat, NumberFormat or Collator takes about a
// millisecond on a mid-range phone, and toLocaleString, toLocaleDateString and localeCompare
// build a new one on every call. A page that sorts or formats a few dozen values in its first
// render paid tens of milliseconds of main-thread time for it. Build each once and keep it.
// The site is in US English: every formatter here uses 'en-US'.
//
// The first Intl object a page builds also loads ICU's data (40-120 ms here unthrottled, the largest
// single task of a phone's load after the boot). A server-rendered page hands over every string its
// render formatted (the seed), so the browser's hydrating render reads them instead of building any
// formatter (decision 092). The seed sits on globalThis: every app's copy of this module reads the one
// page seed, and on the server every copy records into the current render's record.

import { INTL_SEED as SEED } from './intl-seed';

const LOCALE = 'en-US';
const RECORDER = Symbol.for('cle.intl.recorder');

interface IntlGlobal {
  [SEED]?: Map<string, string>;
  /** server only: the current render's record, when a render is recording */
  [RECORDER]?: () => Map<string, string> | undefined;
}
const shared = globalThis as IntlGlobal;

/** One formatter per distinct options (by their JSON), built on first use. */
function keptPerOptions<O, F>(build: (options: O) => F): (options: O, json: string) => F {
  const kept = new Map<string, F>();
  return (options, json) => {
    let format = kept.get(json);
    if (!format) {
      format = build(options);
      kept.set(json, format);
    }
    return format;
  };
}

const numberFormat = keptPerOptions((o: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, o));
const dateTimeFormat = keptPerOptions((o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, o));

/** The seeded string for `key`, or `format()`'s (recorded when a server render is recording). */
function seededOr(key: string, format: () => string): string {
  const seeded = shared[SEED]?.get(key);
  if (seeded !== undefined) return seeded;
  const text = format();
  shared[RECORDER]?.()?.set(key, text);
  return text;
}

/** Server: where formatted strings are recorded (`current` returns the running render's record, if any). */
export function recordIntlWith(current: () => Map<string, string> | undefined): void {
  shared[RECORDER] = current;
}

/**
 * A whole number as en-US writes it, plain or in US dollars ('1,495', '$1,495', '$1,495.00'), without
 * ICU: counts and whole prices are most of what pages format, and a price a panel shows after
 * hydration would otherwise load ICU's data then. undefined for anything else (Intl writes it). The
 * unit test compares it with Intl over every option it accepts.
 */
function wholeNumberText(value: number, options: Intl.NumberFormatOptions): string | undefined {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return undefined;
  const { style, currency, minimumFractionDigits: min, maximumFractionDigits: max, ...other } = options;
  const dollars = style === 'currency' && currency === 'USD';
  if (Object.keys(other).length || (!dollars && (style !== undefined || currency !== undefined)))
    return undefined;
  if (min !== undefined && max !== undefined && min > max) return undefined; // Intl's RangeError
  // a whole number shows only the zeros it must: the minimum, which for dollars defaults to cents
  const decimals = min ?? (dollars ? Math.min(2, max ?? 2) : 0);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) return undefined;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${dollars ? '$' : ''}${digits}${decimals ? `.${'0'.repeat(decimals)}` : ''}`;
  return value < 0 ? `-${text}` : text;
}

/** `value.toLocaleString('en-US', options)`, with the formatter kept per options. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const whole = wholeNumberText(value, options);
  if (whole !== undefined) return whole;
  const json = JSON.stringify(options);
  return seededOr(`n${json}${value}`, () => numberFormat(options, json).format(value));
}

/**
 * `date.toLocaleDateString('en-US', options)` (or toLocaleTimeString), with the formatter kept per
 * options. The options must name the fields to show: unlike toLocaleDateString, no defaults are added.
 */
export function formatDateTime(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  // toLocaleDateString says 'Invalid Date' where format() throws
  if (Number.isNaN(+date)) return 'Invalid Date';
  const json = JSON.stringify(options);
  return seededOr(`d${json}${+date}`, () => dateTimeFormat(options, json).format(date));
}

// built on the first sort, not when a page's modules load: a collator is the dearest of the three
let collator: Intl.Collator | undefined;

/** `a.localeCompare(b)` in US English, for sorts. */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator(LOCALE);
  return collator.compare(a, b);
}
