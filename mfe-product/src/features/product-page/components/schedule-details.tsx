// A program's schedule and where and how it is attended (spec 3 §4): two-column term/definition lists.
import type { Segment, Variation } from '../../../lib/product-payload';
import {
  formatDate,
  formatDateRange,
  formatLongDate,
  formatRuntime,
  formatTimeRange,
} from '../../../lib/format';
import { mediaType } from '../product-kind';
import { sortSegments } from '../variants';

/** A two-column term/definition list (schedule, publication details). */
export const detailsListCss = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '8px 24px',
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0 },
} as const;

export function Schedule({ variation, segments }: { variation: Variation; segments: Segment[] }) {
  const tz = variation.timeZoneIdentifier ?? 'UTC';
  const start = variation.eventStartDate;
  const end = variation.eventEndDate;
  const media = mediaType(variation.onDemandMediaType);
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <dl css={detailsListCss}>
        {start ? (
          <>
            <dt>{end && formatDate(start, tz) !== formatDate(end, tz) ? 'Dates' : 'Date'}</dt>
            <dd>
              {end && formatDate(start, tz) !== formatDate(end, tz)
                ? `${formatLongDate(start, tz)} – ${formatLongDate(end, tz)}`
                : formatLongDate(start, tz)}
            </dd>
            {end ? (
              <>
                <dt>Time</dt>
                <dd>{formatTimeRange(start, end, tz)}</dd>
              </>
            ) : null}
          </>
        ) : variation.publicationDate ? (
          <>
            <dt>Available</dt>
            <dd>On demand from {formatDate(variation.publicationDate)}</dd>
          </>
        ) : null}
        {variation.runTimeSeconds ? (
          <>
            <dt>Running time</dt>
            <dd>{formatRuntime(variation.runTimeSeconds)}</dd>
          </>
        ) : null}
        {media ? (
          <>
            <dt>Media</dt>
            <dd>{media === 'video' ? 'Video' : 'Audio'}</dd>
          </>
        ) : null}
      </dl>
      {segments.length ? (
        <div>
          <h3 css={{ fontSize: 18, margin: '0 0 8px' }}>Agenda</h3>
          <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
            {sortSegments(segments).map((s) => (
              <li key={s.code}>
                {s.displayName.replace(/\s*\([^)]*\)$/, '')}
                {s.runTimeSeconds ? ` (${formatRuntime(s.runTimeSeconds)})` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

const TYPE_TEXT: Record<string, string> = {
  'in-person': 'In person',
  online: 'Online',
  groupcast: 'Groupcast',
};

export function LocationDetails({ variation }: { variation: Variation }) {
  const live = Boolean(variation.eventStartDate);
  return (
    <dl css={detailsListCss}>
      <dt>Format</dt>
      <dd>{variation.format}</dd>
      <dt>Attend</dt>
      <dd>{live ? (TYPE_TEXT[variation.type ?? ''] ?? variation.format) : 'Online, on demand'}</dd>
      {variation.location ? (
        <>
          <dt>Location</dt>
          <dd>{variation.location}</dd>
        </>
      ) : null}
      {live && variation.timeZoneIdentifier ? (
        <>
          <dt>Time zone</dt>
          <dd>{variation.timeZoneIdentifier.replace(/_/g, ' ')}</dd>
        </>
      ) : null}
      {live && variation.eventStartDate ? (
        <>
          <dt>When</dt>
          <dd>
            {formatDateRange(
              variation.eventStartDate,
              variation.eventEndDate,
              variation.timeZoneIdentifier ?? 'UTC',
            )}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
