import type { PlayItem } from '../player-rules';
import { segmentButtonCss, segmentListCss } from './segment-list.styles';

/** A program's segments in order; the one playing is marked, pressing another plays it. */
export function SegmentList({
  items,
  index,
  onChoose,
}: {
  items: PlayItem[];
  /** the segment playing */
  index: number;
  onChoose: (index: number) => void;
}) {
  return (
    <ol css={segmentListCss}>
      {items.map((item, i) => (
        <li key={item.code}>
          <button
            type="button"
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onChoose(i)}
            css={segmentButtonCss(i === index)}
          >
            {item.title}
          </button>
        </li>
      ))}
    </ol>
  );
}
