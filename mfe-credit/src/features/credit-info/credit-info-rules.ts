// Rules of the jurisdiction credit info page (spec 2 §2 "Credit-info pages", §9). Pure: no React, no fetch.
import type { ComplianceGroup, CreditOffered } from '@cle/contracts/credit-schemas';
import { compareText, formatNumber } from '@cle/ui/intl';

/** Spec 2 §9: 'URL restore delay 500 ms'. */
export const URL_RESTORE_DELAY_MS = 500;
/** Spec 2 §2: the query parameter that decides whether the saved special status preselects a tab. */
const PRESELECT_TAB_PARAM = 'preselectTab';

/** The CMS page's regionSk property as a region key, or null when it is missing or not a key. */
export function parseRegionSk(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** preselectTab defaults to true; only an explicit false (or 0) turns it off. */
export function parsePreselectTab(params: URLSearchParams): boolean {
  const raw = params.get(PRESELECT_TAB_PARAM);
  if (raw === null) return true;
  return !['false', '0'].includes(raw.trim().toLowerCase());
}

/**
 * The tab selected when the page opens: the compliance group matching the user's saved special
 * status when preselectTab is on and there is a match, otherwise the first tab.
 */
export function initialTabIndex(
  groups: readonly ComplianceGroup[],
  savedGroupSk: number | null,
  preselect: boolean,
): number {
  if (!preselect || savedGroupSk === null) return 0;
  const i = groups.findIndex((g) => g.sk === savedGroupSk);
  return i === -1 ? 0 : i;
}

/** Spec 2 §9: credits are rounded to 2 decimals for display; trailing zeros are dropped. */
export function formatCredits(value: number): string {
  const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
  return formatNumber(rounded, { maximumFractionDigits: 2 });
}

/** '1 hour', '1.5 hours', '36 hours'. */
export function formatHours(value: number): string {
  const text = formatCredits(value);
  return `${text} ${text === '1' ? 'hour' : 'hours'}`;
}

/** Compliance period length: '1 year', '3 years'. */
export function formatPeriod(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** Compliance period as a frequency: 'every year', 'every 3 years'. */
export function formatEvery(years: number): string {
  return years === 1 ? 'every year' : `every ${years} years`;
}

export function formatProgramCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'program' : 'programs'}`;
}

/** The search link of one credit type in one jurisdiction (spec 2 §2 "Other": search link parameters). */
export function creditTypeSearchUrl(jurisdictionCode: string, creditTypeCode: string): string {
  return `/search?${new URLSearchParams({
    query: '',
    jurisdictions: jurisdictionCode,
    creditType: creditTypeCode,
  }).toString()}`;
}

/**
 * Credit types for the topic-links grid: the types the jurisdiction requires first (in the order of
 * its requirements), then the others by programs offered, most first. Types with no code cannot be
 * searched for and are left out.
 */
export function orderCreditTypes(
  credits: readonly CreditOffered[],
  requiredKeys: readonly string[],
): (CreditOffered & { typeCode: string })[] {
  const searchable = credits.filter((c): c is CreditOffered & { typeCode: string } => Boolean(c.typeCode));
  const rank = (c: { typeCode: string }) => {
    const i = requiredKeys.indexOf(c.typeCode);
    return i === -1 ? requiredKeys.length : i;
  };
  return [...searchable].sort(
    (a, b) => rank(a) - rank(b) || b.creditOffered - a.creditOffered || compareText(a.typeTitle, b.typeTitle),
  );
}

/** What the side panel says about license numbers (spec 2 §3 isLicenseNumberRequired, creditRegionLicenseNumberName). */
export function licenseNumberRule(isRequired: boolean, numberName: string | null): string {
  const name = numberName?.trim() || 'License number';
  return isRequired
    ? `${name} required when you add this license.`
    : `${name} optional when you add this license.`;
}

/** A path as the site matches it: decoded, lower case, no trailing slash. */
const comparablePath = (path: string) => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare it as written
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
};

/**
 * Where the page's own URL is restored to: the page's canonical path with the current query and
 * hash. Null when the address already shows it, or when it shows another page: the visitor has
 * navigated away and the router still shows this page while the next one loads (it may even mount
 * it again under the new address), and that address must stay.
 */
export function restoredUrl(
  canonicalPath: string,
  current: { pathname: string; search: string; hash: string },
): string | null {
  if (current.pathname === canonicalPath) return null;
  if (comparablePath(current.pathname) !== comparablePath(canonicalPath)) return null;
  return `${canonicalPath}${current.search}${current.hash}`;
}

/** The share control's email link. */
export function shareEmailHref(title: string, url: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}
