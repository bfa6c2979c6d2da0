// A program page's sections (spec 3 §2.1), each at the id its jump link points at: the overview (with
// the preview video and the cross link to the live or on-demand program), credit details, segments,
// faculty, schedule, location, testimonials when there are any, then the editors' layout blocks.
import { ContentAreaBlock } from '../../../components/content-area-block';
import { layoutBlocksFor } from '../layout-blocks';
import { SECTION_IDS } from '../page-rules';
import type { ProgramPageView } from '../program-page-rules';
import {
  extraTextBodyCss,
  extraTextCss,
  extraTextHeadingCss,
  crossLinksCss,
} from './program-sections.styles';
// the book page's testimonials chunk (spec 3 §9: the jump link shows only when there are testimonials)
import { LazyTestimonials } from './lazy-book-extras';
import { LocationDetails, Schedule } from './schedule-details';
import { CreditDetails, FacultyList, Overview, Section, SegmentList } from './sections';
import { CrossLinkCard } from './side-panels';
import { VideoPreview } from './video-preview';

function ProgramOverview({ view }: { view: ProgramPageView }) {
  const { data, kind, now } = view;
  const v = data.variation;
  const rel = data.catalogRelations;
  return (
    <Section id={SECTION_IDS.overview} title={view.overviewLabel} dark={view.dark}>
      {kind !== 'live' && v.previewUrl && v.previewCaptionsUrl ? (
        <VideoPreview src={v.previewUrl} captions={v.previewCaptionsUrl} title={v.displayName} />
      ) : null}
      <Overview sections={view.sections} />
      {view.extraTexts.map((t) => (
        <div key={t} css={extraTextCss}>
          <h3 css={extraTextHeadingCss}>About the program</h3>
          <p css={extraTextBodyCss}>{t}</p>
        </div>
      ))}
      <div css={crossLinksCss}>
        {kind === 'live' ? (
          <CrossLinkCard label="Also available on demand" card={rel.ondemandProgramCrosslink} now={now} />
        ) : (
          <CrossLinkCard label="Attend the live program" card={rel.liveProgramCrosslink} now={now} />
        )}
      </div>
    </Section>
  );
}

export function ProgramSections({ view }: { view: ProgramPageView }) {
  const { data, kind } = view;
  const v = data.variation;
  const rel = data.catalogRelations;
  const dark = view.dark;
  return (
    <>
      <ProgramOverview view={view} />

      <Section id={SECTION_IDS.credit} title="Credit details" dark={dark}>
        <CreditDetails jurisdictions={rel.creditJurisdictions} creditHours={v.creditHours} />
      </Section>

      {view.hasSegmentsSection ? (
        <Section id={SECTION_IDS.segments} title="Segments" dark={dark}>
          <SegmentList segments={rel.segments} currentCode={v.code} />
        </Section>
      ) : null}

      <Section id={SECTION_IDS.faculty} title="Faculty" dark={dark}>
        <FacultyList faculty={rel.faculty} />
      </Section>

      <Section id={SECTION_IDS.schedule} title="Schedule" dark={dark}>
        <Schedule variation={v} segments={kind === 'segment' ? [] : rel.segments} />
      </Section>

      <Section id={SECTION_IDS.location} title="Location details" dark={dark}>
        <LocationDetails variation={v} />
      </Section>

      {view.hasTestimonialsSection && data.testimonials ? (
        <LazyTestimonials testimonials={data.testimonials} />
      ) : null}

      {/* the editors' layout blocks (pdpLayoutBlock), same on live and on-demand pages */}
      <div data-layout-blocks="">
        {layoutBlocksFor(v, view.status).map((block, i) => (
          <ContentAreaBlock key={i} area={block} name={`pdpLayoutBlock${i + 1}`} />
        ))}
      </div>
    </>
  );
}
