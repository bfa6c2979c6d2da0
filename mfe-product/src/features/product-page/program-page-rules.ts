// What a program page shows (spec 3 §2.1), worked out from its payload: the live status and theme, the
// side panel, the jump links, the overview's sections and texts, the dates with '+N more', and the
// variants the purchase panel offers. Pure.
import type { ProductPayload, Variation } from '../../lib/product-payload';
import { OVERVIEW_SECTION_KEYS } from '@cle/contracts/product-content-keys';
import type { OverviewSectionKey } from '@cle/contracts/product-content-keys';
import { formatDateRange, summariseDates } from '../../lib/format';
import { isDarkTheme, liveStatus, sidePanelFor } from './live-status';
import { jumpLinks, overviewSections, overviewTexts } from './page-rules';
import type { ProgramDetailState } from './program-detail-state';
import { panelVariants } from './purchase-rules';

export type ProgramKind = 'live' | 'ondemand' | 'segment';

const OVERVIEW_HEADINGS: Record<OverviewSectionKey, string> = {
  whyYouShouldAttend: 'Why you should attend',
  whatYouWillLearn: 'What you will learn',
  whoShouldAttend: 'Who should attend',
  specialFeatures: 'Special features',
};

/** The program's dates: its own, then the other live variants' still to come (for '+N more'). */
function programDates(v: Variation, liveVariants: Variation[]): string[] {
  if (!v.eventStartDate) return [];
  return [
    formatDateRange(v.eventStartDate, v.eventEndDate, v.timeZoneIdentifier ?? 'UTC'),
    ...liveVariants
      .filter((x) => x.code !== v.code && x.eventStartDate)
      .map((x) => formatDateRange(x.eventStartDate!, x.eventEndDate, x.timeZoneIdentifier ?? 'UTC')),
  ];
}

/** The variants the purchase panel offers: a live program's dates still to come, else the page's own. */
export function programPanelVariants(data: ProductPayload, kind: ProgramKind, now: number): Variation[] {
  const live = panelVariants('live', data.catalogRelations.programVariants, now);
  return kind === 'live' ? live : [data.variation];
}

/** The sections come from the page's state (program-detail-state.ts), the rest from the payload. */
type SectionState = Pick<
  ProgramDetailState,
  'hasSegmentsSection' | 'hasTestimonialsSection' | 'componentCounts'
>;

export function programPageView(data: ProductPayload, kind: ProgramKind, now: number, state: SectionState) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const status = liveStatus(v, now);
  const links = jumpLinks({
    isSegment: kind === 'segment',
    hasSegments: state.hasSegmentsSection,
    hasTestimonials: state.hasTestimonialsSection,
  });
  const texts = overviewTexts(
    v.overviewMode,
    v.segmentDescription ?? v.description,
    rel.masterProgram?.description ?? null,
  );
  const flagged = new Set(v.emptyOverviewSections);
  const sections = overviewSections(
    OVERVIEW_SECTION_KEYS.map((key) => ({
      key,
      heading: OVERVIEW_HEADINGS[key],
      content: v[key] ?? '',
      isEmpty: flagged.has(key),
    })),
    { key: 'legacy', heading: '', content: texts[0] ?? v.description },
  );
  const liveVariants = panelVariants('live', rel.programVariants, now);
  return {
    data,
    kind,
    now,
    status,
    dark: isDarkTheme(status),
    panel: sidePanelFor({ notifyUrl: v.notifyUrl, status, isExpired: v.isExpired }),
    links,
    overviewLabel: links[0]!.label,
    sections,
    extraTexts: sections[0]?.key === 'legacy' ? texts.slice(1) : [],
    dates: summariseDates(programDates(v, liveVariants)),
    panelVariants: programPanelVariants(data, kind, now),
    hasSegmentsSection: state.hasSegmentsSection,
    hasTestimonialsSection: state.hasTestimonialsSection,
    segmentCount: state.componentCounts.segments,
  };
}

export type ProgramPageView = ReturnType<typeof programPageView>;
