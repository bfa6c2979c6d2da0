// Home carousel rules (spec 3 §2.6, §3, §4.10, §9). Pure.

const SLIDE_THEMES = ['50', 'full', 'gallery'] as const;
export type SlideTheme = (typeof SLIDE_THEMES)[number];
const ITEM_VARIANTS = ['charcoal', 'green', 'teal', 'blue', 'indigo', 'purple', 'magenta'] as const;
export type ItemVariant = (typeof ITEM_VARIANTS)[number];

/** Home carousel autoplay is configured in seconds (default 5) and runs in milliseconds. */
export const HOME_AUTOPLAY_SECONDS = 5;
/** The large carousel defaults to 10 seconds. */
export const LARGE_CAROUSEL_AUTOPLAY_SECONDS = 10;
/** The carousel is set up 200 ms after mounting. */
export const CAROUSEL_SETUP_DELAY_MS = 200;
/**
 * Not in the spec: how long the carousel holds its first slide back while the live-now feed and the
 * first slide's product card are on their way. Showing the slide before them moved it on a cold load
 * (a live-now badge and a two-line dates row arriving under a painted heading: CLS 0.11 on a phone);
 * past this wait a slow API no longer keeps the slide from the visitor.
 */
export const CAROUSEL_HOLD_MAX_MS = 2500;

export function autoplayMs(seconds: unknown, fallbackSeconds = HOME_AUTOPLAY_SECONDS): number {
  const s = typeof seconds === 'number' && seconds > 0 ? seconds : fallbackSeconds;
  return s * 1000;
}

export interface Slide {
  heading?: string;
  displayName?: string;
  copy?: string;
  sellingPoints?: string[];
  link?: { href: string; text: string; target?: string };
  caption?: string;
  code?: string;
  theme?: string;
  itemVariant?: string;
  slideImage?: string;
  mobileImage?: string;
  isRegistered?: boolean;
  logoColor?: string;
  /** set on the live-now slide */
  liveNow?: boolean;
  /**
   * The slide's dates and credits when its source already said them (the live-now feed's item): such a
   * slide needs no product-card look-up, so the first slide is not one answer behind the feed.
   */
  facts?: string[];
  /** how the person registered (LiveWebcast or another format), on a registered slide */
  registrationFormat?: string;
}

export function slideTheme(theme: unknown): SlideTheme {
  return (SLIDE_THEMES as readonly unknown[]).includes(theme) ? (theme as SlideTheme) : '50';
}

/** The brand mark's colour on a slide's picture: black when the slide says so, white otherwise. */
export function slideLogoColor(v: unknown): 'white' | 'black' {
  return v === 'black' ? 'black' : 'white';
}

export function itemVariant(v: unknown): ItemVariant {
  return (ITEM_VARIANTS as readonly unknown[]).includes(v) ? (v as ItemVariant) : 'charcoal';
}

/** Looping: after the last slide comes the first, before the first the last. */
export function nextIndex(i: number, count: number): number {
  return count ? (i + 1) % count : 0;
}
export function prevIndex(i: number, count: number): number {
  return count ? (i - 1 + count) % count : 0;
}

/** What the live-now feed says of the webcast on air (the first item of its feed). */
export interface LiveNowItem {
  formatDisplay?: string;
  title: string;
  snippet?: string;
  productCode?: string;
  url: string;
  /** a feed item's dates and credits, as the product card words them */
  datesFormatted?: string;
  creditDetailsFormatted?: string[];
}

/** A webcast the live-now slide block lists (spec 3 §3: the block carries liveProgramWebcasts). */
export interface LiveProgramWebcast extends LiveNowItem {
  eventStartDate?: string | null;
  eventEndDate?: string | null;
}

/** On air: from 30 minutes before the start to 5 minutes after the end (spec 3 §4.1's live window). */
const ON_AIR_FROM_MS = 30 * 60_000;
const ON_AIR_UNTIL_MS = 5 * 60_000;

/** The first of the block's liveProgramWebcasts on air at `now` (none: no live-now slide). */
export function onAirWebcast(webcasts: readonly LiveProgramWebcast[], now: number): LiveNowItem | undefined {
  return webcasts.find((w) => {
    const start = Date.parse(w.eventStartDate ?? '');
    const end = Date.parse(w.eventEndDate ?? '') || start;
    return now >= start - ON_AIR_FROM_MS && now <= end + ON_AIR_UNTIL_MS;
  });
}

/** The live-now slide: the webcast on air, full width on charcoal, with a 'Join now' link. */
export function liveNowSlide(item: LiveNowItem | undefined): Slide | null {
  if (!item) return null;
  // a feed item words its dates and credits as the card does; a listed webcast (no dates) has its card looked up
  const facts = [item.datesFormatted, ...(item.creditDetailsFormatted ?? [])].filter((x): x is string =>
    Boolean(x),
  );
  return {
    heading: item.formatDisplay,
    displayName: item.title,
    copy: item.snippet,
    code: item.productCode,
    link: { href: item.url, text: 'Join now' },
    theme: 'full',
    itemVariant: 'charcoal',
    ...(facts.length ? { facts } : {}),
  };
}

/** The codes whose product cards the slides need, in slide order: the slides that carry no facts of their own. */
export function cardCodes(slides: readonly Slide[]): string[] {
  return slides.flatMap((s) => (s.code && !s.facts ? [s.code] : []));
}

/** The live-now slide goes first unless its program is already among the slides. */
export function withLiveNowSlide(slides: readonly Slide[], liveNow: Slide | null): Slide[] {
  if (!liveNow) return [...slides];
  if (liveNow.code && slides.some((s) => s.code === liveNow.code)) return [...slides];
  return [{ ...liveNow, liveNow: true }, ...slides];
}

/** A registered slide reads 'Registered, Online' for a LiveWebcast registration, else 'Registered, In-Person'. */
export function registeredLabel(registrationFormat: string | null | undefined): string {
  return registrationFormat === 'LiveWebcast' ? 'Registered, Online' : 'Registered, In-Person';
}

/** The fallback text of a slide that fails to render. */
export function slideFailedText(name: string | undefined): string {
  return `Slide ${name ?? ''} failed`.replace(/\s+/g, ' ');
}

/** Upcoming live block limits (spec 3 §3): days ahead and how many registrations. */
function upcomingWithinLimits<T extends { eventStartDate: string | null }>(
  items: readonly T[],
  now: number,
  upcomingDaysLimit: number,
  upcomingLiveRegistrationsLimit: number,
): T[] {
  const until = now + upcomingDaysLimit * 86_400_000;
  return items
    .filter((i) => {
      const t = i.eventStartDate ? Date.parse(i.eventStartDate) : NaN;
      return t >= now && t <= until;
    })
    .slice(0, Math.max(0, upcomingLiveRegistrationsLimit));
}

/** When the block does not say: registrations starting within 30 days, at most 2 (values not in the spec). */
const DEFAULT_UPCOMING_DAYS_LIMIT = 30;
const DEFAULT_UPCOMING_REGISTRATIONS_LIMIT = 2;

/** A limit from the CMS block: a positive whole number, else the default. */
function blockLimit(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** One of the person's upcoming registrations (a My Library upcoming item). */
export interface UpcomingRegistration {
  productCode: string;
  title: string;
  url: string;
  formatDisplay?: string;
  snippet?: string;
  schedule?: { startDateUtc: string | null }[];
}

/** A webcast registration is LiveWebcast; in-person and groupcast registrations are not. */
function registrationFormatOf(formatDisplay: string | undefined): string {
  return /webcast/i.test(formatDisplay ?? '') ? 'LiveWebcast' : 'LiveInPerson';
}

/**
 * The upcoming live block (spec 3 §3): the person's registrations starting within upcomingDaysLimit
 * days, at most upcomingLiveRegistrationsLimit of them, as registered slides.
 */
export function upcomingRegistrationSlides(
  items: readonly UpcomingRegistration[],
  now: number,
  block: { upcomingDaysLimit?: unknown; upcomingLiveRegistrationsLimit?: unknown },
): Slide[] {
  const dated = items.map((i) => ({ ...i, eventStartDate: i.schedule?.[0]?.startDateUtc ?? null }));
  return upcomingWithinLimits(
    dated,
    now,
    blockLimit(block.upcomingDaysLimit, DEFAULT_UPCOMING_DAYS_LIMIT),
    blockLimit(block.upcomingLiveRegistrationsLimit, DEFAULT_UPCOMING_REGISTRATIONS_LIMIT),
  ).map((i) => ({
    heading: i.formatDisplay,
    displayName: i.title,
    copy: i.snippet,
    code: i.productCode,
    link: { href: i.url, text: 'View your registration' },
    theme: '50',
    itemVariant: 'blue',
    isRegistered: true,
    registrationFormat: registrationFormatOf(i.formatDisplay),
  }));
}

/**
 * Registered programs among the slides: a CMS slide of a program the person registered for says so;
 * the other registrations follow the live-now slide.
 */
export function withRegistrations(slides: readonly Slide[], registered: readonly Slide[]): Slide[] {
  const byCode = new Map(registered.map((r) => [r.code, r]));
  const marked = slides.map((s) => {
    const r = s.code ? byCode.get(s.code) : undefined;
    return r ? { ...s, isRegistered: true, registrationFormat: r.registrationFormat } : s;
  });
  const present = new Set(slides.map((s) => s.code));
  const extra = registered.filter((r) => !present.has(r.code));
  const liveFirst = marked[0]?.liveNow ? 1 : 0;
  return [...marked.slice(0, liveFirst), ...extra, ...marked.slice(liveFirst)];
}
