// Site-wide facts that every part may show.
export const PROVIDER_NAME = 'Practising Law Institute';
export const PROVIDER_SHORT_NAME = 'PLI';
/** Document title suffix: ' - ' + short name (spec 1 §9). */
const TITLE_SUFFIX = ` - ${PROVIDER_SHORT_NAME}`;

export function documentTitle(title: string | undefined | null): string {
  return title ? `${title}${TITLE_SUFFIX}` : PROVIDER_SHORT_NAME;
}

/** The credit tracker's page (spec 1 §2 known links). */
export const CREDIT_TRACKER_PATH = '/account/credit/credit-tracker';

/** The credit tracker link for one credit region (spec 1 §2): /account/credit/credit-tracker?region={creditRegion}. */
export function creditTrackerLink(creditRegion: number | string): string {
  return `${CREDIT_TRACKER_PATH}?region=${encodeURIComponent(String(creditRegion))}`;
}

/** The id prefix the rich-text sanitiser gives CMS anchors, so they cannot clobber globals. */
export const CMS_ID_PREFIX = 'user-content-';

/** Breakpoints in px (spec 1 §9). */
export const BREAKPOINTS = {
  sm: 576,
  sm700: 700,
  sm728: 728,
  md: 889,
  lg: 1201,
  xl: 1440,
  '2xl': 1680,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
