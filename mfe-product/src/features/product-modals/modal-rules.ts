// Pure rules of the product page's modals (spec 3 §2.2, §3 Material, §6, §9). No React.
import { addToCalendarPath, UNNUMBERED_CHAPTER } from '@cle/contracts/product-extras-paths';
import type { CalendarKind } from '@cle/contracts/product-extras-paths';
import type { ProductMaterial } from '@cle/contracts/product-extras-schemas';

export const NO_MATERIALS_TEXT = 'There are no materials at this time';

// ---- materials ----

/** 999 or empty means unnumbered (spec 3 §3, §9). */
function isUnnumbered(chapterNumber: string | null | undefined): boolean {
  const c = (chapterNumber ?? '').trim();
  return c === '' || c === UNNUMBERED_CHAPTER;
}

/** Has a chapter number at all (999 counts: an unnumbered course item), so it belongs to course materials. */
const hasChapter = (m: Pick<ProductMaterial, 'chapterNumber'>) => (m.chapterNumber ?? '').trim() !== '';

export interface MaterialTabs<M> {
  course: M[];
  presentation: M[];
}

/** Items with chapter numbers go to course materials, the rest to presentation materials. */
export function splitMaterials<M extends Pick<ProductMaterial, 'chapterNumber'>>(
  materials: readonly M[],
): MaterialTabs<M> {
  const course = materials.filter(hasChapter);
  // numbered chapters in order, unnumbered ones after them
  course.sort((a, b) => chapterOrder(a.chapterNumber) - chapterOrder(b.chapterNumber));
  return { course, presentation: materials.filter((m) => !hasChapter(m)) };
}

function chapterOrder(c: string): number {
  if (isUnnumbered(c)) return Number.MAX_SAFE_INTEGER;
  const n = Number(c);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER - 1;
}

/** The title line of a material: 'Chapter N: title', or the bare title when unnumbered. */
export function materialHeading(m: Pick<ProductMaterial, 'chapterNumber' | 'title'>): string {
  return isUnnumbered(m.chapterNumber) ? m.title : `Chapter ${m.chapterNumber.trim()}: ${m.title}`;
}

// ---- add to calendar ----

export const CALENDAR_CHOICES: readonly { kind: CalendarKind; label: string }[] = [
  { kind: 'ical', label: 'iCal' },
  { kind: 'google', label: 'Google' },
  { kind: 'outlook', label: 'Outlook' },
];

/** Where a calendar choice goes: add-to-calendar/{code}?calendarType=N under the API base. */
export function calendarHref(apiBase: string, code: string, kind: CalendarKind): string {
  return `${apiBase.replace(/\/$/, '')}${addToCalendarPath(code, kind)}`;
}

/** Only a program with a start date can go into a calendar. */
export function canAddToCalendar(v: { eventStartDate: string | null; isExpired?: boolean }): boolean {
  return Boolean(v.eventStartDate) && v.isExpired !== true;
}

/**
 * Spec 3 §8: a live program whose reminder data (its start date) is missing cannot go into a calendar:
 * the console warning to log, or null when nothing is missing (on-demand items need no reminder).
 */
export function missingReminderData(v: {
  code: string;
  searchableType: string;
  eventStartDate: string | null;
}): string | null {
  if (v.searchableType !== 'liveprogram' || v.eventStartDate) return null;
  return `[product] no reminder data for ${v.code}: no start date, so no Add To Calendar`;
}

// ---- share ----

/** The page's address to share: this origin and the product path, without the hash. */
export function shareUrl(origin: string, path: string, search = ''): string {
  return `${origin}${path}${search}`;
}

export function shareMailto(title: string, url: string): string {
  const subject = encodeURIComponent(title);
  const body = encodeURIComponent(`I thought you might be interested in this program:\n\n${title}\n${url}`);
  return `mailto:?subject=${subject}&body=${body}`;
}

// ---- download ----

type MediaKind = 'audio' | 'video';

export interface DownloadChoice {
  code: string;
  pk: string;
  displayName: string;
  url: string;
  media: MediaKind;
}

/** onDemandMediaType 0 is audio, 1 video (spec 3 §3); web and interactive versions are not files. */
function mediaKindOf(v: {
  onDemandMediaType: number | null;
  contentType: readonly string[];
}): MediaKind | null {
  const concrete = v.contentType[v.contentType.length - 1] ?? '';
  if (v.onDemandMediaType === 0 || /Mp3Variation$/.test(concrete)) return 'audio';
  if (v.onDemandMediaType === 1 || /Mp4Variation$/.test(concrete)) return 'video';
  return null;
}

export function downloadChoices(
  variants: readonly {
    code: string;
    pk: string;
    displayName: string;
    url: string;
    onDemandMediaType: number | null;
    contentType: readonly string[];
  }[],
): { audio: DownloadChoice[]; video: DownloadChoice[] } {
  const all = variants.flatMap((v) => {
    const media = mediaKindOf(v);
    return media ? [{ code: v.code, pk: v.pk, displayName: v.displayName, url: v.url, media }] : [];
  });
  return { audio: all.filter((c) => c.media === 'audio'), video: all.filter((c) => c.media === 'video') };
}

/** Opening preselects the purchased variant (the first purchased one), else nothing. */
export function initialDownloadSelection(
  choices: readonly DownloadChoice[],
  purchasedCodes: ReadonlySet<string>,
): string | null {
  return choices.find((c) => purchasedCodes.has(c.code))?.code ?? null;
}
