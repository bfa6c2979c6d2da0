// Home carousel rules (spec 3 §2.6, §3, §4.10, §9). Pure.

export const SLIDE_THEMES = ['50', 'full', 'gallery'] as const;
export type SlideTheme = (typeof SLIDE_THEMES)[number];
export const ITEM_VARIANTS = ['charcoal', 'green', 'teal', 'blue', 'indigo', 'purple', 'magenta'] as const;
export type ItemVariant = (typeof ITEM_VARIANTS)[number];

/** Home carousel autoplay is configured in seconds (default 5) and runs in milliseconds. */
export const HOME_AUTOPLAY_SECONDS = 5;
/** The large carousel defaults to 10 seconds. */
export const LARGE_CAROUSEL_AUTOPLAY_SECONDS = 10;
/** The carousel is set up 200 ms after mounting. */
export const CAROUSEL_SETUP_DELAY_MS = 200;

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
}

export function slideTheme(theme: unknown): SlideTheme {
  return (SLIDE_THEMES as readonly unknown[]).includes(theme) ? (theme as SlideTheme) : '50';
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
}

/** The live-now slide: the webcast on air, full width on charcoal, with a 'Join now' link. */
export function liveNowSlide(item: LiveNowItem | undefined): Slide | null {
  if (!item) return null;
  return {
    heading: item.formatDisplay,
    displayName: item.title,
    copy: item.snippet,
    code: item.productCode,
    link: { href: item.url, text: 'Join now' },
    theme: 'full',
    itemVariant: 'charcoal',
  };
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
export function upcomingWithinLimits<T extends { eventStartDate: string | null }>(
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
