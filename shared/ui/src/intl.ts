// Intl objects are costly to build: a DateTimeFormat, NumberFormat or Collator takes about a
// millisecond on a mid-range phone, and toLocaleString, toLocaleDateString and localeCompare
// build a new one on every call. A page that sorts or formats a few dozen values in its first
// render paid tens of milliseconds of main-thread time for it. Build each once and keep it.
// The site is in US English: every formatter here uses 'en-US'.

const LOCALE = 'en-US';

/** One formatter per distinct options object, built on first use. */
function keptPerOptions<O, F>(build: (options: O) => F): (options: O) => F {
  const kept = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = kept.get(key);
    if (!format) {
      format = build(options);
      kept.set(key, format);
    }
    return format;
  };
}

const numberFormat = keptPerOptions((o: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, o));
const dateTimeFormat = keptPerOptions((o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, o));

/** `value.toLocaleString('en-US', options)`, with the formatter kept per options. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/**
 * `date.toLocaleDateString('en-US', options)` (or toLocaleTimeString), with the formatter kept per
 * options. The options must name the fields to show: unlike toLocaleDateString, no defaults are added.
 */
export function formatDateTime(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  // toLocaleDateString says 'Invalid Date' where format() throws
  if (Number.isNaN(+date)) return 'Invalid Date';
  return dateTimeFormat(options).format(date);
}

// built on the first sort, not when a page's modules load: a collator is the dearest of the three
let collator: Intl.Collator | undefined;

/** `a.localeCompare(b)` in US English, for sorts. */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator(LOCALE);
  return collator.compare(a, b);
}

/**
 * The first Intl object a page builds loads ICU's data: about 15 ms on a mid-range phone (60 ms at
 * Lighthouse's 4x CPU), the first date format about 2 more. Whatever builds it first pays, and on the
 * product page that was the remote's module evaluation or first render, already long tasks. The shell
 * calls this while its boot chunks download: each warm-up is a task of its own in time the main thread
 * would spend waiting. ICU's data is the page's, so the remotes' own formatters are cheap after it.
 */
export function prewarmIntl(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  if (typeof Intl === 'undefined') return;
  schedule(() => formatNumber(0));
  schedule(() => formatDateTime(0, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
}
