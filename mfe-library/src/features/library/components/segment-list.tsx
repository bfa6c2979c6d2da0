// A program's segments in a library row: 3 shown, expanding loads the rest on demand (spec 1 §2).
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';
import { SkeletonBlock } from '@cle/ui/skeleton';
import type { LibrarySegment } from '@cle/contracts/library-schemas';
import { isPlayable, progressLabel, SEGMENTS_SHOWN, visibleSegments } from '../library-rules';
import { redLinkButtonCss } from './library-styles';
import { useSegments } from '../api/use-library';

function SegmentRow({ segment }: { segment: LibrarySegment }) {
  const label = progressLabel(segment.playbackProgressPct);
  const playable = isPlayable(segment);
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 12px',
        alignItems: 'baseline',
        padding: '6px 0',
        borderTop: `1px solid ${colors.line}`,
      }}
    >
      <span css={{ flex: '1 1 240px' }}>{segment.title}</span>
      <span css={{ fontSize: 13, color: colors.inkSoft }} data-progress={segment.playbackProgressPct}>
        {label}
      </span>
      {playable ? (
        <Link
          to={segment.watchUrl ?? segment.url}
          aria-label={`Watch segment: ${segment.title}`}
          css={{ color: colors.redDark, fontWeight: 600, '&:focus-visible': focusRing }}
        >
          Watch
        </Link>
      ) : (
        <span css={{ fontSize: 13, color: colors.inkSoft }}>Not included</span>
      )}
    </li>
  );
}

export function SegmentList({
  pk,
  segments,
  totalSegments,
}: {
  pk: string;
  segments: readonly LibrarySegment[];
  totalSegments: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const all = useSegments(pk, expanded);
  const listId = useId();
  const total = Math.max(totalSegments, segments.length);
  if (total === 0) return null;
  const source = expanded && all.data ? all.data.segments : segments;
  const shown = visibleSegments(source, expanded);
  const canExpand = total > SEGMENTS_SHOWN;

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <ul id={listId} aria-label="Segments" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((s) => (
          <SegmentRow key={s.pk} segment={s} />
        ))}
      </ul>
      {expanded && all.isLoading ? (
        <div role="status" aria-label="Loading segments" css={{ display: 'grid', gap: 6 }}>
          {Array.from({ length: Math.min(total - shown.length, 3) }, (_, i) => (
            <SkeletonBlock key={i} height={20} />
          ))}
        </div>
      ) : null}
      {expanded && all.error ? (
        <p role="alert" css={{ margin: 0, color: colors.red }}>
          Segments could not be loaded.{' '}
          <button type="button" css={redLinkButtonCss} onClick={() => void all.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
      {canExpand ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          css={{ ...redLinkButtonCss, justifySelf: 'start' }}
        >
          {expanded ? 'Show fewer segments' : `Show all ${total} segments`}
        </button>
      ) : null}
    </div>
  );
}
