// A program page's header (spec 3 §2.1): the hero image, the live status and format, the title, a
// segment's link to its program, the dates ('+N more'), time, place, credit and runtime, the practice
// areas, and the save and action buttons.
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import type { Variation } from '../../../lib/product-payload';
import { ProductHeroImage } from '../../../components/product-hero-image';
import { formatRuntime, formatTimeRange } from '../../../lib/format';
import { ActionsSlot } from '../../../lib/panel-slots';
import { segmentCrossLinkText } from '../page-rules';
import { actionsRowCss, pageHeaderCss, pageTitleCss } from '../page-layout.styles';
import type { ProgramPageView } from '../program-page-rules';
import {
  crossLinkCss,
  factsCss,
  formatCss,
  practiceAreasCss,
  statusBadgeCss,
  statusLineCss,
} from './program-header.styles';
import { linkCss } from './sections.styles';

function ProgramFacts({ variation: v, dates }: { variation: Variation; dates: ProgramPageView['dates'] }) {
  return (
    <ul css={factsCss}>
      {dates.shown.map((d) => (
        <li key={d}>
          <strong>{d}</strong>
          {dates.more ? <span> ({dates.more})</span> : null}
        </li>
      ))}
      {v.eventStartDate && v.eventEndDate ? (
        <li>{formatTimeRange(v.eventStartDate, v.eventEndDate, v.timeZoneIdentifier ?? 'UTC')}</li>
      ) : null}
      {v.location ? <li>{v.location}</li> : null}
      {v.creditHours !== null ? (
        <li>
          Up to {v.creditHours} credit {v.creditHours === 1 ? 'hour' : 'hours'}
        </li>
      ) : null}
      {v.runTimeSeconds ? <li>{formatRuntime(v.runTimeSeconds)}</li> : null}
    </ul>
  );
}

export function ProgramHeader({ view, searchPage }: { view: ProgramPageView; searchPage?: string }) {
  const { data, kind } = view;
  const v = data.variation;
  const rel = data.catalogRelations;
  const master = rel.masterProgram;
  const isSegment = kind === 'segment';
  return (
    <header css={pageHeaderCss}>
      <ProductHeroImage src={v.imageUrl} />
      <p css={statusLineCss}>
        <span css={statusBadgeCss(view.status)}>{view.status}</span>
        <span css={formatCss}>{isSegment ? 'Segment' : v.format}</span>
      </p>
      <h1 css={pageTitleCss}>{v.displayName}</h1>
      {isSegment && master ? (
        <p css={crossLinkCss}>
          {segmentCrossLinkText(v.segmentNumber, view.segmentCount)}:{' '}
          <Link to={master.url} css={{ ...linkCss, fontWeight: 700 }}>
            {master.displayName}
          </Link>
        </p>
      ) : null}
      <ProgramFacts variation={v} dates={view.dates} />
      {rel.practiceAreas.length ? (
        <p css={practiceAreasCss}>
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
      <div css={actionsRowCss}>
        <SaveToLibraryButton pk={v.pk} context="my-library" confirmRemoval title={v.displayName} />
        <ActionsSlot
          variation={v}
          programVariants={rel.programVariants}
          masterPk={master?.pk}
          hasMaterials
          searchPage={searchPage}
          dark={view.dark}
          segments={rel.segments}
          creditJurisdictions={rel.creditJurisdictions}
        />
      </div>
    </header>
  );
}
