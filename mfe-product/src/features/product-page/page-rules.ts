// Program page rules: jump links (spec 3 §2.1, §9), segment cross-link text, overview sections
// (spec 3 §3 overviewMode, §5). Pure.
import { plainText } from '../../lib/format';

export interface JumpLink {
  id: string;
  label: string;
}

/** Spec 3 §9: jump-link scroll offset, active-section threshold (offset + 20), initial hash delay. */
export const JUMP_OFFSET_PX = 95;
const ACTIVE_SECTION_THRESHOLD_PX = JUMP_OFFSET_PX + 20;
export const HASH_SCROLL_DELAY_MS = 100;

export const SECTION_IDS = {
  overview: 'overview',
  credit: 'credit-details',
  segments: 'segments',
  faculty: 'faculty',
  schedule: 'schedule',
  location: 'location-details',
  testimonials: 'testimonials',
} as const;

/** In order: overview, credit-details, segments (if any), faculty, schedule, location-details, testimonials (if any). */
export function jumpLinks(o: {
  isSegment: boolean;
  hasSegments: boolean;
  hasTestimonials: boolean;
}): JumpLink[] {
  const links: (JumpLink | false)[] = [
    { id: SECTION_IDS.overview, label: o.isSegment ? 'Segment details' : 'Program overview' },
    { id: SECTION_IDS.credit, label: 'Credit details' },
    o.hasSegments && { id: SECTION_IDS.segments, label: 'Segments' },
    { id: SECTION_IDS.faculty, label: 'Faculty' },
    { id: SECTION_IDS.schedule, label: 'Schedule' },
    { id: SECTION_IDS.location, label: 'Location details' },
    o.hasTestimonials && { id: SECTION_IDS.testimonials, label: 'Testimonials' },
  ];
  return links.filter((l): l is JumpLink => Boolean(l));
}

/**
 * The active section: the last one whose top (relative to the viewport) has passed the threshold;
 * the first section while none has.
 */
export function activeSectionId(
  sections: readonly { id: string; top: number }[],
  threshold = ACTIVE_SECTION_THRESHOLD_PX,
): string | null {
  let active: string | null = sections[0]?.id ?? null;
  for (const s of sections) if (s.top <= threshold) active = s.id;
  return active;
}

/** The page scroll position that puts a section just below the sticky bars. */
export function scrollTargetY(sectionPageTop: number, offset = JUMP_OFFSET_PX): number {
  return Math.max(0, sectionPageTop - offset);
}

/**
 * The segment page's cross-link to its program. The spec gives both texts but not the rule; ours:
 * 'Segment N of M from program' when the segment's number and the program's segment count are known
 * and the number is within the count, otherwise 'From program'.
 */
export function segmentCrossLinkText(segmentNumber: number | null | undefined, segmentCount: number): string {
  if (segmentNumber && segmentNumber > 0 && segmentCount > 0 && segmentNumber <= segmentCount)
    return `Segment ${segmentNumber} of ${segmentCount} from program`;
  return 'From program';
}

/** Overview sections show only when longer than 10 characters (markup aside) and not flagged empty. */
const OVERVIEW_MIN_LENGTH = 10;

export interface OverviewSection {
  key: string;
  heading: string;
  content: string;
  isEmpty?: boolean;
}

function sectionQualifies(s: OverviewSection): boolean {
  return !s.isEmpty && plainText(s.content).length > OVERVIEW_MIN_LENGTH;
}

/** The qualifying sections, or the legacy single overview when none qualify. */
export function overviewSections(
  sections: readonly OverviewSection[],
  legacy: OverviewSection,
): OverviewSection[] {
  const ok = sections.filter(sectionQualifies);
  return ok.length ? ok : [legacy];
}

/**
 * Which overview text a variation shows (spec 3 §3): overviewMode 1 merges the variant's overview
 * with the master program's, 2 shows the variant's only, anything else the master program's.
 */
export function overviewTexts(mode: number, variantText: string | null, masterText: string | null): string[] {
  const v = variantText?.trim() || null;
  const m = masterText?.trim() || null;
  const pick = mode === 1 ? [v, m] : mode === 2 ? [v] : [m ?? v];
  return pick.filter((t, i, all): t is string => Boolean(t) && all.indexOf(t) === i);
}
