// Credit tracker rules (spec 2 §2, §4, §9): pure, no React.
import { COMPLIANCE_FIELDS, formatKeyOf } from './credit-enums';
import type { ComplianceField } from './credit-enums';
import { compareText } from '@cle/ui/intl';
import { formatUsDate } from '@cle/contracts/us-date';

/** Spec 2 §9 constants. */
const MAX_LICENSE_BUTTONS = 3;
export const TRACKER_SKELETON_ROWS = 6;
export const EARN_MORE_OPEN_DELAY_MS = 800;
export const AUTO_SCROLL_DELAY_MS = 300;
export const ADD_MODAL_DELAY_MS = 10;
const STICKY_THRESHOLD_MEDIUM_PX = 120;
const STICKY_THRESHOLD_SMALL_PX = 185;
const DEADLINE_DAYS_BEFORE = 30;
const DEADLINE_DAYS_AFTER = 90;
const REMAINING_DAYS_SHOWN = 31;
export const DONUT = {
  defaultSize: 260,
  stroke: 30,
  sizes: { lg: 260, md: 100, sm: 64, miniTracker: 110 },
} as const;
export type DonutSize = keyof typeof DONUT.sizes;
/** The tracker's certificates per page (?page=, S2-TRACKER-60); the spec gives none, so the team's choice. */
export const TRACKER_CERTIFICATES_PAGE_SIZE = 10;
/** The page shown of `count` items: the asked one, or 1 when it is missing or past the last. */
export function shownPage(asked: number | null, count: number, size: number): number {
  const last = Math.max(1, Math.ceil(count / size));
  return asked !== null && asked <= last ? asked : 1;
}
/** S2-CONST-08: nudge tooltips appear after 2000 ms */
export const NUDGE_TOOLTIP_DELAY_MS = 2000;
export const TOOLTIP_COOKIES = ['compliancePeriodTooltip', 'creditSetupIncompleteTooltip'] as const;
/** S2-TRACKER-67: the compliance header animates in after this delay */
export const COMPLIANCE_HEADER_ANIMATION_DELAY_MS = 500;
/** S2-TRACKER-31: a requirement message shows at most 4 lines */
export const REQUIREMENT_MESSAGE_LINES = 4;
/** The width from which the tracker lays out for larger screens (its medium breakpoint). */
export const LARGE_SCREEN_MIN_PX = 768;
/** S2-TRACKER-44/45: announcement banner lines, collapsed and with more content shown */
export const ANNOUNCEMENT_LINES = {
  small: { collapsed: 5, expanded: 9 },
  large: { collapsed: 9, expanded: 16 },
} as const;
export const NEW_YORK_TRANSITIONAL_PATH = '/credit-info/new-york-transitional';

export type TooltipKind = 'standard' | 'transitional' | 'limited';
/**
 * S2-TRACKER-102: the nudge tooltips' wording. The spec says limited mode and transitional or newly
 * admitted licenses get altered tooltips without giving the words; these are ours. `{region}` is the
 * jurisdiction's name. Limited mode has no period to set, so its two texts say what the tracker does.
 */
const TRACKER_TOOLTIP_TEXTS: Record<TooltipKind, { compliancePeriod: string; setupIncomplete: string }> = {
  standard: {
    compliancePeriod: 'Not your dates? Edit your compliance period here.',
    setupIncomplete: 'Set your compliance period to finish setting up your credits.',
  },
  transitional: {
    compliancePeriod:
      'Your transitional period runs from your admission date. Not your dates? Edit them here.',
    setupIncomplete: 'Set the start of your transitional period to track your newly admitted credits.',
  },
  limited: {
    compliancePeriod:
      '{region} sets no compliance period: the tracker lists your credits without a deadline.',
    setupIncomplete: '{region} has no mandatory CLE: there is nothing to set up.',
  },
};
export const tooltipKind = (a: { limited: boolean; transitional: boolean }): TooltipKind =>
  a.limited ? 'limited' : a.transitional ? 'transitional' : 'standard';
export const tooltipText = (
  kind: TooltipKind,
  which: 'compliancePeriod' | 'setupIncomplete',
  region: string,
) => TRACKER_TOOLTIP_TEXTS[kind][which].replace('{region}', region);

/** The first 3 licenses are buttons; the rest collapse into a dropdown (S2-TRACKER-03/04). */
export function splitLicenses<T>(licenses: readonly T[]): { buttons: T[]; overflow: T[] } {
  return { buttons: licenses.slice(0, MAX_LICENSE_BUTTONS), overflow: licenses.slice(MAX_LICENSE_BUTTONS) };
}

/** Donut percent (spec 2 §4): 100 when counted exceeds required, else counted/required. */
export function donutPercent(counted: number, required: number): number {
  if (counted > required) return 100;
  return (counted / required) * 100;
}
/** 0 or not a number shows the empty state. */
export const donutIsEmpty = (percent: number) => !percent || Number.isNaN(percent);

const DAY = 86_400_000;
/** Whole days from today to the end date (negative when past); ISO dates, local calendar. */
function daysUntil(endDate: string, today: Date): number {
  const end = Date.UTC(
    Number(endDate.slice(0, 4)),
    Number(endDate.slice(5, 7)) - 1,
    Number(endDate.slice(8, 10)),
  );
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - now) / DAY);
}

/** The end date is within 30 days ahead or up to 90 days past, and the requirement is not met. */
export function isDeadlineApproaching(endDate: string | null, isFulfilled: boolean, today: Date): boolean {
  if (!endDate || isFulfilled) return false;
  const days = daysUntil(endDate, today);
  return days <= DEADLINE_DAYS_BEFORE && days >= -DEADLINE_DAYS_AFTER;
}

/** '{n} days remaining' at 31 days or fewer; 'Past due' when more than 1 day past; otherwise nothing. */
export function remainingText(endDate: string | null, today: Date): string | null {
  if (!endDate) return null;
  const days = daysUntil(endDate, today);
  if (days < -1) return 'Past due';
  if (days >= 0 && days <= REMAINING_DAYS_SHOWN) return `${days} days remaining`;
  return null;
}

/** The switch-to-experience modal: transitional region, no period missing, and the end date passed. */
export function showSwitchToExperience(a: {
  isTransitional: boolean;
  periodMissing: boolean;
  endDate: string | null;
  today: Date;
}): boolean {
  return a.isTransitional && !a.periodMissing && !!a.endDate && daysUntil(a.endDate, a.today) < 0;
}

/** The deadline banner shows when the deadline is approaching and the user info is complete. */
export const showDeadlineBanner = (approaching: boolean, isUserInfoIncomplete: boolean) =>
  approaching && !isUserInfoIncomplete;

export type CreditStatusKind = 'success' | 'warning' | 'not-approved';
/** S2-CONST-06: the credit status enum; the first is the approved one, the rest are warnings. */
const CREDIT_STATUSES = ['Approved', 'Pending', 'CreditUponRequest', 'ApplicationSubmitted'] as const;
/** S2-TRACKER-28/29/30: Approved is a success, the other enum values a warning, anything else not approved. */
export function creditStatusKind(status: string): CreditStatusKind {
  const i = (CREDIT_STATUSES as readonly string[]).indexOf(status);
  return i === 0 ? 'success' : i > 0 ? 'warning' : 'not-approved';
}

/** Totals in the tracker table show one decimal. */
export const oneDecimal = (n: number) => n.toFixed(1);

/** The sticky header threshold for the screen width (S2-TRACKER-65/66). */
export const stickyThreshold = (isMedium: boolean) =>
  isMedium ? STICKY_THRESHOLD_MEDIUM_PX : STICKY_THRESHOLD_SMALL_PX;

export interface TrackerQuery {
  individualSk: number | null;
  orgSk: number | null;
  region: number | null;
  creditTypes: string[];
  formats: string[];
  creditTrackerCode: string | null;
  page: number | null;
  contentTabsPrograms: boolean;
  openReminder: boolean;
}

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
const semicolonList = (v: string | null) =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** The page's query parameters (spec 2 §2). */
export function parseTrackerQuery(search: string): TrackerQuery {
  const q = new URLSearchParams(search);
  return {
    individualSk: positive(q.get('individualSk')),
    orgSk: positive(q.get('orgSk')),
    region: positive(q.get('region')),
    creditTypes: semicolonList(q.get('invariantCreditType')),
    formats: semicolonList(q.get('invariantProgramFormat')),
    creditTrackerCode: q.get('creditTrackerCode'),
    page: positive(q.get('page')),
    contentTabsPrograms: q.get('ContentTabs') === 'Programs',
    openReminder: q.get('openReminder') === 'true',
  };
}

/** Admin mode: a tracker request for an individual other than the current user. */
export const isAdminMode = (query: TrackerQuery, ownSk: string | null) =>
  query.individualSk !== null && String(query.individualSk) !== ownSk;

/** The earn-more panel opens when the query's credit types or formats match the region's. */
export function earnMoreMatches(
  query: TrackerQuery,
  regionTypes: readonly string[],
  formats: readonly string[],
) {
  const lower = (xs: readonly string[]) => xs.map((x) => x.toLowerCase());
  // shown formats (LiveWebcast...) compare by the live format mapping with the rules' format keys
  return (
    query.creditTypes.some((t) => lower(regionTypes).includes(t.toLowerCase())) ||
    query.formats.some((f) => lower(formats).includes(formatKeyOf(f)))
  );
}

/** The announcement 'New' badge shows until expireNewStatus passes. */
export const showNewBadge = (expireNewStatus: string | null, today: Date) =>
  !!expireNewStatus && daysUntil(expireNewStatus, today) >= 0;

/** Spec 2 §2: the no-results message with {link} replaced by a Search link. */
export function splitNoResults(message: string): [string, string] {
  const [before = '', after = ''] = message.split('{link}');
  return [before, after];
}

export type EarnMoreSort = 'price' | 'credit' | 'date' | 'format';
export const EARN_MORE_SORTS: { key: EarnMoreSort; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'credit', label: 'Credit amount' },
  { key: 'date', label: 'Date' },
  { key: 'format', label: 'Format' },
];
export interface EarnMoreItem {
  title: string;
  url: string;
  price: number | null;
  credits: number;
  date: string | null;
  format: string;
  /** the search's type of the item (liveprogram, ondemandprogram, ...) */
  searchableType: string;
  /** the product code, for the share path */
  pk: string;
}

/** S2-OTHER-03: a program's share path (the shell sends /product/{id} on to the product's page). */
const programSharePath = (pk: string) => `/product/${encodeURIComponent(pk)}`;
/** A mail that shares a program: its title and the full share link. */
export const programShareMail = (title: string, pk: string, origin: string) =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${origin}${programSharePath(pk)}`)}`;

/** The searchable types the earn-more panel lists, with the word it shows for each. */
export const EARN_MORE_TYPE_LABELS: Record<string, string> = {
  liveprogram: 'Live program',
  ondemandprogram: 'On-demand program',
  ondemandsegment: 'On-demand segment',
  book: 'Publication',
  podcastepisode: 'Podcast episode',
};
export function sortEarnMore(items: readonly EarnMoreItem[], sort: EarnMoreSort): EarnMoreItem[] {
  const copy = [...items];
  switch (sort) {
    case 'price':
      return copy.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
    case 'credit':
      return copy.sort((a, b) => b.credits - a.credits);
    case 'date':
      return copy.sort((a, b) => compareText(a.date ?? '9999', b.date ?? '9999'));
    case 'format':
      return copy.sort((a, b) => compareText(a.format, b.format));
  }
}

export const formatUs = (iso: string | null) => (iso ? formatUsDate(iso) : '');

type PeriodRange = { startDate: string; endDate: string } | null;
interface PeriodsShown {
  startDate: string | null;
  endDate: string | null;
  previousPeriod: PeriodRange;
  nextPeriod: PeriodRange;
}
const within = (day: string, p: PeriodRange) => !!p && day >= p.startDate && day <= p.endDate;

const CHOICES = ['previous', 'current', 'next'] as const;
/**
 * S2-CREDITFORM-12: which period to select after a credit dated `day` was saved, while `selected` is shown
 * (`shown` is that period with its neighbours): previous, current or next of the member's current period;
 * null when it falls in none of them (the selection stays).
 */
export function periodChoiceFor(
  day: string,
  shown: PeriodsShown,
  selected: (typeof CHOICES)[number],
): (typeof CHOICES)[number] | null {
  const here =
    shown.startDate && shown.endDate && within(day, { startDate: shown.startDate, endDate: shown.endDate });
  const step = here ? 0 : within(day, shown.previousPeriod) ? -1 : within(day, shown.nextPeriod) ? 1 : null;
  if (step === null) return null;
  return CHOICES[CHOICES.indexOf(selected) + step] ?? null;
}

/** The periods carryover credit can be carried into: the start of the previous, shown and next period. */
export function carryoverChoices(shown: PeriodsShown): { start: string; label: string }[] {
  const out: { start: string; label: string }[] = [];
  const add = (p: PeriodRange, name: string) => {
    if (p)
      out.push({ start: p.startDate, label: `${name} (${formatUs(p.startDate)} – ${formatUs(p.endDate)})` });
  };
  add(shown.previousPeriod, 'Previous period');
  if (shown.startDate && shown.endDate)
    add({ startDate: shown.startDate, endDate: shown.endDate }, 'Current period');
  add(shown.nextPeriod, 'Next period');
  return out;
}

const PERIOD_CHOICE_LABELS: Record<(typeof CHOICES)[number], string> = {
  previous: 'Previous compliance period',
  current: 'Current compliance period',
  next: 'Next compliance period',
};
export interface PeriodAccordion {
  choice: (typeof CHOICES)[number];
  label: string;
  startDate: string;
  endDate: string;
  /** the period the tracker shows (its requirements are loaded) */
  selected: boolean;
}
/**
 * S2-TRACKER-33: one accordion per period the member can look at: the shown one and its neighbours,
 * within previous/current/next of the current period; from the current period a neighbour needs its
 * transition option (S2-TRACKER-20/21), as the period buttons do.
 */
export function periodAccordions(
  shown: PeriodsShown,
  selected: (typeof CHOICES)[number],
  transitionOptions: readonly string[],
): PeriodAccordion[] {
  const at = CHOICES.indexOf(selected);
  const out: PeriodAccordion[] = [];
  const add = (range: PeriodRange, step: -1 | 0 | 1) => {
    const choice = CHOICES[at + step];
    if (!range || !choice) return;
    if (step !== 0 && selected === 'current' && !transitionOptions.includes(choice)) return;
    out.push({ choice, label: PERIOD_CHOICE_LABELS[choice], ...range, selected: step === 0 });
  };
  add(shown.previousPeriod, -1);
  add(shown.startDate && shown.endDate ? { startDate: shown.startDate, endDate: shown.endDate } : null, 0);
  add(shown.nextPeriod, 1);
  return out;
}

/** S2-CONST-05: the compliance fields the tracker has on file for a license (what its period follows). */
export function complianceFieldsOf(entry: {
  complianceGroup_SK: number | null;
  jurisdiction: {
    userComplianceInformation: { admitDate: string | null; birthDate: string | null };
    clePeriod: { isUserSet: boolean };
  };
}): ComplianceField[] {
  const info = entry.jurisdiction.userComplianceInformation;
  const held: Record<ComplianceField, boolean> = {
    group: entry.complianceGroup_SK !== null,
    birthMonthDay: !!info.birthDate,
    admitDateYear: !!info.admitDate,
    startEndDate: entry.jurisdiction.clePeriod.isUserSet,
  };
  return COMPLIANCE_FIELDS.map((f) => f.key).filter((k) => held[k]);
}
