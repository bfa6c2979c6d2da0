// Live program, on-demand program and on-demand segment pages (spec 3 §2.1): header, sticky jump-link
// bar, sections, side panel (notify, expired or purchase). Dark theme while the program is live.
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import { bareList, colors, mq } from '@cle/ui/theme';
import type { ProductPayload } from '../../api/product-payload';
import { formatDateRange, formatRuntime, formatTimeRange, summariseDates } from '../../lib/format';
import { isDarkTheme, isNoIndex, liveStatus, sidePanelFor } from './live-status';
import type { LiveStatus } from './live-status';
import { jumpLinks, overviewSections, overviewTexts, SECTION_IDS, segmentCrossLinkText } from './page-rules';
import { JumpLinkBar } from './components/jump-link-bar';
import { panelVariants, ProgramPurchasePanel } from './components/purchase-panel';
import { CreditDetails, FacultyList, linkCss, Overview, Section, SegmentList } from './components/sections';
import { LocationDetails, Schedule } from './components/schedule-details';
import { CrossLinkCard, ExpiredPanel, NotifyPanel } from './components/side-panels';
import { MembershipNotes } from './components/membership-notes';
import { layoutBlocksFor } from './layout-blocks';
import { ContentAreaBlock } from '../../components/content-area-block';
import { useRobotsNoIndex } from './hooks/use-robots';
import { ProductHeroImage } from '../../components/product-hero-image';
import { ActionsSlot } from '../../lib/panel-slots';
import { VideoPreview } from './components/video-preview';

export type ProgramKind = 'live' | 'ondemand' | 'segment';

const STATUS_COLOR: Record<LiveStatus, string> = {
  'Upcoming Live': '#1d4f91',
  Live: colors.red,
  'Live ended': colors.inkSoft,
  'On-demand': '#0f5e63',
};

export function ProgramPage({
  data,
  kind,
  now,
  labels,
  updateAddress,
}: {
  data: ProductPayload;
  kind: ProgramKind;
  now: number;
  labels: { customerServiceEmail?: string; cartUrl?: string; libraryPage?: string; searchPage?: string };
  updateAddress: boolean;
}) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const master = rel.masterProgram;
  const program = master ?? v;
  const status = liveStatus(v, now);
  const dark = isDarkTheme(status);
  const panel = sidePanelFor({ notifyUrl: v.notifyUrl, status, isExpired: v.isExpired });
  useRobotsNoIndex(isNoIndex(panel));

  const isSegment = kind === 'segment';
  const links = jumpLinks({ isSegment, hasSegments: rel.segments.length > 0, hasTestimonials: false });
  const overviewLabel = links[0]!.label;
  const texts = overviewTexts(
    v.overviewMode,
    v.segmentDescription ?? v.description,
    master?.description ?? null,
  );
  const sections = overviewSections(
    [
      { key: 'why', heading: 'Why you should attend', content: v.whyYouShouldAttend ?? '' },
      { key: 'what', heading: 'What you will learn', content: v.whatYouWillLearn ?? '' },
      { key: 'who', heading: 'Who should attend', content: v.whoShouldAttend ?? '' },
      { key: 'special', heading: 'Special features', content: v.specialFeatures ?? '' },
    ],
    { key: 'legacy', heading: '', content: texts[0] ?? v.description },
  );
  const extraTexts = sections[0]?.key === 'legacy' ? texts.slice(1) : [];

  const tz = v.timeZoneIdentifier ?? 'UTC';
  // other dates of the same program (live variants still to come), for '+N more'
  const liveVariants = panelVariants('live', rel.programVariants, now);
  const dates = v.eventStartDate
    ? [
        formatDateRange(v.eventStartDate, v.eventEndDate, tz),
        ...liveVariants
          .filter((x) => x.code !== v.code && x.eventStartDate)
          .map((x) => formatDateRange(x.eventStartDate!, x.eventEndDate, x.timeZoneIdentifier ?? 'UTC')),
      ]
    : [];
  const { shown, more } = summariseDates(dates);

  const panelVariantsList = kind === 'live' ? liveVariants : [v];

  return (
    <article
      data-theme={dark ? 'dark' : 'light'}
      css={{
        background: dark ? colors.charcoal : colors.paper,
        color: dark ? colors.paper : colors.ink,
        padding: '24px 16px 96px',
        [mq.md]: { paddingBottom: 64 },
        [mq.lg]: { padding: '32px 32px 64px' },
      }}
    >
      <div css={{ maxWidth: 1280, margin: '0 auto' }}>
        <header css={{ display: 'grid', gap: 10, paddingBottom: 20 }}>
          <ProductHeroImage src={v.imageUrl} />
          <p css={{ margin: 0, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <span
              css={{
                background: STATUS_COLOR[status],
                color: colors.paper,
                fontWeight: 700,
                fontSize: 13,
                padding: '3px 10px',
                borderRadius: 12,
              }}
            >
              {status}
            </span>
            <span css={{ fontSize: 14, textTransform: 'uppercase', letterSpacing: 0.6 }}>
              {isSegment ? 'Segment' : v.format}
            </span>
          </p>
          <h1 css={{ margin: 0, fontSize: 30, lineHeight: 1.2, [mq.lg]: { fontSize: 40 } }}>
            {v.displayName}
          </h1>
          {isSegment && master ? (
            <p css={{ margin: 0, fontSize: 16 }}>
              {segmentCrossLinkText(v.segmentNumber, rel.segments.length)}:{' '}
              <Link to={master.url} css={{ ...linkCss, fontWeight: 700 }}>
                {master.displayName}
              </Link>
            </p>
          ) : null}
          <ul
            css={{
              ...bareList,
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4px 20px',
              fontSize: 16,
            }}
          >
            {shown.map((d) => (
              <li key={d}>
                <strong>{d}</strong>
                {more ? <span> ({more})</span> : null}
              </li>
            ))}
            {v.eventStartDate && v.eventEndDate ? (
              <li>{formatTimeRange(v.eventStartDate, v.eventEndDate, tz)}</li>
            ) : null}
            {v.location ? <li>{v.location}</li> : null}
            {v.creditHours !== null ? (
              <li>
                Up to {v.creditHours} credit {v.creditHours === 1 ? 'hour' : 'hours'}
              </li>
            ) : null}
            {v.runTimeSeconds ? <li>{formatRuntime(v.runTimeSeconds)}</li> : null}
          </ul>
          {rel.practiceAreas.length ? (
            <p css={{ margin: 0, fontSize: 15 }}>
              {rel.practiceAreas.map((a, i) => (
                <span key={a.id}>
                  {i ? ' · ' : ''}
                  <Link to={a.url} css={linkCss}>
                    {a.name}
                  </Link>
                </span>
              ))}
            </p>
          ) : null}
          {/* spec 1 §4 / spec 3: save to My Library; removal is confirmed */}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            <SaveToLibraryButton pk={v.pk} context="my-library" confirmRemoval title={v.displayName} />
            <ActionsSlot
              variation={v}
              programVariants={rel.programVariants}
              masterPk={master?.pk}
              hasMaterials
              searchPage={labels.searchPage}
              dark={dark}
              segments={rel.segments}
              creditJurisdictions={rel.creditJurisdictions}
            />
          </div>
        </header>

        <JumpLinkBar links={links} dark={dark} inShell={updateAddress} />

        <div
          css={{
            display: 'grid',
            gap: 32,
            paddingTop: 24,
            gridTemplateAreas: '"panel" "main"',
            [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', gridTemplateAreas: '"main panel"' },
            [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
          }}
        >
          <div
            css={{
              gridArea: 'panel',
              display: 'grid',
              gap: 16,
              alignContent: 'start',
              [mq.md]: { position: 'sticky', top: 64, alignSelf: 'start' },
            }}
          >
            {panel === 'notify' ? (
              <NotifyPanel notifyUrl={v.notifyUrl!} />
            ) : panel === 'expired' ? (
              <ExpiredPanel
                code={program.code}
                title={program.displayName}
                alternative={rel.alternative}
                now={now}
                libraryPath={labels.libraryPage}
                searchPage={labels.searchPage}
              />
            ) : (
              <ProgramPurchasePanel
                kind={kind}
                title={v.displayName}
                variants={panelVariantsList}
                currentCode={v.code}
                now={now}
                supportEmail={labels.customerServiceEmail}
                cartUrl={labels.cartUrl}
                updateAddress={updateAddress && kind === 'live'}
              />
            )}
            <MembershipNotes variation={v} segments={kind === 'ondemand' ? rel.segments : []} />
          </div>

          <div css={{ gridArea: 'main', minWidth: 0 }}>
            <Section id={SECTION_IDS.overview} title={overviewLabel} dark={dark}>
              {kind !== 'live' && v.previewUrl && v.previewCaptionsUrl ? (
                <VideoPreview src={v.previewUrl} captions={v.previewCaptionsUrl} title={v.displayName} />
              ) : null}
              <Overview sections={sections} />
              {extraTexts.map((t) => (
                <div key={t} css={{ marginTop: 16 }}>
                  <h3 css={{ fontSize: 18, margin: '0 0 6px' }}>About the program</h3>
                  <p css={{ margin: 0, lineHeight: 1.6 }}>{t}</p>
                </div>
              ))}
              <div
                css={{
                  display: 'grid',
                  gap: 16,
                  marginTop: 20,
                  [mq.sm700]: { gridTemplateColumns: '1fr 1fr' },
                }}
              >
                {kind === 'live' ? (
                  <CrossLinkCard
                    label="Also available on demand"
                    card={rel.ondemandProgramCrosslink}
                    now={now}
                  />
                ) : (
                  <CrossLinkCard label="Attend the live program" card={rel.liveProgramCrosslink} now={now} />
                )}
              </div>
            </Section>

            <Section id={SECTION_IDS.credit} title="Credit details" dark={dark}>
              <CreditDetails jurisdictions={rel.creditJurisdictions} creditHours={v.creditHours} />
            </Section>

            {rel.segments.length ? (
              <Section id={SECTION_IDS.segments} title="Segments" dark={dark}>
                <SegmentList segments={rel.segments} currentCode={v.code} />
              </Section>
            ) : null}

            <Section id={SECTION_IDS.faculty} title="Faculty" dark={dark}>
              <FacultyList faculty={rel.faculty} />
            </Section>

            <Section id={SECTION_IDS.schedule} title="Schedule" dark={dark}>
              <Schedule variation={v} segments={isSegment ? [] : rel.segments} />
            </Section>

            <Section id={SECTION_IDS.location} title="Location details" dark={dark}>
              <LocationDetails variation={v} />
            </Section>

            {/* the editors' layout blocks (pdpLayoutBlock), same on live and on-demand pages */}
            <div data-layout-blocks="">
              {layoutBlocksFor(v, status).map((block, i) => (
                <ContentAreaBlock key={i} area={block} name={`pdpLayoutBlock${i + 1}`} />
              ))}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
