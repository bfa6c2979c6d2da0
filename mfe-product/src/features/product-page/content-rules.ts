// Book page and podcast episode page rules (spec 3 §2.1, §3, §9). Pure.

/** Book content area position: 1 to 7, default 3. */
const BOOK_CONTENT_AREA_DEFAULT = 3;
const BOOK_CONTENT_AREA_MIN = 1;
const BOOK_CONTENT_AREA_MAX = 7;

export function bookContentAreaPosition(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= BOOK_CONTENT_AREA_MIN &&
    n <= BOOK_CONTENT_AREA_MAX
    ? n
    : BOOK_CONTENT_AREA_DEFAULT;
}

/**
 * Places the book content area among the seven editor areas: the result lists area numbers with
 * 'book' inserted before the area at the chosen position.
 */
export function bookAreaOrder(position: unknown): (number | 'book')[] {
  const p = bookContentAreaPosition(position);
  const areas: (number | 'book')[] = [1, 2, 3, 4, 5, 6, 7];
  areas.splice(p - 1, 0, 'book');
  return areas;
}

export interface TocEntry {
  title: string;
  chapter?: string | number;
  /** 1 when missing: a one-volume book */
  volume?: number;
}

/** The table of contents, when present (a JSON list); null otherwise, and then no section shows. */
export function tableOfContents(json: string | null | undefined): TocEntry[] | null {
  if (!json || !json.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    const entries = parsed.filter(
      (e): e is TocEntry => typeof e === 'object' && e !== null && typeof (e as TocEntry).title === 'string',
    );
    return entries.length ? entries : null;
  } catch {
    return null;
  }
}

/** ToC search: entries whose title contains the text (case-insensitive). */
export function searchToc(entries: readonly TocEntry[], text: string): TocEntry[] {
  const needle = text.trim().toLowerCase();
  return needle ? entries.filter((e) => e.title.toLowerCase().includes(needle)) : [...entries];
}

/** The ToC shows this many chapters per volume until 'See all'. */
export const TOC_COLLAPSED_COUNT = 10;

/**
 * The order notice (phone and e-mail) shows "for certain variants"; the spec does not say which.
 * Ours: print variants (stock items), which customers also order by phone.
 */
export function showsOrderNotice(v: { isStockItem: boolean }): boolean {
  return v.isStockItem;
}

/** Podcast players exist only for these sources. */
const PLAYER_SOURCES = ['vimeo', 'podbean', 'acast'] as const;
export type PlayerSource = (typeof PLAYER_SOURCES)[number];

export function playerSource(playerUrl: string | null | undefined): PlayerSource | null {
  if (!playerUrl) return null;
  let host: string;
  try {
    host = new URL(playerUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  return PLAYER_SOURCES.find((s) => host === `${s}.com` || host.endsWith(`.${s}.com`)) ?? null;
}

/** Guest block layouts; two columns from 6 guests; at most 2 avatars; the show more toggle starts open. */
export type GuestLayout = 'none' | 'no-bio' | 'single' | 'bio-list' | 'two-column';
const TWO_COLUMN_MIN_GUESTS = 6;
export const MAX_AVATARS = 2;
export const GUESTS_START_OPEN = true;

export function guestLayout(guests: readonly { biography?: string | null }[]): GuestLayout {
  if (!guests.length) return 'none';
  if (guests.length >= TWO_COLUMN_MIN_GUESTS) return 'two-column';
  if (guests.every((g) => !g.biography?.trim())) return 'no-bio';
  if (guests.length === 1) return 'single';
  return 'bio-list';
}

/** Podcast push area position 1 to 4 (default 1) among content areas 1 to 4. */
export function podcastAreaOrder(pushPosition: unknown): (number | 'push')[] {
  const p =
    typeof pushPosition === 'number' &&
    Number.isInteger(pushPosition) &&
    pushPosition >= 1 &&
    pushPosition <= 4
      ? pushPosition
      : 1;
  const areas: (number | 'push')[] = [1, 2, 3, 4];
  areas.splice(p - 1, 0, 'push');
  return areas;
}

/** Initials for an avatar ('Maria Hoffman' -> 'MH'). */
export function initials(name: string): string {
  const parts = name.split(/\s+/).filter((p) => /^[A-Za-z]/.test(p) && !p.endsWith('.'));
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}
