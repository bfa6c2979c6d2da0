// US dates, one rule for the forms and the API (spec 2 §5, S2-VALID-01..03; decision 066). A date is
// typed MM/DD/YYYY (also M/D/YYYY or with dashes), as 8 digits MMDDYYYY, or with a 2-digit year; it is
// kept as an ISO calendar day (yyyy-mm-dd) and shown as MM/DD/YYYY. No time zone: these are days.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A 2-digit year lands in the 100 years from 80 before the current year (ICU's and CLDR's window). */
const TWO_DIGIT_YEAR_PAST = 80;

/** '51' in 2026 is 1951; '45' is 2045: the year in [currentYear - 80, currentYear + 19]. */
function fullYear(twoDigits: number, currentYear: number): number {
  const first = currentYear - TWO_DIGIT_YEAR_PAST;
  const year = first - (first % 100) + twoDigits;
  return year < first ? year + 100 : year;
}

/**
 * 'MM/dd/yyyy', 'M/d/yy', 'MM-dd-yyyy', 'MMddyyyy' -> ISO yyyy-mm-dd, or null when it is no real date.
 * `currentYear` places a 2-digit year (the caller's clock; the browser's or the server's).
 */
export function parseUsDate(text: string, currentYear = new Date().getFullYear()): string | null {
  const t = text.trim();
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t) ?? null;
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = m[3]!.length === 2 ? fullYear(Number(m[3]), currentYear) : Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** ISO yyyy-mm-dd (a timestamp's day part too) -> MM/DD/YYYY; anything else comes back as it was. */
export function formatUsDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}
